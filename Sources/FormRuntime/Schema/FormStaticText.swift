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
  /// The text, exactly as the spec wrote it (localized where the spec's strings are), or its
  /// default when it has ``variants``.
  public var text: String
  /// The text shown while an app flag is set (`when` in the spec), the first set flag in list
  /// order winning; empty for a plain text.
  public var variants: [FormTextVariant]

  /// Creates a static text.
  public init(_ kind: Kind, id: String?, text: String, variants: [FormTextVariant] = []) {
    self.kind = kind
    self.id = id
    self.text = text
    self.variants = variants
  }

  /// The text for the app flags `isFlagSet` says are set: the first variant whose flag is set,
  /// else ``text``.
  public func text(isFlagSet: (String) -> Bool) -> String {
    FormTextVariant.text(text, variants, isFlagSet: isFlagSet)
  }
}
