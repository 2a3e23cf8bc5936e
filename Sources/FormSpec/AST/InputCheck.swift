/// `check`: an app check of a text input's value by name (a username still free, a coupon the
/// server knows), which the app implements and the generated model runs after a pause in typing,
/// or a local check (`local: true`) it runs at once.
public struct InputCheck: Sendable, Hashable, Codable {
  /// The debounce a check takes when the spec gives none: half a second without typing.
  public static let defaultDebounce = 0.5

  /// `name`: the lowerCamelCase name of the app's check, the method of the generated checks
  /// protocol.
  public var name: String
  /// `debounce`: the seconds without a change before the check runs (0 runs it at once).
  /// A local check has none: it is 0.
  public var debounce: Double
  /// `local`: whether the check is the app's synchronous local check of the value (a Luhn
  /// check, an expiry date not past), run at once on each change: no debounce, never pending, no
  /// spinner, and a submit does not wait for it. `false` (the default): an `async` check, such
  /// as a server's.
  public var local: Bool

  /// Creates a check.
  public init(name: String, debounce: Double = InputCheck.defaultDebounce, local: Bool = false) {
    self.name = name
    self.debounce = local ? 0 : debounce
    self.local = local
  }
}
