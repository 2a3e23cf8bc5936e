/// What the keyboard looks like on screen.
public enum KeyboardState: String, Sendable, Hashable, CaseIterable, Codable {
  /// The docked keyboard without the predictive bar.
  case docked
  /// The docked keyboard with the predictive bar.
  case predictive
  /// A hardware keyboard: only the accessory toolbar (and on iPad the shortcuts bar) on screen.
  case hardware
  /// An undocked or split iPad keyboard, raised off the screen's bottom.
  case undocked
  /// The floating iPad keyboard.
  case floating

  /// How messages name it.
  public var phrase: String {
    switch self {
    case .docked: return "the docked keyboard"
    case .predictive: return "the docked keyboard with the predictive bar"
    case .hardware: return "a hardware keyboard"
    case .undocked: return "the undocked keyboard"
    case .floating: return "the floating keyboard"
    }
  }
}
