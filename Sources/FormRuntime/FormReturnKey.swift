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

/// A static text of a form's layout (a label, a button title, a section header or footer), in
/// document order, so a screen can build its views from the spec's words.
public struct FormStaticText: Sendable, Hashable {
  /// What the text belongs to.
  public enum Kind: String, Sendable, Hashable {
    /// A label's `text`.
    case label
    /// A button's `title`.
    case button
    /// A section's `header`.
    case sectionHeader
    /// A section's `footer`.
    case sectionFooter
  }

  /// What the text belongs to.
  public var kind: Kind
  /// The node's id, if it has one.
  public var id: String?
  /// The text, exactly as the spec wrote it.
  public var text: String

  /// Creates a static text.
  public init(_ kind: Kind, id: String?, text: String) {
    self.kind = kind
    self.id = id
    self.text = text
  }
}
