/// An `input` preset: keyboard, content type and text traits set together.
public enum InputPreset: String, SpecWord {
  /// Free text.
  case text
  /// A full name.
  case name
  /// A given name.
  case givenName
  /// A family name.
  case familyName
  /// A user name.
  case username
  /// An email address.
  case email
  /// An existing password.
  case password
  /// A new password.
  case newPassword
  /// A one-time code (number pad).
  case oneTimeCode
  /// A phone number (phone pad).
  case phone
  /// A whole number (number pad).
  case number
  /// A decimal number (decimal pad).
  case decimal
  /// A URL.
  case url
  /// A search query.
  case search
  /// A postal code.
  case postalCode
  /// A street address.
  case streetAddress
  /// A city.
  case city
  /// A credit card number (number pad).
  case creditCardNumber

  /// The traits a preset sets.
  public struct Traits: Hashable, Sendable {
    /// The keyboard type.
    public var keyboard: KeyboardType
    /// The content type's name, if any.
    public var contentType: String?
    /// Autocapitalization.
    public var autocapitalization: Autocapitalization
    /// Whether autocorrection is on.
    public var autocorrection: Bool
    /// Whether entry is secure.
    public var secure: Bool

    /// The traits as `formc plan` lists them: "keyboard emailAddress, content type
    /// emailAddress, autocapitalization none, autocorrection off".
    public var summary: String {
      Self.summary(
        keyboard: keyboard, contentType: contentType, autocapitalization: autocapitalization,
        autocorrection: autocorrection, secure: secure, hasReturnKey: !keyboard.isPad)
    }

    /// Text traits as `formc plan` lists them; also for traits after a spec's overrides.
    public static func summary(
      keyboard: KeyboardType, contentType: String?, autocapitalization: Autocapitalization,
      autocorrection: Bool, secure: Bool, hasReturnKey: Bool
    ) -> String {
      var parts = ["keyboard \(keyboard.rawValue)"]
      parts.append("content type \(contentType ?? "none")")
      parts.append("autocapitalization \(autocapitalization.rawValue)")
      parts.append("autocorrection \(autocorrection ? "on" : "off")")
      if secure { parts.append("secure") }
      if !hasReturnKey { parts.append("no return key") }
      return parts.joined(separator: ", ")
    }
  }

  /// The traits this preset sets (the format's preset table).
  public var traits: Traits {
    func t(
      _ keyboard: KeyboardType, _ contentType: String?, _ caps: Autocapitalization,
      _ correction: Bool, _ secure: Bool = false
    ) -> Traits {
      Traits(
        keyboard: keyboard, contentType: contentType, autocapitalization: caps,
        autocorrection: correction, secure: secure)
    }
    switch self {
    case .text: return t(.default, nil, .sentences, true)
    case .name: return t(.default, "name", .words, false)
    case .givenName: return t(.default, "givenName", .words, false)
    case .familyName: return t(.default, "familyName", .words, false)
    case .username: return t(.asciiCapable, "username", .none, false)
    case .email: return t(.emailAddress, "emailAddress", .none, false)
    case .password: return t(.asciiCapable, "password", .none, false, true)
    case .newPassword: return t(.asciiCapable, "newPassword", .none, false, true)
    case .oneTimeCode: return t(.numberPad, "oneTimeCode", .none, false)
    case .phone: return t(.phonePad, "telephoneNumber", .none, false)
    case .number: return t(.numberPad, nil, .none, false)
    case .decimal: return t(.decimalPad, nil, .none, false)
    case .url: return t(.url, "URL", .none, false)
    case .search: return t(.webSearch, nil, .none, true)
    case .postalCode: return t(.numbersAndPunctuation, "postalCode", .allCharacters, false)
    case .streetAddress: return t(.default, "fullStreetAddress", .words, false)
    case .city: return t(.default, "addressCity", .words, false)
    case .creditCardNumber: return t(.numberPad, "creditCardNumber", .none, false)
    }
  }
}
