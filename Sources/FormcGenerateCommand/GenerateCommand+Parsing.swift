import ArgumentParsing

extension GenerateCommand: ParsableSubcommand {
  /// `--jobs <n>`: how many specs to process at once, a positive whole number.
  package struct JobCount: ExpressibleByArgument {
    /// Every core (the default when `--jobs` is not given).
    package static var allCores: JobCount { JobCount(value: ParallelMap.defaultJobs) }

    /// The number of jobs, at least 1.
    package var value: Int

    /// Any whole number above 0.
    package static let validValueDescription: String? = "a positive whole number"

    /// Reads a whole number above 0.
    package init?(argument: String) {
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
    help: "Write all files into the output directory, named folder_SpecForm.swift.")
  private static let buildPlugin = FlagSpec(
    "build-plugin",
    help:
      "Generate for a build tool plugin: --flat names, a placeholder for each output formc.yml "
      + "switches off, never the UI tests.")
  private static let uiTests = FlagSpec(
    "ui-tests",
    help:
      "Write only the UI tests, <Spec>FormUITests.swift, for a UI-test target (docs/UITests.md)."
  )
  private static let quiet = FlagSpec(
    "quiet", short: "q", help: "Print nothing but diagnostics and changes.")

  /// `formc generate <paths> ... --output <dir> …`.
  package static let configuration = CommandSpec(
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
    options: [output, templates, jobs, CommonOptions.config, specRoot],
    flags: [check, force, prune, flat, buildPlugin, uiTests, quiet]
  )

  /// Reads the paths, output, options and flags; `--jobs` must be a positive whole number.
  package init(parsing command: ParsedCommand) throws(ArgumentError) {
    self.init(
      paths: try command.values(Self.paths), output: try command.value(Self.output),
      check: command.isSet(Self.check), force: command.isSet(Self.force),
      prune: command.isSet(Self.prune), templates: try command.valueIfPresent(Self.templates),
      jobs: (try command.valueIfPresent(Self.jobs) ?? JobCount.allCores).value,
      configPath: try command.valueIfPresent(CommonOptions.config),
      quiet: command.isSet(Self.quiet), specRoot: try command.valueIfPresent(Self.specRoot),
      flat: command.isSet(Self.flat), buildPlugin: command.isSet(Self.buildPlugin),
      uiTests: command.isSet(Self.uiTests))
  }
}

/// The options several commands declare, for the commands in this module and formc's others.
package enum CommonOptions {
  /// `--config`, for every command that reads specs.
  package static let config = OptionSpec(
    "config", valueName: "path",
    help: "The formc.yml to use (default: the nearest one beside or above each spec).")
}
