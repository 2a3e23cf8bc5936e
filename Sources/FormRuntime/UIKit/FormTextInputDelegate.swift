#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  /// What ``FormTextInputDelegate`` reports, by view.
  @available(iOS 13.0, *)
  @MainActor
  protocol FormTextInputHandling: AnyObject {
    /// A text field or text view became first responder.
    func inputDidBeginEditing(_ view: UIView)
    /// A text field or text view stopped being first responder.
    func inputDidEndEditing(_ view: UIView)
    /// The user changed a text view's text.
    func textViewDidChange(_ textView: UITextView)
    /// Return was pressed; `true` lets UIKit go on (a text view inserts the line break).
    func inputShouldReturn(_ view: UIView) -> Bool
    /// The user is about to replace `range` of an input's text with `replacement`; `false`
    /// refuses the edit.
    func inputShouldChangeText(_ view: UIView, in range: NSRange, replacement: String) -> Bool
  }

  /// The delegate of a form's text fields and text views: forwards UIKit's callbacks to a
  /// ``FormKeyboardController``.
  ///
  /// A separate, non-generic `NSObject`, because delegate protocols are Objective-C protocols, and
  /// the controller is generic over its form.
  @available(iOS 13.0, *)
  @MainActor
  final class FormTextInputDelegate: NSObject, UITextFieldDelegate, UITextViewDelegate {
    weak var handler: (any FormTextInputHandling)?

    func textFieldDidBeginEditing(_ textField: UITextField) {
      handler?.inputDidBeginEditing(textField)
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
      handler?.inputDidEndEditing(textField)
    }

    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      handler?.inputShouldChangeText(textField, in: range, replacement: string) ?? true
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      // A field never inserts the line break; the form decides what Return does.
      _ = handler?.inputShouldReturn(textField)
      return false
    }

    func textViewDidBeginEditing(_ textView: UITextView) {
      handler?.inputDidBeginEditing(textView)
    }

    func textViewDidEndEditing(_ textView: UITextView) {
      handler?.inputDidEndEditing(textView)
    }

    func textViewDidChange(_ textView: UITextView) {
      handler?.textViewDidChange(textView)
    }

    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      guard let handler else { return true }
      // Return goes to the form first: it moves on or submits instead of inserting a line break,
      // unless the input's Return inserts one.
      if text == "\n", !handler.inputShouldReturn(textView) { return false }
      return handler.inputShouldChangeText(textView, in: range, replacement: text)
    }
  }
#endif
