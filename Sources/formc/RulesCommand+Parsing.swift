import ArgumentParsing

/// `formc rules`: lists every lint rule with its default severity.
struct ListRulesCommand: ParsableSubcommand {
  /// `formc rules`.
  static let configuration = CommandSpec(
    "rules", abstract: "List every lint rule with its default severity.")

  /// Takes nothing from the command line.
  init(parsing command: ParsedCommand) {}

  /// Prints the list.
  func run() -> Int32 {
    Console.output(RulesCommand.list())
    return ExitCode.success
  }
}

/// `formc explain <rule>`: a rule's rationale and example.
struct ExplainCommand: ParsableSubcommand {
  private static let rule = ArgumentSpec(
    "rule", help: "A rule id, such as unknown-key.", completion: .text)

  /// `formc explain <rule>`.
  static let configuration = CommandSpec(
    "explain",
    abstract: "Explain a lint rule: why it exists and an example.",
    arguments: [rule]
  )

  /// The rule id as typed.
  var rule: String

  /// Reads the rule id.
  init(parsing command: ParsedCommand) throws(ArgumentError) {
    rule = try command.value(Self.rule)
  }

  /// Prints the explanation; exit 64 for an unknown rule.
  func run() -> Int32 {
    RulesCommand.explain(rule)
  }
}

/// `formc config print [<path>]`: the resolved configuration.
struct ConfigPrintCommand: ParsableSubcommand {
  /// `formc config`, the group holding `print`.
  static let group = CommandSpec("config", abstract: "Inspect the configuration.")

  private static let path = ArgumentSpec(
    "path", help: "A spec or directory (default: the current directory).", isOptional: true)

  /// `formc config print [<path>] [--config <path>]`.
  static let configuration = CommandSpec(
    "print",
    abstract: "Print the resolved configuration for a spec or directory.",
    arguments: [path],
    options: [SharedOptions.config])

  /// The spec or directory whose configuration to print.
  var path: String
  /// The `--config` file, when given.
  var configPath: String?

  /// Reads the path (the current directory when none is given) and `--config`.
  init(parsing command: ParsedCommand) throws(ArgumentError) {
    path = try command.valueIfPresent(Self.path) ?? "."
    configPath = try command.valueIfPresent(SharedOptions.config)
  }

  /// Prints the configuration.
  func run() -> Int32 {
    RulesCommand.printConfiguration(path: path, configPath: configPath)
  }
}
