import FormRuntime
import FormRuntimeTestSupport
import Testing

/// When messages show (`validateOn`) and cross-field rules (`equals`, `requiredWithout`), event by
/// event through the session that drives both the UIKit controller and the SwiftUI screen.
@MainActor
@Suite("Form session: validation timing and cross-field rules")
struct FormSessionValidationTimingTests {
  typealias Field = TimingForm.Field
  typealias Driver = FormSessionDriver<TimingForm>

  func started(_ timing: FormValidationTiming) -> Driver {
    let driver = Driver(TimingForm(timing))
    driver.start()
    return driver
  }

  @Test("submit (the default): leaving an invalid input shows nothing until a submit")
  func onSubmit() {
    let driver = started(.submit)
    driver.tap(.password)
    driver.type("short")
    driver.tap(.confirm)
    #expect(driver.shownErrors.isEmpty)
    driver.session.send(.submit)
    #expect(driver.shownErrors[.password] == "Use at least 8 characters")
    driver.tap(.password)
    driver.type("longer one")
    #expect(driver.shownErrors[.password] == nil, "a message shown goes as soon as it is right")
  }

  @Test("endEditing: leaving an input shows its message, announced, and fixing it clears it")
  func onEndEditing() {
    let driver = started(.endEditing)
    driver.tap(.password)
    driver.type("short")
    #expect(driver.shownErrors.isEmpty, "nothing while the user is still typing")
    driver.tap(.confirm)
    #expect(driver.shownErrors == [.password: "Use at least 8 characters"])
    #expect(driver.announcements == ["Error: Use at least 8 characters"])
    driver.type("shor")
    driver.dismissKeyboard()
    #expect(driver.shownErrors[.confirm] == "Passwords don't match")
    // The password changes while the confirmation is not being edited: it re-checks.
    driver.tap(.password)
    driver.type("shor")
    #expect(driver.shownErrors[.confirm] == nil)
    #expect(driver.shownErrors[.password] == "Use at least 8 characters")
  }

  @Test("typing: nothing while typing before the first submit, everything after it")
  func whileTypingAfterSubmit() {
    let driver = started(.typing)
    driver.tap(.password)
    driver.type("short")
    driver.tap(.confirm)
    #expect(driver.shownErrors.isEmpty)
    driver.type("s")
    driver.session.send(.submit)
    #expect(driver.shownErrors[.confirm] == "Passwords don't match")
    driver.tap(.phone)
    driver.type("0")
    driver.type("")
    #expect(driver.shownErrors[.phone] == "Enter a phone number or an email address")
    driver.tap(.password)
    driver.type("s")
    #expect(driver.shownErrors[.confirm] == nil, "the confirmation re-checks with its password")
  }

  @Test("an input's own validateOn overrides the form's")
  func perInputOverride() {
    let driver = started(.submit)
    driver.tap(.username)
    driver.type("a")
    driver.tap(.phone)
    #expect(driver.shownErrors == [.username: "Use at least 3 characters"])
  }

  @Test("a reset forgets the first submit")
  func resetForgetsSubmit() {
    let driver = started(.typing)
    driver.session.send(.submit)
    driver.session.send(.reset)
    driver.tap(.password)
    driver.type("short")
    #expect(driver.shownErrors.isEmpty)
  }

  @Test("requiredWithout: phone or email; the message shows under the phone and goes with either")
  func phoneOrEmail() {
    let driver = started(.submit)
    driver.session.send(.submit)
    #expect(driver.shownErrors[.phone] == "Enter a phone number or an email address")
    #expect(driver.shownErrors[.email] == nil)
    driver.tap(.email)
    driver.type("ada@example.com")
    #expect(driver.shownErrors[.phone] == nil, "filling the other input clears the message")
  }

  @Test("requiredWithout counts a hidden input as empty")
  func hiddenCountsAsEmpty() {
    let form = TimingForm(.submit)
    form.email = "ada@example.com"
    #expect(form.error(for: .phone) == nil)
    form.hidesEmail = true
    #expect(form.error(for: .phone) == "Enter a phone number or an email address")
  }

  @Test("equals counts a hidden input as empty, as requiredWithout does: it is not sent")
  func equalsReadsAHiddenInputAsEmpty() {
    let form = TimingForm(.submit)
    form.email = "ada@example.com"
    form.setValue("ada@example.com", for: .confirmEmail)
    #expect(form.error(for: .confirmEmail) == nil)
    form.hidesEmail = true
    #expect(form.error(for: .confirmEmail) == "Emails don't match")
    form.setValue("", for: .confirmEmail)
    #expect(form.error(for: .confirmEmail) == nil, "an empty value passes, as it does shown")
  }
}

/// Phone or email (with the email's confirmation), a password with its confirmation and a
/// username that validates when left.
@MainActor
final class TimingForm: FormModel {
  enum Field: String, FormField {
    case phone, email, confirmEmail, password, confirm, username
    typealias Form = TimingForm
  }

  var focusedField: Field? {
    didSet { formChanges.focusDidChange() }
  }
  var errors: [Field: String] = [:] {
    didSet { formChanges.errorsDidChange() }
  }
  let formChanges = FormChangeRelay<Field>()
  var values: [Field: String] = [:]
  /// The flag that hides `email`.
  var hidesEmail = false {
    didSet { formChanges.flagsDidChange() }
  }
  var email: String {
    get { values[.email] ?? "" }
    set { setValue(newValue, for: .email) }
  }
  /// The timing this instance's schema stands for (the schema is static: one per timing).
  let timing: FormValidationTiming

  /// A form whose `schema` has `validateOn: timing` (the suite runs on the main actor, one test
  /// at a time, so the shared choice holds for the test that makes the form).
  init(_ timing: FormValidationTiming) {
    self.timing = timing
    Self.currentTiming = timing
  }

  func value(of field: Field) -> String { values[field] ?? "" }
  func setValue(_ value: String, for field: Field) {
    values[field] = value
    formChanges.valueDidChange(field)
  }
  func isFlagSet(_ flag: String) -> Bool { flag == "hidesEmail" && hidesEmail }

  nonisolated static var schema: FormSchema<Field> { schemas[currentTiming]! }
  /// The timing of the schema `schema` returns: the last form made sets it.
  nonisolated(unsafe) static var currentTiming = FormValidationTiming.submit

  nonisolated static let schemas: [FormValidationTiming: FormSchema<Field>] = Dictionary(
    uniqueKeysWithValues: FormValidationTiming.allCases.map { ($0, makeSchema($0)) })

  nonisolated static func makeSchema(_ timing: FormValidationTiming) -> FormSchema<Field> {
    FormSchema<Field>(
      inputs: [
        .field(
          .phone, returns: .nextOrSubmit(.done),
          validations: [
            .requiredWithout(["email"], "Enter a phone number or an email address")
          ]),
        .field(.email, returns: .nextOrSubmit(.done), shownWith: "email"),
        .field(
          .confirmEmail, returns: .nextOrSubmit(.done),
          validations: [.equals("email", "Emails don't match")]),
        .field(
          .password, traits: FormTextTraits(secure: true), returns: .nextOrSubmit(.done),
          validations: [.minLength(8, "Use at least 8 characters")]),
        .field(
          .confirm, traits: FormTextTraits(secure: true), returns: .nextOrSubmit(.done),
          validations: [.equals("password", "Passwords don't match")]),
        .field(
          .username, returns: .nextOrSubmit(.done),
          validations: [.minLength(3, "Use at least 3 characters")], validateOn: .endEditing),
      ],
      conditions: [FormCondition("email", .field, shownWhenFlag: "hidesEmail", isSet: false)],
      toolbar: [.previous, .next, .done],
      keyboard: FormKeyboardPlan(
        avoidance: .none, dismissMode: .none, spacing: 0, insetContainer: nil, inputs: []),
      flags: ["hidesEmail"], validateOn: timing)
  }
}
