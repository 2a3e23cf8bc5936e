import Combine
import SwiftUI
import Testing

/// An observable object that counts its instances.
@MainActor
final class Counter: ObservableObject {
  static var made = 0
  @Published var value = 0
  let label: String
  init(_ label: String) {
    self.label = label
    Counter.made += 1
  }
}

/// A view owning a `Counter` made from its input.
@MainActor
private struct Owner: View {
  @StateObject private var counter: Counter
  let log: Log

  init(label: String, log: Log) {
    _counter = StateObject(wrappedValue: Counter(label))
    self.log = log
  }

  var body: some View {
    Text(counter.label + " \(counter.value)").accessibilityIdentifier("label")
      .onAppear { log.values.append("appear") }
      .onDisappear { log.values.append("disappear") }
    Button("Add") { counter.value += 1 }.accessibilityIdentifier("add")
  }
}

/// `Owner`, shown or not.
@MainActor
private struct Parent: View {
  let label: String
  let shown: Bool
  let log: Log
  var body: some View {
    VStack {
      if shown { Owner(label: label, log: log) }
    }
  }
}

@MainActor
@Suite("SwiftUI double: lifetime, observation, toolbars and scrolling", .serialized)
struct LifetimeTests {
  @Test("a state object is created once per view identity, whatever its inputs")
  func stateObjectOnce() {
    Counter.made = 0
    let log = Log()
    let host = SwiftUIHost(Parent(label: "A", shown: true, log: log))
    host.replaceRoot(Parent(label: "B", shown: true, log: log))
    #expect(Counter.made == 1)
    #expect(host.node("label")?.text == "A 0")
    host.replaceRoot(Parent(label: "C", shown: false, log: log))
    host.replaceRoot(Parent(label: "D", shown: true, log: log))
    #expect(Counter.made == 2)
    #expect(host.node("label")?.text == "D 0")
    #expect(log.values == ["appear", "disappear", "appear"])
  }

  @Test("a published change updates the views that observe the object")
  func publishedUpdates() {
    let host = SwiftUIHost(Parent(label: "A", shown: true, log: Log()))
    host.tap("add")
    #expect(host.node("label")?.text == "A 1")
  }

  @Test("objectWillChange publishes before a published property changes")
  func willChangeOrder() {
    let counter = Counter("x")
    var seen: [Int] = []
    let subscription = counter.objectWillChange.sink { seen.append(counter.value) }
    counter.value = 5
    counter.value = 6
    #expect(seen == [0, 5])
    subscription.cancel()
    counter.value = 7
    #expect(seen == [0, 5])
  }

  @Test("the keyboard toolbar gathers the groups of every toolbar up the focused input's ancestry")
  func toolbarsGathered() {
    let host = SwiftUIHost(
      NavigationView {
        VStack {
          TextField("Name", text: .constant("")).accessibilityIdentifier("name")
            .toolbar { ToolbarItemGroup(placement: .keyboard) { Button("Inner") {} } }
        }
        .toolbar { ToolbarItemGroup(placement: .keyboard) { Button("Outer") {} } }
      })
    host.tap("name")
    #expect(host.keyboardToolbar.map { $0.texts } == [["Outer"], ["Inner"]])
  }

  @Test(
    "on iOS 15 a keyboard toolbar shows only inside a navigation container", arguments: [15, 16])
  func toolbarNeedsNavigation(os: Int) {
    let host = SwiftUIHost(
      TextField("Name", text: .constant("")).accessibilityIdentifier("name")
        .toolbar { ToolbarItemGroup(placement: .keyboard) { Button("Done") {} } })
    host.osVersion = os
    host.tap("name")
    #expect(host.keyboardToolbar.count == (os == 15 ? 0 : 1))
  }

  @Test("a Form creates the rows on screen; scrollTo finds a row not created and creates it")
  func scrollToRealized() {
    var proxy: ScrollViewProxy?
    let host = SwiftUIHost(
      ScrollViewReader { reader in
        Form {
          Text("Row 0").id(0)
          Text("Row 1").id(1).onAppear { proxy = reader }
          Text("Row 2").id(2)
        }
      })
    host.formRowWindow = 0..<2
    host.settle()
    #expect(host.root.texts == ["Row 0", "Row 1"])
    proxy?.scrollTo(2)
    proxy?.scrollTo(3)
    #expect(host.root.texts == ["Row 0", "Row 1"], "created at the next update")
    host.settle()
    #expect(host.root.texts == ["Row 1", "Row 2"])
    #expect(
      host.events.filter { if case .scrollTo = $0 { true } else { false } } == [
        .scrollTo(2, found: true), .scrollTo(3, found: false),
      ])
  }

  @Test("scrolling dismisses the keyboard as scrollDismissesKeyboard says, never before iOS 16")
  func scrollDismissal() {
    for (os, mode, dismissed) in [
      (16, ScrollDismissesKeyboardMode.immediately, true), (16, .never, false),
      (15, .immediately, false),
    ] {
      let host = SwiftUIHost(
        ScrollView { TextField("Name", text: .constant("")).accessibilityIdentifier("name") }
          .scrollDismissesKeyboard(mode))
      host.osVersion = os
      host.tap("name")
      #expect(host.dragScrollView() == dismissed)
    }
  }

  @Test("a drag runs the drag gestures attached around the scroll view, on every system")
  func simultaneousDrag() {
    for os in [15, 16] {
      var changes = 0
      let host = SwiftUIHost(
        ScrollView { TextField("Name", text: .constant("")).accessibilityIdentifier("name") }
          .scrollDismissesKeyboard(.never)
          .simultaneousGesture(DragGesture().onChanged { _ in changes += 1 }),
        osVersion: os)
      host.tap("name")
      #expect(!host.dragScrollView(), "iOS \(os)")
      #expect(changes == 1, "iOS \(os)")
      #expect(SwiftUIDoubleSystem.majorVersion == os)
    }
  }

  @Test(
    "a bottom safe-area inset sits above the keyboard while an input around which it is has focus")
  func bottomInsetAboveKeyboard() {
    let host = SwiftUIHost(
      VStack {
        ScrollView { TextField("Name", text: .constant("")).accessibilityIdentifier("name") }
          .safeAreaInset(edge: .bottom) { Button("Go") {}.accessibilityIdentifier("go") }
        TextField("Other", text: .constant("")).accessibilityIdentifier("other")
      },
      osVersion: 15)
    #expect(host.aboveKeyboard.isEmpty)
    host.tap("name")
    #expect(host.aboveKeyboard.count == 1)
    #expect(host.aboveKeyboard.first?.first(identifier: "go") != nil)
    host.tap("other")
    #expect(host.aboveKeyboard.isEmpty)
  }
}
