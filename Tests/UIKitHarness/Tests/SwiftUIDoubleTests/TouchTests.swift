import SwiftUI
import Testing

/// A `Form` of twenty 44-point rows (buttons), each with an id.
@MainActor
private struct LongForm: View {
  var body: some View {
    Form {
      ForEach(Array(0..<20), id: \.self) { index in
        Button("Row \(index)") {}.accessibilityIdentifier("row\(index)").id(index)
      }
    }
  }
}

/// A scroll view of twenty 44-point buttons, 8 apart; the taps each counted.
@MainActor
private struct LongScroll: View {
  let taps: TapCount

  var body: some View {
    ScrollView {
      VStack(spacing: 8) {
        ForEach(Array(0..<20), id: \.self) { index in
          Button("Row \(index)") { taps.count += 1 }.accessibilityIdentifier("row\(index)")
        }
      }
    }
  }
}

/// How many buttons were tapped.
@MainActor
private final class TapCount {
  var count = 0
}

@MainActor
@Suite("SwiftUI double: a Form scrolls, and a touch reaches only what shows", .serialized)
struct TouchTests {
  @Test("a Form lays its rows out in a scroll the user and scrollTo move")
  func formScrolls() throws {
    let host = SwiftUIHost(LongForm())
    host.safeAreaSize = CGSize(width: 390, height: 200)
    host.settle()
    let row = try #require(host.node("row10"))
    #expect(host.visibleFrame(of: row) == 440...484)
    host.setContentOffset(300, ofScrollViewHolding: "row10")
    let scrolled = try #require(host.node("row10"))
    #expect(host.visibleFrame(of: scrolled) == 140...184)
    // At most the content's height less the visible height: 880 - 200.
    host.setContentOffset(10_000, ofScrollViewHolding: "row10")
    #expect(host.contentOffset(ofScrollViewHolding: "row10") == 680)
  }

  @Test("a tap on a view scrolled off screen records an issue and does nothing")
  func offScreenTap() {
    let taps = TapCount()
    let host = SwiftUIHost(LongScroll(taps: taps))
    host.safeAreaSize = CGSize(width: 390, height: 200)
    host.settle()
    #expect(host.tap("row1"))
    #expect(taps.count == 1)
    // Row 10 is at 520 to 564, under the 200-point visible area.
    withKnownIssue {
      #expect(!host.tap("row10"))
    } matching: { issue in
      issue.description.contains("off screen")
    }
    #expect(taps.count == 1)
    // Scrolled to, as a user would, it takes the tap.
    host.setContentOffset(400, ofScrollViewHolding: "row10")
    #expect(host.tap("row10"))
    #expect(taps.count == 2)
    // Scrolled past, above the visible area: off screen again.
    withKnownIssue {
      #expect(!host.tap("row1"))
    } matching: { issue in
      issue.description.contains("off screen")
    }
  }

  @Test("without a modelled safe area every view takes a tap")
  func noSafeArea() {
    let taps = TapCount()
    let host = SwiftUIHost(LongScroll(taps: taps))
    #expect(host.tap("row19"))
    #expect(taps.count == 1)
  }
}
