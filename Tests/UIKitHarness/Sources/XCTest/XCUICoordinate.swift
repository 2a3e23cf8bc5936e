/// `XCUICoordinate`: a location on screen relative to a UI element, computed anew from the
/// element's frame each time it is used —
/// https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate
///
/// The double models a press-and-drag as the app's drag from one screen point to the other
/// (``XCUIApplicationDouble/drag(from:to:)``); a coordinate whose element does not exist fails
/// the test, as `screenPoint` documents.
@MainActor
open class XCUICoordinate: NSObject {
  /// The element that the coordinate is based on —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate/referencedelement
  public let referencedElement: XCUIElement
  /// The offset from the element's frame's origin, in fractions of its size.
  let normalizedOffset: CGVector
  /// The offset in points added to that.
  let pointsOffset: CGVector

  init(referencedElement: XCUIElement, normalizedOffset: CGVector, pointsOffset: CGVector) {
    self.referencedElement = referencedElement
    self.normalizedOffset = normalizedOffset
    self.pointsOffset = pointsOffset
  }

  /// The coordinate's location on screen, from the referenced element's frame now; the test
  /// fails when the element does not exist —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate/screenpoint
  open var screenPoint: CGPoint {
    guard let frame = referencedElement.resolve()?.frame else {
      XCTestDouble.record("Failed to compute a coordinate: no matching element")
      return .zero
    }
    return CGPoint(
      x: frame.minX + normalizedOffset.dx * frame.width + pointsOffset.dx,
      y: frame.minY + normalizedOffset.dy * frame.height + pointsOffset.dy)
  }

  /// A coordinate this many points away from this one —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate/withoffset(_:)
  open func withOffset(_ offsetVector: CGVector) -> XCUICoordinate {
    XCUICoordinate(
      referencedElement: referencedElement, normalizedOffset: normalizedOffset,
      pointsOffset: CGVector(
        dx: pointsOffset.dx + offsetVector.dx, dy: pointsOffset.dy + offsetVector.dy))
  }

  /// Sends a tap event at the coordinate —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate/tap()
  ///
  /// The double hands the screen point to the app (``XCUIApplicationDouble/tap(at:)``), which
  /// decides what is under it; a coordinate whose element does not exist fails the test, as
  /// `screenPoint` documents.
  open func tap() {
    guard referencedElement.exists else {
      return XCTestDouble.record("Failed to tap a coordinate: no matching element")
    }
    XCTestDouble.application?.tap(at: screenPoint)
  }

  /// Presses at the coordinate for `duration` seconds, then drags to `otherCoordinate` —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate/press(forduration:thendragto:)
  open func press(forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate) {
    guard referencedElement.exists, otherCoordinate.referencedElement.exists else {
      return XCTestDouble.record("Failed to press and drag: no matching element")
    }
    XCTestDouble.application?.drag(from: screenPoint, to: otherCoordinate.screenPoint)
  }
}

extension XCUIElement {
  /// A coordinate at the element's frame's origin plus `normalizedOffset` times its size —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/coordinate(withnormalizedoffset:)
  public func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate {
    XCUICoordinate(referencedElement: self, normalizedOffset: normalizedOffset, pointsOffset: .zero)
  }
}
