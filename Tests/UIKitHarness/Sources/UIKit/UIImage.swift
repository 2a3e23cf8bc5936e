/// `UIImage`: a named image (recorded; the double has no image data).
/// https://developer.apple.com/documentation/uikit/uiimage (iOS 2.0+)
open class UIImage: NSObject, @unchecked Sendable {
  /// The SF Symbol name the image was created with, if any (not Apple API).
  /// double only: the symbol name the double records.
  public let simulatedSystemName: String?

  /// The asset name the image was created with, if any (not Apple API).
  /// double only: the asset name the double records.
  public let simulatedName: String?

  /// Creates an empty image.
  /// https://developer.apple.com/documentation/uikit/uiimage/init() (iOS 2.0+)
  public override init() {
    simulatedSystemName = nil
    simulatedName = nil
    super.init()
  }

  /// A system symbol image. Model: the double knows no symbol catalog, so every name gives an
  /// image (UIKit returns `nil` for an unknown name).
  ///
  /// Apple: "Creates an image object that contains a system symbol image." (init(systemName:))
  /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:) (iOS 13.0+)
  @available(iOS 13.0, *)
  public init?(systemName name: String) {
    simulatedSystemName = name
    simulatedName = nil
    super.init()
  }

  /// An image from the app's assets. Model: the double has no asset catalog, so every name gives
  /// an image (UIKit returns `nil` for a missing one).
  ///
  /// Apple: "The image object for the specified file, or nil if the method could not find the
  /// specified image." (init(named:))
  /// https://developer.apple.com/documentation/uikit/uiimage/init(named:) (iOS 2.0+)
  public init?(named name: String) {
    simulatedSystemName = nil
    simulatedName = name
    super.init()
  }

  /// The image's size: zero (no image data).
  /// https://developer.apple.com/documentation/uikit/uiimage/size (iOS 2.0+)
  open var size: CGSize { .zero }
}
