import ArgumentParsing

extension GenerateCommand: ParsableSubcommand {
  /// `--jobs <n>`: how many specs to process at once, a positive whole number.
  struct JobCount: ExpressibleByArgument {
    /// Every core (the default when `--jobs` is not given).
    static var allCores: JobCount { JobCount(value: ParallelMap.defaultJobs) }

    /// The number of jobs, at least 1.
    var value: Int

    /// Any whole number above 0.
    static let validValueDescription: String? = "a positive whole number"

    /// Reads a whole number above 0.
    init?(argument: String) {
      guard let value = Int(argument), value > 0 else { return nil }
      self.value = value
    }

    private init(value: Int) {
      self.value = value
    }
  }

  private static let paths = ArgumentSpec(
    "paths", help: "Spec files, or directories searched for *.form.yaml and *.form.yml.",
    isVariadic: true)
  private static let output = OptionSpec(
    "output", short: "o", valueName: "dir", help: "The directory to write to.",
    isRequired: true, completion: .directory)
  private static let templates = OptionSpec(
    "templates", valueName: "dir",
    help: "Use the templates in this directory (missing ones fall back to the defaults).",
    completion: .directory)
  private static let jobs = OptionSpec(
    "jobs", short: "j", valueName: "n",
    help: "How many specs to process at once (default: all cores).", type: JobCount.self,
    completion: .text)
  private static let specRoot = OptionSpec(
    "spec-root", valueName: "dir",
    help: "Make spec paths in headers and output folders relative to this directory.",
    completion: .directory)
  private static let check = FlagSpec(
    "check", help: "Write nothing; exit 1 listing what would change.")
  private static let force = FlagSpec(
    "force", help: "Overwrite files that formc did not generate.")
  private static let prune = FlagSpec("prune", help: "Remove generated files whose spec is gone.")
  private static let flat = FlagSpec(
    "flat",
    help:
      "Write all files into the output directory, named folder_SpecForm.swift (for build tools)."
  )
  private static let uiTests = FlagSpec(
    "ui-tests",
    help:
      "Write only the UI tests, <Spec>FormUITests.swift, for a UI-test target (docs/UITests.md)."
  )
  private static let quiet = FlagSpec(
    "quiet", short: "q", help: "Print nothing but diagnostics and changes.")

  /// `formc generate <paths> ... --output <dir> …`.
  static let configuration = CommandSpec(
    "generate",
    abstract: "Generate Swift from form specs.",
    discussion: """
      Writes <Spec>Form.swift (the view model), <Spec>Form+Keyboard.swift (the UIKit \
      controller) and <Spec>FormView.swift (the SwiftUI screen) per spec, as outputs in \
      formc.yml allows, mirroring folders below each directory given; with --ui-tests, \
      <Spec>FormUITests.swift (XCTest UI tests) alone. Files are \
      replaced atomically and only when their bytes change; a file without formc's header is \
      never overwritten without --force. A spec with errors generates nothing and its existing \
      files are left alone.
      """,
    arguments: [paths],
    options: [output, templates, jobs, SharedOptions.config, specRoot],
    flags: [check, force, prune, flat, uiTests, quiet]
  )

  /// Reads the paths, output, options and flags; `--jobs` must be a positive whole number.
  init(parsing command: ParsedCommand) throws(ArgumentError) {
    self.init(
      paths: try command.values(Self.paths), output: try command.value(Self.output),
      check: command.isSet(Self.check), force: command.isSet(Self.force),
      prune: command.isSet(Self.prune), templates: try command.valueIfPresent(Self.templates),
      jobs: (try command.valueIfPresent(Self.jobs) ?? JobCount.allCores).value,
      configPath: try command.valueIfPresent(SharedOptions.config),
      quiet: command.isSet(Self.quiet), specRoot: try command.valueIfPresent(Self.specRoot),
      flat: command.isSet(Self.flat), uiTests: command.isSet(Self.uiTests))
  }
}
