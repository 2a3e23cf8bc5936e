import SwiftUI
import Testing

/// A text field disabled by `disabled(_:)` (directly or from an ancestor) beside an enabled one,
/// both bound to one focus state; `log` records `onChange` of it.
@MainActor
struct DisabledField: View {
  enum Field: Hashable { case open, locked, nested }
  @FocusState var focus: Field?
  @State private var open = ""
  @State private var locked = ""
  @State private var nested = ""
  let log: Log
  let request: (FocusState<Field?>.Binding) -> Void

  var body: some View {
    VStack {
      TextField("Open", text: $open).focused($focus, equals: .open)
        .accessibilityIdentifier("open")
      TextField("Locked", text: $locked).focused($focus, equals: .locked)
        .accessibilityIdentifier("locked")
        .disabled(true)
      VStack {
        TextField("Nested", text: $nested).focused($focus, equals: .nested)
          .accessibilityIdentifier("nested")
      }
      .disabled(true)
      Button("Ask") { request($focus) }.accessibilityIdentifier("ask")
    }
    .onChange(of: focus) { log.values.append($0.map { "\($0)" } ?? "nil") }
  }
}

@MainActor
@Suite("SwiftUI double: a disabled text input takes no focus", .serialized)
struct DisabledFocusTests {
  @Test("a tap on a disabled text field does not focus it", arguments: ["locked", "nested"])
  func tapRefused(_ id: String) {
    let log = Log()
    let host = SwiftUIHost(DisabledField(log: log) { _ in })
    host.tap(id)
    #expect(host.focusedInput == nil)
    #expect(log.values.isEmpty)
    // The focused field keeps the focus: the tap went nowhere.
    host.tap("open")
    host.tap(id)
    #expect(host.focusedInput?.identifier == "open")
    #expect(log.values == ["open"])
  }

  @Test(
    "a focus write to a disabled text field reverts to nil, and onChange reports it",
    arguments: [DisabledField.Field.locked, .nested])
  func writeReverts(_ value: DisabledField.Field) {
    let log = Log()
    let host = SwiftUIHost(DisabledField(log: log) { $0.wrappedValue = value })
    host.tap("ask")
    #expect(host.focusedInput == nil)
    #expect(host.events.contains(.focusReverted(AnyHashable(DisabledField.Field?.some(value)))))
    #expect(log.values == ["\(value)", "nil"])
  }
}
