import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// `focus.initial` on a UIKit screen (`Specs/OneTimeCodeLogin.form.yml` names `phone`): the
/// keyboard controller's `didAppear()`, called from `viewDidAppear(_:)`, focuses the input the
/// first time the screen appears; `start()` in `viewWillAppear(_:)` does not.
@MainActor
@Suite(.serialized)
struct InitialFocusTests {
  @Test("presenting the screen focuses the phone field with its keyboard up")
  func appearingFocusesTheInitialInput() {
    UIKitDouble.reset()
    let screen = OneTimeCodeLoginScreen()
    let window = screen.present()
    #expect(screen.phone.isFirstResponder)
    #expect(window.simulatedKeyboard.isVisible)
    #expect(screen.keyboard.form.focusedField == .phone)
  }

  @Test("start() alone focuses nothing: the focus waits for didAppear()")
  func startAloneFocusesNothing() {
    UIKitDouble.reset()
    let screen = OneTimeCodeLoginScreen()
    screen.loadViewIfNeeded()
    screen.keyboard.start()
    #expect(!screen.phone.isFirstResponder)
    #expect(screen.keyboard.form.focusedField == nil)
  }

  @Test("appearing again leaves focus as the user left it")
  func onlyTheFirstAppearanceFocuses() {
    UIKitDouble.reset()
    let screen = OneTimeCodeLoginScreen()
    let window = screen.present()
    #expect(screen.phone.isFirstResponder)
    screen.explanation.simulateTap()
    #expect(!screen.phone.isFirstResponder)
    screen.keyboard.didAppear()
    #expect(!screen.phone.isFirstResponder)
    #expect(!window.simulatedKeyboard.isVisible)
  }
}
