import UIKit

/// A seeded screen defect the app model cannot see (it has no screen): a text field's delegate
/// that the screen put in front of FormRuntime's — to filter what is typed, say — forwarding
/// every call to it but handling Return itself, and moving focus to a fixed input that is not
/// the next one (a wrong Next target, as hand-wired Return handling has). UIKit asks the text
/// field's one delegate whether to process Return
/// (https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldreturn(_:)),
/// so FormRuntime's is never asked.
@MainActor
final class WrongReturnTarget: NSObject, UITextFieldDelegate {
  /// FormRuntime's delegate, which gets every other call.
  private let original: (any UITextFieldDelegate)?
  /// Where Return moves focus.
  private let target: UIResponder

  /// Puts the delegate in front of `field`'s, sending Return to `target`; the caller keeps it
  /// (a text field holds its delegate weakly).
  init(on field: UITextField, to target: UIResponder) {
    original = field.delegate
    self.target = target
    super.init()
    field.delegate = self
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    _ = target.becomeFirstResponder()
    return false
  }

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    original?.textFieldShouldBeginEditing(textField) ?? true
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    original?.textFieldDidBeginEditing(textField)
  }

  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    original?.textFieldShouldEndEditing(textField) ?? true
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    original?.textFieldDidEndEditing(textField)
  }

  func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {
    original?.textFieldDidEndEditing(textField, reason: reason)
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    original?.textField(textField, shouldChangeCharactersIn: range, replacementString: string)
      ?? true
  }

  func textFieldDidChangeSelection(_ textField: UITextField) {
    original?.textFieldDidChangeSelection(textField)
  }

  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    original?.textFieldShouldClear(textField) ?? true
  }
}
