/// How the form's screen is shown.
public enum Presentation: String, Sendable, Hashable, CaseIterable, Codable {
  /// The whole screen.
  case fullScreen
  /// An iPad form sheet, lifted above the keyboard as iPadOS lifts it.
  case formSheet
  /// An iPad popover hanging from a bar button at the top right.
  case popover
  /// A small Stage Manager window, centred.
  case stageManagerSmall
  /// A Stage Manager window filling the left half of the screen.
  case stageManagerHalf

  /// Whether this is a Stage Manager window (its size comes from ``DeviceCatalog/Window``).
  public var isWindow: Bool { self == .stageManagerSmall || self == .stageManagerHalf }

  /// How messages name it ("" for full screen).
  public var phrase: String {
    switch self {
    case .fullScreen: return ""
    case .formSheet: return "as a form sheet"
    case .popover: return "in a popover"
    case .stageManagerSmall: return "in a small Stage Manager window"
    case .stageManagerHalf: return "in a half-screen Stage Manager window"
    }
  }

  /// How tables name it.
  public var label: String {
    switch self {
    case .fullScreen: return "full screen"
    case .formSheet: return "form sheet"
    case .popover: return "popover"
    case .stageManagerSmall: return "small window"
    case .stageManagerHalf: return "half window"
    }
  }
}
