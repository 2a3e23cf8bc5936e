/// The name of a text format (`format:` in a spec): one of FormRuntime's standard formatters
/// (``cardNumber``, ``expiry``, ``phone``) or one the app supplies under its own name
/// (``FormModel/textFormatter(for:)``).
public struct FormTextFormat: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
  /// The name as the spec writes it.
  public var rawValue: String

  /// A format by name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A format by name, written as a string literal (an app's own format).
  public init(stringLiteral value: String) { self.rawValue = value }

  /// Card numbers: digits in groups of four (American Express: 4-6-5).
  public static let cardNumber = FormTextFormat(rawValue: "cardNumber")
  /// A card's expiry: `MM / YY`.
  public static let expiry = FormTextFormat(rawValue: "expiry")
  /// Phone numbers: North American grouping, `(555) 123-4567`; `+` starts an international
  /// number, kept as its digits.
  public static let phone = FormTextFormat(rawValue: "phone")

  /// The formats FormRuntime supplies, in the order the docs list them.
  public static let standard: [FormTextFormat] = [.cardNumber, .expiry, .phone]
}
