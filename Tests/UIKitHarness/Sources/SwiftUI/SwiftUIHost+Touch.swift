import Foundation
import Testing

// Where a user's touch can land: only on a view on screen, and not under the keyboard.
// Not Apple API.

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

extension SwiftUIHost {
  /// Whether the keyboard covers `node` where a finger touches it: a touch inside the software
  /// keyboard's frame goes to the keyboard, which is in front of the app's content, not to the
  /// view under it.
  ///
  /// - An undocked, split or floating keyboard (``floatingKeyboardFrame``): the double measures no
  ///   widths, so it takes a view to span the safe area's width and a finger to touch it at its
  ///   middle, as XCUITest's `tap()` taps an element's hit point (its centre); the view is covered
  ///   when the keyboard's frame holds that middle across the whole part of the view that shows
  ///   (``isOnScreen(_:)``: a part showing is enough).
  /// - The docked keyboard spans the screen's width at its bottom. In a scroll view's content it
  ///   ends the touchable area already (``ViewGraph/touchableHeight(of:)``); a view outside any
  ///   scroll view is covered when the whole of it lies in the keyboard's frame. SwiftUI lays
  ///   such a view out above the keyboard ("the current extent of any software keyboard displayed
  ///   over the view content",
  ///   https://developer.apple.com/documentation/swiftui/safearearegions/keyboard): "the SwiftUI
  ///   layout system sizes and positions views to avoid certain safe areas. This ensures that
  ///   system content like the software keyboard or edges of the device don't obstruct your
  ///   views", unless it ignores that region (`ignoresSafeArea(.keyboard)`, "To extend your
  ///   content into these regions",
  ///   https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)), which
  ///   leaves it under the keyboard.
  ///
  /// Apple documents the keyboard's frame as where it is on screen (`keyboardFrameEndUserInfoKey`,
  /// "in the screen's coordinate space",
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey), and
  /// hit-testing as finding the view "that contains the specified point"
  /// (https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)); that the keyboard
  /// takes the touches in its frame, in a window above the app's, is not documented: observed
  /// (the keyboard's keys take a touch over them whatever the app shows under them), and XCUITest
  /// calls an element under it not hittable, "can be clicked, tapped, or pressed at its current
  /// location" (https://developer.apple.com/documentation/xcuiautomation/xcuielement/ishittable).
  func isUnderKeyboard(_ node: SwiftUINode) -> Bool {
    guard let keyboard = keyboardFrame, let size = safeAreaSize else { return false }
    guard keyboard.floats else {
      guard !node.isLaidOutInScroll, node.enclosingScrollView == nil,
        keyboard.frame.height > 0, let span = screenFrame(of: node)
      else { return false }
      return span.lowerBound >= keyboard.frame.minY - 0.001
    }
    guard let span = touchedSpan(of: node) else { return false }
    let middle = size.width / 2
    guard keyboard.frame.minX <= middle, middle <= keyboard.frame.maxX else { return false }
    return span.lowerBound >= keyboard.frame.minY - 0.001
      && span.upperBound <= keyboard.frame.maxY + 0.001
  }

  /// The part of `node` a touch can reach, in the double's global coordinates: in a scroll
  /// view's content, its part inside the scroll view's touchable area, moved by where the scroll
  /// view is on the screen; outside, its ``screenFrame(of:)``. `nil` for a view the double does
  /// not place (a bar, a presentation) or without a safe area.
  private func touchedSpan(of node: SwiftUINode) -> ClosedRange<CGFloat>? {
    guard node.isLaidOutInScroll, let scrollView = node.enclosingScrollView else {
      return screenFrame(of: node)
    }
    guard let frame = visibleFrame(of: node), let visible = graph.touchableHeight(of: scrollView),
      let top = graph.screenSpans()[ObjectIdentifier(scrollView)]?.lowerBound
    else { return nil }
    let shown = max(frame.lowerBound, 0)...max(min(frame.upperBound, visible), 0)
    return (top + shown.lowerBound)...(top + shown.upperBound)
  }

  /// Records an issue for a tap on `node`, which the keyboard covers: the test moves a floating
  /// keyboard or scrolls the view out from under it first, or dismisses a docked one, as a user
  /// would.
  func recordCoveredTap(_ node: SwiftUINode, _ identifier: String) {
    let frame = keyboardFrame.map { "\($0.frame)" } ?? "?"
    let which = keyboardFrame?.floats == true ? "floating" : "docked"
    Issue.record(
      """
      tapped "\(identifier)", which the \(which) keyboard at \(frame) covers: the touch goes to \
      the keyboard; move the keyboard or the view out from under it first, or dismiss it, as a \
      user would
      """)
  }
}
