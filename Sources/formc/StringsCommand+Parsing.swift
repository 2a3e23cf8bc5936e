import ArgumentParsing

extension StringsCommand: ParsableSubcommand {
  private static let paths = ArgumentSpec(
    "paths", help: "Spec files, or directories searched for *.form.yaml and *.form.yml.",
    isVariadic: true)
  private static let catalog = OptionSpec(
    "catalog", short: "c", valueName: "path",
    help: "The String Catalog to create or merge into, such as Localizable.xcstrings.",
    isRequired: true, completion: .file)
  private static let check = FlagSpec(
    "check", help: "Write nothing; exit 1 listing what would change.")
  private static let quiet = FlagSpec(
    "quiet", short: "q", help: "Print nothing but diagnostics and changes.")

  /// `formc strings <paths> ... --catalog <path> [--check] [--config <path>] [--quiet]`.
  static let configuration = CommandSpec(
    "strings",
    abstract: "Create or update a String Catalog with the specs' strings.",
    discussion: """
      Adds each new string under its key (docs/Localization.md) with the spec's text in the \
      catalog's source language and a comment; updates a changed text and marks its \
      translations needs_review; marks the keys of these forms whose string is gone stale \
      (never removes a key or a translation); leaves other keys alone. The catalog is written \
      in Xcode's format, atomically and only when its bytes change. A spec with errors adds \
      nothing and its keys are left alone. Exit status: 0 when done, 1 for a spec with errors, \
      a catalog that cannot be read, or changes found with --check, 2 when formc itself fails.
      """,
    arguments: [paths],
    options: [catalog, SharedOptions.config],
    flags: [check, quiet]
  )

  /// Reads the paths, the catalog, the configuration and the flags.
  init(parsing command: ParsedCommand) throws(ArgumentError) {
    self.init(
      paths: try command.values(Self.paths), catalogPath: try command.value(Self.catalog),
      check: command.isSet(Self.check), quiet: command.isSet(Self.quiet),
      configPath: try command.valueIfPresent(SharedOptions.config))
  }
}
