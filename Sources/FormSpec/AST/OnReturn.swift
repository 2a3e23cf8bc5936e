/// What Return does on a field or text view (`onReturn` on an input, `keyboard.onReturn` for the
/// form): derived from the input's place in the focus order, or only ending editing.
public enum OnReturn: String, SpecWord {
  /// Derived: Next moves on, the last input submits, a text view inserts a newline
  /// ([Return keys](docs/SpecFormat.md#return-keys)).
  case derived
  /// Return only ends editing, so the keyboard goes down; it never moves focus or submits. The key
  /// shown is `returnKey` when given, else `done`.
  case dismiss
}
