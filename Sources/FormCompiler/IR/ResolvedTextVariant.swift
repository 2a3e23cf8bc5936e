import FormSpec

/// A text shown instead of its default while an app flag is set (an entry of a text's `when`):
/// the form's title and the titles of `actions`.
public struct ResolvedTextVariant: Sendable, Codable, Hashable {
  /// The app flag.
  public var flag: String
  /// The text shown while the flag is set.
  public var text: String

  /// Creates a variant.
  public init(flag: String, text: String) {
    self.flag = flag
    self.text = text
  }

  /// The checked variants of decoded ones; `nil` when there are none, so a plain text's JSON
  /// (plan, IR) is unchanged.
  static func resolved(_ variants: [TextVariant]) -> [ResolvedTextVariant]? {
    variants.isEmpty
      ? nil : variants.map { ResolvedTextVariant(flag: $0.flag.value, text: $0.text.value) }
  }
}
