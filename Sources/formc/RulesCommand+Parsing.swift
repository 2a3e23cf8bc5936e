import ArgumentParsing
import FormcGenerateCommand

/// `formc rules`: lists every lint rule with its default severity.
struct ListRulesCommand: ParsableSubcommand {
  /// How `formc rules` prints the rules.
  enum Format: String, CaseIterable, ExpressibleByArgument {
    /// One line per rule: id, default severity, summary.
    case text
    /// Every rule unit's documentation and examples (what `docs/Diagnostics.md` is made from).
    case json
  }

  private static let format = OptionSpec(
    "format", help: "The output format.", type: Format.self, defaultValue: .text)

  /// `formc rules [--format <format>]`.
  static let configuration = CommandSpec(
    "rules", abstract: "List every lint rule with its default severity.",
    discussion: """
      With --format json, prints each rule's id, severity, summary, rationale, what it points \
      at, the fix and its examples, in catalog order.
      """,
    options: [format])

  /// The output format.
  var format: Format

  /// Reads the format.
  init(parsing command: ParsedCommand) throws(ArgumentError) {
    format = try command.value(Self.format)
  }

  /// Prints the list.
  func run() -> Int32 {
    switch format {
    case .text: Console.output(RulesCommand.list())
    case .json: Console.output(RulesCommand.json())
    }
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
