import Foundation

/// Label line counts by node and width, shared by the estimates of one form (a label's text does
/// not change between scenarios, and most scenarios share a few widths).
public final class TextMeasureCache: @unchecked Sendable {
  struct Key: Hashable {
    var node: Int
    var width: CGFloat
  }
  var lines: [Key: Int] = [:]

  /// An empty cache; use one per form and thread.
  public init() {}
}
