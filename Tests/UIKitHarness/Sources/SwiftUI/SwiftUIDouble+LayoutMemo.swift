import Foundation
import UIKit

// What the double's layout (`SwiftUIDouble+Layout.swift`, `SwiftUINode+ScreenLayout.swift`)
// derives from the realized views, kept while nothing it depends on changes. A node is made at
// an update and never changed once the views that make it are rendered, so what is derived from
// it alone (its height, a scroll view's content layout) stays true for as long as the user's
// text size does; what the screen's geometry adds (the spans outside the scroll views, a scroll
// view's visible height) stays true for one update's views in one geometry. Nothing is kept
// while views are being rendered (their nodes are not complete), but the height of a container
// whose content is rendered. Not Apple API: a cache, which
// no modelled rule depends on; it spares the XCUITest bridge a layout of the whole tree for every
// element it reads.

extension SwiftUINode {
  /// How many renders are under way (`ViewGraph.render(_:_:)`, nested): while one is, nodes are
  /// being made and nothing derived from them is kept.
  static var renderDepth = 0

  /// Whether what is derived from the realized nodes may be kept now (no render under way).
  static var keepsLayout: Bool { renderDepth == 0 }

  /// `compute()`, or what it gave last for this node at the same text size, when kept. A
  /// container's height is kept as soon as its content is rendered (``isRendered``), even while
  /// the views around it still are: the `GeometryReader`s of an update read the layout of the
  /// views before them (``ViewGraph/readerFrame(_:size:)``), which is worked out again for each
  /// reader, and the containers rendered by then do not change.
  func memoizedHeight(_ compute: () -> CGFloat) -> CGFloat {
    let category = UIKitDouble.preferredContentSizeCategory
    if let kept = heightMemo, kept.category == category { return kept.height }
    let height = compute()
    if Self.keepsLayout || isRendered { heightMemo = (category, height) }
    return height
  }

  /// `compute()`, or what it gave last for this scroll container at the same text size, when
  /// kept.
  func memoizedContentTops(
    _ compute: () -> [ObjectIdentifier: CGFloat]
  ) -> [ObjectIdentifier: CGFloat] {
    let category = UIKitDouble.preferredContentSizeCategory
    if let kept = contentTopsMemo, kept.category == category { return kept.tops }
    let tops = compute()
    if Self.keepsLayout { contentTopsMemo = (category, tops) }
    return tops
  }
}

/// What the graph's layout derives from one update's views in one geometry: the spans outside
/// the scroll views (``ViewGraph/screenSpans()``) and the scroll views' visible heights
/// (``ViewGraph/visibleHeight(of:)``). Not Apple API.
@MainActor
final class LayoutMemo {
  /// What the kept figures depend on besides the nodes.
  struct Key: Equatable {
    /// The update whose views they are (a new root at each).
    var update: Int
    var safeAreaSize: CGSize?
    var keyboardOverlap: CGFloat
    var hostMovesAboveKeyboard: Bool
    var category: UIContentSizeCategory
  }

  private var key: Key?
  var screenSpans: [ObjectIdentifier: ClosedRange<CGFloat>]?
  var visibleHeights: [ObjectIdentifier: CGFloat] = [:]

  /// The figures kept for `key`, dropped first when they were kept for another.
  func valid(for key: Key) -> LayoutMemo {
    if self.key != key {
      self.key = key
      screenSpans = nil
      visibleHeights = [:]
    }
    return self
  }
}

extension ViewGraph {
  /// The layout kept for the last update's views in the geometry of now, or `nil` while views
  /// are being rendered (nothing is kept then).
  var keptLayout: LayoutMemo? {
    guard SwiftUINode.keepsLayout else { return nil }
    return layoutMemo.valid(
      for: LayoutMemo.Key(
        update: updateCount, safeAreaSize: safeAreaSize, keyboardOverlap: keyboardOverlap,
        hostMovesAboveKeyboard: hostMovesAboveKeyboard,
        category: UIKitDouble.preferredContentSizeCategory))
  }
}
