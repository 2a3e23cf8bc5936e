import FormRuntime
import Testing

/// App checks: debounce, pending state, stale checks cancelled, and waiting for pending checks.
@MainActor
@Suite("Form checks")
struct FormChecksTests {
  typealias Field = TimingForm.Field

  /// A check whose answers the test releases one by one, in the order they were asked.
  @MainActor
  final class Server {
    var asked: [String] = []
    private var waiting: [CheckedContinuation<FormCheckOutcome, Never>] = []

    func check(_ value: String) async -> FormCheckOutcome {
      asked.append(value)
      return await withCheckedContinuation { waiting.append($0) }
    }

    /// Answers the oldest question.
    func answer(_ outcome: FormCheckOutcome) {
      waiting.removeFirst().resume(returning: outcome)
    }

    var hasQuestion: Bool { !waiting.isEmpty }
  }

  /// Runs the main actor's queue until `condition` holds (the tasks the checks start).
  func settle(_ condition: () -> Bool) async {
    for _ in 0..<1000 where !condition() { await Task.yield() }
  }

  @Test("a change is pending until its check returns, and the outcome is kept for that value")
  func pendingThenOutcome() async {
    let checks = FormChecks<Field>(sleep: { _ in })
    let server = Server()
    var changes = 0
    checks.didChange = { _ in changes += 1 }
    var reported: [Set<Field>] = []
    checks.pendingDidChange = { reported.append($0) }
    checks.check(.username, value: "ada", debounce: 0.5, with: server.check)
    #expect(checks.isPending(.username))
    #expect(checks.pendingFields == [.username])
    #expect(!checks.isRunning(.username), "in its debounce")
    #expect(reported.isEmpty, "not reported during the debounce")
    await settle { server.hasQuestion }
    #expect(checks.isRunning(.username))
    #expect(checks.runningFields == [.username])
    server.answer(.failed("That username is taken"))
    await settle { !checks.isPending(.username) }
    #expect(!checks.isRunning(.username))
    #expect(reported == [[.username], []], "reported while the app's check runs")
    #expect(checks.outcome(for: .username, value: "ada") == .failed("That username is taken"))
    #expect(checks.outcome(for: .username, value: "adb") == nil)
    #expect(changes == 3, "started, running, finished")
  }

  @Test("an answer recorded for a value settles the input at once and drops the check in flight")
  func recordedAnswer() async {
    let checks = FormChecks<Field>(sleep: { _ in })
    let server = Server()
    checks.check(.username, value: "ada", debounce: 0.5, with: server.check)
    await settle { server.hasQuestion }
    checks.answer(.username, value: "ada", with: .failed("Taken"))
    #expect(!checks.isPending(.username))
    #expect(checks.outcome(for: .username, value: "ada") == .failed("Taken"))
    server.answer(.passed)
    await settle { false }
    #expect(
      checks.outcome(for: .username, value: "ada") == .failed("Taken"), "the late one is dropped")
    checks.check(.username, value: "ada", debounce: 0.5, with: server.check)
    #expect(!checks.isPending(.username), "an answered value is not asked again")
  }

  @Test("a suspended check is cancelled and remembered until the next check of its input")
  func suspendedCheck() async {
    let checks = FormChecks<Field>(sleep: { _ in })
    let server = Server()
    checks.check(.username, value: "ada", debounce: 0, with: server.check)
    await settle { server.hasQuestion }
    checks.suspend(.username)
    #expect(checks.isSuspended(.username))
    #expect(!checks.isPending(.username))
    server.answer(.failed("late"))  // the suspended check's answer is dropped
    for _ in 0..<20 { await Task.yield() }
    #expect(checks.outcome(for: .username, value: "ada") == nil)
    checks.check(.username, value: "ada", debounce: 0, with: server.check)
    #expect(!checks.isSuspended(.username))
    await settle { server.hasQuestion }
    server.answer(.passed)
    await checks.waitForPending()
    #expect(server.asked == ["ada", "ada"])
    checks.suspend(.username)
    #expect(checks.outcome(for: .username, value: "ada") == .passed, "an outcome stays")
    checks.cancelAll()
    #expect(!checks.isSuspended(.username), "a reset forgets the suspension")
  }

  @Test("the debounce is waited for with the given clock, in nanoseconds")
  func debounce() async {
    let recorder = Recorder()
    let checks = FormChecks<Field>(sleep: { await recorder.record($0) })
    checks.check(.username, value: "ada", debounce: 0.25, with: { _ in .passed })
    await checks.waitForPending()
    #expect(await recorder.values == [250_000_000])
    #expect(checks.outcome(for: .username, value: "ada") == .passed)
  }

  @Test("a new value cancels the stale check: its outcome is never recorded")
  func staleCheckDropped() async {
    let checks = FormChecks<Field>(sleep: { _ in })
    let server = Server()
    checks.check(.username, value: "ad", debounce: 0, with: server.check)
    await settle { server.hasQuestion }
    checks.check(.username, value: "ada", debounce: 0, with: server.check)
    server.answer(.failed("taken"))  // the answer about "ad" arrives late
    await settle { server.hasQuestion }
    #expect(checks.isPending(.username))
    #expect(checks.outcome(for: .username, value: "ad") == nil)
    server.answer(.passed)
    await checks.waitForPending()
    #expect(server.asked == ["ad", "ada"])
    #expect(checks.outcome(for: .username, value: "ada") == .passed)
  }

  @Test("a cancelled debounce never asks; an empty value is neither pending nor failed")
  func cancelledDebounce() async {
    let checks = FormChecks<Field>(sleep: { _ in try await Task.sleep(nanoseconds: 60_000_000_000) }
    )
    let server = Server()
    checks.check(.username, value: "ad", debounce: 60, with: server.check)
    checks.check(.username, value: "", debounce: 60, with: server.check)
    #expect(!checks.isPending(.username))
    await checks.waitForPending()
    #expect(server.asked.isEmpty)
  }

  @Test("cancelAll forgets every check")
  func cancelAll() async {
    let checks = FormChecks<Field>(sleep: { _ in })
    checks.check(.username, value: "ada", debounce: 0, with: { _ in .passed })
    await checks.waitForPending()
    checks.cancelAll()
    #expect(checks.outcome(for: .username, value: "ada") == nil)
  }
}

/// Records the durations slept.
actor Recorder {
  var values: [UInt64] = []
  func record(_ value: UInt64) { values.append(value) }
}
