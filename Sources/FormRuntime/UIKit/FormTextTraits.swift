/// A text input's traits, spelt as formc spells them: `UIKeyboardType`,
/// `UITextContentType` and `UITextAutocapitalizationType` case names.
///
/// A plain value, so generated code can hold it on any platform; on UIKit platforms
/// `apply(to:returnKey:)` sets it on a `UITextField` or `UITextView`.
public struct FormTextTraits: Sendable, Hashable {
  /// The `UIKeyboardType` case name, such as `emailAddress`.
  public var keyboard: String
  /// The `UITextContentType` member name, such as `oneTimeCode`, if any.
  public var contentType: String?
  /// The `UITextAutocapitalizationType` case name, such as `words`.
  public var autocapitalization: String
  /// Whether autocorrection is on.
  public var autocorrection: Bool
  /// Whether entry is secure.
  public var secure: Bool

  /// Creates traits.
  public init(
    keyboard: String = "default", contentType: String? = nil,
    autocapitalization: String = "sentences", autocorrection: Bool = true, secure: Bool = false
  ) {
    self.keyboard = keyboard
    self.contentType = contentType
    self.autocapitalization = autocapitalization
    self.autocorrection = autocorrection
    self.secure = secure
  }
}
