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
        let direction = exists ? element.frame.maxY > keyboardTop(in: app) : towardsEnd
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

    /// Whether the element is hittable and above the keyboard and its toolbar.
    func isInReach(_ element: XCUIElement, in app: XCUIApplication) -> Bool {
      element.exists && element.isHittable && element.frame.maxY <= keyboardTop(in: app)
    }

    /// Drags the content one step, up (towards its end) or down (towards its top): a slow press
    /// then a drag between points a quarter and three quarters down what the keyboard and its
    /// toolbar leave of the app, so that the drag starts on the content, never on the keyboard
    /// (a swipe at the app's centre, `swipeUp()`, lands on the keyboard in landscape).
    func scroll(towardsEnd: Bool, in app: XCUIApplication) {
      let room = max(0, keyboardTop(in: app) - app.frame.minY)
      let top = app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0))
      let upper = top.withOffset(CGVector(dx: 0, dy: room / 4))
      let lower = top.withOffset(CGVector(dx: 0, dy: room * 3 / 4))
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
