/// `UIScreen`.
///
/// The double has one screen, `main`: 390 × 844 points at scale 3 (an iPhone 16 in portrait)
/// unless a test resizes a full-screen window (`UIWindow.simulateResize(to:safeAreaInsets:
/// keyboardHeight:)`). Its coordinate space is the one keyboard frames use; a window's frame is in
/// it.
/// https://developer.apple.com/documentation/uikit/uiscreen (iOS 2.0+)
@MainActor
open class UIScreen: NSObject, UICoordinateSpace {
  /// The bounds `UIKitDouble.reset()` restores: an iPhone 16's 390 × 844 points.
  static let defaultBoundsDouble = CGRect(x: 0, y: 0, width: 390, height: 844)

  /// The screen's bounds as the double keeps them.
  var boundsDouble = UIScreen.defaultBoundsDouble

  private static let mainDouble = UIScreen()

  /// The device's screen.
  ///
  /// Apple: "Returns the screen object representing the device's screen." "Apple discourages the
  /// use of this symbol. Use a UIScreen instance found through context instead." (UIScreen.main)
  /// https://developer.apple.com/documentation/uikit/uiscreen/main (iOS 2.0–26.0, deprecated)
  @available(iOS, introduced: 2.0, deprecated: 26.0)
  open class var main: UIScreen { mainDouble }

  /// The screen's bounds in points, oriented like the interface.
  ///
  /// Apple: "The bounding rectangle of the screen, measured in points." "This rectangle is
  /// specified in the current coordinate space, which takes into account any interface rotations
  /// in effect for the device." (UIScreen.bounds)
  /// https://developer.apple.com/documentation/uikit/uiscreen/bounds (iOS 2.0+)
  open var bounds: CGRect { boundsDouble }

  /// The screen's scale: 3 (an iPhone 16).
  ///
  /// Apple: "The natural scale factor associated with the screen." (UIScreen.scale)
  /// https://developer.apple.com/documentation/uikit/uiscreen/scale (iOS 4.0+)
  @available(iOS 4.0, *)
  open var scale: CGFloat { 3 }

  /// The screen's coordinate space: the screen itself, the space of keyboard frames.
  ///
  /// Apple: "The current coordinate space of the screen." "The coordinate space object reflects
  /// the interface orientation." (UIScreen.coordinateSpace)
  /// https://developer.apple.com/documentation/uikit/uiscreen/coordinatespace (iOS 8.0+)
  @available(iOS 8.0, *)
  open var coordinateSpace: any UICoordinateSpace { self }

  /// The screen's fixed (portrait-up) coordinate space: the same space here (model: the double
  /// does not rotate coordinates; a rotation is a resize, see
  /// `UIWindow.simulateResize(to:safeAreaInsets:keyboardHeight:)`).
  /// https://developer.apple.com/documentation/uikit/uiscreen/fixedcoordinatespace (iOS 8.0+)
  @available(iOS 8.0, *)
  open var fixedCoordinateSpace: any UICoordinateSpace { self }

  /// Converts a rectangle from screen coordinates to a coordinate space (a view: through its
  /// window's frame on the screen).
  ///
  /// Apple: "Converts a rectangle from the coordinate space of the current object to the specified
  /// coordinate space." (UICoordinateSpace.convert(_:to:))
  /// https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:to:)-3imkt
  /// (iOS 8.0+)
  open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    if coordinateSpace is UIScreen { return rect }
    return coordinateSpace.convert(rect, from: self)
  }

  /// Converts a rectangle from a coordinate space to screen coordinates.
  /// https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:from:)-9921a
  /// (iOS 8.0+)
  open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    if coordinateSpace is UIScreen { return rect }
    return coordinateSpace.convert(rect, to: self)
  }
}
