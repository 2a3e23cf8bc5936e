import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// The Return key of the focused input when another input's value makes it become (or stop
/// being) the last of the focus chain: `Specs/ProxySettings.form.yaml` enables the password only
/// while the proxy type is not SOCKS 4, so picking the type while the user name is being edited
/// adds or takes away the input after it. A changed `returnKeyType` shows on the keyboard of the
/// first responder only once its input views reload (modelled in `UIWindow.simulatedKeyboard`,
/// see `UIResponder.reloadInputViews()`); the controller reloads them, once per change.
@MainActor
@Suite(.serialized)
struct ReturnKeyByOtherInputTests {
  @Test(
    "a pick that enables or disables the input after the focused one changes its Return key at once, one reload each"
  )
  func enabledChangeWhileFocused() {
    UIKitDouble.reset()
    let screen = ProxySettingsScreen()
    let window = screen.present()
    #expect(screen.mode.simulateSelect(1))
    #expect(screen.authenticate.simulateFlip())
    #expect(screen.scheme.simulatePick("socks4"))
    #expect(!screen.password.isEnabled, "SOCKS 4 has no password")
    #expect(screen.username.simulateTap())
    #expect(window.simulatedKeyboard.returnKeyType == .done, "the user name is the last input")
    let reloads = window.simulatedKeyboard.reloadCount
    // The user picks SOCKS 5 while the user name keeps the keyboard: the password follows it.
    #expect(screen.scheme.simulatePick("socks5"))
    #expect(screen.password.isEnabled)
    #expect(screen.username.isFirstResponder)
    #expect(window.simulatedKeyboard.returnKeyType == .next, "shown without a new focus")
    #expect(window.simulatedKeyboard.reloadCount == reloads + 1)
    // Back to SOCKS 4: the user name is the last input again.
    #expect(screen.scheme.simulatePick("socks4"))
    #expect(window.simulatedKeyboard.returnKeyType == .done)
    #expect(window.simulatedKeyboard.reloadCount == reloads + 2)
    // A pick that changes no Return key does not reload (a reload puts the user back on letters).
    #expect(screen.scheme.simulatePick("https"))
    #expect(window.simulatedKeyboard.returnKeyType == .next)
    #expect(screen.scheme.simulatePick("socks5"))
    #expect(window.simulatedKeyboard.reloadCount == reloads + 3)
    window.simulateReturn()
    #expect(screen.password.isFirstResponder, "Return does what the key says")
  }
}
