import FormRuntime
import SwiftUI
import Testing
import UIKit

@testable import GeneratedForms

/// Issue 28's focus and lifetime scenarios on every generated `<Name>FormView` of `Specs/`, not
/// only on the screen `ScenarioTests` tells each one on: a focus the app asks for before the
/// screen appears and while it shows, and the session stopping when the screen goes away.
@MainActor
@Suite(
  "Generated SwiftUI screens: issue 28's focus and lifetime scenarios on every screen", .serialized)
struct ScenarioOnEveryScreenTests {
  @Test(
    "a focus the app asks for before the screen appears lands on its last keyboard input",
    arguments: Screens.names)
  func focusBeforeAppear(_ name: String) {
    guard let last = Screens.make(name).keyboardInputs.last else { return }
    let screen = Screens.make(name, focus: last)
    #expect(screen.focused == last, "\(name): \(last)")
    #expect(screen.modelFocus == last, "\(name): \(last)")
  }

  @Test(
    "a focus the app asks for while the screen shows lands on each keyboard input",
    arguments: Screens.names)
  func focusWhileShown(_ name: String) {
    let screen = Screens.make(name)
    for id in screen.keyboardInputs.reversed() {
      screen.focusFromApp(id)
      #expect(screen.focused == id, "\(name): \(id)")
      #expect(screen.modelFocus == id, "\(name): \(id)")
    }
  }

  @Test(
    "the session stops when the screen goes away: the focus ends, the values stay",
    arguments: Screens.names)
  func sessionStopsOnDisappear(_ name: String) {
    let screen = Screens.make(name)
    guard let first = screen.keyboardInputs.first else { return }
    screen.fillValid()
    let values = screen.inputs.map { screen.value($0) }
    screen.driver.tap(first)
    #expect(screen.modelFocus == first, "\(name)")
    // A pushed screen or a dismissed sheet: the form's views disappear (`onDisappear`,
    // https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)).
    screen.remove()
    #expect(screen.modelFocus == nil, "\(name): the focus of a screen that is gone is over")
    #expect(screen.inputs.map { screen.value($0) } == values, "\(name): the values stay")
  }
}
