import ArgumentParsing

extension PlanCommand: ParsableSubcommand {
  /// How `formc plan` prints the plan.
  enum Format: String, CaseIterable, ExpressibleByArgument {
    /// The human-readable text of `PlanTextRenderer`.
    case text
    /// The documented JSON document (docs/Plan.md).
    case json
  }

  private static let spec = ArgumentSpec("spec", help: "The spec to plan.")
  private static let format = OptionSpec(
    "format", help: "The output format.", type: Format.self, defaultValue: .text)

  /// `formc plan <spec> [--format <format>] [--config <path>]`.
  static let configuration = CommandSpec(
    "plan",
    abstract: "Print how a form behaves when the keyboard is up.",
    discussion: """
      Prints the focus order (per visibility state where it differs), return keys, toolbar \
      states, text traits, validation and the keyboard plan. The JSON form is documented in \
      docs/Plan.md and stable.
      """,
    arguments: [spec],
    options: [format, SharedOptions.config]
  )

  /// Reads the spec, format and configuration.
  init(parsing command: ParsedCommand) throws(ArgumentError) {
    self.init(
      spec: try command.value(Self.spec), format: try command.value(Self.format),
      configPath: try command.valueIfPresent(SharedOptions.config))
  }
}
