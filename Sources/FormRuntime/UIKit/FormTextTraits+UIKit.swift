#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  extension FormTextTraits {
    /// Sets a text field's keyboard type, content type, autocapitalization, autocorrection, secure
    /// entry, smart quotes and dashes (when ``smartPunctuation`` is set) and (when given) return
    /// key. A content type the running iOS does not have yet is left as it is.
    @available(iOS 13.0, *)
    @MainActor
    public func apply(to textField: UITextField, returnKey: FormReturnKey? = nil) {
      textField.keyboardType = Self.keyboardType(keyboard)
      if let type = contentType.flatMap(Self.textContentType) { textField.textContentType = type }
      textField.autocapitalizationType = Self.autocapitalizationType(autocapitalization)
      textField.autocorrectionType = Self.autocorrectionType(autocorrection)
      textField.isSecureTextEntry = secure
      if let smartPunctuation {
        textField.smartQuotesType = smartPunctuation ? .yes : .no
        textField.smartDashesType = smartPunctuation ? .yes : .no
      }
      if let returnKey { textField.returnKeyType = Self.returnKeyType(returnKey) }
    }

    /// Sets a text view's traits, as `apply(to:returnKey:)` does a text field's.
    @available(iOS 13.0, *)
    @MainActor
    public func apply(to textView: UITextView, returnKey: FormReturnKey? = nil) {
      textView.keyboardType = Self.keyboardType(keyboard)
      if let type = contentType.flatMap(Self.textContentType) { textView.textContentType = type }
      textView.autocapitalizationType = Self.autocapitalizationType(autocapitalization)
      textView.autocorrectionType = Self.autocorrectionType(autocorrection)
      textView.isSecureTextEntry = secure
      if let smartPunctuation {
        textView.smartQuotesType = smartPunctuation ? .yes : .no
        textView.smartDashesType = smartPunctuation ? .yes : .no
      }
      if let returnKey { textView.returnKeyType = Self.returnKeyType(returnKey) }
    }

    /// UIKit's keyboard type.
    public static func keyboardType(_ keyboard: FormKeyboardType) -> UIKeyboardType {
      switch keyboard {
      case .default: return .default
      case .asciiCapable: return .asciiCapable
      case .numbersAndPunctuation: return .numbersAndPunctuation
      case .URL: return .URL
      case .numberPad: return .numberPad
      case .phonePad: return .phonePad
      case .namePhonePad: return .namePhonePad
      case .emailAddress: return .emailAddress
      case .decimalPad: return .decimalPad
      case .twitter: return .twitter
      case .webSearch: return .webSearch
      case .asciiCapableNumberPad: return .asciiCapableNumberPad
      }
    }

    /// UIKit's autocapitalization type.
    public static func autocapitalizationType(_ autocapitalization: FormAutocapitalization)
      -> UITextAutocapitalizationType
    {
      switch autocapitalization {
      case .none: return UITextAutocapitalizationType.none
      case .words: return .words
      case .sentences: return .sentences
      case .allCharacters: return .allCharacters
      }
    }

    /// `.yes` or `.no`.
    public static func autocorrectionType(_ enabled: Bool) -> UITextAutocorrectionType {
      enabled ? .yes : .no
    }

    /// The return key type of a `FormReturnKey`.
    public static func returnKeyType(_ key: FormReturnKey) -> UIReturnKeyType {
      switch key {
      case .default: return .default
      case .next: return .next
      case .done: return .done
      case .go: return .go
      case .send: return .send
      case .join: return .join
      case .search: return .search
      case .continue: return .continue
      case .route: return .route
      }
    }

    /// UIKit's content type, or `nil` when the running iOS does not have it yet.
    public static func textContentType(_ name: FormContentType) -> UITextContentType? {
      if let type = contentTypeOfIOS10to12(named: name) { return type }
      if #available(iOS 15.0, *), let type = contentTypeOfIOS15(named: name) { return type }
      if #available(iOS 17.0, *), let type = contentTypeOfIOS17(named: name) { return type }
      if #available(iOS 17.4, *), let type = contentTypeOfIOS17Point4(named: name) { return type }
      return nil
    }

    private static func contentTypeOfIOS10to12(named name: FormContentType) -> UITextContentType? {
      switch name {
      case .name: return .name
      case .namePrefix: return .namePrefix
      case .givenName: return .givenName
      case .middleName: return .middleName
      case .familyName: return .familyName
      case .nameSuffix: return .nameSuffix
      case .nickname: return .nickname
      case .jobTitle: return .jobTitle
      case .organizationName: return .organizationName
      case .location: return .location
      case .fullStreetAddress: return .fullStreetAddress
      case .streetAddressLine1: return .streetAddressLine1
      case .streetAddressLine2: return .streetAddressLine2
      case .addressCity: return .addressCity
      case .addressState: return .addressState
      case .addressCityAndState: return .addressCityAndState
      case .sublocality: return .sublocality
      case .countryName: return .countryName
      case .postalCode: return .postalCode
      case .telephoneNumber: return .telephoneNumber
      case .emailAddress: return .emailAddress
      case .URL: return .URL
      case .creditCardNumber: return .creditCardNumber
      case .username: return .username
      case .password: return .password
      case .newPassword: return .newPassword
      case .oneTimeCode: return .oneTimeCode
      default: return nil
      }
    }

    @available(iOS 15.0, *)
    private static func contentTypeOfIOS15(named name: FormContentType) -> UITextContentType? {
      switch name {
      case .shipmentTrackingNumber: return .shipmentTrackingNumber
      case .flightNumber: return .flightNumber
      case .dateTime: return .dateTime
      default: return nil
      }
    }

    @available(iOS 17.0, *)
    private static func contentTypeOfIOS17(named name: FormContentType) -> UITextContentType? {
      switch name {
      case .birthdate: return .birthdate
      case .birthdateDay: return .birthdateDay
      case .birthdateMonth: return .birthdateMonth
      case .birthdateYear: return .birthdateYear
      case .creditCardSecurityCode: return .creditCardSecurityCode
      case .creditCardName: return .creditCardName
      case .creditCardGivenName: return .creditCardGivenName
      case .creditCardMiddleName: return .creditCardMiddleName
      case .creditCardFamilyName: return .creditCardFamilyName
      case .creditCardExpiration: return .creditCardExpiration
      case .creditCardExpirationMonth: return .creditCardExpirationMonth
      case .creditCardExpirationYear: return .creditCardExpirationYear
      case .creditCardType: return .creditCardType
      default: return nil
      }
    }

    @available(iOS 17.4, *)
    private static func contentTypeOfIOS17Point4(named name: FormContentType) -> UITextContentType?
    {
      switch name {
      case .cellularEID: return .cellularEID
      case .cellularIMEI: return .cellularIMEI
      default: return nil
      }
    }
  }
#endif
