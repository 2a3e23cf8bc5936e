/// The formatters FormRuntime supplies, by the name a spec's `format` gives; any other
/// lowerCamelCase name is one the app supplies.
public enum StandardTextFormat: String, SpecWord {
  /// `cardNumber`: digits in groups of four (American Express: 4-6-5).
  case cardNumber
  /// `expiry`: a card's expiry as `MM / YY`.
  case expiry
  /// `phone`: North American grouping, `(555) 123-4567`; `+` starts an international number.
  case phone

  /// What the formatter shows and keeps, for docs and hover.
  public var summary: String {
    switch self {
    case .cardNumber:
      return "digits in groups of four, `4242 4242 4242 4242` (American Express: 4-6-5); "
        + "types digits only"
    case .expiry: return "a card's expiry as `MM / YY`; types digits only"
    case .phone:
      return "North American grouping, `(555) 123-4567`; `+` starts an international number, "
        + "kept as typed; types digits and `+`"
    }
  }

  /// The keyboards that type what the format takes: the pads, and keyboards with digits on
  /// their first plane.
  public var suitableKeyboards: Set<KeyboardType> {
    switch self {
    case .cardNumber, .expiry: return [.numberPad, .asciiCapableNumberPad, .numbersAndPunctuation]
    case .phone: return [.phonePad, .numberPad, .asciiCapableNumberPad, .numbersAndPunctuation]
    }
  }
}
