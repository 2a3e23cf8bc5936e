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
  /// The page size of a paging scroll view (`isPagingEnabled`: its bounds size), `nil` for one that
  /// does not page.
  ///
  /// Apple: with paging enabled, "the scroll view stops on multiples of the scroll view's bounds
  /// when the user scrolls" (`UIScrollView.isPagingEnabled`). A programmatic offset is not snapped,
  /// so an offset between two pages would show parts of both until the user next touches the view;
  /// ``offset(revealing:region:caret:spacing:)`` therefore stops on a page boundary.
  public var pageSize: CGSize?

  /// Creates a viewport.
  public init(
    contentOffset: CGPoint, boundsSize: CGSize, contentSize: CGSize,
    adjustedContentInset: FormEdgeInsets, pageSize: CGSize? = nil
  ) {
    self.contentOffset = contentOffset
    self.boundsSize = boundsSize
    self.contentSize = contentSize
    self.adjustedContentInset = adjustedContentInset
    self.pageSize = pageSize
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
  /// keyboard's top (and from a bar at the top). When that is taller than the visible area, the
  /// spacing above is given up first: the target plus `spacing` below still keeps the keyboard's
  /// gap. A target taller than that aligns its own top (without spacing) with the visible area's
  /// top; with a `caret`, the caret (with spacing as above) is revealed instead, so a tall text
  /// view keeps the insertion point in view. The result is clamped to the content's scrollable
  /// range. A paging scroll view (``pageSize``) stops, along an axis it moves on, on the page
  /// that holds the target's start (horizontally the leading edge, vertically the top).
  ///
  /// A `region` (the input's reveal region: the input, its message and the nodes its `reveal`
  /// names, a CAPTCHA picture above a field) is preferred to the target: when it fits (with the
  /// spacing as above) it is revealed whole, the least, and an offset that already shows it is
  /// kept; when it does not, the target (and its caret) is revealed as without a region, so the
  /// input wins. A paging scroll view then stops on the page that holds the region's start.
  ///
  /// - Parameters:
  ///   - target: The rectangle to reveal, in content coordinates.
  ///   - region: A larger rectangle to reveal instead when it fits, in content coordinates (it is
  ///     taken together with the target).
  ///   - caret: The caret's rectangle in content coordinates, for text views.
  ///   - spacing: Points kept between the target and the visible area's top and bottom edges.
  public func offset(
    revealing target: CGRect, region: CGRect? = nil, caret: CGRect? = nil, spacing: CGFloat = 0
  ) -> CGPoint? {
    guard !target.isNull, !target.isInfinite else { return nil }
    let visible = visibleRect
    guard visible.height > 0, visible.width > 0 else { return nil }
    let spacing = max(0, spacing)
    let region = region.flatMap { $0.isNull || $0.isInfinite ? nil : $0.union(target) }
    func spans(_ rect: CGRect) -> [(CGFloat, CGFloat)] {
      [(rect.minY - spacing, rect.maxY + spacing), (rect.minY, rect.maxY + spacing)]
    }
    var y = Self.axisOffset(
      current: contentOffset.y, inset: adjustedContentInset.top, visibleLength: visible.height,
      candidates: (region.map(spans) ?? []) + spans(target) + (caret.map(spans) ?? []),
      fallback: caret?.minY ?? target.minY, range: minimumOffset.y...maximumOffset.y)
    var x = Self.axisOffset(
      current: contentOffset.x, inset: adjustedContentInset.left, visibleLength: visible.width,
      candidates: (region.map { [($0.minX, $0.maxX)] } ?? []) + [(target.minX, target.maxX)]
        + (caret.map { [($0.minX, $0.maxX)] } ?? []),
      fallback: caret?.minX ?? target.minX, range: minimumOffset.x...maximumOffset.x)
    if let pageSize {
      // The page of the region's start while the region fits, else of the target's.
      let start =
        region.flatMap {
          $0.width <= visible.width && $0.height + spacing <= visible.height ? $0 : nil
        } ?? target
      x = Self.pageOffset(
        x, current: contentOffset.x, start: start.minX, page: pageSize.width,
        range: minimumOffset.x...maximumOffset.x)
      y = Self.pageOffset(
        y, current: contentOffset.y, start: start.minY, page: pageSize.height,
        range: minimumOffset.y...maximumOffset.y)
    }
    let offset = CGPoint(x: x, y: y)
    let tolerance: CGFloat = 0.001
    guard abs(offset.x - contentOffset.x) > tolerance || abs(offset.y - contentOffset.y) > tolerance
    else { return nil }
    return offset
  }

  /// The offset along one axis that reveals the first of `candidates` (each a (start, end) span,
  /// in order of preference) that fits in the visible length; when none fits, `fallback` (the
  /// caret's or else the target's own start, without spacing) goes to the visible area's start.
  private static func axisOffset(
    current: CGFloat, inset: CGFloat, visibleLength: CGFloat,
    candidates: [(CGFloat, CGFloat)], fallback: CGFloat, range: ClosedRange<CGFloat>
  ) -> CGFloat {
    guard !candidates.isEmpty else { return current }
    guard let wanted = candidates.first(where: { $0.1 - $0.0 <= visibleLength }) else {
      return clamp(fallback - inset, to: range)
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

  /// A paging axis: where the axis moves, the start of the page holding `start` (a whole number of
  /// pages from the content's origin), clamped to the scrollable range; where it does not move,
  /// the current offset.
  private static func pageOffset(
    _ offset: CGFloat, current: CGFloat, start: CGFloat, page: CGFloat,
    range: ClosedRange<CGFloat>
  ) -> CGFloat {
    guard page > 0, page.isFinite, abs(offset - current) > 0.001 else { return offset }
    let index = ((start + 0.5) / page).rounded(.down)
    guard index.isFinite else { return offset }
    return clamp(index * page, to: range)
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
