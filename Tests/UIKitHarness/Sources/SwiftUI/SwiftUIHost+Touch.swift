import Foundation
import Testing

// Where a user's touch can land: only on a view on screen. Not Apple API.

extension SwiftUIHost {
  /// Whether a touch can land on `node`: not when it lies in a scroll container's content
  /// wholly outside the part of the container a touch reaches (scrolled off, under the docked
  /// keyboard, or under a bottom safe-area inset that takes touches; content under a clear inset
  /// that takes none shows and takes the touch, ``ViewGraph/touchableHeight(of:)``). A finger touches what the screen
  /// shows; XCUITest likewise calls an element hittable only when it "can be clicked, tapped, or
  /// pressed at its current location", not when it "is offscreen", "even if the element can be
  /// scrolled into a hittable position"
  /// (https://developer.apple.com/documentation/xcuiautomation/xcuielement/ishittable). (XCUITest's
  /// own `tap()` "attempts to scroll the element onscreen before performing the tap",
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/tap(); the double's
  /// ``tap(_:)`` is a user's touch, which does not.) A part showing is enough: the double
  /// measures no widths and no hit points. Views outside a scroll's laid-out content (bars,
  /// overlays, presentations), and every view while no safe area is modelled, are taken to be on
  /// screen.
  func isOnScreen(_ node: SwiftUINode) -> Bool {
    guard node.isLaidOutInScroll, let scrollView = node.enclosingScrollView,
      let visible = graph.touchableHeight(of: scrollView), let frame = visibleFrame(of: node)
    else { return true }
    return frame.upperBound > 0.001 && frame.lowerBound < visible - 0.001
  }

  /// Records an issue for a tap on `node`, which no touch can reach: the test scrolls to it
  /// first, as a user would (``setContentOffset(_:ofScrollViewHolding:)``).
  func recordOffScreenTap(_ node: SwiftUINode, _ identifier: String) {
    let frame = visibleFrame(of: node).map { "\($0.lowerBound)...\($0.upperBound)" } ?? "?"
    let visible = node.enclosingScrollView.flatMap { graph.touchableHeight(of: $0) } ?? 0
    Issue.record(
      """
      tapped "\(identifier)", which is off screen: at \(frame) in its scroll view, whose visible \
      area is 0...\(visible); a touch cannot reach it, scroll to it first as a user would
      """)
  }
}
