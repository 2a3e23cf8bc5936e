import ArgumentParsing
import FormDiagnostics
import FormSimulation
import FormSpec
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

  /// `--flag`, repeatable, for `simulate` and `preview`: app flags laid out (drawn) as set. Read
  /// with ``undeclaredFlag(in:declared:)``, so both commands reject a name in the same way.
  static let flags = OptionSpec(
    "flag", valueName: "name",
    help:
      "An app flag to lay out as set (repeatable; a name no spec's 'flags' declare is a usage "
      + "error): in each spec that declares it, the title, section headers and footers, labels "
      + "and button titles show the text of the first 'when' entry whose flag is set.",
    isRepeatable: true, completion: .text)

  /// The usage error for the first `--flag` that none of the specs declares, or `nil` when each is
  /// declared by one. `declared` lists each spec's path and its `flags` in spec order; the message
  /// names the closest declared flag when one is near.
  static func undeclaredFlag(in flags: [String], declared: [(spec: String, flags: [String])])
    -> String?
  {
    let all = declared.flatMap(\.flags)
    guard let unknown = flags.first(where: { !all.contains($0) }) else { return nil }
    var message: String
    if declared.count == 1, let only = declared.first {
      let known =
        only.flags.isEmpty
        ? "it declares none" : "its flags are " + only.flags.joined(separator: ", ")
      message = "error: '\(only.spec)' has no flag '\(unknown)'; \(known)"
    } else {
      let names = Set(all).sorted()
      let known =
        names.isEmpty ? "they declare none" : "their flags are " + names.joined(separator: ", ")
      message = "error: no spec declares the flag '\(unknown)'; \(known)"
    }
    if let suggestion = EditDistance.suggestion(for: unknown, among: Array(Set(all)).sorted()) {
      message += EditDistance.didYouMean(suggestion, for: unknown)
    }
    return message
  }
}
