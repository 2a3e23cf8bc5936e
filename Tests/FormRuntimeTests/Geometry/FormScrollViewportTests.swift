import FormRuntime
import Foundation
import Testing

@Suite("Content offset that reveals a rectangle")
struct FormScrollViewportTests {
  /// 400 × 600 bounds, 2 000-point content, 100-point top bar, 300-point keyboard inset: the
  /// visible content is 200 points tall, from offset + 100.
  func viewport(offsetY: CGFloat = 0) -> FormScrollViewport {
    FormScrollViewport(
      contentOffset: CGPoint(x: 0, y: offsetY), boundsSize: CGSize(width: 400, height: 600),
      contentSize: CGSize(width: 400, height: 2000),
      adjustedContentInset: FormEdgeInsets(top: 100, bottom: 300))
  }

  @Test("the visible rectangle and scroll range")
  func visibleRectAndRange() {
    let port = viewport(offsetY: 50)
    #expect(port.visibleRect == CGRect(x: 0, y: 150, width: 400, height: 200))
    #expect(port.minimumOffset == CGPoint(x: 0, y: -100))
    #expect(port.maximumOffset == CGPoint(x: 0, y: 1700))
  }

  @Test("an already visible target needs no movement")
  func alreadyVisible() {
    #expect(
      viewport().offset(revealing: CGRect(x: 0, y: 150, width: 100, height: 44), spacing: 16) == nil
    )
  }

  @Test("a target below scrolls down just enough to keep the spacing above the keyboard")
  func scrollsDown() {
    let offset = viewport().offset(
      revealing: CGRect(x: 0, y: 500, width: 100, height: 44), spacing: 16)
    // The target's bottom plus spacing (560) lands on the visible bottom (offset + 300).
    #expect(offset == CGPoint(x: 0, y: 260))
  }

  @Test("a target that fits only without the top spacing keeps the keyboard gap")
  func givesUpTheTopSpacingFirst() {
    // 180 tall: with 16 above and below it needs 212 of the 200 visible points; without the top
    // spacing 196 fit, so its bottom plus spacing (680 + 16) lands on the visible bottom.
    let offset = viewport().offset(
      revealing: CGRect(x: 0, y: 500, width: 100, height: 180), spacing: 16)
    #expect(offset == CGPoint(x: 0, y: 396))
  }

  @Test("a target above scrolls up just enough to keep the spacing below the top bar")
  func scrollsUp() {
    let offset = viewport(offsetY: 800).offset(
      revealing: CGRect(x: 0, y: 600, width: 100, height: 44), spacing: 16)
    #expect(offset == CGPoint(x: 0, y: 484))
  }

  @Test("the offset is clamped to the scrollable range")
  func clamps() {
    let top = viewport(offsetY: 300).offset(
      revealing: CGRect(x: 0, y: 4, width: 100, height: 44), spacing: 16)
    #expect(top == CGPoint(x: 0, y: -100))
    let bottom = viewport().offset(
      revealing: CGRect(x: 0, y: 1990, width: 100, height: 44), spacing: 16)
    #expect(bottom == CGPoint(x: 0, y: 1700))
  }

  @Test("clamping back to the current offset is no movement")
  func clampedToCurrent() {
    #expect(
      viewport(offsetY: -100).offset(
        revealing: CGRect(x: 0, y: 0, width: 100, height: 44), spacing: 16)
        == nil)
  }

  @Test("a target taller than the visible area aligns its own top, without the spacing")
  func tallTargetAlignsTop() {
    // The doc says the top aligns: the spacing above is given up too (400, not 384).
    let offset = viewport().offset(
      revealing: CGRect(x: 0, y: 500, width: 100, height: 400), spacing: 16)
    #expect(offset == CGPoint(x: 0, y: 400))
  }

  @Test("a caret taller than the visible area aligns the caret's top")
  func tallCaretAlignsItsTop() {
    let port = FormScrollViewport(
      contentOffset: .zero, boundsSize: CGSize(width: 400, height: 600),
      contentSize: CGSize(width: 400, height: 2000),
      adjustedContentInset: FormEdgeInsets(top: 100, bottom: 470))
    // 30 visible points: neither the 400-point target nor the caret with spacing (52) fits.
    let offset = port.offset(
      revealing: CGRect(x: 0, y: 500, width: 100, height: 400),
      caret: CGRect(x: 10, y: 700, width: 2, height: 20), spacing: 16)
    #expect(offset == CGPoint(x: 0, y: 600))
  }

  @Test("a target taller than the visible area reveals the caret instead")
  func tallTargetRevealsCaret() {
    let offset = viewport().offset(
      revealing: CGRect(x: 0, y: 500, width: 100, height: 400),
      caret: CGRect(x: 10, y: 860, width: 2, height: 20), spacing: 16)
    // The caret's bottom plus spacing (896) lands on the visible bottom.
    #expect(offset == CGPoint(x: 0, y: 596))
  }

  @Test("a caret in a target that fits is ignored: the whole target is revealed")
  func caretIgnoredWhenTargetFits() {
    let offset = viewport().offset(
      revealing: CGRect(x: 0, y: 500, width: 100, height: 100),
      caret: CGRect(x: 10, y: 510, width: 2, height: 20), spacing: 16)
    #expect(offset == CGPoint(x: 0, y: 316))
  }

  @Test("content shorter than the visible area cannot scroll")
  func shortContent() {
    let port = FormScrollViewport(
      contentOffset: .zero, boundsSize: CGSize(width: 400, height: 600),
      contentSize: CGSize(width: 400, height: 100), adjustedContentInset: .zero)
    #expect(port.maximumOffset == .zero)
    #expect(port.offset(revealing: CGRect(x: 0, y: 80, width: 100, height: 44), spacing: 16) == nil)
  }

  @Test("nothing visible (the keyboard covers it all): no movement")
  func nothingVisible() {
    let port = FormScrollViewport(
      contentOffset: .zero, boundsSize: CGSize(width: 400, height: 300),
      contentSize: CGSize(width: 400, height: 2000),
      adjustedContentInset: FormEdgeInsets(bottom: 300))
    #expect(
      port.offset(revealing: CGRect(x: 0, y: 900, width: 100, height: 44), spacing: 16) == nil)
  }

  @Test("horizontal scrolling reveals a target with the least movement and no spacing")
  func horizontal() {
    let port = FormScrollViewport(
      contentOffset: .zero, boundsSize: CGSize(width: 300, height: 60),
      contentSize: CGSize(width: 1200, height: 60), adjustedContentInset: .zero)
    #expect(
      port.offset(revealing: CGRect(x: 700, y: 8, width: 120, height: 44), spacing: 0)
        == CGPoint(x: 520, y: 0))
  }

  /// A paging row of 4 pages of 300 points, an input on each page 16 points in.
  func pagingRow(offsetX: CGFloat = 0, insets: FormEdgeInsets = .zero) -> FormScrollViewport {
    FormScrollViewport(
      contentOffset: CGPoint(x: offsetX, y: 0), boundsSize: CGSize(width: 300, height: 60),
      contentSize: CGSize(width: 1200, height: 60), adjustedContentInset: insets,
      pageSize: CGSize(width: 300, height: 60))
  }

  @Test(
    "a paging scroll view stops on the page that holds the target",
    arguments: [(1, 300.0), (2, 600.0), (3, 900.0)])
  func pagingStopsOnAPageBoundary(page: Int, offset: Double) {
    let target = CGRect(x: CGFloat(page) * 300 + 16, y: 8, width: 268, height: 44)
    // Least movement would stop at 16 + 268 - 300 = -16 points into the page.
    #expect(
      pagingRow().offset(revealing: target, spacing: 16) == CGPoint(x: CGFloat(offset), y: 0))
  }

  @Test("a paging scroll view moves back to an earlier page's start")
  func pagingBack() {
    let target = CGRect(x: 316, y: 8, width: 268, height: 44)
    #expect(pagingRow(offsetX: 900).offset(revealing: target) == CGPoint(x: 300, y: 0))
  }

  @Test("a target visible on the current page needs no movement, paging or not")
  func pagingAlreadyVisible() {
    let target = CGRect(x: 616, y: 8, width: 268, height: 44)
    #expect(pagingRow(offsetX: 600).offset(revealing: target) == nil)
  }

  @Test("without a page size the same row stops between pages")
  func notPaging() {
    let port = FormScrollViewport(
      contentOffset: .zero, boundsSize: CGSize(width: 300, height: 60),
      contentSize: CGSize(width: 1200, height: 60), adjustedContentInset: .zero)
    #expect(
      port.offset(revealing: CGRect(x: 616, y: 8, width: 268, height: 44))
        == CGPoint(x: 584, y: 0))
  }

  @Test("where a rectangle will be once a pending scroll ends")
  func rectAfterScrolling() {
    let port = viewport(offsetY: 100)
    #expect(
      port.rect(
        CGRect(x: 0, y: 500, width: 10, height: 10), afterScrollingTo: CGPoint(x: 0, y: 300))
        == CGRect(x: 0, y: 300, width: 10, height: 10))
  }
}
