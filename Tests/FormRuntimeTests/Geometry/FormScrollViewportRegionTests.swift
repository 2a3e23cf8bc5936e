import FormRuntime
import Foundation
import Testing

/// ``FormScrollViewport/offset(revealing:region:caret:spacing:)`` with an input's reveal region
/// (issue 28: the CAPTCHA picture above its field): the region when it fits, the least; the
/// input alone when it does not; no movement while the region shows.
@Suite("Content offset that reveals an input's reveal region")
struct FormScrollViewportRegionTests {
  /// The viewport of ``FormScrollViewportTests``: 200 visible points from offset + 100.
  func viewport(offsetY: CGFloat = 0) -> FormScrollViewport {
    FormScrollViewport(
      contentOffset: CGPoint(x: 0, y: offsetY), boundsSize: CGSize(width: 400, height: 600),
      contentSize: CGSize(width: 400, height: 2000),
      adjustedContentInset: FormEdgeInsets(top: 100, bottom: 300))
  }

  /// A 44-point field at y 600 and a 70-point picture 20 points above it: the region spans
  /// 510–644, 134 points.
  let field = CGRect(x: 0, y: 600, width: 100, height: 44)
  let region = CGRect(x: 0, y: 510, width: 100, height: 134)

  @Test("a field at the visible top with its picture above: scrolls up to show the picture")
  func regionAboveComesIntoView() {
    // Visible 560–760: the field shows with its spacing, the picture does not.
    let offset = viewport(offsetY: 460).offset(revealing: field, region: region, spacing: 16)
    // The picture's top less the spacing (494) at the visible top (offset + 100).
    #expect(offset == CGPoint(x: 0, y: 394))
    // Without the region the field stays where it is.
    #expect(viewport(offsetY: 460).offset(revealing: field, spacing: 16) == nil)
  }

  @Test("a field below the visible area: its bottom with the spacing at the visible bottom")
  func regionBelowComesUp() {
    let offset = viewport().offset(revealing: field, region: region, spacing: 16)
    #expect(offset == CGPoint(x: 0, y: 360))
  }

  @Test("a region in view does not move")
  func regionInViewStays() {
    // Visible 480–680: the region (510–644) with its spacing shows.
    #expect(viewport(offsetY: 380).offset(revealing: field, region: region, spacing: 16) == nil)
  }

  @Test("a region taller than the visible area: the field wins, where it is")
  func fieldWinsWhenTheRegionDoesNotFit() {
    let tall = CGRect(x: 0, y: 300, width: 100, height: 344)
    // The field shows whole with its spacing: nothing moves.
    #expect(viewport(offsetY: 460).offset(revealing: field, region: tall, spacing: 16) == nil)
    // Below: the field comes up alone, as without a region.
    #expect(
      viewport().offset(revealing: field, region: tall, spacing: 16)
        == viewport().offset(revealing: field, spacing: 16))
  }

  @Test("a region through a chain of containers is revealed in each")
  func chainRevealsTheRegion() {
    var offsets: [Int: CGPoint] = [:]
    let result = FormScrollChain.reveal(
      CGRect(x: 0, y: 0, width: 100, height: 44),
      region: CGRect(x: 0, y: -90, width: 100, height: 134),
      caret: nil, spacing: 16, through: [0],
      viewport: { _ in viewport(offsetY: 460) },
      convert: { rect, _, _ in rect.offsetBy(dx: 0, dy: 600) },
      setOffset: { offsets[$0] = $1 })
    #expect(result == [CGPoint(x: 0, y: 394)])
    #expect(offsets[0] == CGPoint(x: 0, y: 394))
  }
}
