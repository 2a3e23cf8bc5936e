#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  @available(iOS 13.0, *)
  extension FormKeyboardController {
    /// Applies the input's `maxLength` and `format` to an edit the user is about to make;
    /// returns whether UIKit should make it as it is.
    ///
    /// While a multistage input method composes (marked text: Japanese, Chinese, Korean) every
    /// edit goes through untouched, so a composition is never cut; the confirmed text is
    /// brought within the limit when it arrives (``conformedText(_:of:)``). Otherwise the edit
    /// is taken, refused, or made by the controller: the text set, the caret put where
    /// ``FormTextEditor`` says (a paste inserts the part that fits, a formatted input keeps the
    /// caret after the digit typed), and the new value sent to the session, since UIKit sends
    /// no `.editingChanged` for text set from code.
    func shouldChangeEntry(
      of view: UIView, field: Field, in range: NSRange, replacement: String
    ) -> Bool {
      guard let editor = form.textEditor(for: field) else { return true }
      let text: String
      switch view {
      case let textField as UITextField:
        guard textField.markedTextRange == nil else { return true }
        text = textField.text ?? ""
      case let textView as UITextView:
        guard textView.markedTextRange == nil else { return true }
        text = textView.text ?? ""
      default:
        return true
      }
      let lower = range.location == NSNotFound ? 0 : range.location
      switch editor.edit(text, replacing: lower..<(lower + range.length), with: replacement) {
      case .accept:
        return true
      case .refuse:
        return false
      case .replace(let newText, let caret):
        show(newText, caret: caret, in: view)
        if let textView = view as? UITextView {
          // Its placeholder and height follow, as after the user's own change.
          textViewDidChange(textView)
        } else {
          session.send(.textDidChange(field, newText))
        }
        return false
      }
    }

    /// The committed text of an input brought within its limit and format: text that arrived
    /// whole, without a per-edit check (confirmed marked text, AutoFill). When it changes, the
    /// view shows it, the caret at its end.
    func conformedText(_ text: String, of view: UIView) -> String {
      guard let field = field(for: view), let editor = form.textEditor(for: field) else {
        return text
      }
      let conformed = editor.conform(text)
      if conformed != text { show(conformed, caret: conformed.utf16.count, in: view) }
      return conformed
    }

    /// Sets an input's text and puts the caret at a UTF-16 offset.
    ///
    /// Apple, UITextInput.position(from:offset:): "Returns the text position at a specified
    /// offset from another text position"; UITextInput.selectedTextRange: "The range of selected
    /// text in a document" (an empty range is the caret).
    private func show(_ text: String, caret: Int, in view: UIView) {
      switch view {
      case let textField as UITextField:
        textField.text = text
        if let position = textField.position(from: textField.beginningOfDocument, offset: caret) {
          textField.selectedTextRange = textField.textRange(from: position, to: position)
        }
      case let textView as UITextView:
        textView.text = text
        if let position = textView.position(from: textView.beginningOfDocument, offset: caret) {
          textView.selectedTextRange = textView.textRange(from: position, to: position)
        }
      default:
        break
      }
    }
  }
#endif
