import ArgumentParsing
import FormDiagnostics
import FormSimulation
import FormcGenerateCommand

/// The options and arguments several commands declare, each stated once.
enum SharedOptions {
  /// `--reporter`, for `lint` and `simulate`.
  static let reporter = OptionSpec(
    "reporter", short: "r", help: "How to print diagnostics.", type: ReporterKind.self,
    defaultValue: .xcode)

  /// `--config`, for every command that reads specs.
  static let config = CommonOptions.config

  /// `--device-catalog`, for `simulate` and `preview`.
  static let catalog = OptionSpec(
    "device-catalog", valueName: "path",
    help: "Use this device catalog (JSON, the format of Simulation/Devices.json).",
    completion: .file)

  /// `--device`, repeatable, for `simulate`.
  static let devices = OptionSpec(
    "device", short: "d", valueName: "name",
    help: "A device id or name from the catalog (repeatable; default: every device).",
    isRepeatable: true, completion: .text)

  /// `--keyboard`, repeatable, for `simulate`.
  static let keyboards = OptionSpec(
    "keyboard", short: "k", valueName: "state",
    help: "A keyboard state (repeatable; default: every state the device offers).",
    type: KeyboardState.self, isRepeatable: true)

  /// `--orientation`, repeatable, for `simulate`.
  static let orientations = OptionSpec(
    "orientation", valueName: "orientation",
    help: "portrait or landscape (repeatable; default: both).", type: Orientation.self,
    isRepeatable: true)

  /// `--os`, repeatable, for `simulate`.
  static let osVersions = OptionSpec(
    "os", valueName: "version",
    help: "An iOS version of the catalog (repeatable; default: the newest).", isRepeatable: true,
    completion: .text)

  /// `--text-size`, repeatable, for `simulate`.
  static let textSizes = OptionSpec(
    "text-size", valueName: "size",
    help:
      "A Dynamic Type size (repeatable; default: large and accessibilityExtraExtraExtraLarge).",
    type: TextSize.self, isRepeatable: true)

  /// `--locale`, repeatable, for `simulate`.
  static let locales = OptionSpec(
    "locale", valueName: "code",
    help:
      "A locale code (en, de, ar, …) or pseudo, 40 % longer accented text (repeatable; default: "
      + "the spec's text).",
    type: SimulationLocale.self, isRepeatable: true)

  /// `[<paths> ...]`: the specs `lint` and `simulate` check.
  static let optionalPaths = ArgumentSpec(
    "paths", help: "Spec files, or directories searched for *.form.yaml and *.form.yml.",
    isVariadic: true, isOptional: true)

  /// `--strict`, for `lint` and `simulate`.
  static let strict = FlagSpec("strict", short: "s", help: "Fail on warnings as well as errors.")
}
