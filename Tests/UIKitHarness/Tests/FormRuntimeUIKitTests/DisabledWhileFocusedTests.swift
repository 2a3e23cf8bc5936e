import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// An input that its `enabledWhen` disables while it is focused (issue 32), on the generated
/// UIKit screen. UIKit documents only that a disabled control "ignores touch events"
/// (UIControl.isEnabled), not that it gives up first responder, so the double keeps a disabled
/// field first responder as any other; FormRuntime ends editing itself, as it does for an input
/// that `visibleWhen` hides, so the keyboard never types into a disabled field.
@MainActor
@Suite(.serialized)
struct DisabledWhileFocusedTests {
  @Test("ProxySettings: turning Authentication off while the user name is focused ends editing")
  func switchOffEndsEditing() {
    UIKitDouble.reset()
    let screen = ProxySettingsScreen()
    let window = screen.present()
    let form = screen.keyboard.form
    form.mode = .manual
    form.authenticate = true
    #expect(screen.username.isEnabled)
    #expect(screen.username.simulateTap())
    window.simulateTyping("ada")
    #expect(screen.username.isFirstResponder)
    // The switch's tap leaves the first responder alone, as a button's does.
    #expect(screen.authenticate.simulateTap())
    #expect(!form.authenticate)
    #expect(!screen.username.isEnabled)
    #expect(!screen.username.isFirstResponder, "a disabled input does not keep the focus")
    #expect(form.focusedField == nil)
    #expect(!window.simulatedKeyboard.isVisible, "the keyboard went down")
    #expect(form.username == "ada", "the disabled input keeps its value")
  }

  @Test("a value set from code that disables the focused input ends editing too")
  func codeDisablesFocusedInput() {
    UIKitDouble.reset()
    let screen = ProxySettingsScreen()
    let window = screen.present()
    let form = screen.keyboard.form
    form.mode = .manual
    form.authenticate = true
    #expect(screen.password.simulateTap())
    #expect(screen.password.isFirstResponder)
    form.scheme = .socks4
    #expect(!screen.password.isEnabled, "SOCKS 4 has no password")
    #expect(!screen.password.isFirstResponder)
    #expect(!window.simulatedKeyboard.isVisible)
    // An input that stays enabled keeps the focus through the same kind of change.
    #expect(screen.username.simulateTap())
    form.scheme = .socks5
    #expect(screen.username.isFirstResponder)
  }
}
