// The text input traits (`UITextInputTraits`) and content types, with Apple's raw values and
// `@available` versions. Plain values: no behaviour to model.

/// `UIKeyboardType`.
/// https://developer.apple.com/documentation/uikit/uikeyboardtype (iOS 2.0+)
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
/// https://developer.apple.com/documentation/uikit/uireturnkeytype (iOS 2.0+)
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
/// https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype (iOS 2.0+)
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
/// https://developer.apple.com/documentation/uikit/uitextautocorrectiontype (iOS 2.0+)
public enum UITextAutocorrectionType: Int, Sendable {
  /// The system's default.
  case `default`
  /// Off.
  case no
  /// On.
  case yes
}

/// `UITextContentType`.
/// https://developer.apple.com/documentation/uikit/uitextcontenttype (iOS 10.0+)
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
  /// The content type's string.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/init(rawvalue:)
  /// (iOS 10.0+; the raw value it wraps)
  public var rawValue: String
  /// Creates a content type.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/init(rawvalue:) (iOS 10.0+)
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Creates a content type.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/init(_:) (iOS 10.0+)
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

extension UITextContentType {
  /// A name.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/name (iOS 10.0+)
  @available(iOS 10.0, *) public static let name = UITextContentType("name")
  /// A name prefix.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/nameprefix (iOS 10.0+)
  @available(iOS 10.0, *) public static let namePrefix = UITextContentType("name-prefix")
  /// A given name.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/givenname (iOS 10.0+)
  @available(iOS 10.0, *) public static let givenName = UITextContentType("given-name")
  /// A middle name.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/middlename (iOS 10.0+)
  @available(iOS 10.0, *) public static let middleName = UITextContentType("additional-name")
  /// A family name.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/familyname (iOS 10.0+)
  @available(iOS 10.0, *) public static let familyName = UITextContentType("family-name")
  /// A name suffix.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/namesuffix (iOS 10.0+)
  @available(iOS 10.0, *) public static let nameSuffix = UITextContentType("name-suffix")
  /// A nickname.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/nickname (iOS 10.0+)
  @available(iOS 10.0, *) public static let nickname = UITextContentType("nickname")
  /// A job title.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/jobtitle (iOS 10.0+)
  @available(iOS 10.0, *) public static let jobTitle = UITextContentType("organization-title")
  /// An organization name.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/organizationname (iOS 10.0+)
  @available(iOS 10.0, *) public static let organizationName = UITextContentType("organization")
  /// A location.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/location (iOS 10.0+)
  @available(iOS 10.0, *) public static let location = UITextContentType("location")
  /// A full street address.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/fullstreetaddress
  /// (iOS 10.0+)
  @available(iOS 10.0, *)
  public static let fullStreetAddress = UITextContentType("street-address")
  /// A street address's first line.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/streetaddressline1
  /// (iOS 10.0+)
  @available(iOS 10.0, *)
  public static let streetAddressLine1 = UITextContentType("address-line1")
  /// A street address's second line.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/streetaddressline2
  /// (iOS 10.0+)
  @available(iOS 10.0, *)
  public static let streetAddressLine2 = UITextContentType("address-line2")
  /// A city.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/addresscity (iOS 10.0+)
  @available(iOS 10.0, *) public static let addressCity = UITextContentType("address-level2")
  /// A state or province.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/addressstate (iOS 10.0+)
  @available(iOS 10.0, *) public static let addressState = UITextContentType("address-level1")
  /// A city and state.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/addresscityandstate
  /// (iOS 10.0+)
  @available(iOS 10.0, *)
  public static let addressCityAndState = UITextContentType("address-level1+2")
  /// A sublocality.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/sublocality (iOS 10.0+)
  @available(iOS 10.0, *) public static let sublocality = UITextContentType("address-level3")
  /// A country name.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/countryname (iOS 10.0+)
  @available(iOS 10.0, *) public static let countryName = UITextContentType("country-name")
  /// A postal code.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/postalcode (iOS 10.0+)
  @available(iOS 10.0, *) public static let postalCode = UITextContentType("postal-code")
  /// A telephone number.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/telephonenumber (iOS 10.0+)
  @available(iOS 10.0, *) public static let telephoneNumber = UITextContentType("tel")
  /// An email address.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/emailaddress (iOS 10.0+)
  @available(iOS 10.0, *) public static let emailAddress = UITextContentType("email")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// A URL (Apple's spelling).
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/url (iOS 10.0+)
  @available(iOS 10.0, *) public static let URL = UITextContentType("url")
  /// A credit card number.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/creditcardnumber (iOS 10.0+)
  @available(iOS 10.0, *) public static let creditCardNumber = UITextContentType("cc-number")
  /// A user name.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/username (iOS 11.0+)
  @available(iOS 11.0, *) public static let username = UITextContentType("username")
  /// A password.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/password (iOS 11.0+)
  @available(iOS 11.0, *) public static let password = UITextContentType("password")
  /// A new password.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/newpassword (iOS 12.0+)
  @available(iOS 12.0, *) public static let newPassword = UITextContentType("new-password")
  /// A one-time code.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/onetimecode (iOS 12.0+)
  @available(iOS 12.0, *) public static let oneTimeCode = UITextContentType("one-time-code")
  /// A shipment tracking number.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/shipmenttrackingnumber
  /// (iOS 15.0+)
  @available(iOS 15.0, *)
  public static let shipmentTrackingNumber = UITextContentType("shipment-tracking-number")
  /// A flight number.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/flightnumber (iOS 15.0+)
  @available(iOS 15.0, *) public static let flightNumber = UITextContentType("flight-number")
  /// A date, time or duration.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/datetime (iOS 15.0+)
  @available(iOS 15.0, *) public static let dateTime = UITextContentType("date-time")
  /// A birth date.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/birthdate (iOS 17.0+)
  @available(iOS 17.0, *) public static let birthdate = UITextContentType("bday")
  /// A birth date's day.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/birthdateday (iOS 17.0+)
  @available(iOS 17.0, *) public static let birthdateDay = UITextContentType("bday-day")
  /// A birth date's month.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/birthdatemonth (iOS 17.0+)
  @available(iOS 17.0, *) public static let birthdateMonth = UITextContentType("bday-month")
  /// A birth date's year.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/birthdateyear (iOS 17.0+)
  @available(iOS 17.0, *) public static let birthdateYear = UITextContentType("bday-year")
  /// A credit card security code.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/creditcardsecuritycode
  /// (iOS 17.0+)
  @available(iOS 17.0, *)
  public static let creditCardSecurityCode = UITextContentType("cc-csc")
  /// The name on a credit card.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/creditcardname (iOS 17.0+)
  @available(iOS 17.0, *) public static let creditCardName = UITextContentType("cc-name")
  /// The given name on a credit card.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/creditcardgivenname
  /// (iOS 17.0+)
  @available(iOS 17.0, *)
  public static let creditCardGivenName = UITextContentType("cc-given-name")
  /// The middle name on a credit card.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/creditcardmiddlename
  /// (iOS 17.0+)
  @available(iOS 17.0, *)
  public static let creditCardMiddleName = UITextContentType("cc-additional-name")
  /// The family name on a credit card.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/creditcardfamilyname
  /// (iOS 17.0+)
  @available(iOS 17.0, *)
  public static let creditCardFamilyName = UITextContentType("cc-family-name")
  /// A credit card's expiration date.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/creditcardexpiration
  /// (iOS 17.0+)
  @available(iOS 17.0, *)
  public static let creditCardExpiration = UITextContentType("cc-exp")
  /// A credit card's expiration month.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/creditcardexpirationmonth
  /// (iOS 17.0+)
  @available(iOS 17.0, *)
  public static let creditCardExpirationMonth = UITextContentType("cc-exp-month")
  /// A credit card's expiration year.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/creditcardexpirationyear
  /// (iOS 17.0+)
  @available(iOS 17.0, *)
  public static let creditCardExpirationYear = UITextContentType("cc-exp-year")
  /// A credit card's type.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/creditcardtype (iOS 17.0+)
  @available(iOS 17.0, *) public static let creditCardType = UITextContentType("cc-type")
  /// An eSIM's EID.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/cellulareid (iOS 17.4+)
  @available(iOS 17.4, *) public static let cellularEID = UITextContentType("cellular-eid")
  /// An eSIM's IMEI.
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/cellularimei (iOS 17.4+)
  @available(iOS 17.4, *) public static let cellularIMEI = UITextContentType("cellular-imei")
}

/// `UITextSpellCheckingType`.
/// https://developer.apple.com/documentation/uikit/uitextspellcheckingtype (iOS 5.0+)
public enum UITextSpellCheckingType: Int, Sendable {
  /// The system's default.
  case `default`
  /// Off.
  case no
  /// On.
  case yes
}

/// `UITextSmartQuotesType`.
/// https://developer.apple.com/documentation/uikit/uitextsmartquotestype (iOS 11.0+)
@available(iOS 11.0, *)
public enum UITextSmartQuotesType: Int, Sendable {
  /// By keyboard type (off for email address and password keyboards).
  /// https://developer.apple.com/documentation/uikit/uitextsmartquotestype/default
  case `default`
  /// Off. https://developer.apple.com/documentation/uikit/uitextsmartquotestype/no
  case no
  /// On. https://developer.apple.com/documentation/uikit/uitextsmartquotestype/yes
  case yes
}

/// `UITextSmartDashesType`.
/// https://developer.apple.com/documentation/uikit/uitextsmartdashestype (iOS 11.0+)
@available(iOS 11.0, *)
public enum UITextSmartDashesType: Int, Sendable {
  /// By keyboard type.
  /// https://developer.apple.com/documentation/uikit/uitextsmartdashestype/default
  case `default`
  /// Off. https://developer.apple.com/documentation/uikit/uitextsmartdashestype/no
  case no
  /// On. https://developer.apple.com/documentation/uikit/uitextsmartdashestype/yes
  case yes
}

/// `UIKeyboardAppearance`.
/// https://developer.apple.com/documentation/uikit/uikeyboardappearance (iOS 2.0+)
public enum UIKeyboardAppearance: Int, Sendable {
  /// The system's default.
  case `default`
  /// Dark.
  case dark
  /// Light.
  case light

  /// Alert (deprecated): `dark`.
  /// https://developer.apple.com/documentation/uikit/uikeyboardappearance/alert
  /// (iOS 2.0+; the SDK header marks it deprecated in a comment only)
  public static var alert: UIKeyboardAppearance { .dark }
}
