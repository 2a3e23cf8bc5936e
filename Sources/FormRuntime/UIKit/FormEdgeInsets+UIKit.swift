#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  extension FormEdgeInsets {
    /// Creates insets from UIKit's.
    public init(_ insets: UIEdgeInsets) {
      self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }

    /// The insets as UIKit's.
    public var uiEdgeInsets: UIEdgeInsets {
      UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }
  }
#endif
