/// A text content type, spelt as `UITextContentType`'s static members, with the iOS version that
/// introduced it: what AutoFill offers for an input.
public enum FormContentType: String, Sendable, Hashable, CaseIterable {
  /// `.name` (iOS 10.0).
  case name
  /// `.namePrefix` (iOS 10.0).
  case namePrefix
  /// `.givenName` (iOS 10.0).
  case givenName
  /// `.middleName` (iOS 10.0).
  case middleName
  /// `.familyName` (iOS 10.0).
  case familyName
  /// `.nameSuffix` (iOS 10.0).
  case nameSuffix
  /// `.nickname` (iOS 10.0).
  case nickname
  /// `.jobTitle` (iOS 10.0).
  case jobTitle
  /// `.organizationName` (iOS 10.0).
  case organizationName
  /// `.location` (iOS 10.0).
  case location
  /// `.fullStreetAddress` (iOS 10.0).
  case fullStreetAddress
  /// `.streetAddressLine1` (iOS 10.0).
  case streetAddressLine1
  /// `.streetAddressLine2` (iOS 10.0).
  case streetAddressLine2
  /// `.addressCity` (iOS 10.0).
  case addressCity
  /// `.addressState` (iOS 10.0).
  case addressState
  /// `.addressCityAndState` (iOS 10.0).
  case addressCityAndState
  /// `.sublocality` (iOS 10.0).
  case sublocality
  /// `.countryName` (iOS 10.0).
  case countryName
  /// `.postalCode` (iOS 10.0).
  case postalCode
  /// `.telephoneNumber` (iOS 10.0).
  case telephoneNumber
  /// `.emailAddress` (iOS 10.0).
  case emailAddress
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// `.URL` (iOS 10.0).
  case URL
  /// `.creditCardNumber` (iOS 10.0).
  case creditCardNumber
  /// `.username` (iOS 11.0).
  case username
  /// `.password` (iOS 11.0).
  case password
  /// `.newPassword` (iOS 12.0).
  case newPassword
  /// `.oneTimeCode` (iOS 12.0).
  case oneTimeCode
  /// `.shipmentTrackingNumber` (iOS 15.0).
  case shipmentTrackingNumber
  /// `.flightNumber` (iOS 15.0).
  case flightNumber
  /// `.dateTime` (iOS 15.0).
  case dateTime
  /// `.birthdate` (iOS 17.0).
  case birthdate
  /// `.birthdateDay` (iOS 17.0).
  case birthdateDay
  /// `.birthdateMonth` (iOS 17.0).
  case birthdateMonth
  /// `.birthdateYear` (iOS 17.0).
  case birthdateYear
  /// `.creditCardSecurityCode` (iOS 17.0).
  case creditCardSecurityCode
  /// `.creditCardName` (iOS 17.0).
  case creditCardName
  /// `.creditCardGivenName` (iOS 17.0).
  case creditCardGivenName
  /// `.creditCardMiddleName` (iOS 17.0).
  case creditCardMiddleName
  /// `.creditCardFamilyName` (iOS 17.0).
  case creditCardFamilyName
  /// `.creditCardExpiration` (iOS 17.0).
  case creditCardExpiration
  /// `.creditCardExpirationMonth` (iOS 17.0).
  case creditCardExpirationMonth
  /// `.creditCardExpirationYear` (iOS 17.0).
  case creditCardExpirationYear
  /// `.creditCardType` (iOS 17.0).
  case creditCardType
  /// `.cellularEID` (iOS 17.4).
  case cellularEID
  /// `.cellularIMEI` (iOS 17.4).
  case cellularIMEI

  /// The iOS version that introduced the content type, as `(major, minor)`.
  public var introduced: (major: Int, minor: Int) {
    switch self {
    case .name, .namePrefix, .givenName, .middleName, .familyName, .nameSuffix, .nickname,
      .jobTitle, .organizationName, .location, .fullStreetAddress, .streetAddressLine1,
      .streetAddressLine2, .addressCity, .addressState, .addressCityAndState, .sublocality,
      .countryName, .postalCode, .telephoneNumber, .emailAddress, .URL, .creditCardNumber:
      return (10, 0)
    case .username, .password:
      return (11, 0)
    case .newPassword, .oneTimeCode:
      return (12, 0)
    case .shipmentTrackingNumber, .flightNumber, .dateTime:
      return (15, 0)
    case .birthdate, .birthdateDay, .birthdateMonth, .birthdateYear, .creditCardSecurityCode,
      .creditCardName, .creditCardGivenName, .creditCardMiddleName, .creditCardFamilyName,
      .creditCardExpiration, .creditCardExpirationMonth, .creditCardExpirationYear, .creditCardType:
      return (17, 0)
    case .cellularEID, .cellularIMEI:
      return (17, 4)
    }
  }
}
