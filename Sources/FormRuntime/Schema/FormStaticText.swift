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
