import Foundation

/// Insets from the edges of a rectangle, like `UIEdgeInsets`, usable where UIKit is not.
public struct FormEdgeInsets: Sendable, Hashable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Creates insets.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = FormEdgeInsets()

  /// The sum of the top and bottom insets.
  public var vertical: CGFloat { top + bottom }

  /// The sum of the left and right insets.
  public var horizontal: CGFloat { left + right }
}
