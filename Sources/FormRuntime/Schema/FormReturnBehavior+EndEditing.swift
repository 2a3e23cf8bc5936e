extension FormReturnBehavior {
  /// `onReturn: dismiss`: Return only ends editing, wherever the input stands (the keyboard goes
  /// down; focus neither moves nor submits). `key` is the spec's `returnKey`, or `done`.
  public static func endEditing(_ key: FormReturnKey) -> Self {
    Self(
      whenFollowed: Step(key: key, action: .dismiss), whenLast: Step(key: key, action: .dismiss))
  }

  /// `onReturn: none` on a field: Return does nothing, wherever the field stands (the keyboard
  /// stays; focus neither moves nor submits). `key` is the spec's `returnKey`, or `default` (the
  /// system's plain Return).
  public static func doesNothing(_ key: FormReturnKey) -> Self {
    Self(whenFollowed: Step(key: key, action: .none), whenLast: Step(key: key, action: .none))
  }
}
