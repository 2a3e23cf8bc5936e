import Foundation
import UIKit

// The window hosting a screen of the double, and where it is on the screen: a window in Stage
// Manager, Split View or Slide Over is not at the screen's origin. Not Apple API; each modelled
// rule cites Apple's documentation.

extension SwiftUIHost {
  /// The origin of the window hosting the screen, in the screen's coordinate space (`.zero`, a
  /// full-screen window, unless a test moves it; then ``settle()``): a window in Stage Manager,
  /// Split View or Slide Over is elsewhere. The double's global coordinates are the window's, so
  /// nothing a view reads moves; but the keyboard frames the host posts are "in the screen's
  /// coordinate space", which is "different than the coordinate space of your views. Although
  /// they might sometimes match, such as when your app is full screen, they might be different
  /// when your app isn't full screen, such as in Split View, Slide Over, and Stage Manager"
  /// (https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey):
  /// the window's origin is added to them, and a `UIViewRepresentable`'s view, in the host's
  /// window, converts them back (`convert(_:from:)` with the screen's `coordinateSpace`).
  public var windowOrigin: CGPoint {
    get { graph.windowOrigin }
    set {
      graph.windowOrigin = newValue
      graph.invalidate()
    }
  }
}

extension ViewGraph {
  /// A frame of the double's global coordinates (the window's) in the screen's.
  func screenFrame(ofGlobal frame: CGRect) -> CGRect {
    frame.offsetBy(dx: windowOrigin.x, dy: windowOrigin.y)
  }

  /// The window hosting the screen, shown at ``windowOrigin`` with the safe area's size (the
  /// double's screens fill their safe area).
  func makeHostingWindow() -> UIWindow {
    let window = UIWindow(frame: hostingWindowFrame)
    window.isHidden = false
    return window
  }

  /// Moves the hosting window to ``windowOrigin`` and the safe area's size.
  func placeHostingWindow() {
    let frame = hostingWindowFrame
    if hostingWindow.frame != frame { hostingWindow.frame = frame }
  }

  private var hostingWindowFrame: CGRect {
    CGRect(origin: windowOrigin, size: safeAreaSize ?? UIScreen.main.bounds.size)
  }
}
