import ArgumentParsing
import FormcGenerateCommand

/// formc's command-line interface: the root command and the command types below it.
enum FormcCommand {
  /// `formc`, its subcommands in the order help lists them.
  static let tree = CommandTree(
    CommandSpec(
      "formc",
      abstract: "A declarative form-spec compiler for iOS keyboard handling.",
      version: formcVersion),
    subcommands: [
      .command(LintCommand.self), .command(GenerateCommand.self), .command(StringsCommand.self),
      .command(PlanCommand.self),
      .command(SimulateCommand.self), .command(PreviewCommand.self),
      .command(ListRulesCommand.self), .command(ExplainCommand.self),
      .group(ConfigPrintCommand.group, [.command(ConfigPrintCommand.self)]),
      .group(
        TemplateCommand.group,
        [.command(TemplateCommand.List.self), .command(TemplateCommand.Cat.self)]),
      .command(SchemaCommand.self), .command(LanguageServerCommand.self),
    ])

  /// Parses the arguments (without the program name), runs the command and returns the exit code.
  static func main(_ arguments: [String]) -> Int32 {
    switch tree.parse(arguments) {
    case .help(let text), .version(let text), .completionScript(let text):
      Console.output(text.hasSuffix("\n") ? text : text + "\n")
      return ExitCode.success
    case .failure(let error):
      Console.error(error.rendered)
      return ExitCode.usage
    case .command(let command):
      return command.run()
    }
  }
}
