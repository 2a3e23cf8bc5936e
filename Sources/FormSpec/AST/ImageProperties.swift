/// Where an `image` node's picture comes from (`source`). Encoded as written in a spec
/// (`"app"`, `"system:lock.shield"`, `"asset:Logo"`), as `formc plan --format json` shows it.
public enum ImageSource: Sendable, Hashable, Codable {
  /// `system:NAME`: an SF Symbol (`UIImage(systemName:)`, SwiftUI `Image(systemName:)`).
  case system(String)
  /// `asset:NAME`: an image in the app's asset catalog (`UIImage(named:)`, SwiftUI
  /// `Image(_:)`).
  case asset(String)
  /// `app`: a picture the app sets at run time (a CAPTCHA downloaded from the server, the user's
  /// photo): the UIKit views protocol names the image view, the SwiftUI screen asks for it.
  case app

  /// The symbol or asset name; `nil` for `app`.
  public var name: String? {
    switch self {
    case .system(let name), .asset(let name): return name
    case .app: return nil
    }
  }

  /// The source spelt `text` (`app`, `system:NAME`, `asset:NAME`), or `nil` for another text.
  public init?(spelling text: String) {
    if text == "app" {
      self = .app
    } else if text.hasPrefix("system:"), text.count > 7 {
      self = .system(String(text.dropFirst(7)))
    } else if text.hasPrefix("asset:"), text.count > 6 {
      self = .asset(String(text.dropFirst(6)))
    } else {
      return nil
    }
  }

  /// Decodes the source from its spelling.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let source = ImageSource(spelling: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "not an image source: \(text)")
    }
    self = source
  }

  /// Encodes the source as its spelling.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(spelling)
  }

  /// The value as written in a spec (`app`, `system:lock.shield`, `asset:Logo`).
  public var spelling: String {
    switch self {
    case .system(let name): return "system:" + name
    case .asset(let name): return "asset:" + name
    case .app: return "app"
    }
  }
}

/// How an `image` fills its height (`contentMode`).
public enum ImageContentMode: String, SpecWord {
  /// The whole picture, scaled to fit, its aspect ratio kept (`scaleAspectFit`,
  /// `.scaledToFit()`); the default.
  case fit
  /// The picture scaled to fill the frame, its aspect ratio kept and its overflow clipped
  /// (`scaleAspectFill`, `.scaledToFill()` with `.clipped()`).
  case fill
}

/// The keys of an `image` node.
public struct ImageProperties: Sendable {
  /// `source`.
  public var source: Located<ImageSource>?
  /// `contentMode`.
  public var contentMode: Located<ImageContentMode>?
  /// `description`: what VoiceOver reads for the picture.
  public var description: Located<String>?
  /// `decorative`: `true` hides the picture from VoiceOver.
  public var decorative: Located<Bool>?

  /// Creates empty image keys.
  public init() {}
}
