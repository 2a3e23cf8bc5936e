import FuzzSupport

// A normal build runs this global's initializer as main.swift's top-level code: it replays the
// files named on the command line through the fuzz entry point, then exits. Under
// `--sanitize=fuzzer` SwiftPM compiles the target with `-parse-as-library`: libFuzzer's `main`
// drives `LLVMFuzzerTestOneInput`, and this lazy global is never touched.
// `--write-seeds DIR SPEC...` writes seeds pairing the default templates with each spec's model.
let replayed =
  CommandLine.arguments.dropFirst().first == "--write-seeds"
  ? SeedWriter.write(
    into: CommandLine.arguments.dropFirst(2).first ?? ".",
    specs: Array(CommandLine.arguments.dropFirst(3)))
  : FuzzReplay.main("FuzzMustache", arguments: Array(CommandLine.arguments.dropFirst())) {
    FuzzMustache.run($0)
  }
