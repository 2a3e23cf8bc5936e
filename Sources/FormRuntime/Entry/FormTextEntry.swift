/// How typing into a text input is limited and formatted: the spec's `maxLength` and `format`.
public struct FormTextEntry: Sendable, Hashable {
  /// The most characters the user can type: characters as users see them (grapheme clusters),
  /// or, with a ``format``, the characters of the raw value (a card number's digits, not its
  /// spaces).
  public var maxLength: Int?
  /// The format applied as the user types, by name.
  public var format: FormTextFormat?

  /// Creates an input's limit and format.
  public init(maxLength: Int? = nil, format: FormTextFormat? = nil) {
    self.maxLength = maxLength
    self.format = format
  }
}
