import SwiftUI
import Testing

/// A text field over ten 44-point rows 8 apart in a scroll view that ignores the keyboard's
/// region of the safe area at the bottom, or not, with a scroll to a row by its id.
@MainActor
private struct KeyboardRows: View {
  let ignoresKeyboard: Bool
  let scroll: KeyboardScrollBox
  @State private var text = ""

  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        VStack(spacing: 8) {
          TextField("Name", text: $text).accessibilityIdentifier("name")
          ForEach(Array(0..<10), id: \.self) { index in
            Button("Row \(index)") {}.accessibilityIdentifier("row\(index)").id(index)
          }
        }
      }
      .ignoresSafeArea(.keyboard, edges: ignoresKeyboard ? .bottom : [])
      .onAppear { scroll.action = { proxy.scrollTo($0) } }
    }
  }
}

/// The scroll the view registered.
@MainActor
private final class KeyboardScrollBox {
  var action: ((Int) -> Void)?
}

/// `ignoresSafeArea(.keyboard, edges: .bottom)` with no host moving the screen: the keyboard is a
/// region of the safe area ("The safe area matching the current extent of any software keyboard
/// displayed over the view content",
/// https://developer.apple.com/documentation/swiftui/safearearegions/keyboard), and a view that
/// ignores it gets "an expanded safe area" into it
/// (https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)): its scroll
/// view is laid out as if the keyboard were absent, keeps its height, and scrolls in it; what it
/// lays out under the keyboard the user does not see.
@MainActor
@Suite("SwiftUI double: content that ignores the keyboard's safe area", .serialized)
struct KeyboardSafeAreaTests {
  /// 400 points of safe area, 220 of them the keyboard's while it shows.
  fileprivate func host(ignoresKeyboard: Bool) -> (SwiftUIHost<KeyboardRows>, KeyboardScrollBox) {
    let box = KeyboardScrollBox()
    let host = SwiftUIHost(KeyboardRows(ignoresKeyboard: ignoresKeyboard, scroll: box))
    host.safeAreaSize = CGSize(width: 390, height: 400)
    host.keyboardHeight = 220
    host.settle()
    #expect(host.tap("name"))
    #expect(host.focusedInput?.identifier == "name")
    return (host, box)
  }

  @Test(
    "a scroll view that ignores the keyboard's region keeps its height; one that does not shrinks")
  func height() throws {
    #expect(host(ignoresKeyboard: true).0.visibleHeight(ofScrollViewHolding: "row0") == 400)
    #expect(host(ignoresKeyboard: false).0.visibleHeight(ofScrollViewHolding: "row0") == 180)
  }

  @Test(
    "scrollTo works on the whole height: a row under the keyboard does not move and is not seen")
  func scrollUnderTheKeyboard() throws {
    let (host, box) = host(ignoresKeyboard: true)
    // Row 4's top: the field's line, 8 points, four rows of 52: about 236, under the keyboard.
    box.action?(4)
    #expect(host.contentOffset(ofScrollViewHolding: "row4") == 0)
    let row = try #require(host.node("row4"))
    #expect(!host.isWhollyVisible(row), "behind the keyboard")
    // Row 9 (below the 400 points) comes to the scroll's bottom, still under the keyboard.
    box.action?(9)
    let last = try #require(host.node("row9"))
    let frame = try #require(host.visibleFrame(of: last))
    #expect(abs(frame.upperBound - 400) < 0.001, "\(frame)")
    #expect(!host.isWhollyVisible(last))
  }

  @Test("without ignoring it, scrollTo puts the row above the keyboard")
  func scrollAboveTheKeyboard() throws {
    let (host, box) = host(ignoresKeyboard: false)
    box.action?(4)
    let row = try #require(host.node("row4"))
    let frame = try #require(host.visibleFrame(of: row))
    #expect(abs(frame.upperBound - 180) < 0.001, "\(frame)")
    #expect(host.isWhollyVisible(row))
  }

  @Test("a host that moves the whole screen above the keyboard shrinks it, ignored or not")
  func hostMovesTheScreen() throws {
    let (host, _) = host(ignoresKeyboard: true)
    host.hostMovesAboveKeyboard = true
    host.settle()
    #expect(host.visibleHeight(ofScrollViewHolding: "row0") == 180)
  }
}
