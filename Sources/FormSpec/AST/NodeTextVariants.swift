/// The texts of a node that change with app flags (`{text, when: [{flag, text}]}`): a section's
/// `header` and `footer`, a label's `text` and a button's `title`. Each list is in spec order (the
/// first set flag wins) and empty for a plain text.
public struct NodeTextVariants: Sendable {
  /// The variants of a section's `header`.
  public var header: [TextVariant] = []
  /// The variants of a section's `footer`.
  public var footer: [TextVariant] = []
  /// The variants of a label's `text` or a button's `title`.
  public var text: [TextVariant] = []

  /// No variants.
  public init() {}

  /// Every variant, the header's, then the footer's, then the text's.
  public var all: [TextVariant] { header + footer + text }

  /// Whether there are no variants at all: what `all.isEmpty` says, without joining the three
  /// lists into a new one.
  @inlinable public var isEmpty: Bool { header.isEmpty && footer.isEmpty && text.isEmpty }
}
