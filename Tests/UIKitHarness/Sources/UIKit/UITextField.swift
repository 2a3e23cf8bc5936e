/// `UITextFieldDelegate` (`@objc optional` requirements: defaults in an extension on Linux).
/// https://developer.apple.com/documentation/uikit/uitextfielddelegate (iOS 2.0+)
@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
  /// Asks whether editing may begin.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began (the field became first responder).
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Asks whether editing may end.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended (the field resigned).
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Editing ended, with the reason; by default calls `textFieldDidEndEditing(_:)`.
  ///
  /// Apple: "UIKit calls this method in preference to the textFieldDidEndEditing(_:) method."
  /// (textFieldDidEndEditing(_:reason:))
  @available(iOS 10.0, *)
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// Asks whether to replace characters. Apple's page marks it deprecated in iOS 27.0 (iOS 26 added
  /// `textField(_:shouldChangeCharactersInRanges:replacementString:)`, which the double does not
  /// model).
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:shouldchangecharactersin:replacementstring:)
  /// (iOS 2.0–27.0, deprecated; optional there)
  @available(iOS, introduced: 2.0, deprecated: 27.0)
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// The selection changed.
  @available(iOS 13.0, *)
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Asks whether to clear the text.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Asks whether to process Return.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Allows editing (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldbeginediting(_:)
  /// (iOS 2.0+; optional there)
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidbeginediting(_:)
  /// (iOS 2.0+; optional there)
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// Allows ending (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldendediting(_:)
  /// (iOS 2.0+; optional there)
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidendediting(_:)
  /// (iOS 2.0+; optional there)
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Calls `textFieldDidEndEditing(_:)`, as UIKit does when the delegate does not implement this
  /// one (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidendediting(_:reason:)
  /// (iOS 10.0+; optional there)
  @available(iOS 10.0, *)
  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {
    textFieldDidEndEditing(textField)
  }
  /// Allows the change (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:shouldchangecharactersin:replacementstring:)
  /// (iOS 2.0–27.0, deprecated; optional there)
  @available(iOS, introduced: 2.0, deprecated: 27.0)
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// Does nothing (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidchangeselection(_:)
  /// (iOS 13.0+; optional there)
  @available(iOS 13.0, *)
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  /// Allows clearing (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldclear(_:)
  /// (iOS 2.0+; optional there)
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  /// Processes Return (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldreturn(_:)
  /// (iOS 2.0+; optional there)
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// `UITextField`: one line of editable text.
///
/// Becoming and resigning first responder follows UITextFieldDelegate's overview (see
/// `UIResponder.becomeFirstResponder()`): `textFieldShouldBeginEditing(_:)`, first responder, the
/// keyboard, then `textFieldDidBeginEditing(_:)`, `.editingDidBegin` and
/// `textDidBeginEditingNotification`; `textFieldShouldEndEditing(_:)`, resigning, the keyboard,
/// then `textFieldDidEndEditing(_:reason:)`, `.editingDidEnd` and
/// `textDidEndEditingNotification`. Text the user enters arrives through the drivers
/// (`simulateTyping(_:)`, …); text set from code sends no event.
/// https://developer.apple.com/documentation/uikit/uitextfield (iOS 2.0+)
@MainActor
open class UITextField: UIControl, TextInputDouble {
  /// `UITextField.BorderStyle`.
  /// https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum (iOS 2.0+)
  public enum BorderStyle: Int, Sendable {
    /// No border.
    case none
    /// A thin line.
    case line
    /// A bezel.
    case bezel
    /// A rounded rectangle.
    case roundedRect
  }

  /// `UITextField.ViewMode`: when an overlay view (the clear button) shows.
  /// https://developer.apple.com/documentation/uikit/uitextfield/viewmode (iOS 2.0+)
  public enum ViewMode: Int, Sendable {
    /// Never.
    case never
    /// While editing.
    case whileEditing
    /// Unless editing.
    case unlessEditing
    /// Always.
    case always
  }

  /// `UITextField.DidEndEditingReason`.
  /// https://developer.apple.com/documentation/uikit/uitextfield/didendeditingreason (iOS 10.0+)
  @available(iOS 10.0, *)
  public enum DidEndEditingReason: Int, Sendable {
    /// The changes were accepted.
    case committed
    /// The changes were aborted (tvOS).
    @available(iOS, unavailable) case cancelled
  }

  /// Posted after a text field became first responder (object: the field).
  /// https://developer.apple.com/documentation/uikit/uitextfield/textdidbegineditingnotification
  /// (iOS 2.0+)
  nonisolated public static let textDidBeginEditingNotification: NSNotification.Name =
    NSNotification.Name("UITextFieldTextDidBeginEditingNotification")
  /// Posted after the user changed a text field's text (object: the field).
  /// https://developer.apple.com/documentation/uikit/uitextfield/textdidchangenotification
  /// (iOS 2.0+)
  nonisolated public static let textDidChangeNotification: NSNotification.Name =
    NSNotification.Name("UITextFieldTextDidChangeNotification")
  /// Posted after a text field resigned (object: the field).
  /// https://developer.apple.com/documentation/uikit/uitextfield/textdidendeditingnotification
  /// (iOS 2.0+)
  nonisolated public static let textDidEndEditingNotification: NSNotification.Name =
    NSNotification.Name("UITextFieldTextDidEndEditingNotification")

  var editingDouble = TextEditingDouble()

  /// The delegate (held weakly).
  /// https://developer.apple.com/documentation/uikit/uitextfield/delegate (iOS 2.0+)
  open weak var delegate: (any UITextFieldDelegate)?

  /// The text: never `nil` when read (setting `nil` gives `""`). Setting it sends no control event
  /// and no notification, moves the caret to the end and drops marked text.
  ///
  /// Apple: "This value is nil by default." (UITextField.text; earlier: "This string is @"" by
  /// default.") Not documented by Apple; widely reported: the property reads `""` at first and
  /// after `nil` is assigned (Stack Overflow, "Why Is UITextField.text An Optional?"), and
  /// assigning it sends no `.editingChanged` (control events report user interaction).
  /// https://developer.apple.com/documentation/uikit/uitextfield/text (iOS 2.0+)
  open var text: String? {
    get { editingDouble.text }
    set { editingDouble.setText(newValue ?? "") }
  }

  /// The placeholder.
  /// https://developer.apple.com/documentation/uikit/uitextfield/placeholder (iOS 2.0+)
  open var placeholder: String?
  /// The font (`nil` until set: the field then uses the 17-point system font).
  /// https://developer.apple.com/documentation/uikit/uitextfield/font (iOS 2.0+)
  open var font: UIFont?
  /// The text color (recorded).
  /// https://developer.apple.com/documentation/uikit/uitextfield/textcolor (iOS 2.0+)
  open var textColor: UIColor?
  /// The alignment (recorded).
  /// https://developer.apple.com/documentation/uikit/uitextfield/textalignment (iOS 2.0+)
  open var textAlignment: NSTextAlignment = .natural
  /// The border style: none by default.
  /// https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.property
  /// (iOS 2.0+)
  open var borderStyle: BorderStyle = .none
  /// When the clear button shows: never by default.
  /// https://developer.apple.com/documentation/uikit/uitextfield/clearbuttonmode (iOS 2.0+)
  open var clearButtonMode: ViewMode = .never
  /// Whether editing clears the text (recorded).
  /// https://developer.apple.com/documentation/uikit/uitextfield/clearsonbeginediting (iOS 2.0+)
  open var clearsOnBeginEditing: Bool = false
  /// The overlay view on the right (trailing) side of the field (recorded; the double lays out
  /// no overlay).
  ///
  /// https://developer.apple.com/documentation/uikit/uitextfield/rightview (iOS 2.0+)
  open var rightView: UIView?
  /// When the right overlay view shows: never by default.
  ///
  /// Apple: "The default value for this property is UITextField.ViewMode.never."
  /// https://developer.apple.com/documentation/uikit/uitextfield/rightviewmode (iOS 2.0+)
  open var rightViewMode: ViewMode = .never
  /// Whether the font follows the content size category (recorded).
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
  /// (iOS 10.0+)
  @available(iOS 10.0, *)
  open var adjustsFontForContentSizeCategory: Bool = false

  // MARK: - UITextInputTraits

  /// The keyboard type.
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardtype (iOS 2.0+)
  open var keyboardType: UIKeyboardType = .default
  /// The Return key's type. Changing it while the field is first responder does not change the key
  /// shown until `reloadInputViews()` (see `UIWindow.simulatedKeyboard`).
  /// Apple: "Setting this property to a different key type changes the visible title of the
  /// Return key" (UITextInputTraits.returnKeyType,
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/returnkeytype). The keyboard
  /// reads the title when the input becomes first responder and when its input views reload
  /// (https://developer.apple.com/documentation/uikit/uiresponder/reloadinputviews()): that a
  /// change while the input is first responder shows only then is not documented by Apple; widely
  /// reported.
  open var returnKeyType: UIReturnKeyType = .default
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The semantic content type (`nil` by default).
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/textcontenttype (iOS 10.0+)
  @available(iOS 10.0, *)
  open var textContentType: UITextContentType!
  /// Autocapitalization: sentences by default.
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/autocapitalizationtype
  /// (iOS 2.0+)
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// Autocorrection.
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/autocorrectiontype
  /// (iOS 2.0+)
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// Spell checking.
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/spellcheckingtype (iOS 5.0+)
  open var spellCheckingType: UITextSpellCheckingType = .default
  /// Smart quotes: the default enables them by keyboard type.
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/smartquotestype (iOS 11.0+)
  @available(iOS 11.0, *) open var smartQuotesType: UITextSmartQuotesType = .default
  /// Smart dashes: the default enables them by keyboard type.
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/smartdashestype (iOS 11.0+)
  @available(iOS 11.0, *) open var smartDashesType: UITextSmartDashesType = .default
  /// Whether entry is secure.
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/issecuretextentry (iOS 2.0+)
  open var isSecureTextEntry: Bool = false
  /// Whether Return is disabled while the text is empty.
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/enablesreturnkeyautomatically
  /// (iOS 2.0+)
  open var enablesReturnKeyAutomatically: Bool = false
  /// The keyboard's appearance.
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardappearance
  /// (iOS 2.0+)
  open var keyboardAppearance: UIKeyboardAppearance = .default

  // MARK: - Input views

  private var inputAccessoryViewStorage: UIView?
  private var inputViewStorage: UIView?

  /// The view shown above the keyboard while the field is first responder.
  ///
  /// Apple: "The default value of this property is nil. Assigning a view to this property causes
  /// that view to be displayed above the standard system keyboard (or above the custom input view
  /// if one is provided) when the text field becomes the first responder."
  /// (UITextField.inputAccessoryView)
  /// https://developer.apple.com/documentation/uikit/uitextfield/inputaccessoryview (iOS 3.2+)
  open override var inputAccessoryView: UIView? {
    get { inputAccessoryViewStorage }
    set { inputAccessoryViewStorage = newValue }
  }

  /// The custom input view shown instead of the system keyboard.
  /// https://developer.apple.com/documentation/uikit/uitextfield/inputview (iOS 3.2+)
  open override var inputView: UIView? {
    get { inputViewStorage }
    set { inputViewStorage = newValue }
  }

  // MARK: - Editing

  /// Whether the field is editing (is first responder).
  ///
  /// Apple: "A Boolean value indicating whether the text field is currently in edit mode."
  /// (UITextField.isEditing)
  /// https://developer.apple.com/documentation/uikit/uitextfield/isediting (iOS 2.0+)
  open var isEditing: Bool { isFirstResponder }

  /// Whether the field can become first responder: while it is enabled (the window is checked by
  /// `becomeFirstResponder()`).
  /// https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder (iOS 2.0+)
  open override var canBecomeFirstResponder: Bool { isEnabled }

  override var usesSystemKeyboardDouble: Bool { true }

  override var keyboardTraitsDouble: (keyboardType: UIKeyboardType, returnKeyType: UIReturnKeyType)?
  {
    (keyboardType, returnKeyType)
  }

  override var beginsEditingBeforeKeyboardDouble: Bool {
    UIKitDouble.textFieldBeginsEditingBeforeKeyboard
  }

  override func shouldBeginEditingDouble() -> Bool {
    delegate?.textFieldShouldBeginEditing(self) ?? true
  }

  override func didBeginEditingDouble() {
    editingDouble.selection = NSRange(location: editingDouble.length, length: 0)
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    UIKitDouble.postDouble(name: Self.textDidBeginEditingNotification, object: self, userInfo: nil)
  }

  override func shouldEndEditingDouble() -> Bool {
    delegate?.textFieldShouldEndEditing(self) ?? true
  }

  /// Marked text still pending is kept as typed (model: UIKit commits it when editing ends).
  override func didEndEditingDouble() {
    editingDouble.markedRange = nil
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd)
    UIKitDouble.postDouble(name: Self.textDidEndEditingNotification, object: self, userInfo: nil)
  }

  /// A change the user makes: the delegate is asked, the text changes, then `.editingChanged`,
  /// `textDidChangeNotification` and `textFieldDidChangeSelection(_:)`. Returns whether it
  /// changed.
  ///
  /// Apple, UITextFieldDelegate: "Whenever the current text changes, it calls the
  /// textField(_:shouldChangeCharactersIn:replacementString:) method and posts the
  /// textDidChangeNotification notification." The order of the selection callback after the
  /// change is a model.
  @discardableResult
  func userReplaceDouble(_ range: NSRange, with string: String, marking: Bool = false) -> Bool {
    let range = editingDouble.clamped(range)
    guard
      delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string)
        ?? true
    else { return false }
    editingDouble.replace(range, with: string)
    editingDouble.markedRange =
      marking ? NSRange(location: range.location, length: string.utf16.count) : nil
    textDidChangeByUserDouble()
    delegate?.textFieldDidChangeSelection(self)
    return true
  }

  /// `.editingChanged` and `textDidChangeNotification`.
  func textDidChangeByUserDouble() {
    sendActions(for: .editingChanged)
    UIKitDouble.postDouble(name: Self.textDidChangeNotification, object: self, userInfo: nil)
  }

  // MARK: - UITextInput

  /// Confirms the marked text of a multistage input method: the marked range ends, the text
  /// stays as shown and the caret follows it. Model: called from code, it sends no change
  /// callbacks (the caller reads the text).
  ///
  /// Apple: "Unmarks the currently marked text."
  /// (https://developer.apple.com/documentation/uikit/uitextinput/unmarktext())
  open func unmarkText() {
    guard let marked = editingDouble.markedRange else { return }
    editingDouble.markedRange = nil
    editingDouble.selection = NSRange(location: marked.location + marked.length, length: 0)
  }

  /// The marked (provisional) text of a multistage input method, or `nil`.
  ///
  /// Apple: "The range of text that is currently marked in a document." "If there is no marked
  /// text, the value of the property is nil." (UITextInput.markedTextRange)
  /// https://developer.apple.com/documentation/uikit/uitextinput/markedtextrange (iOS 3.2+)
  open var markedTextRange: UITextRange? {
    editingDouble.markedRange.map { TextRangeDouble($0) }
  }

  /// The selection while the field is first responder, else `nil`; setting an empty range puts
  /// the caret there (clamped to the text; a range the double did not make is ignored).
  ///
  /// Apple: "If the text range has a length, it indicates the currently selected text. If it has
  /// zero length, it indicates the caret (insertion point)."
  /// (https://developer.apple.com/documentation/uikit/uitextinput/selectedtextrange) Not
  /// documented by Apple; widely reported: a text field has no selected range while it is not
  /// editing.
  open var selectedTextRange: UITextRange? {
    get { isFirstResponder ? TextRangeDouble(editingDouble.selection) : nil }
    set {
      guard let range = newValue as? TextRangeDouble else { return }
      editingDouble.selection = editingDouble.clamped(range.range)
    }
  }

  /// The start of the text.
  /// https://developer.apple.com/documentation/uikit/uitextinput/beginningofdocument (iOS 3.2+)
  open var beginningOfDocument: UITextPosition { TextPositionDouble(0) }
  /// The end of the text.
  /// https://developer.apple.com/documentation/uikit/uitextinput/endofdocument (iOS 3.2+)
  open var endOfDocument: UITextPosition { TextPositionDouble(editingDouble.length) }

  /// Whether the field has text.
  /// https://developer.apple.com/documentation/uikit/uikeyinput/hastext (iOS 3.2+)
  open var hasText: Bool { editingDouble.hasText }

  /// The position an offset (UTF-16 units) away, or `nil` outside the text.
  /// https://developer.apple.com/documentation/uikit/uitextinput/position(from:offset:) (iOS 3.2+)
  open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    makePosition(from: position, offset: offset)
  }

  /// The range between two positions, or `nil` outside the text.
  /// https://developer.apple.com/documentation/uikit/uitextinput/textrange(from:to:) (iOS 3.2+)
  open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  {
    makeRange(from: fromPosition, to: toPosition)
  }

  /// The offset (UTF-16 units) between two positions.
  /// https://developer.apple.com/documentation/uikit/uitextinput/offset(from:to:) (iOS 3.2+)
  open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    distance(from: from, to: toPosition)
  }

  /// The caret's rectangle at a position (approximation: characters of half the point size, the
  /// line height, vertically centered).
  /// https://developer.apple.com/documentation/uikit/uitextinput/caretrect(for:) (iOS 3.2+)
  open func caretRect(for position: UITextPosition) -> CGRect {
    let font = font ?? .systemFont(ofSize: 17)
    let offset = self.position(position) ?? 0
    let prefix = String(editingDouble.text.utf16.prefix(offset)) ?? ""
    let x = min(CGFloat(prefix.count) * font.averageCharacterWidthDouble, bounds.width)
    return CGRect(
      x: x, y: (bounds.height - font.lineHeight) / 2, width: 2, height: font.lineHeight)
  }
}
