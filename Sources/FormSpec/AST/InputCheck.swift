/// `check`: an app check of a text input's value by name (a username still free, a coupon the
/// server knows), which the app implements and the generated model runs after a pause in typing.
public struct InputCheck: Sendable, Hashable, Codable {
  /// The debounce a check takes when the spec gives none: half a second without typing.
  public static let defaultDebounce = 0.5

  /// `name`: the lowerCamelCase name of the app's check, the method of the generated checks
  /// protocol.
  public var name: String
  /// `debounce`: the seconds without a change before the check runs (0 runs it at once).
  public var debounce: Double

  /// Creates a check.
  public init(name: String, debounce: Double = InputCheck.defaultDebounce) {
    self.name = name
    self.debounce = debounce
  }
}
