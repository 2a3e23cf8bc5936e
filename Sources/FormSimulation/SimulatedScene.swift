import FormCompiler
import FormRuntime
import Foundation

/// The simulated screen while one input is focused: the estimated layout, the scroll containers'
/// offsets and keyboard insets, and conversions between their coordinate spaces.
///
/// A class so that ``KeyboardHandling`` implementations set offsets the way UIKit code sets them
/// on views.
public final class SimulatedScene: @unchecked Sendable {
  /// The checked form.
  public let form: CheckedForm
  /// The screen.
  public let geometry: ScreenGeometry
  /// The layout index of the focused input.
  public let focused: Int
  /// The estimated layout (replaced when a text view grows).
  public internal(set) var layout: EstimatedLayout
  /// Content offsets by container index.
  public internal(set) var offsets: [Int: CGPoint] = [:]
  /// The bottom inset added for the keyboard, by container index.
  public internal(set) var keyboardInsets: [Int: CGFloat] = [:]

  init(form: CheckedForm, geometry: ScreenGeometry, focused: Int, layout: EstimatedLayout) {
    self.form = form
    self.geometry = geometry
    self.focused = focused
    self.layout = layout
  }

  /// A container's content offset: the one set, else where UIKit starts it (the content's top-left
  /// at the insets), fixed the first time it is asked for.
  public func offset(of container: Int) -> CGPoint {
    if let offset = offsets[container] { return offset }
    let insets = safeAreaInsets(of: container)
    let offset = CGPoint(x: -insets.left, y: -insets.top)
    offsets[container] = offset
    return offset
  }

  /// Fixes the starting offset of every container (for pictures of the whole form).
  func settleOffsets() {
    for container in layout.contentSizes.keys.sorted() { _ = offset(of: container) }
  }

  /// Where content starts below the status and navigation bars, in root-view coordinates.
  public var topBar: CGFloat { geometry.safeArea.top + geometry.navigationBar }

  /// Whether a container scrolls vertically (a vertical scroll view or a table).
  public func isVertical(_ container: Int) -> Bool {
    let node = form.layout[container]
    return node.kind == .table || node.axis != .horizontal
  }

  /// A node's frame in root-view coordinates, with every container's current offset applied.
  public func rootFrame(of node: Int) -> CGRect {
    guard let box = layout.boxes[node] else { return .null }
    let origin = contentOrigin(of: box.space)
    return box.frame.offsetBy(dx: origin.x, dy: origin.y)
  }

  /// Where a container's content origin is in root-view coordinates (`.zero` for the root view).
  public func contentOrigin(of space: Int?) -> CGPoint {
    guard let space else { return .zero }
    let frame = rootFrame(of: space)
    let offset = offset(of: space)
    return CGPoint(x: frame.minX - offset.x, y: frame.minY - offset.y)
  }

  /// The insets UIKit adds for bars and the safe area (`contentInsetAdjustmentBehavior`
  /// `.automatic` in a navigation controller): a vertical scroller under the navigation bar or over
  /// the bottom safe area adds those strips; a horizontal row adds the side safe areas it spans
  /// (none, as formc lays rows out inside the safe area).
  public func safeAreaInsets(of container: Int) -> FormEdgeInsets {
    let frame = rootFrame(of: container)
    guard isVertical(container) else {
      return FormEdgeInsets(
        top: 0, left: max(0, min(frame.width, geometry.safeArea.left - frame.minX)), bottom: 0,
        right: max(
          0, min(frame.width, frame.maxX - (geometry.viewBounds.width - geometry.safeArea.right))))
    }
    let bottomEdge = geometry.viewBounds.height - geometry.safeArea.bottom
    return FormEdgeInsets(
      top: max(0, min(frame.height, topBar - frame.minY)), left: 0,
      bottom: max(0, min(frame.height, frame.maxY - bottomEdge)), right: 0)
  }

  /// `adjustedContentInset`: the safe-area insets plus the keyboard's bottom inset.
  public func adjustedInsets(of container: Int) -> FormEdgeInsets {
    var insets = safeAreaInsets(of: container)
    insets.bottom += keyboardInsets[container] ?? 0
    return insets
  }

  /// The container's scrolling state now; a paging scroll view (`paging: true`) pages by its
  /// bounds, as `isPagingEnabled` does.
  public func viewport(of container: Int) -> FormScrollViewport {
    let bounds = layout.boxes[container]?.frame.size ?? .zero
    return FormScrollViewport(
      contentOffset: offset(of: container), boundsSize: bounds,
      contentSize: layout.contentSizes[container] ?? .zero,
      adjustedContentInset: adjustedInsets(of: container),
      pageSize: form.layout[container].paging == true ? bounds : nil)
  }

  /// Converts a rectangle into a container's content coordinates from another container's content
  /// coordinates, or from the focused input's own coordinates when `from` is `nil`.
  public func convert(_ rect: CGRect, into container: Int, from previous: Int?) -> CGRect {
    let source =
      previous.map { contentOrigin(of: $0) } ?? rootFrame(of: focused).origin
    let target = contentOrigin(of: container)
    return rect.offsetBy(dx: source.x - target.x, dy: source.y - target.y)
  }

  /// Sets a container's content offset.
  public func setOffset(_ offset: CGPoint, of container: Int) {
    offsets[container] = offset
  }

  /// The focused input's bounds (its own coordinates).
  public var focusedBounds: CGRect {
    CGRect(origin: .zero, size: layout.boxes[focused]?.frame.size ?? .zero)
  }

  /// The scroll containers holding a node, innermost first.
  public func containers(of node: Int) -> [Int] {
    var result: [Int] = []
    var space = layout.boxes[node]?.space
    while let container = space {
      result.append(container)
      space = layout.boxes[container]?.space
    }
    return result
  }

  /// The frame of a container in screen coordinates.
  public func screenFrame(of node: Int) -> CGRect {
    rootFrame(of: node).offsetBy(dx: geometry.viewFrame.minX, dy: geometry.viewFrame.minY)
  }
}
