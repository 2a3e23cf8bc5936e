import FormRuntime
import Foundation
import SwiftUI
import Testing

@testable import GeneratedForms

/// Every style of a choice and the switches of the ProxySettings example (issue 31), driven
/// through the SwiftUI double as a user would: a segmented mode, an inline proxy type, a
/// navigation exit country enabled by a switch, a wheel and a menu; each pick writes the view
/// model's enum and the conditions on it show, hide, enable and disable the rows.
@MainActor
@Suite(
  "Generated SwiftUI screens: each choice style and the switches of ProxySettings", .serialized)
struct ChoiceStyleTests {
  @Test("a pick in each style writes the enum; the switches enable the rows they control")
  func proxySettings() {
    let form = ProxySettingsForm()
    let host = SwiftUIHost(NavigationView { ProxySettingsFormView(form: form) })
    #expect(host.node("mode")?.kind == .picker)
    #expect(host.node("host") == nil, "the server section shows only in manual mode")
    // Segmented.
    #expect(host.choose("mode", option: "Manual"))
    #expect(form.mode == .manual)
    #expect(host.node("host") != nil)
    // Inline: the SOCKS note follows the proxy type.
    #expect(host.root.texts.contains("SOCKS proxies do not encrypt your traffic."))
    #expect(host.choose("scheme", option: "HTTPS"))
    #expect(form.scheme == .https)
    #expect(!host.root.texts.contains("SOCKS proxies do not encrypt your traffic."))
    // A switch enables the user name.
    #expect(host.node("username")?.isDisabled == true)
    #expect(host.tap("authenticate"))
    #expect(form.authenticate)
    #expect(host.node("username")?.isDisabled == false)
    // Navigation, enabled by its switch.
    #expect(!host.choose("exitCountry", option: "Sweden"), "disabled until the switch is on")
    #expect(host.tap("pickExit"))
    #expect(host.choose("exitCountry", option: "Sweden"))
    #expect(form.exitCountry == .sweden)
    // Wheel and menu.
    #expect(host.choose("circuitLength", option: "4 relays"))
    #expect(form.circuitLength == .four)
    #expect(host.choose("logLevel", option: "debug"))
    #expect(form.logLevel == .debug)
    // Off hides the server and routing sections.
    #expect(host.choose("mode", option: "Off"))
    #expect(host.node("host") == nil && host.node("circuitLength") == nil)
  }
}
