#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI

  /// Where a ``FormTextField`` with `maxLength` or `format` has its caret, from iOS 18, where a
  /// text field binds its selection (`TextField(_:text:selection:prompt:axis:)`,
  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:selection:prompt:axis:)):
  /// the selection the text field last reported, or the caret ``FormTextEditor`` put after it
  /// changed an edit. Kept as UTF-16 offsets of the text they are in (a `TextSelection` holds
  /// indices of one string, and is iOS 18 only).
  @MainActor
  final class FormCaretState {
    /// The selection (an empty range: the caret), in UTF-16 offsets of ``text``.
    var selection: Range<Int>?
    /// The text ``selection`` is in.
    var text = ""
    /// After the editor changed an edit: where the text field put the caret in the text as it
    /// edited it (``editedText``). The text field reports that caret after the edit; the report
    /// is of a text no longer shown, and the editor's caret stands.
    var editedCaret: Int?
    /// The text as the text field edited it, before the editor changed it.
    var editedText = ""

    /// The characters after the selection in `text`, when the selection is in it: what an edit of
    /// `text` at the selection leaves alone
    /// (``FormTextEditor/change(old:new:charactersAfterCaret:)``).
    func charactersAfterSelection(in text: String) -> Int? {
      guard let selection, self.text == text, selection.upperBound <= text.utf16.count else {
        return nil
      }
      let end = String.Index(utf16Offset: selection.upperBound, in: text)
      return text[end...].count
    }

    /// Takes what the editor made of an edit: the text field's selection stands when the edit
    /// stood; else the editor's caret, and the report of the caret in the edited text is to be
    /// passed over (``report(_:shown:)``).
    func apply(_ change: FormTextChange, edited: String) {
      if let caret = change.caret {
        selection = caret..<caret
        text = change.text
        editedCaret = change.editedCaret
        editedText = edited
      } else {
        editedCaret = nil
      }
    }

    /// The text field reports its selection, as UTF-16 offsets of `range(in:)`'s text.
    /// A report of the caret the text field put in the edited text, just after the editor
    /// changed that edit, is passed over: the editor's caret stands. Any other report is the
    /// user's (a tap, an arrow key, a selection), in the text shown.
    func report(_ range: (String) -> Range<Int>?, shown: String) {
      if let editedCaret {
        self.editedCaret = nil
        if range(editedText) == editedCaret..<editedCaret { return }
      }
      selection = range(shown)
      text = shown
    }
  }

  @available(iOS 18.0, *)
  extension TextSelection {
    /// A selection of a UTF-16 range of `text`.
    init(formUTF16 range: Range<Int>, in text: String) {
      let count = text.utf16.count
      let lower = String.Index(utf16Offset: min(range.lowerBound, count), in: text)
      let upper = String.Index(utf16Offset: min(range.upperBound, count), in: text)
      self.init(range: lower..<upper)
    }

    /// The selection as a UTF-16 range of `text` (its first range, when several:
    /// `TextSelection.Indices.multiSelection`, macOS), `nil` when it is not inside `text`.
    func formUTF16Range(in text: String) -> Range<Int>? {
      // `if case`, not a `switch`: the SDK's enum may gain cases (a `switch` would need an
      // `@unknown default`, which a non-resilient build warns is never run).
      let range: Range<String.Index>
      if case .selection(let selected) = indices {
        range = selected
      } else if case .multiSelection(let ranges) = indices, let first = ranges.ranges.first {
        range = first
      } else {
        return nil
      }
      // An index of a longer text (the text field's, before the editor changed it) is past this
      // one's end: no offset in it.
      guard range.upperBound <= text.endIndex else { return nil }
      let lower = range.lowerBound.utf16Offset(in: text)
      let upper = range.upperBound.utf16Offset(in: text)
      guard lower >= 0, lower <= upper, upper <= text.utf16.count else { return nil }
      return lower..<upper
    }
  }
#endif
