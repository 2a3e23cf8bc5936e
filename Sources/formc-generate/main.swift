import ArgumentParsing
import FormcGenerateCommand
import Foundation

// `formc-generate generate …`: the build plugins' tool. It is `formc generate` alone, linked
// without the linter's reporters, the simulator or the language server, so that an app's first
// build compiles less of formc.
AllocatorTuning.apply()
let tree = CommandTree(
  CommandSpec(
    "formc-generate", abstract: "formc's code generator, for build tool plugins.",
    version: formcVersion),
  subcommands: [.command(GenerateCommand.self)])
switch tree.parse(Array(CommandLine.arguments.dropFirst())) {
case .help(let text), .version(let text), .completionScript(let text):
  Console.output(text.hasSuffix("\n") ? text : text + "\n")
  exit(ExitCode.success)
case .failure(let error):
  Console.error(error.rendered)
  exit(ExitCode.usage)
case .command(let command):
  exit(command.run())
}
