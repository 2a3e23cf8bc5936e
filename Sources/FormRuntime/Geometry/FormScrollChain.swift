import Foundation

/// Scrolls a rectangle into view through nested scroll containers, innermost first: the one
/// algorithm `FormKeyboardAvoider` runs on UIKit views and `formc simulate` runs on estimated frames.
///
/// Each container reveals the rectangle (and a caret inside it) in its own content coordinates with
/// ``FormScrollViewport/offset(revealing:region:caret:spacing:)``; the next container out sees the
/// rectangle (and the reveal region around it) where it will be once the inner container has
/// scrolled.
public enum FormScrollChain {
  /// Reveals `target` through `containers`, innermost first, and returns the content offset set on
  /// each container (`nil` where it did not need to move).
  ///
  /// - Parameters:
  ///   - target: The rectangle to reveal, in the input's coordinates.
  ///   - region: The input's reveal region (the target with the nodes its `reveal` names that
  ///     show), in the input's coordinates, revealed instead of the target where it fits.
  ///   - caret: A caret inside the target (growing text views), in the input's coordinates.
  ///   - spacing: Points kept between the target and the visible area's edges.
  ///   - containers: The scroll containers that hold the input, innermost first.
  ///   - viewport: The container's scrolling state as it is now.
  ///   - convert: Converts a rectangle into the container's bounds coordinates (its content
  ///     coordinates) from the previous container's bounds coordinates, or from the input's
  ///     coordinates when the previous container is `nil`.
  ///   - setOffset: Sets the container's content offset (animated or not, as the caller chooses).
  @discardableResult
  public static func reveal<Container>(
    _ target: CGRect, region: CGRect? = nil, caret: CGRect?, spacing: CGFloat,
    through containers: [Container],
    viewport: (Container) -> FormScrollViewport,
    convert: (CGRect, _ into: Container, _ from: Container?) -> CGRect,
    setOffset: (Container, CGPoint) -> Void
  ) -> [CGPoint?] {
    var rect = target
    var region = region
    var caret = caret
    var previous: Container?
    var offsets: [CGPoint?] = []
    offsets.reserveCapacity(containers.count)
    for container in containers {
      let inContainer = convert(rect, container, previous)
      let regionInContainer = region.map { convert($0, container, previous) }
      let caretInContainer = caret.map { convert($0, container, previous) }
      let before = viewport(container)
      if let offset = before.offset(
        revealing: inContainer, region: regionInContainer, caret: caretInContainer,
        spacing: spacing)
      {
        setOffset(container, offset)
        // Where the rectangle is in the container's bounds once the (possibly animated) scroll
        // ends, in the coordinates conversion uses now.
        let now = viewport(container)
        rect = now.rect(inContainer, afterScrollingTo: offset)
        region = regionInContainer.map { now.rect($0, afterScrollingTo: offset) }
        caret = caretInContainer.map { now.rect($0, afterScrollingTo: offset) }
        offsets.append(offset)
      } else {
        rect = inContainer
        region = regionInContainer
        caret = caretInContainer
        offsets.append(nil)
      }
      previous = container
    }
    return offsets
  }
}
