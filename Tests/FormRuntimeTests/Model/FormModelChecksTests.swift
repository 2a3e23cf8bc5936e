import FormRuntime
import FormRuntimeTestSupport
import Testing

/// App checks through a view model and its session: a change starts the input's check, the input
/// is pending until it returns, a failure shows as the input's error, editing drops the stale
/// check, and a submit waits for the checks.
@MainActor
@Suite("Form model: app checks")
struct FormModelChecksTests {
  typealias Field = CheckedForm.Field
  typealias Driver = FormSessionDriver<CheckedForm>

  /// The app's check: it answers the questions in the order they were asked, when the test says.
  @MainActor
  final class Server {
    var asked: [String] = []
    private var waiting: [CheckedContinuation<String?, Never>] = []

    func check(_ value: String) async -> String? {
      asked.append(value)
      return await withCheckedContinuation { waiting.append($0) }
    }

    func answer(_ message: String?) { waiting.removeFirst().resume(returning: message) }

    var questions: Int { waiting.count }
  }

  /// Runs the main actor's queue until `condition` holds (the tasks the checks start).
  func settle(_ condition: () -> Bool) async {
    for _ in 0..<1000 where !condition() { await Task.yield() }
  }

  func started(_ server: Server, value: String = "") -> Driver {
    let driver = Driver(CheckedForm(server: server, username: value))
    driver.start()
    return driver
  }

  @Test("start shows each checked input as not pending, so a screen can set its spinner up")
  func startPresentsEachCheckedInput() {
    let driver = Driver(CheckedForm(server: Server(), username: "ada"))
    driver.start()
    #expect(
      driver.effects.filter { if case .showCheckPending = $0 { true } else { false } } == [
        .showCheckPending(.username, false)
      ], "the username's, not the unchecked email's")
    #expect(driver.pendingChecks.isEmpty)
  }

  @Test("typing starts the check: pending until it returns, then its message is the error")
  func failureIsTheInputsError() async {
    let server = Server()
    let driver = started(server)
    driver.tap(.username)
    driver.type("ada")
    await settle { server.questions == 1 }
    #expect(driver.session.form.isCheckPending(.username))
    #expect(driver.shownErrors.isEmpty, "nothing is shown while the check runs")
    server.answer("That username is taken")
    await settle { !driver.session.form.isCheckPending(.username) }
    #expect(server.asked == ["ada"])
    #expect(driver.shownErrors == [.username: "That username is taken"])
    #expect(driver.announcements == ["Error: That username is taken"])
    #expect(driver.session.form.errors == [.username: "That username is taken"])
  }

  @Test("editing cancels the check in flight: its late answer is dropped, and the error goes")
  func editingDropsTheStaleCheck() async {
    let server = Server()
    let driver = started(server)
    driver.tap(.username)
    driver.type("ada")
    await settle { server.questions == 1 }
    server.answer("That username is taken")
    await settle { driver.shownErrors[.username] != nil }
    driver.type("adb")
    #expect(driver.shownErrors.isEmpty, "the message about the old value goes at once")
    await settle { server.questions == 1 }
    driver.type("adc")
    await settle { server.questions == 2 }
    server.answer("That username is taken")  // about "adb", after the user typed on
    await Task.yield()
    #expect(driver.shownErrors.isEmpty)
    #expect(driver.session.form.isCheckPending(.username))
    server.answer(nil)
    await settle { !driver.session.form.isCheckPending(.username) }
    #expect(server.asked == ["ada", "adb", "adc"])
    #expect(driver.shownErrors.isEmpty)
    #expect(driver.session.form.isValid)
  }

  @Test("a submit waits for the pending check and submits once it passes")
  func submitWaitsForThePendingCheck() async {
    let server = Server()
    let driver = started(server)
    driver.tap(.username)
    driver.type("ada")
    driver.session.send(.submit)
    #expect(driver.submitCount == 0, "not before the check returns")
    await settle { server.questions == 1 }
    driver.session.send(.submit)
    server.answer(nil)
    await settle { driver.submitCount > 0 }
    for _ in 0..<20 { await Task.yield() }
    #expect(driver.submitCount == 1, "two taps while waiting submit once")
  }

  @Test("a submit runs a check never run for the value, and a failure stops it")
  func submitRunsAMissingCheck() async {
    let server = Server()
    let driver = started(server, value: "root")
    driver.session.send(.submit)
    await settle { server.questions == 1 }
    #expect(server.asked == ["root"])
    server.answer("That username is reserved")
    await settle { driver.shownErrors[.username] != nil }
    #expect(driver.submitCount == 0)
    #expect(driver.shownErrors == [.username: "That username is reserved"])
  }

  @Test("the model's submitAfterChecks waits too; a reset forgets every check")
  func modelSubmitAndReset() async {
    let server = Server()
    let form = CheckedForm(server: server, username: "")
    form.setValue("ada", for: .username)
    #expect(form.hasUnsettledChecks)
    async let submitted = form.submitAfterChecks()
    await settle { server.questions == 1 }
    server.answer(nil)
    #expect(await submitted)
    form.setValue("adb", for: .username)
    await settle { server.questions == 1 }
    form.reset()
    #expect(!form.isCheckPending(.username))
    #expect(!form.hasUnsettledChecks, "the initial value is empty: nothing to check")
    server.answer("late")
    await Task.yield()
    #expect(form.errors.isEmpty)
  }

  @Test("the model publishes the pending inputs, and the session tells the screen")
  func pendingIsPublishedAndShown() async {
    let server = Server()
    let driver = started(server)
    driver.tap(.username)
    driver.type("ada")
    await settle { server.questions == 1 }
    #expect(driver.session.form.pendingChecks == [.username])
    #expect(driver.pendingChecks == [.username], "the screen shows a progress indicator")
    server.answer(nil)
    await settle { !driver.session.form.isCheckPending(.username) }
    #expect(driver.session.form.pendingChecks.isEmpty)
    #expect(driver.pendingChecks.isEmpty, "the indicator goes when the check returns")
  }

  @Test("during the debounce the input is not shown as pending, yet a submit waits for it")
  func debounceIsNotShownAsPending() async {
    let server = Server()
    let driver = started(server)
    driver.tap(.username)
    driver.type("ada")
    #expect(!driver.session.form.isCheckPending(.username), "the app's check has not started")
    #expect(driver.session.form.pendingChecks.isEmpty)
    #expect(driver.pendingChecks.isEmpty, "no spinner while the user may still be typing")
    #expect(driver.session.form.hasUnsettledChecks)
    driver.session.send(.submit)
    await settle { server.questions == 1 }
    #expect(driver.submitCount == 0, "the submit waits for the debounced check")
    #expect(driver.pendingChecks == [.username], "the spinner shows once the app's check runs")
    server.answer(nil)
    await settle { driver.submitCount > 0 }
    #expect(driver.submitCount == 1)
    #expect(driver.pendingChecks.isEmpty)
    #expect(server.asked == ["ada"])
  }

  @Test("a check on a hidden input does not run, and a submit does not wait for it")
  func hiddenInputIsNotChecked() async {
    let server = Server()
    let form = CheckedForm(server: server, username: "")
    form.setFlag("hidesUsername", true)
    form.setValue("ada", for: .username)
    #expect(!form.isCheckPending(.username))
    #expect(!form.hasUnsettledChecks)
    #expect(await form.submitAfterChecks())
    #expect(server.asked.isEmpty)
  }

  @Test("a check on a disabled input does not run, and a submit does not wait for it")
  func disabledInputIsNotChecked() async {
    let server = Server()
    let form = CheckedForm(server: server, username: "")
    form.setFlag("locksUsername", true)
    form.setValue("ada", for: .username)
    #expect(!form.isCheckPending(.username))
    #expect(!form.hasUnsettledChecks)
    #expect(await form.submitAfterChecks())
    #expect(server.asked.isEmpty)
  }

  @Test(
    "hiding or disabling an input cancels its pending check; the submit goes on without it",
    arguments: ["hidesUsername", "locksUsername"])
  func hidingCancelsThePendingCheck(flag: String) async {
    let server = Server()
    let driver = started(server)
    driver.tap(.username)
    driver.type("ada")
    await settle { server.questions == 1 }
    driver.session.form.setFlag(flag, true)
    #expect(!driver.session.form.isCheckPending(.username))
    #expect(driver.pendingChecks.isEmpty, "the indicator goes with the check")
    driver.session.send(.submit)
    await settle { driver.submitCount > 0 }
    #expect(driver.submitCount == 1, "the submit does not wait for the hidden input's check")
    server.answer("That username is taken")  // the cancelled check's late answer
    for _ in 0..<20 { await Task.yield() }
    #expect(driver.shownErrors.isEmpty)
    #expect(server.asked == ["ada"])
  }

  @Test(
    "hidden or disabled while its check runs, then back: the input is checked again, once",
    arguments: ["hidesUsername", "locksUsername"])
  func shownAgainRestartsTheCancelledCheck(flag: String) async {
    let server = Server()
    let driver = started(server)
    driver.tap(.username)
    driver.type("ada")
    await settle { server.questions == 1 }
    driver.session.form.setFlag(flag, true)
    #expect(driver.pendingChecks.isEmpty)
    driver.session.form.setFlag(flag, false)
    #expect(driver.session.form.hasUnsettledChecks)
    await settle { server.questions == 2 }
    #expect(server.asked == ["ada", "ada"], "the cancelled check runs again, after its debounce")
    #expect(driver.session.form.isCheckPending(.username))
    #expect(driver.pendingChecks == [.username], "its spinner shows again")
    server.answer(nil)  // the cancelled check's late answer: dropped
    server.answer("That username is taken")
    await settle { driver.shownErrors[.username] != nil }
    for _ in 0..<20 { await Task.yield() }
    #expect(driver.shownErrors == [.username: "That username is taken"])
    #expect(driver.pendingChecks.isEmpty)
    #expect(server.asked == ["ada", "ada"], "once")
  }

  @Test(
    "hidden or disabled after its check answered, then back: the check is not run again",
    arguments: ["hidesUsername", "locksUsername"])
  func shownAgainKeepsTheAnswer(flag: String) async {
    let server = Server()
    let driver = started(server)
    driver.tap(.username)
    driver.type("ada")
    await settle { server.questions == 1 }
    server.answer("That username is taken")
    await settle { driver.shownErrors[.username] != nil }
    driver.session.form.setFlag(flag, true)
    driver.session.form.setFlag(flag, false)
    for _ in 0..<20 { await Task.yield() }
    #expect(server.asked == ["ada"])
    #expect(server.questions == 0)
    #expect(!driver.session.form.hasUnsettledChecks)
    #expect(driver.pendingChecks.isEmpty)
    #expect(driver.session.form.checkMessage(for: .username) == "That username is taken")
  }

  @Test("a value changed while the input was hidden is checked when it shows again")
  func valueChangedWhileHiddenIsCheckedWhenShown() async {
    let server = Server()
    let driver = started(server)
    driver.tap(.username)
    driver.type("ada")
    await settle { server.questions == 1 }
    server.answer(nil)
    await settle { !driver.session.form.isCheckPending(.username) }
    driver.session.form.setFlag("hidesUsername", true)
    driver.session.form.setValue("adb", for: .username)
    for _ in 0..<20 { await Task.yield() }
    #expect(server.asked == ["ada"], "not while it is hidden")
    driver.session.form.setFlag("hidesUsername", false)
    await settle { server.questions == 1 }
    #expect(server.asked == ["ada", "adb"])
    server.answer(nil)
    await settle { !driver.session.form.isCheckPending(.username) }
    #expect(!driver.session.form.hasUnsettledChecks)
  }

  @Test("shown again, the input's check runs on submit")
  func shownAgainIsCheckedOnSubmit() async {
    let server = Server()
    let form = CheckedForm(server: server, username: "")
    form.setFlag("hidesUsername", true)
    form.setValue("ada", for: .username)
    form.setFlag("hidesUsername", false)
    #expect(form.hasUnsettledChecks)
    async let submitted = form.submitAfterChecks()
    await settle { server.questions == 1 }
    server.answer("That username is taken")
    #expect(await submitted == false)
    #expect(server.asked == ["ada"])
  }
}

/// A form with one checked input, `username`, whose check the test's ``Server`` answers, and an
/// unchecked `email`; the app's flags `hidesUsername` hide the username and `locksUsername`
/// disable it.
@MainActor
final class CheckedForm: FormModel {
  enum Field: String, FormField {
    case username, email
    typealias Form = CheckedForm
  }

  var focusedField: Field? {
    didSet { formChanges.focusDidChange() }
  }
  var errors: [Field: String] = [:] {
    didSet { formChanges.errorsDidChange() }
  }
  let formChanges = FormChangeRelay<Field>()
  let appChecks: FormChecks<Field>?
  private var values: [Field: String] = [:]
  private var flags: Set<String> = []
  private let server: FormModelChecksTests.Server

  /// A form whose username is `username` to start with, set without starting its check; its
  /// checks wait for debounces with `sleep` (by default at once).
  init(
    server: FormModelChecksTests.Server, username: String,
    sleep: @escaping @Sendable (UInt64) async throws -> Void = { _ in }
  ) {
    self.server = server
    appChecks = FormChecks(sleep: sleep)
    values[.username] = username
  }

  func value(of field: Field) -> String { values[field] ?? "" }
  func setValue(_ value: String, for field: Field) {
    values[field] = value
    formChanges.valueDidChange(field)
    startCheck(field)
  }

  func isFlagSet(_ flag: String) -> Bool { flags.contains(flag) }
  func setFlag(_ flag: String, _ isSet: Bool) {
    if isSet { flags.insert(flag) } else { flags.remove(flag) }
    formChanges.flagsDidChange()
  }

  func appCheck(for field: Field) -> FormAppCheck? {
    switch field {
    case .username:
      return FormAppCheck(debounce: 0.5) { [server] value in await server.check(value) }
    case .email: return nil
    }
  }

  nonisolated static let schema = FormSchema<Field>(
    inputs: [
      .field(
        .username, returns: .nextOrSubmit(.done), validations: [.required("Enter a username")],
        shownWith: "username"),
      .field(.email, returns: .nextOrSubmit(.done)),
    ],
    conditions: [FormCondition("username", .field, shownWhenFlag: "hidesUsername", isSet: false)],
    toolbar: [.previous, .next, .done],
    keyboard: FormKeyboardPlan(
      avoidance: .none, dismissMode: .none, spacing: 0, insetContainer: nil, inputs: []),
    flags: ["hidesUsername", "locksUsername"],
    enabled: [FormCondition("username", .field, shownWhenFlag: "locksUsername", isSet: false)],
    validateOn: .submit)
}
