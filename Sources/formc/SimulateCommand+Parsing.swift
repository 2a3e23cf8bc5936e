import ArgumentParsing
import FormSimulation

extension SimulateCommand: ParsableSubcommand {
  private static let quiet = FlagSpec(
    "quiet", short: "q", help: "Print diagnostics only, no summary.")

  /// `formc simulate [<paths> ...] [--device <name> ...] …`.
  static let configuration = CommandSpec(
    "simulate",
    abstract: "Prove that every focused input stays visible above the keyboard.",
    discussion: """
      For every input in focus order, in every visibility state, on every device, orientation, \
      presentation, keyboard state, text size and locale, formc estimates the layout (docs/Simulation.md), runs the \
      runtime's inset and scrolling code, and reports keyboard-occlusion where the input plus \
      keyboard.spacing is not inside the visible area, and input-does-not-fit where it is not \
      even without a keyboard. A hidden input is a warning when keyboard.avoidance is none or \
      the verdict rests on an assumed figure. Exit status: 0 when no input is hidden (warnings \
      allowed unless --strict), 1 for hidden inputs, warnings with --strict or specs with \
      errors, 2 when formc itself fails.
      """,
    arguments: [SharedOptions.optionalPaths],
    options: [
      SharedOptions.devices, SharedOptions.keyboards, SharedOptions.orientations,
      SharedOptions.osVersions, SharedOptions.textSizes, SharedOptions.locales,
      SharedOptions.reporter, SharedOptions.catalog,
      SharedOptions.config, SharedOptions.flags,
    ],
    flags: [SharedOptions.strict, quiet]
  )

  /// Reads the paths, the matrix asked for, the reporter and flags.
  init(parsing command: ParsedCommand) throws(ArgumentError) {
    self.init(
      paths: try command.values(SharedOptions.optionalPaths),
      devices: try command.values(SharedOptions.devices),
      keyboards: try command.values(SharedOptions.keyboards),
      orientations: try command.values(SharedOptions.orientations),
      osVersions: try command.values(SharedOptions.osVersions),
      textSizes: try command.values(SharedOptions.textSizes),
      locales: try command.values(SharedOptions.locales),
      catalogPath: try command.valueIfPresent(SharedOptions.catalog),
      reporter: try command.value(SharedOptions.reporter),
      quiet: command.isSet(Self.quiet), strict: command.isSet(SharedOptions.strict),
      configPath: try command.valueIfPresent(SharedOptions.config),
      flags: try command.values(SharedOptions.flags))
  }
}
