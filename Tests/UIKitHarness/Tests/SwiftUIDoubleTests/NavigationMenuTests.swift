import SwiftUI
import Testing

/// A link that pushes a toggle, a menu of toggles, inside a navigation view or not.
@MainActor
private struct Screen: View {
  @State private var on = false
  @State private var other = false
  let keepsMenuOpen: Bool

  var body: some View {
    Text("on: \(on), other: \(other)")
    NavigationLink {
      Toggle(isOn: $on) { Text("Pushed toggle") }
    } label: {
      Text("Push")
    }
    .accessibilityIdentifier("link")
    if keepsMenuOpen {
      menu.menuActionDismissBehavior(.disabled)
    } else {
      menu
    }
  }

  var menu: some View {
    Menu {
      Toggle(isOn: $on) { Text("On") }
      Toggle(isOn: $other) { Text("Other") }
    } label: {
      Text("Options")
    }
    .accessibilityIdentifier("menu")
  }
}

@MainActor
@Suite("The SwiftUI double's navigation links and menus")
struct NavigationMenuTests {
  @Test("a link pushes its destination inside a navigation view, and back pops it")
  func linkPushes() {
    let host = SwiftUIHost(NavigationView { Screen(keepsMenuOpen: false) })
    #expect(host.root.texts.contains("Pushed toggle") == false)
    #expect(host.tap("link"))
    #expect(host.root.texts.contains("Pushed toggle"))
    #expect(host.tap(title: "Pushed toggle"))
    #expect(host.navigateBack())
    #expect(host.root.texts.contains("Pushed toggle") == false)
    #expect(host.navigateBack() == false)
  }

  @Test("outside a navigation container a link pushes nothing")
  func linkOutsideNavigation() {
    let host = SwiftUIHost(Screen(keepsMenuOpen: false))
    host.tap("link")
    #expect(host.root.texts.contains("Pushed toggle") == false)
  }

  @Test("a menu shows its items when tapped and closes after an action by default")
  func menuDismisses() {
    let host = SwiftUIHost(Screen(keepsMenuOpen: false))
    #expect(host.openMenuItems.isEmpty)
    host.tap("menu")
    #expect(host.openMenuItems == ["On", "Other"])
    #expect(host.tap(title: "On"))
    #expect(host.openMenuItems.isEmpty)
    #expect(host.root.texts.first == "on: true, other: false")
  }

  @Test("menuActionDismissBehavior(.disabled) keeps the menu open while its toggles toggle")
  func menuStaysOpen() {
    let host = SwiftUIHost(Screen(keepsMenuOpen: true))
    host.tap("menu")
    host.tap(title: "On")
    host.tap(title: "Other")
    #expect(host.openMenuItems == ["On", "Other"])
    #expect(host.root.texts.first == "on: true, other: true")
  }
}
