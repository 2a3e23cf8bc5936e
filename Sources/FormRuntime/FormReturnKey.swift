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
  /// Nothing: the keyboard has no return key, or the input is a custom control.
  case none
}

/// The state of the input accessory toolbar for the focused input.
public struct FormToolbarState: Sendable, Hashable {
  /// Whether Previous is enabled.
  public var previousEnabled: Bool
  /// Whether Next is enabled.
  public var nextEnabled: Bool
  /// The text in the toolbar's middle, if any.
  public var title: String?

  /// Creates a toolbar state.
  public init(previousEnabled: Bool, nextEnabled: Bool, title: String?) {
    self.previousEnabled = previousEnabled
    self.nextEnabled = nextEnabled
    self.title = title
  }
}
