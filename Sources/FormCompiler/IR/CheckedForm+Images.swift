import FormSpec

/// An `image` node's resolved keys (``LayoutNode/image``).
public struct ResolvedImage: Sendable, Codable, Hashable {
  /// Where the picture comes from: an SF Symbol, an asset, or the app at run time.
  public var source: ImageSource
  /// How the picture fills its height (`fit` by default).
  public var contentMode: ImageContentMode
  /// What VoiceOver reads for the picture; `nil` for a decorative image, which VoiceOver skips.
  public var description: String?

  /// Creates resolved image keys.
  public init(source: ImageSource, contentMode: ImageContentMode, description: String?) {
    self.source = source
    self.contentMode = contentMode
    self.description = description
  }

  /// Whether VoiceOver skips the image (`decorative: true`).
  public var isDecorative: Bool { description == nil }
}
