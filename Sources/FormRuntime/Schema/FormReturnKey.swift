/// A return key type, spelt as `UIReturnKeyType`'s cases.
public enum FormReturnKey: String, Sendable, Hashable, CaseIterable {
  /// Return.
  case `default`
  /// Next.
  case next
  /// Done.
  case done
  /// Go.
  case go
  /// Send.
  case send
  /// Join.
  case join
  /// Search.
  case search
  /// Continue.
  case `continue`
  /// Route.
  case route
}

/// What pressing Return does on an input.
public enum FormReturnAction: String, Sendable, Hashable {
  /// Move focus to the next visible input.
  case next
  /// Validate and submit the form.
  case submit
  /// Insert a newline (text views).
  case newline
  /// End editing.
  case dismiss
  /// Nothing: the keyboard has no return key, the input is a custom control, or the spec says
  /// Return does nothing on it (`onReturn: none`: the key shows, the keyboard stays).
  case none
}
