/// What Return does on a field or text view (`onReturn` on an input, `keyboard.onReturn` for the
/// form): derived from the input's place in the focus order, only ending editing, or nothing.
public enum OnReturn: String, SpecWord {
  /// Derived: Next moves on, the last input submits, a text view inserts a newline
  /// ([Return keys](docs/SpecFormat.md#return-keys)).
  case derived
  /// Return only ends editing, so the keyboard goes down; it never moves focus or submits. The key
  /// shown is `returnKey` when given, else `done`.
  case dismiss
  /// Return does nothing: the keyboard stays and focus stays on the field. The key shown is
  /// `returnKey` when given, else the system's plain Return (`UIReturnKeyType.default`). A
  /// `field` only: on a text view it is `invalid-value` (Return inserts a newline there), and
  /// `keyboard.onReturn: none` leaves text views inserting newlines.
  case none
}
