import FuzzSupport

// A normal build runs this global's initializer as main.swift's top-level code: it replays the
// files named on the command line through the fuzz entry point, then exits. Under
// `--sanitize=fuzzer` SwiftPM compiles the target with `-parse-as-library`: libFuzzer's `main`
// drives `LLVMFuzzerTestOneInput`, and this lazy global is never touched.
let replayed = FuzzReplay.main("FuzzSimulate", arguments: Array(CommandLine.arguments.dropFirst()))
{
  FuzzSimulate.run($0)
}
