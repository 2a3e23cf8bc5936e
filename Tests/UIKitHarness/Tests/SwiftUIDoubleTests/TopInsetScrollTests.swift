import SwiftUI
import Testing

/// Ten 44-point rows 8 apart in a scroll view under a clear top inset of `room` points (as the
/// room FormRuntime adds above a `Form`'s rows for a keyboard floating near the top), with a
/// scroll to a row by its id.
@MainActor
private struct RoomAbove: View {
  let room: CGFloat
  let scroll: TopInsetScrollBox
  var anchor: UnitPoint?

  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        VStack(spacing: 8) {
          ForEach(Array(0..<10), id: \.self) { index in
            Button("Row \(index)") {}.accessibilityIdentifier("row\(index)").id(index)
          }
        }
      }
      .safeAreaInset(edge: .top, spacing: 0) {
        Color.clear.frame(height: room).allowsHitTesting(false)
      }
      .onAppear { [anchor] in scroll.action = { proxy.scrollTo($0, anchor: anchor) } }
    }
  }
}

/// The scroll the view registered.
@MainActor
private final class TopInsetScrollBox {
  var action: ((Int) -> Void)?
}

/// A top safe-area inset around a scroll view (`safeAreaInset(edge: .top)`): "The modified view
/// is inset by the height of content, from edge, with its safe area increased by the same
/// amount" (https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby),
/// and a scroll view "will automatically inset its content by the safe area"
/// (https://developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:)-1lt8b): its
/// content rests below the inset, scrolls under it, and `scrollTo` aligns in the area below it.
@MainActor
@Suite("SwiftUI double: a scroll view under a top inset", .serialized)
struct TopInsetScrollTests {
  /// The rows on a 300-point safe area under a top inset of `room`: the rows' tops in the
  /// content are 52 × index.
  fileprivate func host(room: CGFloat, anchor: UnitPoint? = nil) -> (
    SwiftUIHost<RoomAbove>, TopInsetScrollBox
  ) {
    let box = TopInsetScrollBox()
    let host = SwiftUIHost(RoomAbove(room: room, scroll: box, anchor: anchor))
    host.safeAreaSize = CGSize(width: 390, height: 300)
    host.settle()
    return (host, box)
  }

  @Test("the content rests below the inset, and the visible area begins there")
  func restsBelow() throws {
    let (host, _) = host(room: 100)
    #expect(host.visibleHeight(ofScrollViewHolding: "row0") == 200)
    #expect(host.contentOffset(ofScrollViewHolding: "row0") == 0)
    #expect(host.visibleFrame(of: try #require(host.node("row0"))) == 100...144)
    #expect(host.visibleFrame(of: try #require(host.node("row2"))) == 204...248)
    #expect(host.isWhollyVisible(try #require(host.node("row2"))))
    // Row 4, at 308 to 352, is below the screen.
    #expect(!host.isWhollyVisible(try #require(host.node("row4"))))
  }

  @Test("without room the content rests at the top, as before")
  func noRoom() throws {
    let (host, _) = host(room: 0)
    #expect(host.visibleHeight(ofScrollViewHolding: "row0") == 300)
    #expect(host.visibleFrame(of: try #require(host.node("row0"))) == 0...44)
  }

  @Test("content scrolled up shows under the clear inset, outside the area scrollTo calls visible")
  func scrollsUnder() throws {
    let (host, _) = host(room: 100)
    host.setContentOffset(104, ofScrollViewHolding: "row2")
    let row1 = try #require(host.node("row1"))
    #expect(host.visibleFrame(of: row1) == 48...92)
    #expect(!host.isWhollyVisible(row1))
    // A touch reaches it through the clear inset, which takes none.
    #expect(host.tap("row1"))
  }

  @Test("scrollTo with an anchor aligns in the area below the inset")
  func anchored() throws {
    let (host, toTop) = host(room: 100, anchor: .top)
    toTop.action?(3)
    #expect(host.contentOffset(ofScrollViewHolding: "row3") == 156)
    #expect(host.visibleFrame(of: try #require(host.node("row3"))) == 100...144)
  }
}
