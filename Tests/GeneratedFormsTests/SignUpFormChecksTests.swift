import FormRuntime
import FormRuntimeTestSupport
import Testing

/// The generated SignUp view model's app check (`check: usernameAvailable`): the app's
/// `SignUpFormChecks` answers, through the session that drives the screens.
@MainActor
@Suite("Generated SignUp form: app checks")
struct SignUpFormChecksTests {
  /// The app's side: answers each question when the test says.
  @MainActor
  final class App: SignUpFormChecks {
    var asked: [String] = []
    private var waiting: [CheckedContinuation<String?, Never>] = []
    /// The test awaiting the first question (``firstQuestion()``).
    private var watcher: CheckedContinuation<Void, Never>?

    func usernameAvailable(_ value: String) async -> String? {
      asked.append(value)
      watcher?.resume()
      watcher = nil
      return await withCheckedContinuation { waiting.append($0) }
    }

    func answer(_ message: String?) { waiting.removeFirst().resume(returning: message) }
    var questions: Int { waiting.count }

    /// Returns once the app was asked something: an event, not a poll of the wall clock, which
    /// a loaded machine stretches past the debounce.
    func firstQuestion() async {
      guard asked.isEmpty else { return }
      await withCheckedContinuation { watcher = $0 }
    }
  }

  func settle(_ condition: () -> Bool) async {
    for _ in 0..<1000 where !condition() { await Task.yield() }
  }

  @Test("the username's check is the app's method; its message is the username's error")
  func usernameTaken() async throws {
    let app = App()
    let form = SignUpForm()
    form.checker = app
    // The debounce is the spec's half second: the session waits it out.
    let driver = FormSessionDriver(form)
    driver.start()
    driver.tap(.username)
    driver.type("ada")
    #expect(!form.isCheckPending(.username), "no spinner during the debounce")
    #expect(form.hasUnsettledChecks, "a submit would wait for it")
    await app.firstQuestion()
    #expect(app.asked == ["ada"])
    #expect(form.isCheckPending(.username), "pending while the app's method runs")
    #expect(driver.pendingChecks == [.username])
    #expect(!form.isCheckPending(.email))
    app.answer("That username is taken")
    await settle { !form.isCheckPending(.username) }
    #expect(driver.shownErrors[.username] == "That username is taken")
  }

  @Test("without a checker every check passes")
  func noChecker() async {
    let form = SignUpForm()
    form.username = "ada"
    #expect(form.appCheck(for: .username)?.debounce == 0.5)
    #expect(form.appCheck(for: .email) == nil)
    let outcome = await form.appCheck(for: .username)?.run("ada")
    #expect(outcome == .passed)
  }
}
