// Positions and ranges in a text input, and the editing state text fields and text views share.
// Positions are UTF-16 offsets, as `NSRange`s in the delegate callbacks are.

/// `UITextPosition`: a position in a text input's text (abstract; the double's positions are
/// UTF-16 offsets).
/// https://developer.apple.com/documentation/uikit/uitextposition (iOS 3.2+)
@MainActor
open class UITextPosition: NSObject {
  /// Creates a position (abstract: the double's text inputs create their own).
  /// https://developer.apple.com/documentation/uikit/uitextposition (iOS 3.2+; NSObject's init())
  public override init() { super.init() }
}

/// `UITextRange`: a range in a text input's text (abstract).
/// https://developer.apple.com/documentation/uikit/uitextrange (iOS 3.2+)
@MainActor
open class UITextRange: NSObject {
  /// Creates a range (abstract: the double's text inputs create their own).
  /// https://developer.apple.com/documentation/uikit/uitextrange (iOS 3.2+; NSObject's init())
  public override init() { super.init() }

  /// Whether the range is empty (a caret).
  ///
  /// Apple: "A Boolean value that indicates whether the range of text represented by the current
  /// object has a length of zero." (UITextRange.isEmpty)
  /// https://developer.apple.com/documentation/uikit/uitextrange/isempty (iOS 3.2+)
  open var isEmpty: Bool { true }
  /// The start of the range.
  /// https://developer.apple.com/documentation/uikit/uitextrange/start (iOS 3.2+)
  open var start: UITextPosition { UITextPosition() }
  /// The end of the range.
  /// https://developer.apple.com/documentation/uikit/uitextrange/end (iOS 3.2+)
  open var end: UITextPosition { UITextPosition() }
}

/// A UTF-16 offset.
final class TextPositionDouble: UITextPosition {
  let offset: Int

  init(_ offset: Int) {
    self.offset = offset
    super.init()
  }

  override func isEqual(_ object: Any?) -> Bool {
    (object as? TextPositionDouble)?.offset == offset
  }

  override var hash: Int { offset }
}

/// A UTF-16 range.
final class TextRangeDouble: UITextRange {
  let range: NSRange

  init(_ range: NSRange) {
    self.range = range
    super.init()
  }

  override var isEmpty: Bool { range.length == 0 }
  override var start: UITextPosition { TextPositionDouble(range.location) }
  override var end: UITextPosition { TextPositionDouble(range.location + range.length) }
}

/// The text, selection and marked range of a text input, in UTF-16 units.
struct TextEditingDouble {
  private(set) var text = ""
  /// The selection (a caret when empty).
  var selection = NSRange(location: 0, length: 0)
  /// The marked (provisional) text's range, if any.
  var markedRange: NSRange?

  var length: Int { text.utf16.count }

  /// Sets the whole text from code: the caret moves to the end, marked text is dropped.
  mutating func setText(_ newText: String) {
    text = newText
    markedRange = nil
    selection = NSRange(location: length, length: 0)
  }

  /// Replaces a range (clamped to the text) and puts the caret after the replacement.
  mutating func replace(_ range: NSRange, with string: String) {
    let range = clamped(range)
    text = (text as NSString).replacingCharacters(in: range, with: string)
    selection = NSRange(location: range.location + string.utf16.count, length: 0)
  }

  /// A range clamped to the text.
  func clamped(_ range: NSRange) -> NSRange {
    let location = min(max(0, range.location), length)
    return NSRange(location: location, length: min(max(0, range.length), length - location))
  }

  /// The range deleting backward removes: the selection, else the composed character before the
  /// caret (`nil` at the start).
  func rangeBeforeCaret() -> NSRange? {
    if selection.length > 0 { return selection }
    guard selection.location > 0 else { return nil }
    return (text as NSString).rangeOfComposedCharacterSequence(at: selection.location - 1)
  }

  /// Whether the text has characters.
  var hasText: Bool { !text.isEmpty }
}

/// The UITextInput members text fields and text views share (positions, ranges).
@MainActor
protocol TextInputDouble: AnyObject {
  var editingDouble: TextEditingDouble { get set }
}

extension TextInputDouble {
  func position(_ position: UITextPosition) -> Int? {
    (position as? TextPositionDouble)?.offset
  }

  func makePosition(from position: UITextPosition, offset: Int) -> UITextPosition? {
    guard let start = self.position(position) else { return nil }
    let target = start + offset
    guard target >= 0, target <= editingDouble.length else { return nil }
    return TextPositionDouble(target)
  }

  func makeRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  {
    guard let from = position(fromPosition), let to = position(toPosition) else { return nil }
    let low = min(from, to)
    let high = max(from, to)
    guard low >= 0, high <= editingDouble.length else { return nil }
    return TextRangeDouble(NSRange(location: low, length: high - low))
  }

  func distance(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    guard let start = position(from), let end = position(toPosition) else { return 0 }
    return end - start
  }
}
