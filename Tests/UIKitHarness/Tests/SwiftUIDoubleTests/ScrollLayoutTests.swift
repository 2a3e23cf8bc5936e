import SwiftUI
import Testing

/// Ten 44-point rows 8 apart in a scroll view, with a scroll to a row by its id.
@MainActor
private struct Rows: View {
  let scroll: Box
  var anchor: UnitPoint?

  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        VStack(spacing: 8) {
          ForEach(Array(0..<10), id: \.self) { index in
            Button("Row \(index)") {}.accessibilityIdentifier("row\(index)").id(index)
          }
        }
        .padding(.vertical, 16)
      }
      .onAppear { [anchor] in scroll.action = { proxy.scrollTo($0, anchor: anchor) } }
    }
  }
}

/// The scroll the view registered.
@MainActor
private final class Box {
  var action: ((Int) -> Void)?
}

@MainActor
@Suite("SwiftUI double: layout and scrollTo", .serialized)
struct ScrollLayoutTests {
  /// The rows on a 200-point visible area: the rows' tops are 16 + 52 × index.
  fileprivate func host(anchor: UnitPoint? = nil) -> (SwiftUIHost<Rows>, Box) {
    let box = Box()
    let host = SwiftUIHost(Rows(scroll: box, anchor: anchor))
    host.safeAreaSize = CGSize(width: 390, height: 200)
    host.settle()
    return (host, box)
  }

  @Test("a VStack lays its subviews out one under the other, spacing apart, inside its padding")
  func stackLayout() throws {
    let (host, _) = host()
    let row = try #require(host.node("row3"))
    #expect(host.visibleFrame(of: row) == 172...216)
    #expect(host.contentOffset(ofScrollViewHolding: "row3") == 0)
  }

  @Test("scrollTo with no anchor scrolls the least that shows the view whole")
  func leastScroll() throws {
    let (host, box) = host()
    // Row 5 (276 to 320) is under the 200-point visible area: its bottom comes to the bottom.
    box.action?(5)
    #expect(host.contentOffset(ofScrollViewHolding: "row5") == 120)
    #expect(host.isWhollyVisible(try #require(host.node("row5"))))
    // Row 1 (68 to 112) is above it now: its top comes to the top.
    box.action?(1)
    #expect(host.contentOffset(ofScrollViewHolding: "row1") == 68)
  }

  @Test("the layout read between updates follows the safe area, kept layout or not")
  func layoutFollowsTheSafeArea() throws {
    let (host, _) = host()
    host.setContentOffset(1000, ofScrollViewHolding: "row9")
    // Read twice (the second read is the kept layout's): 544 points of content, 200 visible.
    #expect(host.visibleHeight(ofScrollViewHolding: "row9") == 200)
    #expect(host.contentOffset(ofScrollViewHolding: "row9") == 344)
    #expect(host.contentOffset(ofScrollViewHolding: "row9") == 344)
    // A taller safe area, read before and after the update it brings.
    host.safeAreaSize = CGSize(width: 390, height: 300)
    #expect(host.visibleHeight(ofScrollViewHolding: "row9") == 300)
    #expect(host.contentOffset(ofScrollViewHolding: "row9") == 244)
    host.settle()
    #expect(host.visibleHeight(ofScrollViewHolding: "row9") == 300)
    #expect(host.visibleFrame(of: try #require(host.node("row9"))) == 240...284)
  }

  @Test("scrollTo a view that shows whole does not move the content")
  func visibleStays() {
    let (host, box) = host()
    host.setContentOffset(30, ofScrollViewHolding: "row2")
    box.action?(2)
    #expect(host.contentOffset(ofScrollViewHolding: "row2") == 30)
  }

  @Test("the content offset stays within the content")
  func clamped() {
    let (host, box) = host()
    // 10 rows: 16 + 10 × 44 + 9 × 8 + 16 = 544 points of content, 200 of them visible.
    // Row 9 ends at 528: the least scroll that shows it.
    box.action?(9)
    #expect(host.contentOffset(ofScrollViewHolding: "row9") == 328)
    host.setContentOffset(1000, ofScrollViewHolding: "row9")
    #expect(host.contentOffset(ofScrollViewHolding: "row9") == 344)
  }

  @Test("scrollTo with an anchor aligns that point of the view with that point of the visible area")
  func anchored() throws {
    // Row 5 (276 to 320) on the 200-point visible area.
    let (bottom, toBottom) = host(anchor: .bottom)
    toBottom.action?(5)
    #expect(bottom.contentOffset(ofScrollViewHolding: "row5") == 120)
    // Even when it shows whole already: the anchor says where.
    bottom.setContentOffset(200, ofScrollViewHolding: "row5")
    toBottom.action?(5)
    #expect(bottom.contentOffset(ofScrollViewHolding: "row5") == 120)
    let (top, toTop) = host(anchor: .top)
    toTop.action?(5)
    #expect(top.contentOffset(ofScrollViewHolding: "row5") == 276)
    let (center, toCenter) = host(anchor: .center)
    toCenter.action?(5)
    let centered = try #require(center.contentOffset(ofScrollViewHolding: "row5"))
    #expect(abs(centered - (276 + 22 - 100)) < 0.001)
  }
}
