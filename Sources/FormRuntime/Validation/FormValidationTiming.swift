/// When an input's error message shows (the spec's `validateOn`, on the form and on each input).
/// A submit always checks every visible input, and a message shown goes as soon as the value is
/// right, whatever the timing.
public enum FormValidationTiming: String, Sendable, Hashable, CaseIterable {
  /// Only a submit shows new messages.
  case submit
  /// Also when editing the input ends: focus leaves it (a switch or choice: when it changes).
  case endEditing
  /// Also as the user types, once the form was first submitted.
  case typing
}
