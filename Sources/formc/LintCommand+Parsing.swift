import ArgumentParsing

extension LintCommand: ParsableSubcommand {
  private static let quiet = FlagSpec("quiet", short: "q", help: "Print nothing but diagnostics.")

  /// `formc lint [<paths> ...] [--reporter <reporter>] [--config <path>] [--strict] [--quiet]`.
  static let configuration = CommandSpec(
    "lint",
    abstract: "Check form specs and report problems.",
    discussion: """
      Exit status: 0 when no errors are found (warnings allowed unless --strict), 1 for errors \
      (or warnings with --strict, or a path that holds no spec), 2 when formc itself fails.
      """,
    arguments: [SharedOptions.optionalPaths],
    options: [SharedOptions.reporter, SharedOptions.config],
    flags: [SharedOptions.strict, quiet]
  )

  /// Reads the paths, reporter, configuration and flags.
  init(parsing command: ParsedCommand) throws(ArgumentError) {
    self.init(
      paths: try command.values(SharedOptions.optionalPaths),
      reporter: try command.value(SharedOptions.reporter),
      strict: command.isSet(SharedOptions.strict),
      quiet: command.isSet(Self.quiet),
      configPath: try command.valueIfPresent(SharedOptions.config))
  }
}
