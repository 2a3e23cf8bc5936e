/// A formatter applied as the user types: which characters make up the raw value, and how a raw
/// value is shown.
///
/// The input shows (and the view model stores) the formatted text; ``raw(_:)`` gives the raw
/// value back. ``FormTextEditor`` applies it to each edit, keeping the caret after the raw
/// character the user just typed, and dropping the raw character before a separator the user
/// deletes. A formatter only sees raw values: characters it does not count as raw that the user
/// types or pastes are left out (a card number's dashes).
public struct FormTextFormatter: Sendable {
  /// The name specs use for it.
  public var format: FormTextFormat
  /// Whether a character belongs to the raw value; the others are separators the formatter adds.
  public var isRaw: @Sendable (Character) -> Bool
  /// The text shown for a raw value (a string of raw characters only).
  public var formatted: @Sendable (String) -> String

  /// A formatter named `format`.
  public init(
    _ format: FormTextFormat, isRaw: @escaping @Sendable (Character) -> Bool,
    formatted: @escaping @Sendable (String) -> String
  ) {
    self.format = format
    self.isRaw = isRaw
    self.formatted = formatted
  }

  /// The raw characters of a text: the value without the formatter's separators.
  public func raw(_ text: String) -> String { text.filter(isRaw) }

  /// FormRuntime's formatter for a standard format, or `nil` for an app's own.
  public static func standard(_ format: FormTextFormat) -> FormTextFormatter? {
    switch format {
    case .cardNumber: return .cardNumber
    case .expiry: return .expiry
    case .phone: return .phone
    default: return nil
    }
  }
}

extension FormTextFormatter {
  /// Whether a character is an ASCII digit (what the number pads type).
  @Sendable static func isDigit(_ character: Character) -> Bool {
    character >= "0" && character <= "9"
  }

  /// The raw characters in groups of the given sizes, separated by `separator`; characters past
  /// the last group join it.
  static func grouped(_ raw: String, _ sizes: [Int], separator: String) -> String {
    var result = ""
    var rest = Substring(raw)
    for (index, size) in sizes.enumerated() where !rest.isEmpty {
      if index > 0 { result += separator }
      let take = index == sizes.count - 1 ? rest.count : size
      result += rest.prefix(take)
      rest = rest.dropFirst(take)
    }
    return result
  }

  /// Card numbers: digits in groups of four separated by spaces, and American Express numbers
  /// (starting 34 or 37) as 4-6-5. Up to 19 digits are grouped; the limit is the spec's
  /// `maxLength`.
  public static let cardNumber = FormTextFormatter(.cardNumber, isRaw: isDigit) { raw in
    let amex = raw.hasPrefix("34") || raw.hasPrefix("37")
    return grouped(raw, amex ? [4, 6, 5] : [4, 4, 4, 4, 3], separator: " ")
  }

  /// A card's expiry as `MM / YY`: the separator appears with the third digit.
  public static let expiry = FormTextFormatter(.expiry, isRaw: isDigit) { raw in
    grouped(raw, [2, 2], separator: " / ")
  }

  /// Phone numbers as North American numbers are written: `(555) 123-4567`, growing as the user
  /// types (`555`, `(555) 1`, `(555) 123-4`). A number starting with `+`, or longer than ten
  /// digits, is international: shown as typed, `+` and digits.
  public static let phone = FormTextFormatter(
    .phone, isRaw: { isDigit($0) || $0 == "+" }, formatted: northAmerican)

  /// `(555) 123-4567` for up to ten digits; anything else as it is.
  @Sendable private static func northAmerican(_ raw: String) -> String {
    guard !raw.contains("+"), raw.count <= 10 else { return raw }
    if raw.count <= 3 { return raw }
    let area = raw.prefix(3)
    let rest = raw.dropFirst(3)
    if rest.count <= 3 { return "(\(area)) \(rest)" }
    return "(\(area)) \(rest.prefix(3))-\(rest.dropFirst(3))"
  }
}
