import Foundation

/// `CGVector`: a two-dimensional vector (Core Graphics, which UIKit re-exports on Apple
/// platforms; Foundation on Linux has none) —
/// https://developer.apple.com/documentation/corefoundation/cgvector
public struct CGVector: Hashable, Sendable {
  /// The x component — https://developer.apple.com/documentation/corefoundation/cgvector/dx
  public var dx: CGFloat
  /// The y component — https://developer.apple.com/documentation/corefoundation/cgvector/dy
  public var dy: CGFloat
  /// A vector whose components are both zero —
  /// https://developer.apple.com/documentation/corefoundation/cgvector/init()
  public init() {
    dx = 0
    dy = 0
  }
  /// A vector with these components —
  /// https://developer.apple.com/documentation/corefoundation/cgvector/init(dx:dy:)-1cr8k
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
  /// The vector whose components are both zero —
  /// https://developer.apple.com/documentation/corefoundation/cgvector/zero
  public static var zero: CGVector { CGVector() }
}
