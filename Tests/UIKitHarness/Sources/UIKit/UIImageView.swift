/// `UIImageView`: a view that shows an image —
/// https://developer.apple.com/documentation/uikit/uiimageview (iOS 2.0+, `@MainActor class
/// UIImageView`).
///
/// Its intrinsic size is its image's (zero in the double, which has no image data): the screen's
/// constraints give it its size, as Apple advises ("Use constraints and the image view's content
/// mode to adjust the image view's final size onscreen", init(image:)).
@MainActor
open class UIImageView: UIView {
  /// The image shown, or `nil` —
  /// https://developer.apple.com/documentation/uikit/uiimageview/image ("The image displayed in
  /// the image view").
  open var image: UIImage?

  /// An image view showing `image` —
  /// https://developer.apple.com/documentation/uikit/uiimageview/init(image:) ("Returns an image
  /// view initialized with the specified image").
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
  }

  /// An empty image view with a frame —
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// An image view from an archive — https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The image's size (the double's images have none) —
  /// https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
  open override var intrinsicContentSize: CGSize { image?.size ?? .zero }
}
