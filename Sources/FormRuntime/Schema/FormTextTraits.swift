/// A text input's traits after its preset and overrides: keyboard, content type,
/// autocapitalization, autocorrection, secure entry and smart punctuation.
///
/// A plain value, so generated code can hold it on any platform; on UIKit platforms
/// `apply(to:)` sets it on a `UITextField` or `UITextView`.
public struct FormTextTraits: Sendable, Hashable {
  /// The keyboard.
  public var keyboard: FormKeyboardType
  /// The content type AutoFill uses, if any.
  public var contentType: FormContentType?
  /// The autocapitalization.
  public var autocapitalization: FormAutocapitalization
  /// Whether autocorrection is on.
  public var autocorrection: Bool
  /// Whether entry is secure.
  public var secure: Bool
  /// Whether typing turns straight quotes and `--` into typographic ones (UIKit's
  /// `smartQuotesType` and `smartDashesType`); `nil` leaves the system's default, which depends
  /// on the keyboard.
  public var smartPunctuation: Bool?

  /// Creates traits; each default is UIKit's default for a text field.
  public init(
    keyboard: FormKeyboardType = .default, contentType: FormContentType? = nil,
    autocapitalization: FormAutocapitalization = .sentences, autocorrection: Bool = true,
    secure: Bool = false, smartPunctuation: Bool? = nil
  ) {
    self.keyboard = keyboard
    self.contentType = contentType
    self.autocapitalization = autocapitalization
    self.autocorrection = autocorrection
    self.secure = secure
    self.smartPunctuation = smartPunctuation
  }
}

/// A keyboard type, spelt as `UIKeyboardType`'s cases.
public enum FormKeyboardType: String, Sendable, Hashable, CaseIterable {
  /// `.default`.
  case `default`
  /// `.asciiCapable`.
  case asciiCapable
  /// `.numbersAndPunctuation`.
  case numbersAndPunctuation
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// `.URL`.
  case URL
  /// `.numberPad` (no return key).
  case numberPad
  /// `.phonePad` (no return key).
  case phonePad
  /// `.namePhonePad`.
  case namePhonePad
  /// `.emailAddress`.
  case emailAddress
  /// `.decimalPad` (no return key).
  case decimalPad
  /// `.twitter`.
  case twitter
  /// `.webSearch`.
  case webSearch
  /// `.asciiCapableNumberPad` (no return key).
  case asciiCapableNumberPad

  /// Whether the keyboard is a pad without a return key.
  public var isPad: Bool {
    switch self {
    case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: return true
    default: return false
    }
  }
}

/// An autocapitalization, spelt as `UITextAutocapitalizationType`'s cases.
public enum FormAutocapitalization: String, Sendable, Hashable, CaseIterable {
  /// `.none`.
  case none
  /// `.words`.
  case words
  /// `.sentences`.
  case sentences
  /// `.allCharacters`.
  case allCharacters
}
