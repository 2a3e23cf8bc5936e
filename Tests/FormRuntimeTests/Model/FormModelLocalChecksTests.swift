import FormRuntime
import FormRuntimeTestSupport
import Testing

/// Local app checks (`check: {name: …, local: true}`): the app's synchronous check runs at once,
/// its message is the input's error without waiting, it is never pending (no spinner), a submit
/// never waits for it, and its message shows when the input's `validateOn` says.
@MainActor
@Suite("Form model: local app checks")
struct FormModelLocalChecksTests {
  typealias Field = LocalCheckedForm.Field
  typealias Driver = FormSessionDriver<LocalCheckedForm>

  /// The app's synchronous checks: a card number passes when it is "4242", an expiry when it is
  /// "12/30"; each call is counted.
  @MainActor
  final class App {
    var asked: [String] = []

    func validCardNumber(_ value: String) -> String? {
      asked.append(value)
      return value == "4242" ? nil : "Enter a valid card number"
    }

    func validExpiry(_ value: String) -> String? {
      asked.append(value)
      return value == "12/30" ? nil : "Enter a future expiry date"
    }
  }

  @Test("a local check answers at once: no pending state, no spinner, no unsettled check")
  func answersAtOnce() {
    let form = LocalCheckedForm(app: App())
    form.setValue("1234", for: .card)
    #expect(form.checkMessage(for: .card) == "Enter a valid card number")
    #expect(form.error(for: .card) == "Enter a valid card number")
    #expect(!form.isCheckPending(.card))
    #expect(form.pendingChecks.isEmpty)
    #expect(!form.hasUnsettledChecks, "a submit has nothing to wait for")
    form.setValue("4242", for: .card)
    #expect(form.checkMessage(for: .card) == nil)
    form.setValue("", for: .card)
    #expect(form.checkMessage(for: .card) == nil, "an empty value is not checked")
  }

  @Test("a submit does not wait: its error shows in the same event, the spinner never does")
  func submitDoesNotWait() {
    let app = App()
    let driver = Driver(LocalCheckedForm(app: app))
    driver.start()
    driver.enter("1234", into: .card)
    driver.session.send(.submit)
    #expect(driver.shownErrors[.card] == "Enter a valid card number")
    #expect(driver.submitCount == 0)
    #expect(driver.pendingChecks.isEmpty)
    #expect(
      !driver.effects.contains { if case .showCheckPending(_, true) = $0 { true } else { false } })
    driver.enter("4242", into: .card)
    driver.session.send(.submit)
    #expect(driver.submitCount == 1, "submitted at once, without a task")
  }

  @Test("the message follows validateOn: a submit-validated input shows nothing while typing")
  func followsValidateOn() {
    let driver = Driver(LocalCheckedForm(app: App()))
    driver.start()
    driver.enter("1234", into: .card)
    driver.enter("01/20", into: .expiry)
    #expect(driver.shownErrors.isEmpty, "validateOn submit: not before a submit")
    driver.session.send(.submit)
    #expect(driver.shownErrors[.expiry] == "Enter a future expiry date")
    driver.enter("12/30", into: .expiry)
    #expect(driver.shownErrors[.expiry] == nil, "typing after the submit: the message goes at once")
    driver.enter("12/3", into: .expiry)
    #expect(driver.shownErrors[.expiry] == "Enter a future expiry date")
  }

  @Test("submitAfterChecks returns the local check's verdict")
  func submitAfterChecks() async {
    let form = LocalCheckedForm(app: App())
    form.setValue("1234", for: .card)
    #expect(await form.submitAfterChecks() == false)
    form.setValue("4242", for: .card)
    #expect(await form.submitAfterChecks() == true)
  }
}

/// A form with a `card` input whose local check is the app's `validCardNumber` (validated on
/// submit) and an `expiry` input whose local check is `validExpiry` (validated as the user types
/// after the first submit).
@MainActor
final class LocalCheckedForm: FormModel {
  enum Field: String, FormField {
    case card, expiry
    typealias Form = LocalCheckedForm
  }

  var focusedField: Field? {
    didSet { formChanges.focusDidChange() }
  }
  var errors: [Field: String] = [:] {
    didSet { formChanges.errorsDidChange() }
  }
  let formChanges = FormChangeRelay<Field>()
  let appChecks: FormChecks<Field>? = FormChecks(sleep: { _ in })
  private var values: [Field: String] = [:]
  private let app: FormModelLocalChecksTests.App

  init(app: FormModelLocalChecksTests.App) {
    self.app = app
  }

  func value(of field: Field) -> String { values[field] ?? "" }
  func setValue(_ value: String, for field: Field) {
    values[field] = value
    formChanges.valueDidChange(field)
    startCheck(field)
  }

  func appCheck(for field: Field) -> FormAppCheck? {
    switch field {
    case .card:
      // As the generated model writes it: a lone trailing closure is `init(local:)`.
      return FormAppCheck { [weak self] value in
        self?.app.validCardNumber(value)
      }
    case .expiry: return FormAppCheck(local: { [app] in app.validExpiry($0) })
    }
  }

  nonisolated static let schema = FormSchema<Field>(
    inputs: [
      .field(.card, returns: .nextOrSubmit(.next)),
      .field(.expiry, returns: .nextOrSubmit(.done), validateOn: .typing),
    ],
    toolbar: [.previous, .next, .done],
    keyboard: FormKeyboardPlan(
      avoidance: .none, dismissMode: .none, spacing: 0, insetContainer: nil, inputs: []),
    validateOn: .submit)
}
