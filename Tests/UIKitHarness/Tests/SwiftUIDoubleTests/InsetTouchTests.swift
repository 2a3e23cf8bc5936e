import SwiftUI
import Testing

/// A scroll view of twenty 44-point buttons, 8 apart, above a 120-point bottom inset that is
/// clear and takes no touches (`allowsHitTesting(false)`) or a bar that does; the taps counted.
@MainActor
private struct InsetScroll: View {
  let clear: Bool
  let taps: InsetTapCount

  var body: some View {
    ScrollView {
      VStack(spacing: 8) {
        ForEach(Array(0..<20), id: \.self) { index in
          Button("Row \(index)") { taps.count += 1 }.accessibilityIdentifier("row\(index)")
        }
      }
    }
    .safeAreaInset(edge: .bottom, spacing: 0) {
      if clear {
        Color.clear.frame(height: 120).allowsHitTesting(false)
      } else {
        Button("Send") {}.frame(height: 120)
      }
    }
  }
}

/// How many rows were tapped.
@MainActor
private final class InsetTapCount {
  var count = 0
}

@MainActor
@Suite("SwiftUI double: content scrolls under a bottom inset", .serialized)
struct InsetTouchTests {
  @Test("a row under a clear inset that takes no touches shows and takes a tap")
  func clearInset() {
    let taps = InsetTapCount()
    let host = SwiftUIHost(InsetScroll(clear: true, taps: taps))
    host.safeAreaSize = CGSize(width: 390, height: 400)
    host.settle()
    #expect(host.visibleHeight(ofScrollViewHolding: "row0") == 280, "scrollTo's area ends above")
    // Row 6 is at 312 to 356: under the inset (280 to 400), on screen behind clear space.
    #expect(host.tap("row6"))
    #expect(taps.count == 1)
    // Row 8, at 416 to 460, is below the screen's bottom.
    withKnownIssue {
      #expect(!host.tap("row8"))
    } matching: { issue in
      issue.description.contains("off screen")
    }
    #expect(taps.count == 1)
  }

  @Test("a row under a bar that takes touches cannot be tapped")
  func opaqueInset() {
    let taps = InsetTapCount()
    let host = SwiftUIHost(InsetScroll(clear: false, taps: taps))
    host.safeAreaSize = CGSize(width: 390, height: 400)
    host.settle()
    #expect(host.visibleHeight(ofScrollViewHolding: "row0") == 280)
    withKnownIssue {
      #expect(!host.tap("row6"))
    } matching: { issue in
      issue.description.contains("off screen")
    }
    #expect(host.tap("row5"), "row 5, at 260 to 304, shows above the bar")
    #expect(taps.count == 1)
  }
}
