import FormRuntime
import Foundation
import Testing

/// Nested containers, innermost first: a horizontal row inside a vertical page.
@Suite("Revealing through nested scroll containers")
struct FormScrollChainTests {
  /// A container: its frame in the outer space and its scrolling state.
  final class Box {
    let frame: CGRect
    var offset: CGPoint
    let content: CGSize
    let insets: FormEdgeInsets
    init(frame: CGRect, offset: CGPoint = .zero, content: CGSize, insets: FormEdgeInsets = .zero) {
      self.frame = frame
      self.offset = offset
      self.content = content
      self.insets = insets
    }
  }

  @Test("the row scrolls sideways, then the page scrolls down")
  func rowThenPage() {
    // A 375 × 600 page with a 300-point keyboard inset; a row at y 700 of its content, 375 wide,
    // with 648 points of content; the input at x 432 in the row.
    let page = Box(
      frame: CGRect(x: 0, y: 0, width: 375, height: 600), content: CGSize(width: 375, height: 1200),
      insets: FormEdgeInsets(bottom: 300))
    let row = Box(
      frame: CGRect(x: 0, y: 700, width: 375, height: 44), content: CGSize(width: 648, height: 44))
    let input = CGRect(x: 432, y: 0, width: 200, height: 44)  // in the row's content
    let containers = [row, page]
    let offsets = FormScrollChain.reveal(
      CGRect(origin: .zero, size: input.size), caret: nil, spacing: 16, through: containers,
      viewport: { box in
        FormScrollViewport(
          contentOffset: box.offset, boundsSize: box.frame.size, contentSize: box.content,
          adjustedContentInset: box.insets)
      },
      convert: { rect, box, previous in
        // From the input's own space (its origin in the row's content), or from the row's bounds
        // into the page's content.
        guard let previous else { return rect.offsetBy(dx: input.minX, dy: input.minY) }
        #expect(box === page)
        return rect.offsetBy(
          dx: previous.frame.minX - previous.offset.x, dy: previous.frame.minY - previous.offset.y)
      },
      setOffset: { box, offset in box.offset = offset })
    // The row scrolls so the input's right edge meets its right edge: 632 − 375.
    #expect(offsets[0] == CGPoint(x: 257, y: 0))
    // The page scrolls the row's bottom plus spacing (760) to the visible bottom (offset + 300).
    #expect(offsets[1] == CGPoint(x: 0, y: 460))
  }

  @Test("a container that needs no movement reports nil and passes the rectangle on")
  func noMovement() {
    let box = Box(
      frame: CGRect(x: 0, y: 0, width: 375, height: 600), content: CGSize(width: 375, height: 600))
    let offsets = FormScrollChain.reveal(
      CGRect(x: 0, y: 100, width: 100, height: 44), caret: nil, spacing: 16, through: [box],
      viewport: { box in
        FormScrollViewport(
          contentOffset: box.offset, boundsSize: box.frame.size, contentSize: box.content,
          adjustedContentInset: box.insets)
      },
      convert: { rect, _, _ in rect }, setOffset: { box, offset in box.offset = offset })
    #expect(offsets == [nil])
  }
}
