import SwiftUI
import Testing

/// A field in a navigation container with a keyboard toolbar item ("Parent") that presents a
/// sheet holding a field of its own, with or without a navigation container and a keyboard
/// toolbar item ("Sheet") inside the sheet.
@MainActor
struct SheetPresenter: View {
  @State var isPresented = true
  @State private var outer = ""
  @State private var inner = ""
  let sheetHasNavigation: Bool
  let dismissals: Log

  var body: some View {
    NavigationView {
      TextField("Outer", text: $outer).accessibilityIdentifier("outer")
        .sheet(isPresented: $isPresented, onDismiss: { dismissals.values.append("dismissed") }) {
          if sheetHasNavigation {
            NavigationView { sheetContent }
          } else {
            sheetContent
          }
        }
        .toolbar { ToolbarItemGroup(placement: .keyboard) { Button("Parent") {} } }
    }
  }

  private var sheetContent: some View {
    TextField("Inner", text: $inner).accessibilityIdentifier("inner")
      .toolbar { ToolbarItemGroup(placement: .keyboard) { Button("Sheet") {} } }
  }
}

@MainActor
@Suite("SwiftUI double: sheets", .serialized)
struct SheetTests {
  /// The buttons of the keyboard toolbar shown for the focused input.
  func toolbarButtons<Root: View>(_ host: SwiftUIHost<Root>) -> [String] {
    host.keyboardToolbar.flatMap(\.texts)
  }

  @Test(
    "a sheet's input shows the sheet's keyboard toolbar items only, not its presenter's",
    arguments: [16, 17])
  func toolbarOfTheSheet(osVersion: Int) {
    let host = SwiftUIHost(
      SheetPresenter(sheetHasNavigation: false, dismissals: Log()), osVersion: osVersion)
    #expect(host.tap("inner"))
    #expect(toolbarButtons(host) == ["Sheet"])
    #expect(host.tap("outer"))
    #expect(toolbarButtons(host) == ["Parent"])
  }

  @Test("on iOS 15 a sheet's keyboard toolbar needs a navigation container inside the sheet")
  func navigationInsideTheSheet() {
    let bare = SwiftUIHost(
      SheetPresenter(sheetHasNavigation: false, dismissals: Log()), osVersion: 15)
    #expect(bare.tap("inner"))
    #expect(bare.focusedInput?.inNavigationContainer == false, "the presenter's is not the sheet's")
    #expect(toolbarButtons(bare).isEmpty)
    let wrapped = SwiftUIHost(
      SheetPresenter(sheetHasNavigation: true, dismissals: Log()), osVersion: 15)
    #expect(wrapped.tap("inner"))
    #expect(toolbarButtons(wrapped) == ["Sheet"])
  }

  @Test("dismissing a sheet sets its binding to false, runs onDismiss and removes its views")
  func dismiss() {
    let log = Log()
    let host = SwiftUIHost(SheetPresenter(sheetHasNavigation: false, dismissals: log))
    #expect(host.root.first(identifier: "inner") != nil)
    #expect(host.dismissSheet())
    #expect(log.values == ["dismissed"])
    #expect(host.root.first(identifier: "inner") == nil)
    #expect(!host.dismissSheet(), "no sheet left")
  }
}
