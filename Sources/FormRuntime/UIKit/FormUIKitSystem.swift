#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  /// What the UIKit of the running system offers, where the runtime falls back on an older
  /// system.
  ///
  /// On a device it is `#available`. Built for the project's UIKit double (`SWIFTUI_DOUBLE`,
  /// `Tests/UIKitHarness`), where `#available` is always true, it is the iOS version the double
  /// models (`UIKitDouble.systemMajorVersion`), so that the fallbacks run there too.
  @MainActor
  enum FormUIKitSystem {
    /// Whether `UIView.keyboardLayoutGuide` exists (iOS 15,
    /// https://developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide).
    static var hasKeyboardLayoutGuide: Bool {
      #if SWIFTUI_DOUBLE
        return UIKitDouble.systemMajorVersion >= 15
      #else
        if #available(iOS 15.0, *) { return true }
        return false
      #endif
    }

    /// Whether `UIPopoverPresentationController.sourceItem` exists (iOS 16,
    /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceitem).
    static var hasPopoverSourceItem: Bool {
      #if SWIFTUI_DOUBLE
        return UIKitDouble.systemMajorVersion >= 16
      #else
        if #available(iOS 16.0, *) { return true }
        return false
      #endif
    }
  }
#endif
