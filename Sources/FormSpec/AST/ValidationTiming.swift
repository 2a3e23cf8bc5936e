/// When an input's rules are checked and their messages shown (`validateOn`, on the form and on
/// each input). A submit always checks every input.
public enum ValidationTiming: String, SpecWord {
  /// Only a submit shows new messages; a message shown goes as soon as the value is right.
  case submit
  /// Also when editing the input ends (focus leaves it; a switch or choice when it changes).
  case endEditing
  /// Also as the user types, once the form was first submitted.
  case typing
}
