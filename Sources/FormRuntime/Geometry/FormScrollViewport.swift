import Foundation

/// The scrolling state of a scroll view, in its content's coordinates: what is visible, and how far
/// it can scroll.
public struct FormScrollViewport: Sendable, Hashable {
  /// The content offset (`contentOffset`).
  public var contentOffset: CGPoint
  /// The size of the scroll view's bounds.
  public var boundsSize: CGSize
  /// The size of the content (`contentSize`).
  public var contentSize: CGSize
  /// The insets the scroll view applies (`adjustedContentInset`: the content inset, including the
  /// keyboard's bottom inset, plus any safe area the system adds).
  public var adjustedContentInset: FormEdgeInsets

  /// Creates a viewport.
  public init(
    contentOffset: CGPoint, boundsSize: CGSize, contentSize: CGSize,
    adjustedContentInset: FormEdgeInsets
  ) {
    self.contentOffset = contentOffset
    self.boundsSize = boundsSize
    self.contentSize = contentSize
    self.adjustedContentInset = adjustedContentInset
  }

  /// The part of the content that is visible and not under an inset, in content coordinates.
  public var visibleRect: CGRect {
    CGRect(
      x: contentOffset.x + adjustedContentInset.left,
      y: contentOffset.y + adjustedContentInset.top,
      width: max(0, boundsSize.width - adjustedContentInset.horizontal),
      height: max(0, boundsSize.height - adjustedContentInset.vertical))
  }

  /// The smallest content offset: the content's top-left edge at the insets.
  public var minimumOffset: CGPoint {
    CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
  }

  /// The largest content offset: the content's bottom-right edge at the insets (never below the
  /// minimum, for content shorter than the visible area).
  public var maximumOffset: CGPoint {
    CGPoint(
      x: max(
        minimumOffset.x, contentSize.width + adjustedContentInset.right - boundsSize.width),
      y: max(
        minimumOffset.y, contentSize.height + adjustedContentInset.bottom - boundsSize.height))
  }

  /// The content offset that brings `target` into the visible area with the least movement, or
  /// `nil` when no movement is needed (it is already visible, or clamping leaves the offset as is).
  ///
  /// Vertically the target is extended by `spacing` above and below, so it stays that far from the
  /// keyboard's top (and from a bar at the top). A target taller than the visible area aligns its
  /// top with the visible area's top; with a `caret`, the caret (plus `spacing`) is revealed
  /// instead, so a tall text view keeps the insertion point in view. The result is clamped to the
  /// content's scrollable range.
  ///
  /// - Parameters:
  ///   - target: The rectangle to reveal, in content coordinates.
  ///   - caret: The caret's rectangle in content coordinates, for text views.
  ///   - spacing: Points kept between the target and the visible area's top and bottom edges.
  public func offset(revealing target: CGRect, caret: CGRect? = nil, spacing: CGFloat = 0)
    -> CGPoint?
  {
    guard !target.isNull, !target.isInfinite else { return nil }
    let visible = visibleRect
    guard visible.height > 0, visible.width > 0 else { return nil }
    let spacing = max(0, spacing)
    let y = Self.axisOffset(
      current: contentOffset.y, inset: adjustedContentInset.top, visibleLength: visible.height,
      target: (target.minY - spacing, target.maxY + spacing),
      caret: caret.map { ($0.minY - spacing, $0.maxY + spacing) },
      range: minimumOffset.y...maximumOffset.y)
    let x = Self.axisOffset(
      current: contentOffset.x, inset: adjustedContentInset.left, visibleLength: visible.width,
      target: (target.minX, target.maxX), caret: caret.map { ($0.minX, $0.maxX) },
      range: minimumOffset.x...maximumOffset.x)
    let offset = CGPoint(x: x, y: y)
    let tolerance: CGFloat = 0.001
    guard abs(offset.x - contentOffset.x) > tolerance || abs(offset.y - contentOffset.y) > tolerance
    else { return nil }
    return offset
  }

  /// The offset along one axis; `target` and `caret` are (start, end) along it.
  private static func axisOffset(
    current: CGFloat, inset: CGFloat, visibleLength: CGFloat, target: (CGFloat, CGFloat),
    caret: (CGFloat, CGFloat)?, range: ClosedRange<CGFloat>
  ) -> CGFloat {
    var wanted = target
    if wanted.1 - wanted.0 > visibleLength {
      if let caret, caret.1 - caret.0 <= visibleLength {
        wanted = caret
      } else {
        return clamp(wanted.0 - inset, to: range)
      }
    }
    let start = current + inset
    let end = start + visibleLength
    let offset: CGFloat
    if wanted.0 < start {
      offset = wanted.0 - inset
    } else if wanted.1 > end {
      offset = wanted.1 - visibleLength - inset
    } else {
      return current
    }
    return clamp(offset, to: range)
  }

  private static func clamp(_ value: CGFloat, to range: ClosedRange<CGFloat>) -> CGFloat {
    min(max(value, range.lowerBound), range.upperBound)
  }

  /// Where a rectangle in content coordinates appears in the scroll view's bounds coordinates once
  /// the content offset moves from `contentOffset` to `newOffset`, expressed in today's bounds
  /// coordinates (what `convert(_:from:)` on an outer view expects while the scroll is pending).
  public func rect(_ rect: CGRect, afterScrollingTo newOffset: CGPoint) -> CGRect {
    rect.offsetBy(dx: contentOffset.x - newOffset.x, dy: contentOffset.y - newOffset.y)
  }
}
