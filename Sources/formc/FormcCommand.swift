import FormSpec

/// formc's command-line interface, described as data.
enum FormcCommand {
  static let reporterOption = OptionSpec(
    "reporter", short: "r", help: "How to print diagnostics.",
    allowedValues: ReporterKind.allCases.map(\.rawValue), defaultValue: ReporterKind.xcode.rawValue)

  static let lint = CommandSpec(
    "lint",
    abstract: "Check form specs and report problems.",
    discussion: """
      Exit status: 0 when no errors are found (warnings allowed unless --strict), 1 for errors \
      (or warnings with --strict, or a path that holds no spec), 2 when formc itself fails.
      """,
    arguments: [
      ArgumentSpec(
        "paths", help: "Spec files, or directories searched for *.form.yaml and *.form.yml.",
        isVariadic: true, isOptional: true)
    ],
    options: [reporterOption, configOption],
    flags: [
      FlagSpec("strict", short: "s", help: "Fail on warnings as well as errors."),
      FlagSpec("quiet", short: "q", help: "Print nothing but diagnostics."),
    ]
  )

  static let configOption = OptionSpec(
    "config", valueName: "path",
    help: "The formc.yml to use (default: the nearest one beside or above each spec).")

  static let plan = CommandSpec(
    "plan",
    abstract: "Print how a form behaves when the keyboard is up.",
    discussion: """
      Prints the focus order (per visibility state where it differs), return keys, toolbar \
      states, text traits, validation and the keyboard plan. The JSON form is documented in \
      docs/Plan.md and stable.
      """,
    arguments: [ArgumentSpec("spec", help: "The spec to plan.")],
    options: [
      OptionSpec(
        "format", help: "The output format.", allowedValues: ["text", "json"],
        defaultValue: "text"),
      configOption,
    ]
  )

  static let rules = CommandSpec(
    "rules", abstract: "List every lint rule with its default severity.")

  static let explain = CommandSpec(
    "explain",
    abstract: "Explain a lint rule: why it exists and an example.",
    arguments: [ArgumentSpec("rule", help: "A rule id, such as unknown-key.", completion: .text)]
  )

  static let config = CommandSpec(
    "config",
    abstract: "Inspect the configuration.",
    subcommands: [
      CommandSpec(
        "print",
        abstract: "Print the resolved configuration for a spec or directory.",
        arguments: [
          ArgumentSpec(
            "path", help: "A spec or directory (default: the current directory).",
            isOptional: true)
        ],
        options: [configOption])
    ]
  )

  static let root = CommandSpec(
    "formc",
    abstract: "A declarative form-spec compiler for iOS keyboard handling.",
    subcommands: [lint, plan, rules, explain, config],
    version: formcVersion
  )

  /// Parses the arguments (without the program name), runs the command and returns the exit code.
  static func main(_ arguments: [String]) -> Int32 {
    switch root.parse(arguments) {
    case .help(let text), .version(let text), .completionScript(let text):
      Console.output(text.hasSuffix("\n") ? text : text + "\n")
      return ExitCode.success
    case .failure(let error):
      Console.error(error.rendered)
      return ExitCode.usage
    case .command(let command):
      switch command.subcommand {
      case "lint":
        return LintCommand(
          paths: command.arguments["paths"] ?? [],
          reporter: ReporterKind(rawValue: command.option("reporter") ?? "xcode") ?? .xcode,
          strict: command.isSet("strict"),
          quiet: command.isSet("quiet"),
          configPath: command.option("config")
        ).run()
      case "plan":
        return PlanCommand(
          spec: command.argument("spec") ?? "", format: command.option("format") ?? "text",
          configPath: command.option("config")
        ).run()
      case "rules":
        Console.output(RulesCommand.list())
        return ExitCode.success
      case "explain":
        return RulesCommand.explain(command.argument("rule") ?? "")
      case "config print":
        return RulesCommand.printConfiguration(
          path: command.argument("path") ?? ".", configPath: command.option("config"))
      default:
        Console.error("error: '\(command.subcommand)' is not implemented")
        return ExitCode.toolFailure
      }
    }
  }
}
