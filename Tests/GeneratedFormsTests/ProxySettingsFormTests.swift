import FormRuntime
import FormRuntimeTestSupport
import Testing

/// The generated view model of `Specs/ProxySettings.form.yaml` (issue 31): choices hold cases of
/// enums generated from their options, control visibility with a state per option, are validated
/// when required, and stay out of the keyboard's focus chain.
@MainActor
struct ProxySettingsFormTests {
  typealias Form = ProxySettingsForm

  @Test func choicesAreTypedEnumsAndStartAtTheirValues() {
    let form = Form()
    let mode: Form.ModeOption = form.mode
    #expect(mode == .system)
    #expect(form.scheme == .socks5)
    let country: Form.ExitCountryOption? = form.exitCountry
    #expect(country == nil)
    #expect(Form.ModeOption.allCases.map(\.rawValue) == ["system", "manual", "off"])
    // Conditions and validation read a choice as its option's value, "" for none.
    #expect(form.value(of: .mode) == "system")
    #expect(form.value(of: .exitCountry) == "")
    form.setValue("sweden", for: .exitCountry)
    #expect(form.exitCountry == .sweden)
    form.setValue("", for: .exitCountry)
    #expect(form.exitCountry == nil)
    // A value that is no option: none for an optional choice, the initial option otherwise.
    form.setValue("atlantis", for: .exitCountry)
    #expect(form.exitCountry == nil)
    form.setValue("manual", for: .mode)
    form.setValue("bogus", for: .mode)
    #expect(form.mode == .system)
  }

  @Test func theSchemaCarriesTheOptionsAndStyles() {
    #expect(
      Form.Field.allCases.map(\.rawValue) == [
        "host", "port", "username", "password", "mode", "scheme", "authenticate", "pickExit",
        "exitCountry", "circuitLength", "logLevel",
      ])
    #expect(Form.schema[.mode].kind == .choice)
    #expect(!Form.schema[.mode].kind.isFocusable)
    #expect(Form.schema[.mode].choice?.style == .segmented)
    #expect(Form.schema[.scheme].choice?.options.map(\.title) == ["HTTPS", "SOCKS 4", "SOCKS 5"])
    #expect(Form.schema[.exitCountry].choice?.style == .navigation)
    #expect(Form.schema[.logLevel].choice?.options.map(\.title) == ["errors", "warnings", "debug"])
    #expect(Form.schema[.scheme].initialValue == "socks5")
    #expect(Form.schema[.exitCountry].initialValue == "")
  }

  @Test func aChoiceShowsAndHidesASection() {
    let form = Form()
    #expect(!form.isVisible(.host))
    #expect(!form.isVisible(.scheme))
    form.mode = .manual
    #expect(form.isVisible(.host) && form.isVisible(.port) && form.isVisible(.scheme))
    form.mode = .off
    #expect(!form.isVisible(.host))
  }

  @Test func aRequiredChoiceWithNoneChosenFailsValidation() {
    let form = Form()
    form.pickExit = true
    #expect(!form.validate())
    #expect(form.errors[.exitCountry] == "Exit country is required")
    form.exitCountry = .germany
    #expect(form.validate())
  }

  @Test func theSessionSkipsChoicesAndFollowsThem() {
    let form = Form()
    let driver = FormSessionDriver(form)
    driver.start()
    #expect(driver.hidden[.input(.host)] == true)
    // The segmented control's value-changed event, as the UIKit controller sends it.
    driver.session.send(.textDidChange(.mode, "manual"))
    #expect(form.mode == .manual)
    #expect(driver.hidden[.input(.host)] == false)
    driver.tap(.host)
    #expect(driver.returnKeys[.host] == .next)
    driver.toolbarNext()
    #expect(driver.firstResponder == .port)
    driver.toolbarNext()
    #expect(driver.firstResponder == .port)
  }

  @Test func resetPutsChoicesBack() {
    let form = Form()
    let driver = FormSessionDriver(form)
    driver.start()
    form.mode = .manual
    form.exitCountry = .sweden
    form.reset()
    #expect(form.mode == .system && form.exitCountry == nil)
    #expect(driver.texts[.mode] == "system")
    #expect(driver.texts[.exitCountry] == "")
  }

  @Test func inShowsTheNoteForTheTwoSocksTypes() {
    let form = Form()
    form.mode = .manual
    #expect(form.isVisible(node: "socksNote"))
    form.scheme = .socks4
    #expect(form.isVisible(node: "socksNote"))
    form.scheme = .https
    #expect(!form.isVisible(node: "socksNote"))
    form.scheme = .socks5
    form.mode = .off
    #expect(!form.isVisible(node: "socksNote"), "hidden with its section")
  }

  @Test func notEqualsHidesTheRoutingSectionWhileTheConnectionIsOff() {
    let form = Form()
    #expect(form.isVisible(node: "routing") && form.isVisible(.exitCountry))
    form.mode = .off
    #expect(!form.isVisible(node: "routing") && !form.isVisible(.exitCountry))
    form.mode = .manual
    #expect(form.isVisible(node: "routing"))
  }

  @Test func theAuthenticationSwitchEnablesTheCredentials() {
    let form = Form()
    form.mode = .manual
    form.host = "127.0.0.1"
    #expect(form.isVisible(.username) && !form.isEnabled(.username))
    #expect(form.field(after: .port) == nil, "Next passes over the disabled user name")
    form.authenticate = true
    #expect(form.isEnabled(.username) && form.isEnabled(.password))
    #expect(form.field(after: .port) == .username)
    #expect(!form.validate())
    #expect(form.errors[.username] == "User name is required")
  }

  @Test func aDisabledRequiredChoiceDoesNotBlockValidation() {
    let form = Form()
    #expect(!form.isEnabled(.exitCountry))
    #expect(form.validate(), "the required exit country is disabled while pickExit is off")
    form.pickExit = true
    #expect(form.isEnabled(.exitCountry))
    #expect(!form.validate())
    #expect(form.errors[.exitCountry] == "Exit country is required")
    form.exitCountry = .sweden
    #expect(form.validate())
  }
}
