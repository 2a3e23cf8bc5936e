import FormRuntime
import FormRuntimeTestSupport
import Testing

/// The generated view model of `Specs/Notifications.form.yaml` (issue 31): switches hold
/// typed `Bool`s, control visibility with two states, and stay out of the keyboard's focus chain.
@MainActor
struct NotificationsFormTests {
  typealias Form = NotificationsForm

  @Test func switchesAreTypedAndStartAtTheirValues() {
    let form = Form()
    let playSound: Bool = form.playSound
    #expect(playSound)
    #expect(!form.vibrate && !form.emailNotifications && !form.weeklySummary)
    // Conditions and validation read a switch as "true" or "false".
    #expect(form.value(of: .playSound) == "true")
    #expect(form.value(of: .vibrate) == "false")
    form.setValue("true", for: .vibrate)
    #expect(form.vibrate)
    form.setValue("false", for: .vibrate)
    #expect(!form.vibrate)
  }

  @Test func theSchemaListsSwitchesAfterTheFocusChain() {
    #expect(
      Form.Field.allCases.map(\.rawValue) == [
        "emailAddress", "signatureText", "playSound", "vibrate", "emailNotifications",
        "weeklySummary", "topics",
      ])
    // The topics' options are the app's (`options: app`): none in the schema, disabled until
    // the app sets `topicsOptions`.
    #expect(Form.schema[.topics].choice?.optionsFromApp == true)
    #expect(Form.schema[.topics].choice?.options == [])
    #expect(Form.schema[.vibrate].kind == .switch)
    #expect(Form.schema[.vibrate].hint == "Vibrates when a message arrives while the app is open")
    #expect(Form.schema[.playSound].initialValue == "true")
    #expect(Form.schema[.playSound].traits == nil)
    #expect(!Form.schema[.playSound].kind.isFocusable)
    #expect(Form.schema[.emailAddress].kind.isFocusable)
  }

  @Test func aSwitchShowsAndHidesRows() {
    let form = Form()
    #expect(!form.isVisible(.emailAddress))
    #expect(!form.isVisible(.weeklySummary))
    form.emailNotifications = true
    #expect(form.isVisible(.emailAddress))
    #expect(form.isVisible(.weeklySummary))
    form.emailNotifications = false
    #expect(!form.isVisible(.emailAddress))
  }

  @Test func nextReturnAndTheToolbarPassOverSwitches() {
    let form = Form()
    form.emailNotifications = true
    form.focusedField = .emailAddress
    form.focusNext()
    #expect(form.focusedField == .signatureText)
    // The last text input is last in the chain, though switches follow it in `Field`.
    #expect(form.returnAction(for: .signatureText) == .submit)
    #expect(form.returnKey(for: .signatureText) == .done)
    let last = form.toolbarState(for: .signatureText)
    #expect(last.previousEnabled && !last.nextEnabled)
    form.focusPrevious()
    #expect(form.focusedField == .emailAddress)
  }

  @Test func theSessionSkipsSwitchesAndFollowsThem() {
    let form = Form()
    let driver = FormSessionDriver(form)
    driver.start()
    #expect(driver.hidden[.input(.emailAddress)] == true)
    // The switch's value-changed event, as the UIKit controller sends it.
    driver.session.send(.textDidChange(.emailNotifications, "true"))
    #expect(form.emailNotifications)
    #expect(driver.hidden[.input(.emailAddress)] == false)
    #expect(driver.hidden[.input(.weeklySummary)] == false)
    driver.tap(.emailAddress)
    #expect(driver.returnKeys[.emailAddress] == .next)
    driver.toolbarNext()
    #expect(driver.firstResponder == .signatureText)
    driver.toolbarNext()
    #expect(driver.firstResponder == .signatureText)
    driver.pressReturn()
    // A required email is empty: the submit fails on it, never on a switch.
    #expect(form.errors.keys.sorted { $0.rawValue < $1.rawValue } == [.emailAddress])
  }

  @Test func resetPutsSwitchesBack() {
    let form = Form()
    let driver = FormSessionDriver(form)
    driver.start()
    form.playSound = false
    form.emailNotifications = true
    form.reset()
    #expect(form.playSound && !form.emailNotifications)
    // The session tells the views the switch's value as text, which the UIKit controller shows.
    #expect(driver.texts[.playSound] == "true")
  }
}
