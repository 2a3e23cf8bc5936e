// The text input traits (`UITextInputTraits`) and content types, with Apple's raw values and
// `@available` versions. Plain values: no behaviour to model.

/// `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
  /// The default keyboard.
  case `default`
  /// ASCII characters.
  case asciiCapable
  /// Numbers and punctuation.
  case numbersAndPunctuation
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// URLs (Apple's spelling).
  case URL
  /// A number pad.
  case numberPad
  /// A phone pad.
  case phonePad
  /// A phone pad with letters.
  case namePhonePad
  /// Email addresses.
  case emailAddress
  /// A decimal pad.
  case decimalPad
  /// Twitter text.
  case twitter
  /// Web search.
  case webSearch
  /// An ASCII number pad.
  @available(iOS 10.0, *) case asciiCapableNumberPad
}

/// `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable {
  /// Return.
  case `default`
  /// Go.
  case go
  /// Google.
  case google
  /// Join.
  case join
  /// Next.
  case next
  /// Route.
  case route
  /// Search.
  case search
  /// Send.
  case send
  /// Yahoo.
  case yahoo
  /// Done.
  case done
  /// Emergency Call.
  case emergencyCall
  /// Continue.
  @available(iOS 9.0, *) case `continue`
}

/// `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable {
  /// No capitalization.
  case none
  /// Each word.
  case words
  /// Each sentence.
  case sentences
  /// Every character.
  case allCharacters
}

/// `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable {
  /// The system's default.
  case `default`
  /// Off.
  case no
  /// On.
  case yes
}

/// `UITextContentType`.
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
  /// The content type's string.
  public var rawValue: String
  /// Creates a content type.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Creates a content type.
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

extension UITextContentType {
  /// A name.
  @available(iOS 10.0, *) public static let name = UITextContentType("name")
  /// A name prefix.
  @available(iOS 10.0, *) public static let namePrefix = UITextContentType("name-prefix")
  /// A given name.
  @available(iOS 10.0, *) public static let givenName = UITextContentType("given-name")
  /// A middle name.
  @available(iOS 10.0, *) public static let middleName = UITextContentType("additional-name")
  /// A family name.
  @available(iOS 10.0, *) public static let familyName = UITextContentType("family-name")
  /// A name suffix.
  @available(iOS 10.0, *) public static let nameSuffix = UITextContentType("name-suffix")
  /// A nickname.
  @available(iOS 10.0, *) public static let nickname = UITextContentType("nickname")
  /// A job title.
  @available(iOS 10.0, *) public static let jobTitle = UITextContentType("organization-title")
  /// An organization name.
  @available(iOS 10.0, *) public static let organizationName = UITextContentType("organization")
  /// A location.
  @available(iOS 10.0, *) public static let location = UITextContentType("location")
  /// A full street address.
  @available(iOS 10.0, *)
  public static let fullStreetAddress = UITextContentType("street-address")
  /// A street address's first line.
  @available(iOS 10.0, *)
  public static let streetAddressLine1 = UITextContentType("address-line1")
  /// A street address's second line.
  @available(iOS 10.0, *)
  public static let streetAddressLine2 = UITextContentType("address-line2")
  /// A city.
  @available(iOS 10.0, *) public static let addressCity = UITextContentType("address-level2")
  /// A state or province.
  @available(iOS 10.0, *) public static let addressState = UITextContentType("address-level1")
  /// A city and state.
  @available(iOS 10.0, *)
  public static let addressCityAndState = UITextContentType("address-level1+2")
  /// A sublocality.
  @available(iOS 10.0, *) public static let sublocality = UITextContentType("address-level3")
  /// A country name.
  @available(iOS 10.0, *) public static let countryName = UITextContentType("country-name")
  /// A postal code.
  @available(iOS 10.0, *) public static let postalCode = UITextContentType("postal-code")
  /// A telephone number.
  @available(iOS 10.0, *) public static let telephoneNumber = UITextContentType("tel")
  /// An email address.
  @available(iOS 10.0, *) public static let emailAddress = UITextContentType("email")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// A URL (Apple's spelling).
  @available(iOS 10.0, *) public static let URL = UITextContentType("url")
  /// A credit card number.
  @available(iOS 10.0, *) public static let creditCardNumber = UITextContentType("cc-number")
  /// A user name.
  @available(iOS 11.0, *) public static let username = UITextContentType("username")
  /// A password.
  @available(iOS 11.0, *) public static let password = UITextContentType("password")
  /// A new password.
  @available(iOS 12.0, *) public static let newPassword = UITextContentType("new-password")
  /// A one-time code.
  @available(iOS 12.0, *) public static let oneTimeCode = UITextContentType("one-time-code")
  /// A shipment tracking number.
  @available(iOS 15.0, *)
  public static let shipmentTrackingNumber = UITextContentType("shipment-tracking-number")
  /// A flight number.
  @available(iOS 15.0, *) public static let flightNumber = UITextContentType("flight-number")
  /// A date, time or duration.
  @available(iOS 15.0, *) public static let dateTime = UITextContentType("date-time")
  /// A birth date.
  @available(iOS 17.0, *) public static let birthdate = UITextContentType("bday")
  /// A birth date's day.
  @available(iOS 17.0, *) public static let birthdateDay = UITextContentType("bday-day")
  /// A birth date's month.
  @available(iOS 17.0, *) public static let birthdateMonth = UITextContentType("bday-month")
  /// A birth date's year.
  @available(iOS 17.0, *) public static let birthdateYear = UITextContentType("bday-year")
  /// A credit card security code.
  @available(iOS 17.0, *)
  public static let creditCardSecurityCode = UITextContentType("cc-csc")
  /// The name on a credit card.
  @available(iOS 17.0, *) public static let creditCardName = UITextContentType("cc-name")
  /// The given name on a credit card.
  @available(iOS 17.0, *)
  public static let creditCardGivenName = UITextContentType("cc-given-name")
  /// The middle name on a credit card.
  @available(iOS 17.0, *)
  public static let creditCardMiddleName = UITextContentType("cc-additional-name")
  /// The family name on a credit card.
  @available(iOS 17.0, *)
  public static let creditCardFamilyName = UITextContentType("cc-family-name")
  /// A credit card's expiration date.
  @available(iOS 17.0, *)
  public static let creditCardExpiration = UITextContentType("cc-exp")
  /// A credit card's expiration month.
  @available(iOS 17.0, *)
  public static let creditCardExpirationMonth = UITextContentType("cc-exp-month")
  /// A credit card's expiration year.
  @available(iOS 17.0, *)
  public static let creditCardExpirationYear = UITextContentType("cc-exp-year")
  /// A credit card's type.
  @available(iOS 17.0, *) public static let creditCardType = UITextContentType("cc-type")
  /// An eSIM's EID.
  @available(iOS 17.4, *) public static let cellularEID = UITextContentType("cellular-eid")
  /// An eSIM's IMEI.
  @available(iOS 17.4, *) public static let cellularIMEI = UITextContentType("cellular-imei")
}

/// `UITextSpellCheckingType`.
public enum UITextSpellCheckingType: Int, Sendable {
  /// The system's default.
  case `default`
  /// Off.
  case no
  /// On.
  case yes
}

/// `UIKeyboardAppearance`.
public enum UIKeyboardAppearance: Int, Sendable {
  /// The system's default.
  case `default`
  /// Dark.
  case dark
  /// Light.
  case light

  /// Alert (deprecated): `dark`.
  public static var alert: UIKeyboardAppearance { .dark }
}
