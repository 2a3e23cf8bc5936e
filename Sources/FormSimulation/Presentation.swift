/// How the form's screen is shown.
public enum Presentation: String, Sendable, Hashable, CaseIterable, Codable {
  /// The whole screen.
  case fullScreen
  /// A centred iPad form sheet.
  case formSheet
  /// An iPad popover hanging from a bar button at the top right.
  case popover

  /// How messages name it ("" for full screen).
  public var phrase: String {
    switch self {
    case .fullScreen: return ""
    case .formSheet: return "as a form sheet"
    case .popover: return "in a popover"
    }
  }
}
