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

/// An item of the input accessory toolbar, spelt as formc's `toolbar.items`.
public enum FormToolbarItem: String, Sendable, Hashable, CaseIterable {
  /// Moves to the previous visible input.
  case previous
  /// Moves to the next visible input.
  case next
  /// Flexible space between items.
  case flexibleSpace
  /// Ends editing.
  case done
  /// The submit of the form's `actions` placed in the keyboard toolbar
  /// (``FormActionPlacement/keyboardToolbar``): formc lists it in Done's place (before Done with
  /// `keyboard.afterSubmit: keep`); the spec's `toolbar.items` never name it.
  case submit
}
