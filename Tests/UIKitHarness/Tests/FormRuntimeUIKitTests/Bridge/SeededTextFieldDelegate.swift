import UIKit

/// A seeded screen defect in a text field's delegate: a delegate the screen put in front of
/// FormRuntime's (to filter what is typed, say), forwarding every call to it but handling Return
/// itself (``onReturn``) or doing more when editing begins (``didBegin``). UIKit asks the text
/// field's one delegate
/// (https://developer.apple.com/documentation/uikit/uitextfield/delegate), so FormRuntime's is
/// asked only when this one forwards.
@MainActor
final class SeededTextFieldDelegate: NSObject, UITextFieldDelegate {
  /// FormRuntime's delegate, which gets every other call.
  let original: (any UITextFieldDelegate)?
  /// Handles Return in place of FormRuntime's delegate
  /// (https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldreturn(_:)).
  var onReturn: ((UITextField) -> Bool)?
  /// Runs after FormRuntime's delegate was told editing began
  /// (https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidbeginediting(_:)).
  var didBegin: ((UITextField) -> Void)?
  /// Decides a typed edit in place of FormRuntime's delegate, which limits and formats it
  /// (https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:shouldchangecharactersin:replacementstring:)).
  var onChange: ((UITextField, NSRange, String) -> Bool)?

  /// Puts the delegate in front of `field`'s; the caller keeps it (a text field holds its
  /// delegate weakly).
  init(on field: UITextField) {
    original = field.delegate
    super.init()
    field.delegate = self
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if let onReturn { return onReturn(textField) }
    return original?.textFieldShouldReturn(textField) ?? true
  }

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    original?.textFieldShouldBeginEditing(textField) ?? true
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    original?.textFieldDidBeginEditing(textField)
    didBegin?(textField)
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
    if let onChange { return onChange(textField, range, string) }
    return original?.textField(
      textField, shouldChangeCharactersIn: range, replacementString: string) ?? true
  }

  func textFieldDidChangeSelection(_ textField: UITextField) {
    original?.textFieldDidChangeSelection(textField)
  }

  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    original?.textFieldShouldClear(textField) ?? true
  }
}
