import Foundation

/// What a screen knows when it sets the inset container's bottom inset.
public struct InsetContext: Sendable, Hashable {
  /// The keyboard frame the screen acts on (screen coordinates).
  public var keyboardFrame: CGRect
  /// The inset container's frame in screen coordinates.
  public var scrollViewFrame: CGRect
  /// The screen's bounds.
  public var screenBounds: CGRect
  /// The form's root view in screen coordinates.
  public var viewFrame: CGRect
  /// The inset container's `safeAreaInsets.bottom`.
  public var scrollViewSafeAreaBottom: CGFloat
  /// The root view's `safeAreaInsets.bottom`.
  public var viewSafeAreaBottom: CGFloat
  /// Whether the scroll view adds its bottom safe area to `adjustedContentInset`.
  public var adjustsForSafeArea: Bool
}
