import SwiftUI
import Testing

/// Two text fields and a plain view, bound to one focus state; `log` records `onChange` of it.
@MainActor
struct TwoFields: View {
  enum Field: Hashable { case first, second, label, missing }
  @FocusState var focus: Field?
  @State private var first = ""
  @State private var second = ""
  let log: Log
  let request: (FocusState<Field?>.Binding) -> Void

  var body: some View {
    VStack {
      TextField("First", text: $first).focused($focus, equals: .first)
        .accessibilityIdentifier("first")
      TextField("Second", text: $second).focused($focus, equals: .second)
        .accessibilityIdentifier("second")
      Text("A label").focused($focus, equals: .label).accessibilityIdentifier("label")
      Button("Ask") { request($focus) }.accessibilityIdentifier("ask")
    }
    .onChange(of: focus) { log.values.append($0.map { "\($0)" } ?? "nil") }
  }
}

/// What a test view reports.
@MainActor
final class Log {
  var values: [String] = []
}

@MainActor
@Suite("SwiftUI double: focus", .serialized)
struct FocusTests {
  @Test("tapping a text field focuses it and the focus state follows")
  func tapFocuses() {
    let log = Log()
    let host = SwiftUIHost(TwoFields(log: log) { _ in })
    host.tap("first")
    #expect(host.focusedInput?.identifier == "first")
    #expect(log.values == ["first"])
  }

  @Test("a focus write lands on the field bound to the value at the next update")
  func writeLands() {
    let log = Log()
    let host = SwiftUIHost(TwoFields(log: log) { $0.wrappedValue = .second })
    host.tap("ask")
    #expect(host.focusedInput?.identifier == "second")
    #expect(log.values == ["second"])
  }

  @Test(
    "a write no installed, focusable view takes reverts to nil, and onChange reports it",
    arguments: [TwoFields.Field.missing, .label])
  func writeReverts(_ value: TwoFields.Field) {
    let log = Log()
    let host = SwiftUIHost(TwoFields(log: log) { $0.wrappedValue = value })
    host.tap("ask")
    #expect(host.focusedInput == nil)
    #expect(host.events.contains(.focusReverted(AnyHashable(TwoFields.Field?.some(value)))))
    // The write was seen, then the revert.
    #expect(log.values == ["\(value)", "nil"])
  }

  @Test("clearing the focus state hides the keyboard")
  func clearing() {
    let log = Log()
    let host = SwiftUIHost(TwoFields(log: log) { $0.wrappedValue = nil })
    host.tap("first")
    host.tap("ask")
    #expect(host.focusedInput == nil)
    #expect(host.events.last == .keyboardFocus(nil))
  }
}
