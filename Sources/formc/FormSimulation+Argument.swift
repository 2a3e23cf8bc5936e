import ArgumentParsing
import FormSimulation

/// `--orientation portrait|landscape`.
extension Orientation: ExpressibleByArgument {}

/// `--keyboard docked|predictive|hardware|undocked|floating`.
extension KeyboardState: ExpressibleByArgument {}

/// `--presentation fullScreen|formSheet|popover|stageManagerSmall|stageManagerHalf`.
extension Presentation: ExpressibleByArgument {}

/// `--text-size xSmall|…|large|…|accessibilityExtraExtraExtraLarge`.
extension TextSize: ExpressibleByArgument {}

/// `--locale CODE`: a language tag such as `en`, `de`, `ar` or `pt-BR`, or `pseudo`.
extension SimulationLocale: ExpressibleByArgument {
  /// The locale a code names, or `nil` when it is not one.
  public init?(argument: String) {
    self.init(code: argument)
  }

  /// What `--locale` accepts, for its usage error.
  public static var validValueDescription: String? {
    "a language code such as en, de, ar or pt-BR, or pseudo"
  }

  /// The code.
  public var defaultValueDescription: String { code }
}
