/// `UITextViewDelegate` (`@objc optional` requirements: defaults in an extension on Linux).
/// https://developer.apple.com/documentation/uikit/uitextviewdelegate (iOS 2.0+)
@MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Asks whether editing may begin.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Editing began (the text view became first responder).
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Asks whether editing may end.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Editing ended (the text view resigned).
  func textViewDidEndEditing(_ textView: UITextView)
  /// Asks whether to replace text (Return arrives here as `"\n"`).
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// The user changed the text.
  func textViewDidChange(_ textView: UITextView)
  /// The selection changed.
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  /// Allows editing (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewshouldbeginediting(_:)
  /// (iOS 2.0+; optional there)
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidbeginediting(_:)
  /// (iOS 2.0+; optional there)
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// Allows ending (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewshouldendediting(_:)
  /// (iOS 2.0+; optional there)
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidendediting(_:)
  /// (iOS 2.0+; optional there)
  public func textViewDidEndEditing(_ textView: UITextView) {}
  /// Allows the change (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textview(_:shouldchangetextin:replacementtext:)
  /// (iOS 2.0+; optional there)
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Does nothing (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidchange(_:)
  /// (iOS 2.0+; optional there)
  public func textViewDidChange(_ textView: UITextView) {}
  /// Does nothing (stands in for an unimplemented optional requirement).
  /// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidchangeselection(_:)
  /// (iOS 2.0+; optional there)
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// `UITextView`: scrollable, multiline editable text.
///
/// Editing follows UITextViewDelegate's callbacks like a text field's (see `UITextField`), for an
/// editable text view; a selectable, non-editable one becomes first responder without editing and
/// without a keyboard. Text measurement is an approximation (see `sizeThatFits(_:)`).
///
/// The real `delegate` overrides `UIScrollView.delegate` with a narrower type, which Swift source
/// cannot express; the double declares it only here (see `UIScrollView`).
/// https://developer.apple.com/documentation/uikit/uitextview (iOS 2.0+)
@MainActor
open class UITextView: UIScrollView, TextInputDouble {
  /// Posted after a text view began editing (object: the text view).
  /// https://developer.apple.com/documentation/uikit/uitextview/textdidbegineditingnotification
  /// (iOS 2.0+)
  nonisolated public static let textDidBeginEditingNotification: NSNotification.Name =
    NSNotification.Name("UITextViewTextDidBeginEditingNotification")
  /// Posted after the user changed a text view's text (object: the text view).
  /// https://developer.apple.com/documentation/uikit/uitextview/textdidchangenotification
  /// (iOS 2.0+)
  nonisolated public static let textDidChangeNotification: NSNotification.Name =
    NSNotification.Name("UITextViewTextDidChangeNotification")
  /// Posted after a text view ended editing (object: the text view).
  /// https://developer.apple.com/documentation/uikit/uitextview/textdidendeditingnotification
  /// (iOS 2.0+)
  nonisolated public static let textDidEndEditingNotification: NSNotification.Name =
    NSNotification.Name("UITextViewTextDidEndEditingNotification")

  /// The padding at each end of a line: 5 points.
  ///
  /// Apple: "The default value is 5.0." (NSTextContainer.lineFragmentPadding)
  nonisolated static let lineFragmentPaddingDouble: CGFloat = 5

  var editingDouble = TextEditingDouble()

  /// The delegate (held weakly; also the scroll view's delegate).
  /// https://developer.apple.com/documentation/uikit/uitextview/delegate (iOS 2.0+)
  open weak var delegate: (any UITextViewDelegate)?

  override var scrollDelegateDouble: (any UIScrollViewDelegate)? { delegate }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The text (`""` by default; setting `nil` gives `""`). Setting it sends no delegate callback,
  /// moves the caret to the end and drops marked text.
  ///
  /// Apple: "The text that the text view displays." (UITextView.text) Not documented by Apple;
  /// widely reported: `textViewDidChange(_:)` is not called for changes made from code.
  /// https://developer.apple.com/documentation/uikit/uitextview/text (iOS 2.0+)
  open var text: String! {
    get { editingDouble.text }
    set { editingDouble.setText(newValue ?? "") }
  }

  /// The font: `nil` until set; the double then measures with the body style (17 points).
  ///
  /// Apple: "The default value of this property is the body style of the system font."
  /// (UITextView.font) Not documented by Apple; widely reported: the property reads `nil` until a
  /// font is set (as the double's does).
  /// https://developer.apple.com/documentation/uikit/uitextview/font (iOS 2.0+)
  open var font: UIFont?
  /// The text color (recorded).
  /// https://developer.apple.com/documentation/uikit/uitextview/textcolor (iOS 2.0+)
  open var textColor: UIColor?
  /// The alignment (recorded).
  /// https://developer.apple.com/documentation/uikit/uitextview/textalignment (iOS 2.0+)
  open var textAlignment: NSTextAlignment = .natural

  /// The insets of the text container: 8 points at the top and bottom by default.
  ///
  /// Apple: "This property provides text margins for text laid out in the text view. By default
  /// the value of this property is (8, 0, 8, 0)." (UITextView.textContainerInset)
  /// https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset (iOS 7.0+)
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

  /// Whether the user can edit the text.
  /// https://developer.apple.com/documentation/uikit/uitextview/iseditable (iOS 2.0+)
  open var isEditable: Bool = true
  /// Whether the user can select the text.
  /// https://developer.apple.com/documentation/uikit/uitextview/isselectable (iOS 7.0+)
  open var isSelectable: Bool = true
  /// Whether the font follows the content size category (recorded).
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
  /// (iOS 10.0+)
  @available(iOS 10.0, *)
  open var adjustsFontForContentSizeCategory: Bool = false

  // MARK: - UITextInputTraits

  /// The keyboard type.
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardtype (iOS 2.0+)
  open var keyboardType: UIKeyboardType = .default
  /// The Return key's type (shown only after `reloadInputViews()` when changed while editing).
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

  /// The view shown above the keyboard while the text view is first responder.
  /// https://developer.apple.com/documentation/uikit/uitextview/inputaccessoryview (iOS 3.2+)
  open override var inputAccessoryView: UIView? {
    get { inputAccessoryViewStorage }
    set { inputAccessoryViewStorage = newValue }
  }

  /// The custom input view shown instead of the system keyboard.
  /// https://developer.apple.com/documentation/uikit/uitextview/inputview (iOS 3.2+)
  open override var inputView: UIView? {
    get { inputViewStorage }
    set { inputViewStorage = newValue }
  }

  // MARK: - Editing

  /// Whether the text view can become first responder: when editable or selectable.
  /// https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder (iOS 2.0+)
  open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

  override var usesSystemKeyboardDouble: Bool { isEditable }

  override var keyboardTraitsDouble: (keyboardType: UIKeyboardType, returnKeyType: UIReturnKeyType)?
  {
    (keyboardType, returnKeyType)
  }

  override func shouldBeginEditingDouble() -> Bool {
    guard isEditable else { return true }
    return delegate?.textViewShouldBeginEditing(self) ?? true
  }

  override func didBeginEditingDouble() {
    guard isEditable else { return }
    delegate?.textViewDidBeginEditing(self)
    UIKitDouble.postDouble(name: Self.textDidBeginEditingNotification, object: self, userInfo: nil)
  }

  override func shouldEndEditingDouble() -> Bool {
    guard isEditable else { return true }
    return delegate?.textViewShouldEndEditing(self) ?? true
  }

  /// Marked text still pending is kept as typed (model: UIKit commits it when editing ends).
  override func didEndEditingDouble() {
    editingDouble.markedRange = nil
    guard isEditable else { return }
    delegate?.textViewDidEndEditing(self)
    UIKitDouble.postDouble(name: Self.textDidEndEditingNotification, object: self, userInfo: nil)
  }

  /// A change the user makes: `textView(_:shouldChangeTextIn:replacementText:)` is asked, the
  /// text changes, then `textViewDidChange(_:)`, `textDidChangeNotification` and
  /// `textViewDidChangeSelection(_:)`. Returns whether it changed.
  ///
  /// Apple: "The text view calls this method whenever the user types a new character or deletes
  /// an existing character." (textView(_:shouldChangeTextIn:replacementText:)) Apple,
  /// textViewDidChange(_:): "The text view calls this method in response to user-initiated
  /// changes to the text." The order of the selection callback after the change is a model.
  @discardableResult
  func userReplaceDouble(_ range: NSRange, with string: String, marking: Bool = false) -> Bool {
    guard isEditable else { return false }
    let range = editingDouble.clamped(range)
    guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true
    else { return false }
    editingDouble.replace(range, with: string)
    editingDouble.markedRange =
      marking ? NSRange(location: range.location, length: string.utf16.count) : nil
    textDidChangeByUserDouble()
    delegate?.textViewDidChangeSelection(self)
    return true
  }

  /// `textViewDidChange(_:)` and `textDidChangeNotification`.
  func textDidChangeByUserDouble() {
    delegate?.textViewDidChange(self)
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
  /// Apple: "If there is no marked text, the value of the property is nil."
  /// (UITextInput.markedTextRange)
  /// https://developer.apple.com/documentation/uikit/uitextinput/markedtextrange (iOS 3.2+)
  open var markedTextRange: UITextRange? {
    editingDouble.markedRange.map { TextRangeDouble($0) }
  }

  /// The selection (a caret at the end after the text is set); setting an empty range puts the
  /// caret there.
  ///
  /// Apple: "If the text range has a length, it indicates the currently selected text. If it has
  /// zero length, it indicates the caret (insertion point)."
  /// (https://developer.apple.com/documentation/uikit/uitextinput/selectedtextrange)
  open var selectedTextRange: UITextRange? {
    get { TextRangeDouble(editingDouble.selection) }
    set {
      guard let range = newValue as? TextRangeDouble else { return }
      editingDouble.selection = editingDouble.clamped(range.range)
    }
  }

  /// The selection as a UTF-16 range.
  /// Apple's page marks it deprecated in iOS 27.0 (iOS 26 added `selectedRanges`, which the
  /// double does not model).
  /// https://developer.apple.com/documentation/uikit/uitextview/selectedrange
  /// (iOS 2.0–27.0, deprecated)
  @available(iOS, introduced: 2.0, deprecated: 27.0)
  open var selectedRange: NSRange {
    get { editingDouble.selection }
    set { editingDouble.selection = editingDouble.clamped(newValue) }
  }

  /// The start of the text.
  /// https://developer.apple.com/documentation/uikit/uitextinput/beginningofdocument (iOS 3.2+)
  open var beginningOfDocument: UITextPosition { TextPositionDouble(0) }
  /// The end of the text.
  /// https://developer.apple.com/documentation/uikit/uitextinput/endofdocument (iOS 3.2+)
  open var endOfDocument: UITextPosition { TextPositionDouble(editingDouble.length) }

  /// Whether the text view has text.
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

  // MARK: - Measuring (approximation)

  private var measuringFontDouble: UIFont { font ?? .systemFont(ofSize: 17) }

  private func wrapWidthDouble(for width: CGFloat) -> CGFloat {
    width - textContainerInset.left - textContainerInset.right
      - 2 * UITextView.lineFragmentPaddingDouble
  }

  /// The caret's rectangle at a position, in the text view's (content) coordinates:
  /// approximation: 2 points wide, one line high, at its line (wrapped as in `sizeThatFits(_:)`)
  /// times the line height below the top inset, and its column times the average character
  /// width.
  ///
  /// Apple: "A rectangle that defines the area for drawing the caret." (caretRect(for:))
  /// https://developer.apple.com/documentation/uikit/uitextinput/caretrect(for:) (iOS 3.2+)
  open func caretRect(for position: UITextPosition) -> CGRect {
    let font = measuringFontDouble
    let offset = self.position(position) ?? editingDouble.length
    let (line, column) = TextMeasureDouble.lineAndColumn(
      of: offset, in: editingDouble.text, width: wrapWidthDouble(for: bounds.width), font: font)
    return CGRect(
      x: textContainerInset.left + UITextView.lineFragmentPaddingDouble + CGFloat(column)
        * font.averageCharacterWidthDouble,
      y: textContainerInset.top + CGFloat(line) * font.lineHeight, width: 2,
      height: font.lineHeight)
  }

  /// The size that fits the text at a width (the given width, or the bounds' when it is not
  /// finite and positive): approximation: the text wrapped at the width less the insets and the
  /// line fragment padding, characters of half the point size, each `\n` starting a line (an empty
  /// text is one line); the height is the lines times the font's line height plus the vertical
  /// insets.
  ///
  /// Apple: "Asks the view to calculate and return the size that best fits the specified size."
  /// (UIView.sizeThatFits(_:))
  /// https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:) (iOS 2.0+)
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width.isFinite && size.width > 0 ? size.width : bounds.width
    let font = measuringFontDouble
    let lines = TextMeasureDouble.lineCount(
      of: editingDouble.text, width: wrapWidthDouble(for: width), font: font)
    return CGSize(
      width: width,
      height: CGFloat(lines) * font.lineHeight + textContainerInset.top
        + textContainerInset.bottom)
  }

  /// The size of the content: the text laid out at the text view's width (`sizeThatFits(_:)`),
  /// so a text view shorter than its text scrolls as far as its last line and no further, and
  /// one taller than its text does not scroll. Setting it does nothing (the text decides it).
  ///
  /// Apple: UITextView is "A scrollable, multiline text region"
  /// (https://developer.apple.com/documentation/uikit/uitextview), a `UIScrollView` whose content
  /// is its text; `contentSize` is "The size of the content view."
  /// (https://developer.apple.com/documentation/uikit/uiscrollview/contentsize) That a text view
  /// sets its content size to its laid-out text itself is not documented by Apple; widely
  /// reported (growing text views read `contentSize.height`).
  open override var contentSize: CGSize {
    get {
      guard bounds.width > 0 else { return .zero }
      return CGSize(
        width: bounds.width,
        height: sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height)
    }
    set {}
  }

  /// Scrolls so the range's first character is visible (recorded as `scrollRectToVisible`).
  ///
  /// Apple: "Scrolls the text view until the text in the specified range is visible."
  /// (https://developer.apple.com/documentation/uikit/uitextview/scrollrangetovisible(_:))
  open func scrollRangeToVisible(_ range: NSRange) {
    scrollRectToVisible(caretRect(for: TextPositionDouble(range.location)), animated: false)
  }
}
