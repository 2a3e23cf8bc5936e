import FormRuntime
import Foundation
import SwiftUI
import Testing

@testable import GeneratedForms

/// The Return key of the focused input when another input's value makes it become (or stop
/// being) the last of the focus chain (`Specs/ProxySettings.form.yaml`: the password is enabled
/// only while the proxy type is not SOCKS 4). SwiftUI has no `reloadInputViews()`: the
/// `submitLabel(_:)` the modifier gives changes at once, the keyboard shows it at the input's
/// next focus (``SwiftUIHost/returnKeyShown``), and Return does what the plan says now. `formc
/// plan` marks the user name ("return key changed by 'scheme' while focused"), and
/// `return-key-changes-while-focused` would warn, suppressed in the spec with its reason.
@MainActor
@Suite("Generated SwiftUI screens: a Return key changed by another input", .serialized)
struct SwiftUIReturnKeyByOtherInputTests {
  @Test(
    "a pick that enables the input after the focused one: the label shows at the next focus, Return moves on at once"
  )
  func enabledChangeWhileFocused() async {
    let form = ProxySettingsForm()
    let host = SwiftUIHost(NavigationView { ProxySettingsFormView(form: form) })
    #expect(host.choose("mode", option: "Manual"))
    #expect(host.tap("authenticate"))
    #expect(host.choose("scheme", option: "SOCKS 4"))
    #expect(host.node("password")?.isDisabled == true)
    #expect(host.tap("username"))
    #expect(host.returnKeyShown == "done", "the user name is the last input")
    #expect(host.choose("scheme", option: "SOCKS 5"))
    #expect(host.focusedInput?.identifier == "username", "a pick keeps the keyboard")
    #expect(host.node("username")?.submitLabelName == "next", "the modifier says Next")
    #expect(host.returnKeyShown == "done", "the keyboard keeps the label it took at focus")
    #expect(await host.pressReturn() == .submitted)
    #expect(host.focusedInput?.identifier == "password", "Return follows the plan")
    #expect(host.tap("username"))
    #expect(host.returnKeyShown == "next", "the next focus shows the new label")
  }
}
