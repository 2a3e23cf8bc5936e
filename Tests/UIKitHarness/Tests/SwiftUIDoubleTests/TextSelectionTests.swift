import SwiftUI
import Testing

/// A text field bound to its selection, a button that puts the caret at the start, and a text
/// field without a selection whose binding keeps only digits.
@MainActor
private struct SelectionScreen: View {
  @State private var text = ""
  @State private var selection: TextSelection? = nil
  @State private var digits = ""

  var body: some View {
    let digits = $digits
    VStack {
      TextField("Text", text: $text, selection: $selection).accessibilityIdentifier("text")
      Button("Start") { selection = TextSelection(insertionPoint: text.startIndex) }
        .accessibilityIdentifier("start")
      Text(selection.map { caretDescription($0) } ?? "none").accessibilityIdentifier("selection")
      TextField(
        "Digits",
        text: Binding(
          get: { digits.wrappedValue },
          set: { digits.wrappedValue = $0.filter(\.isNumber) })
      )
      .accessibilityIdentifier("digits")
    }
  }

  private func caretDescription(_ selection: TextSelection) -> String {
    guard case .selection(let range) = selection.indices else { return "several" }
    let lower = range.lowerBound.utf16Offset(in: text)
    let upper = range.upperBound.utf16Offset(in: text)
    return "\(lower)..<\(upper)"
  }
}

@MainActor
@Suite("SwiftUI double: the caret and a text field's selection", .serialized)
struct TextSelectionTests {
  @Test("typing inserts at the caret the user placed, and the selection binding reports the caret")
  func typingAtTheCaret() async {
    let host = SwiftUIHost(SelectionScreen(), osVersion: 18)
    host.tap("text")
    await host.type("acd")
    #expect(host.node("selection")?.text == "3..<3")
    await host.placeCaret(at: 1)
    #expect(host.node("selection")?.text == "1..<1")
    await host.type("b")
    #expect(await host.caret() == 2..<2)
    #expect(host.node("selection")?.text == "2..<2")
    await host.deleteBackward()
    #expect(await host.caret() == 1..<1)
    await host.type("B")
    #expect(await host.caret() == 2..<2)
    #expect(host.node("selection")?.text == "2..<2")
  }

  @Test("a selection the app sets moves the caret")
  func appMovesTheCaret() async {
    let host = SwiftUIHost(SelectionScreen(), osVersion: 18)
    host.tap("text")
    await host.type("bc")
    host.tap("start")
    #expect(await host.caret() == 0..<0)
    await host.type("a")
    #expect(await host.caret() == 1..<1)
  }

  @Test("a text the binding replaces puts the caret at its end")
  func replacedTextCaretAtTheEnd() async {
    let host = SwiftUIHost(SelectionScreen(), osVersion: 18)
    host.tap("digits")
    await host.type("1234")
    await host.placeCaret(at: 1)
    await host.type("9")
    #expect(await host.caret() == 2..<2, "the binding kept the edit")
    await host.type("x")
    #expect(await host.caret() == 5..<5, "the binding left the letter out")
  }
}
