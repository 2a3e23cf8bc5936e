import ArgumentParsing
import FormSimulation

extension PreviewCommand: ParsableSubcommand {
  private static let spec = ArgumentSpec("spec", help: "The spec to draw.")
  private static let device = OptionSpec(
    "device", short: "d", valueName: "name", help: "A device id or name from the catalog.",
    isRequired: true, completion: .text)
  private static let orientation = OptionSpec(
    "orientation", valueName: "orientation", help: "The orientation.", type: Orientation.self,
    defaultValue: .portrait)
  private static let keyboard = OptionSpec(
    "keyboard", short: "k", valueName: "state", help: "The keyboard state.",
    type: KeyboardState.self, defaultValue: .predictive)
  private static let presentation = OptionSpec(
    "presentation", valueName: "style",
    help:
      "How the form is shown (iPad: form sheet, popover, Stage Manager windows); default: "
      + "fullScreen, or the first way the spec's 'presentations' allow.",
    type: Presentation.self)
  private static let os = OptionSpec(
    "os", valueName: "version", help: "The iOS version (default: the catalog's newest).",
    completion: .text)
  private static let textSize = OptionSpec(
    "text-size", valueName: "size", help: "The Dynamic Type size.", type: TextSize.self,
    defaultValue: .standard)
  private static let locale = OptionSpec(
    "locale", valueName: "code",
    help:
      "A locale code (en, de, ar, …; right-to-left ones are drawn mirrored) or pseudo, 40 % "
      + "longer accented text (default: the spec's text).",
    type: SimulationLocale.self)
  private static let focus = OptionSpec(
    "focus", valueName: "input", help: "The input to focus (default: the first in focus order).",
    completion: .text)
  private static let output = OptionSpec(
    "output", short: "o", valueName: "file", help: "The SVG file to write.", isRequired: true)
  private static let allInputs = FlagSpec(
    "all-inputs", help: "Draw every input in focus order, as a contact sheet.")
  private static let afterSubmit = FlagSpec(
    "after-submit",
    help:
      "Draw the form after a submit failed on its initial values: the empty required inputs' "
      + "messages under them, the first of them focused unless --focus says otherwise.")

  /// `formc preview <spec> --device <name> … --output <file>`.
  static let configuration = CommandSpec(
    "preview",
    abstract: "Draw what the user sees when an input is focused, as an SVG wireframe.",
    discussion: """
      Draws the device and its safe areas, the form laid out and scrolled as the runtime \
      scrolls it, the keyboard and toolbar, the focused input highlighted and any hidden points \
      shaded red. Each input is drawn in the first visibility state that shows it, at the text \
      size and in the locale asked for; a right-to-left locale is drawn mirrored. With \
      --after-submit, the form is drawn as a submit that failed on its initial values leaves it: \
      each empty required input shows its message under it.
      """,
    arguments: [spec],
    options: [
      device, orientation, keyboard, presentation, os, textSize, locale, focus, SharedOptions.flags,
      output,
      SharedOptions.catalog,
      SharedOptions.config,
    ],
    flags: [allInputs, afterSubmit]
  )

  /// Reads the spec, the scenario, the input to focus and the output file.
  init(parsing command: ParsedCommand) throws(ArgumentError) {
    self.init(
      spec: try command.value(Self.spec), device: try command.value(Self.device),
      orientation: try command.value(Self.orientation),
      keyboard: try command.value(Self.keyboard),
      presentation: try command.valueIfPresent(Self.presentation),
      os: try command.valueIfPresent(Self.os),
      textSize: try command.value(Self.textSize),
      locale: try command.valueIfPresent(Self.locale) ?? .source,
      focus: try command.valueIfPresent(Self.focus), allInputs: command.isSet(Self.allInputs),
      afterSubmit: command.isSet(Self.afterSubmit),
      output: try command.value(Self.output), flags: try command.values(SharedOptions.flags),
      catalogPath: try command.valueIfPresent(SharedOptions.catalog),
      configPath: try command.valueIfPresent(SharedOptions.config))
  }
}
