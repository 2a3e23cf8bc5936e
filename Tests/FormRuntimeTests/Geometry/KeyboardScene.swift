import FormRuntime
import Foundation

/// A screen of a device in one orientation, with its window's safe area.
struct Screen: Sendable, CustomStringConvertible {
  var name: String
  var bounds: CGRect
  var safeArea: FormEdgeInsets

  var description: String { name }

  /// iPhone 15: notch and 34-point home indicator.
  static let notchedPortrait = Screen(
    name: "notched portrait", bounds: CGRect(x: 0, y: 0, width: 393, height: 852),
    safeArea: FormEdgeInsets(top: 59, bottom: 34))
  /// iPhone 15 in landscape: 21-point home indicator, notch on the side.
  static let notchedLandscape = Screen(
    name: "notched landscape", bounds: CGRect(x: 0, y: 0, width: 852, height: 393),
    safeArea: FormEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
  /// iPhone SE: home button, no bottom safe area.
  static let homeButtonPortrait = Screen(
    name: "home-button portrait", bounds: CGRect(x: 0, y: 0, width: 375, height: 667),
    safeArea: FormEdgeInsets(top: 20))
  /// 11-inch iPad Pro.
  static let iPadPortrait = Screen(
    name: "iPad portrait", bounds: CGRect(x: 0, y: 0, width: 834, height: 1194),
    safeArea: FormEdgeInsets(top: 24, bottom: 20))
  /// 11-inch iPad Pro in landscape.
  static let iPadLandscape = Screen(
    name: "iPad landscape", bounds: CGRect(x: 0, y: 0, width: 1194, height: 834),
    safeArea: FormEdgeInsets(top: 24, bottom: 20))

  /// A docked keyboard of `height` at the bottom.
  func keyboard(height: CGFloat) -> CGRect {
    CGRect(x: 0, y: bounds.maxY - height, width: bounds.width, height: height)
  }

  /// The keyboard's frame while hidden: just below the screen.
  func hiddenKeyboard(height: CGFloat) -> CGRect {
    CGRect(x: 0, y: bounds.maxY, width: bounds.width, height: height)
  }
}

/// A scroll view on a screen, driven through the same pure geometry the UIKit adapter uses.
struct ScrollScene {
  /// The scroll view's frame in screen coordinates.
  var frame: CGRect
  /// The scroll view's safe area insets.
  var safeArea: FormEdgeInsets
  /// Whether the scroll view adds the safe area to its adjusted content inset.
  var addsSafeArea: Bool
  var contentSize: CGSize
  var keyboardInset: CGFloat = 0
  var contentOffset: CGPoint

  init(frame: CGRect, safeArea: FormEdgeInsets, addsSafeArea: Bool, contentSize: CGSize) {
    self.frame = frame
    self.safeArea = safeArea
    self.addsSafeArea = addsSafeArea
    self.contentSize = contentSize
    self.contentOffset = CGPoint(x: 0, y: addsSafeArea ? -safeArea.top : 0)
  }

  /// A full-screen scroll view.
  init(fullScreen screen: Screen, addsSafeArea: Bool = true, contentHeight: CGFloat) {
    self.init(
      frame: screen.bounds, safeArea: screen.safeArea, addsSafeArea: addsSafeArea,
      contentSize: CGSize(width: screen.bounds.width, height: contentHeight))
  }

  var adjustedContentInset: FormEdgeInsets {
    // Vertical content: UIKit adds the top and bottom safe area, not the sides.
    let system = addsSafeArea ? safeArea : .zero
    return FormEdgeInsets(top: system.top, bottom: system.bottom + keyboardInset)
  }

  var viewport: FormScrollViewport {
    FormScrollViewport(
      contentOffset: contentOffset, boundsSize: frame.size, contentSize: contentSize,
      adjustedContentInset: adjustedContentInset)
  }

  /// Applies a keyboard frame as the adapter does; returns the overlap.
  @discardableResult
  mutating func keyboard(_ keyboardFrame: CGRect, on screen: Screen) -> CGFloat {
    let overlap = FormKeyboardGeometry.overlap(
      keyboardFrame: keyboardFrame, viewFrame: frame, screenBounds: screen.bounds)
    keyboardInset = FormKeyboardGeometry.bottomInset(
      overlap: overlap, safeAreaBottom: safeArea.bottom, adjustsForSafeArea: addsSafeArea)
    contentOffset.y = min(max(contentOffset.y, viewport.minimumOffset.y), viewport.maximumOffset.y)
    return overlap
  }

  /// Reveals a rectangle (content coordinates) as the adapter does; returns the new offset.
  @discardableResult
  mutating func reveal(_ rect: CGRect, caret: CGRect? = nil, spacing: CGFloat) -> CGPoint? {
    let offset = viewport.offset(revealing: rect, caret: caret, spacing: spacing)
    if let offset { contentOffset = offset }
    return offset
  }

  /// Where a content rectangle is on screen.
  func onScreen(_ rect: CGRect) -> CGRect {
    rect.offsetBy(dx: frame.minX - contentOffset.x, dy: frame.minY - contentOffset.y)
  }
}

/// A column of 44-point inputs, 60 points apart, starting 16 points down.
enum Column {
  static func input(_ index: Int, width: CGFloat = 361) -> CGRect {
    CGRect(x: 16, y: 16 + 60 * CGFloat(index), width: width, height: 44)
  }

  /// The content height of `count` inputs with 40 points below the last.
  static func height(_ count: Int) -> CGFloat {
    16 + 60 * CGFloat(count - 1) + 44 + 40
  }
}
