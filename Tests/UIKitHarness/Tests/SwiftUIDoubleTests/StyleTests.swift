import SwiftUI
import Testing

/// Text fields and a button under nested environment styles, and a labeled text field.
@MainActor
private struct Styled: View {
  @State private var first = ""
  @State private var second = ""
  @State private var third = ""

  var body: some View {
    VStack {
      TextField("First", text: $first).textFieldStyle(.roundedBorder)
        .accessibilityIdentifier("first")
      TextField("Second", text: $second).accessibilityIdentifier("second")
      LabeledContent {
        TextField("", text: $third).accessibilityIdentifier("third")
      } label: {
        Text(verbatim: "Third")
      }
      Button("Go") {}.accessibilityIdentifier("go")
    }
    .textFieldStyle(.plain)
    .buttonStyle(.borderedProminent)
  }
}

@MainActor
@Suite("SwiftUI double: environment styles and labeled content", .serialized)
struct StyleTests {
  @Test("the innermost text field style around a text field applies; a button takes its style")
  func innermostStyle() {
    let host = SwiftUIHost(Styled())
    #expect(
      host.root.first(identifier: "first")?.textFieldStyleName == "RoundedBorderTextFieldStyle")
    #expect(host.root.first(identifier: "second")?.textFieldStyleName == "PlainTextFieldStyle")
    #expect(host.root.first(identifier: "go")?.buttonStyleName == "BorderedProminentButtonStyle")
  }

  @Test("LabeledContent holds its label, then its content")
  func labeledContent() {
    let host = SwiftUIHost(Styled())
    let row = host.root.subtree.first { $0.kind == .container("LabeledContent") }
    #expect(row?.texts == ["Third"])
    #expect(row?.subtree.last?.identifier == "third")
  }
}
