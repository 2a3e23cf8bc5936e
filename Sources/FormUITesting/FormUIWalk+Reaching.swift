#if canImport(XCTest) && canImport(UIKit)
  import UIKit
  import XCTest

  extension FormUIWalk {
    /// Scrolls until the element is hittable and above the keyboard; whether it is. An element
    /// that exists is scrolled towards: down when it is above what the keyboard leaves visible,
    /// up when it is below it. One that does not exist yet is searched for: towards the end
    /// first (a lazy row further down is created as it scrolls into view), and once the content
    /// stops moving, back towards the top (a table's row above the visible ones has no cell
    /// until it scrolls back). At most ``maximumSwipes`` drags each way
    /// (``scroll(towardsEnd:in:)``).
    func reach(_ element: XCUIElement, in app: XCUIApplication) -> Bool {
      var towardsEnd = true
      var turned = false
      var drags = (towardsEnd: 0, towardsTop: 0)
      while !isInReach(element, in: app) {
        let exists = element.exists
        // Under (or, floating, behind) the keyboard: up, towards the end; above what is visible:
        // down, towards the top.
        let direction = exists ? isCovered(element.frame, in: app) : towardsEnd
        let used = direction ? drags.towardsEnd : drags.towardsTop
        guard used < maximumSwipes else {
          // Searched the whole way towards the end: back to the top.
          guard !exists, !turned else { return false }
          turned = true
          towardsEnd = false
          continue
        }
        if direction { drags.towardsEnd += 1 } else { drags.towardsTop += 1 }
        let before = exists ? nil : layout(of: app)
        scroll(towardsEnd: direction, in: app)
        // Nothing moved: the content is at its end (or its top).
        if let before, layout(of: app) == before {
          if turned { return false }
          turned = true
          towardsEnd = false
        }
      }
      return true
    }

    /// The app's element tree with its frames, as XCUITest describes it, without the addresses of
    /// its snapshot objects (`0x…`), which change with every snapshot: equal before and after a
    /// drag when nothing moved.
    func layout(of app: XCUIApplication) -> String {
      app.debugDescription.replacingOccurrences(
        of: "0x[0-9a-fA-F]+", with: "", options: .regularExpression)
    }

    /// Whether the element is hittable and not covered by the keyboard or its toolbar
    /// (``isCovered(_:in:)``).
    func isInReach(_ element: XCUIElement, in app: XCUIApplication) -> Bool {
      element.exists && element.isHittable && !isCovered(element.frame, in: app)
    }

    /// Whether a frame is covered by the keyboard or its toolbar: it ends below their top; or,
    /// with a keyboard that floats (``keyboardMayFloat``, ``floatingFrames(in:)``), it
    /// overlaps them by some area (``overlaps(_:_:)``).
    func isCovered(_ frame: CGRect, in app: XCUIApplication) -> Bool {
      let floating = floatingFrames(in: app)
      guard floating.isEmpty else { return floating.contains { Self.overlaps($0, frame) } }
      return frame.maxY > keyboardTop(in: app)
    }

    /// Whether two frames share some area: a frame that only touches the other's edge (a bar
    /// pinned on a floating keyboard's top) does not overlap it. `CGRect.intersects(_:)` is not
    /// used: swift-corelibs-foundation's counts rectangles that only share an edge as
    /// intersecting (their intersection is an empty rectangle on that edge, not the null one),
    /// so the walk would judge differently on Linux.
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
      let shared = a.intersection(b)
      return !shared.isNull && shared.width > 0.01 && shared.height > 0.01
    }

    /// With ``keyboardMayFloat``, the frames of a keyboard that floats — its frame ends above
    /// the screen's bottom, as an iPad's floating keyboard does — and of FormRuntime's toolbar
    /// with it; empty for a docked keyboard, which covers the screen from its top down.
    func floatingFrames(in app: XCUIApplication) -> [CGRect] {
      guard keyboardMayFloat else { return [] }
      let keyboard = app.keyboards.firstMatch
      guard keyboard.exists, keyboard.frame.maxY < app.frame.maxY - 1 else { return [] }
      return [keyboard.frame] + toolbars(in: app).map(\.frame)
    }

    /// Drags the content one step, up (towards its end) or down (towards its top): a slow press
    /// then a drag between points a quarter and three quarters down what the navigation bar,
    /// the keyboard and its toolbar leave of the app, so that the drag starts on the content,
    /// never on the keyboard (a swipe at the app's centre, `swipeUp()`, lands on the keyboard in
    /// landscape) nor on a large title's navigation bar (which a drag would stretch, not
    /// scroll). The drag goes down the app's middle, or beside a floating keyboard that covers
    /// the middle.
    func scroll(towardsEnd: Bool, in app: XCUIApplication) {
      let screen = app.frame
      let bottom = keyboardTop(in: app)
      var top = screen.minY
      let bar = app.navigationBars.firstMatch
      if bar.exists, bar.frame.maxY < bottom { top = max(top, bar.frame.maxY) }
      let room = max(0, bottom - top)
      var x = screen.midX
      if let keyboard = floatingFrames(in: app).reduce(nil, { $0?.union($1) ?? $1 }),
        keyboard.minX <= x, x <= keyboard.maxX
      {
        let left = keyboard.minX - screen.minX
        let right = screen.maxX - keyboard.maxX
        x = left >= right ? screen.minX + left / 2 : keyboard.maxX + right / 2
      }
      let origin = app.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0))
      let upper = origin.withOffset(
        CGVector(dx: x - screen.minX, dy: top - screen.minY + room / 4))
      let lower = origin.withOffset(
        CGVector(dx: x - screen.minX, dy: top - screen.minY + room * 3 / 4))
      if towardsEnd {
        lower.press(forDuration: 0.1, thenDragTo: upper)
      } else {
        upper.press(forDuration: 0.1, thenDragTo: lower)
      }
    }

    /// Why `element` (described as `name`) is not in reach after ``reach(_:in:)``.
    func unreachable(_ name: String, _ element: XCUIElement, in app: XCUIApplication) -> String {
      guard element.exists else {
        return "\(name) could not be scrolled into reach: no such element after scrolling "
          + "towards the end and back to the top"
      }
      let place =
        element.isHittable ? "under the keyboard or its toolbar" : "off screen or covered"
      return "\(name) could not be scrolled into reach: it stays \(place) after "
        + "\(maximumSwipes) drags"
    }
  }
#endif
