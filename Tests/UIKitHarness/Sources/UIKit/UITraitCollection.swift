/// `UIUserInterfaceSizeClass`: a size class of an interface's width or height.
///
/// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass (iOS 8.0+)
@available(iOS 8.0, *)
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// No size class.
  case unspecified = 0
  /// The compact size class.
  case compact = 1
  /// The regular size class.
  case regular = 2
}

/// `UITraitCollection`: the traits of an interface (the double models the size classes).
///
/// https://developer.apple.com/documentation/uikit/uitraitcollection (iOS 8.0+)
@available(iOS 8.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// The vertical size class. Apple: "The default vertical size class for a trait collection is
  /// UIUserInterfaceSizeClass.unspecified."
  ///
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/verticalsizeclass
  /// (iOS 8.0+)
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// The horizontal size class.
  ///
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
  /// (iOS 8.0+)
  public let horizontalSizeClass: UIUserInterfaceSizeClass

  /// Creates a trait collection with no size classes.
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/init() (iOS 8.0+)
  public override init() {
    verticalSizeClass = .unspecified
    horizontalSizeClass = .unspecified
    super.init()
  }

  /// Creates a trait collection with only a vertical size class.
  ///
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(verticalsizeclass:)
  /// (iOS 8.0+)
  public init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.verticalSizeClass = verticalSizeClass
    horizontalSizeClass = .unspecified
    super.init()
  }

  init(verticalDouble: UIUserInterfaceSizeClass, horizontalDouble: UIUserInterfaceSizeClass) {
    verticalSizeClass = verticalDouble
    horizontalSizeClass = horizontalDouble
    super.init()
  }
}

extension UIView {
  /// The view's traits: its window's, or (a keyboard's accessory view, outside the window's
  /// hierarchy in the double) those of the window whose keyboard shows it; regular in both
  /// dimensions for a view in no window.
  ///
  /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
  /// (iOS 8.0+) Model: a window's size classes follow its size as Apple's size-class table for
  /// iPhone gives them (Human Interface Guidelines, Layout, "Device size classes": an iPhone in
  /// landscape has a compact height, an iPad a regular one), see `UIWindow.traitCollectionDouble`.
  public var traitCollection: UITraitCollection {
    (window ?? keyboardHostDouble)?.traitCollectionDouble
      ?? UITraitCollection(verticalDouble: .regular, horizontalDouble: .regular)
  }
}

extension UIWindow {
  /// The window's size classes, from its size as Apple's size-class table for devices gives them
  /// (Human Interface Guidelines, Layout, "Device size classes"): a window wider than high and at
  /// most 500 points high is an iPhone in landscape, vertically compact, and horizontally regular
  /// from 900 points wide (the Plus and Pro Max iPhones); any other window is vertically regular
  /// and horizontally compact below 600 points wide (an iPhone in portrait, a narrow iPad window).
  /// Model: Apple's table lists devices, not points; the thresholds separate the catalog's devices.
  var traitCollectionDouble: UITraitCollection {
    let size = bounds.size
    if size.width > size.height && size.height <= 500 {
      return UITraitCollection(
        verticalDouble: .compact, horizontalDouble: size.width >= 900 ? .regular : .compact)
    }
    return UITraitCollection(
      verticalDouble: .regular, horizontalDouble: size.width < 600 ? .compact : .regular)
  }
}
