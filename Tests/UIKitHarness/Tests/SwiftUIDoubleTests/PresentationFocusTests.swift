import SwiftUI
import Testing

/// A screen that asks for focus in its `onAppear`, as an app does on a screen it pushes or shows
/// in a sheet; `log` records `onChange` of the focus state.
@MainActor
struct FocusOnAppear: View {
  enum Field: Hashable { case name }
  @FocusState var focus: Field?
  @State private var name = ""
  let log: Log

  var body: some View {
    VStack {
      TextField("Name", text: $name).focused($focus, equals: .name)
        .accessibilityIdentifier("name")
      Button("Ask") { focus = .name }.accessibilityIdentifier("ask")
    }
    .onAppear { focus = .name }
    .onChange(of: focus) { log.values.append($0.map { "\($0)" } ?? "nil") }
  }
}

@MainActor
@Suite("SwiftUI double: focus during a push or sheet presentation")
struct PresentationFocusTests {
  @Test("a focus written in onAppear outside a transition lands")
  func landsWithoutTransition() {
    let log = Log()
    let host = SwiftUIHost(FocusOnAppear(log: log))
    #expect(host.focusedInput?.identifier == "name")
    #expect(log.values == ["name"])
  }

  @Test("a focus written in onAppear during the transition reverts to nil, and onChange reports it")
  func revertsDuringTransition() {
    let log = Log()
    let host = SwiftUIHost(FocusOnAppear(log: log), presenting: true)
    #expect(host.isInPresentationTransition)
    #expect(host.focusedInput == nil)
    #expect(host.events.contains(.focusReverted(AnyHashable(FocusOnAppear.Field?.some(.name)))))
    #expect(log.values == ["name", "nil"])
  }

  @Test("the transition's end writes nothing again; a write after it lands")
  func writeAfterTransitionLands() {
    let log = Log()
    let host = SwiftUIHost(FocusOnAppear(log: log), presenting: true)
    host.endPresentation()
    host.settle()
    #expect(host.focusedInput == nil, "nothing asks again by itself")
    #expect(host.tap("ask"))
    #expect(host.focusedInput?.identifier == "name")
    #expect(log.values == ["name", "nil", "name"])
  }

  @Test("a write during a transition begun later (a screen pushed over it) reverts too")
  func revertsInLaterTransition() {
    let log = Log()
    let host = SwiftUIHost(FocusOnAppear(log: log), presenting: true)
    host.endPresentation()
    host.beginPresentation()
    #expect(host.tap("ask"))
    #expect(host.focusedInput == nil)
    #expect(log.values == ["name", "nil", "name", "nil"])
    host.endPresentation()
    #expect(host.tap("ask"))
    #expect(host.focusedInput?.identifier == "name")
  }
}
