import SwiftUI

extension ScreenDriver {
  /// Scrolls the least that shows the view with the accessibility identifier whole, as a user
  /// drags it into view before touching it: the double's taps reach only what shows
  /// (`SwiftUIHost.isOnScreen(_:)`). Nothing moves for a view that shows whole, or outside a
  /// scroll.
  func scrollIntoView(_ identifier: String) {
    guard let node = node(identifier), let frame = visibleFrame(of: node),
      let visible = visibleHeight(ofScrollViewHolding: identifier),
      let offset = contentOffset(ofScrollViewHolding: identifier)
    else { return }
    if frame.lowerBound < 0 {
      setContentOffset(offset + frame.lowerBound, ofScrollViewHolding: identifier)
    } else if frame.upperBound > visible {
      setContentOffset(offset + frame.upperBound - visible, ofScrollViewHolding: identifier)
    }
  }
}
