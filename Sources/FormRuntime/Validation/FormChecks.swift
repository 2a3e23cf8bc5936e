/// What an app check found: a check the spec names and the app implements (a username still
/// free, a coupon the server knows), run on the value after a pause in typing.
public enum FormCheckOutcome: Sendable, Hashable {
  /// The value passes.
  case passed
  /// The value fails, with the message to show, or `nil` for the spec's.
  case failed(String?)
}

/// The app checks of one form's inputs in flight and their outcomes: each value change starts the
/// input's check after its debounce, cancelling the check of the value before (a stale check's
/// outcome is never recorded). An input is pending (a submit waits for it) from the change until
/// its check returns; it is running (the screen shows a spinner) only once the debounce passed
/// and the app's check was called, so typing does not make the spinner flicker.
///
/// A check is an `async` closure the app supplies, isolated to the main actor like the view
/// model, so it may read the model; it runs in a task the change starts, which is cancelled when
/// the value changes again or ``cancelAll()`` runs (call it when the screen goes away). A check
/// that honours cancellation (`URLSession` does) stops its request; one that does not still has
/// its outcome dropped. Tasks hold the checks weakly: once they are gone, outcomes are dropped.
@MainActor
public final class FormChecks<Field: FormField> {
  /// A check of a value.
  public typealias Check = @MainActor @Sendable (String) async -> FormCheckOutcome

  private struct Run {
    /// The value checked.
    var value: String
    /// The debounce and check, until they finish.
    var task: Task<Void, Never>?
    /// Whether the debounce passed and the app's check was called.
    var isRunning = false
    /// What the check found, once it returned.
    var outcome: FormCheckOutcome?
  }

  private var runs: [Field: Run] = [:]
  /// The inputs whose checks were suspended (their inputs hidden or disabled) and not run since.
  private var suspended: Set<Field> = []
  /// Waits for a debounce, and for a UI test's answer (``uiTestAnswers``):
  /// `Task.sleep(nanoseconds:)`, or a test's clock. Tests (`@testable import`) may put a clock of
  /// their own here before the first check (the UIKit harness's bridge puts its screen's clock):
  /// a check in flight keeps the clock it started with. Not public: apps pass `init(sleep:)`.
  var sleep: @Sendable (UInt64) async throws -> Void

  /// The answers a UI test gave for the checks (`FORMC_CHECKS`, set by
  /// ``FormUITestLaunch/apply(to:)``), by input: while an input has one, its check answers it
  /// (``FormUITestLaunch/checkAnswer(_:)``) in place of the app's, after the same debounce; its
  /// ``FormUITestLaunch/checkAnswerDelay`` is waited out on the same clock as the debounce.
  public var uiTestAnswers: [Field: String] = [:]

  /// Called when an input's pending state or outcome changes (a check starts, finishes, or is
  /// dropped): the session re-presents the input's error and pending state.
  public var didChange: ((Field) -> Void)?

  /// Called with ``runningFields`` whenever it changes: the generated view model publishes it as
  /// `pendingChecks`, so a SwiftUI screen redraws its progress indicators. An input in its
  /// debounce is not reported: its spinner shows only while the app's check runs.
  public var pendingDidChange: (@MainActor (Set<Field>) -> Void)?
  /// The running inputs last reported to ``pendingDidChange``.
  private var reportedPending: Set<Field> = []

  /// Creates checks that wait for debounces, and for UI tests' answers, with `sleep`
  /// (nanoseconds; by default `Task.sleep(nanoseconds:)`, which throws when the task is
  /// cancelled).
  public init(
    sleep: @escaping @Sendable (UInt64) async throws -> Void = {
      try await Task.sleep(nanoseconds: $0)
    }
  ) {
    self.sleep = sleep
  }

  /// Creates checks that report their running inputs to `pendingDidChange` (the generated view
  /// model's `pendingChecks`), waiting for debounces with `Task.sleep(nanoseconds:)`.
  public convenience init(pendingDidChange: @escaping @MainActor (Set<Field>) -> Void) {
    self.init()
    self.pendingDidChange = pendingDidChange
  }

  /// Tells ``didChange`` about `field`, and ``pendingDidChange`` when the running inputs changed.
  private func changed(_ field: Field) {
    let pending = runningFields
    if pending != reportedPending {
      reportedPending = pending
      pendingDidChange?(pending)
    }
    didChange?(field)
  }

  /// Checks `value` of `field` with `check` once `debounce` seconds pass without another change;
  /// cancels the check of the value before. An empty value is not checked (`required` is what
  /// rejects it): its input is neither pending nor failed. A suspended check is no longer.
  public func check(
    _ field: Field, value: String, debounce: Double, with check: @escaping Check
  ) {
    suspended.remove(field)
    if let run = runs[field], run.value == value, run.task != nil || run.outcome != nil { return }
    runs[field]?.task?.cancel()
    guard !value.isEmpty else {
      if runs.removeValue(forKey: field) != nil { changed(field) }
      return
    }
    let sleep = sleep
    let check =
      uiTestAnswers[field].map { FormUITestLaunch.checkAnswer($0, sleep: sleep) } ?? check
    let nanoseconds = UInt64(max(0, debounce) * 1_000_000_000)
    let task = Task { [weak self] in
      do { try await sleep(nanoseconds) } catch { return }
      guard !Task.isCancelled else { return }
      self?.begin(field, value: value)
      let outcome = await check(value)
      guard !Task.isCancelled else { return }
      self?.finish(field, value: value, outcome: outcome)
    }
    runs[field] = Run(value: value, task: task, outcome: nil)
    changed(field)
  }

  /// The debounce of `field`'s check of `value` passed: the app's check runs now.
  private func begin(_ field: Field, value: String) {
    guard runs[field]?.value == value, runs[field]?.outcome == nil else { return }
    runs[field]?.isRunning = true
    changed(field)
  }

  private func finish(_ field: Field, value: String, outcome: FormCheckOutcome) {
    guard runs[field]?.value == value else { return }
    runs[field] = Run(value: value, task: nil, outcome: outcome)
    changed(field)
  }

  /// Records what the check of `field` found for `value` without running it (an answer the app
  /// already has, say a cached one), cancelling its check in flight; the input is settled for
  /// that value, as if its check had returned `outcome`.
  public func answer(_ field: Field, value: String, with outcome: FormCheckOutcome) {
    suspended.remove(field)
    runs[field]?.task?.cancel()
    runs[field] = Run(value: value, task: nil, outcome: outcome)
    changed(field)
  }

  /// Whether `field`'s check is waiting for its debounce or running: what a submit waits for.
  public func isPending(_ field: Field) -> Bool {
    guard let run = runs[field] else { return false }
    return run.outcome == nil
  }

  /// The inputs whose checks are pending (waiting for their debounce or running).
  public var pendingFields: Set<Field> {
    Set(runs.filter { $0.value.outcome == nil }.keys)
  }

  /// Whether `field`'s check is running: its debounce passed and the app's check has not
  /// returned. What the screen shows as a spinner.
  public func isRunning(_ field: Field) -> Bool {
    guard let run = runs[field] else { return false }
    return run.isRunning && run.outcome == nil
  }

  /// The inputs whose checks are running (``isRunning(_:)``).
  public var runningFields: Set<Field> {
    Set(runs.filter { $0.value.isRunning && $0.value.outcome == nil }.keys)
  }

  /// Whether `field`'s check was suspended (``suspend(_:)``) and not run since.
  public func isSuspended(_ field: Field) -> Bool {
    suspended.contains(field)
  }

  /// Whether some input's check is suspended: without one, nothing waits to start again.
  public var hasSuspended: Bool { !suspended.isEmpty }

  /// What the check of `field` found for `value`, or `nil` when it has not returned for that value.
  public func outcome(for field: Field, value: String) -> FormCheckOutcome? {
    guard let run = runs[field], run.value == value else { return nil }
    return run.outcome
  }

  /// Returns once no check is pending: what a submit waits for.
  public func waitForPending() async {
    while let task = runs.values.first(where: { $0.outcome == nil })?.task {
      await task.value
      // A cancelled run stays pending until its replacement finishes: wait for that one.
      await Task.yield()
    }
  }

  /// Cancels `field`'s pending check, if it has one (its input was hidden or disabled); an
  /// outcome it already has stays.
  public func cancel(_ field: Field) {
    guard let run = runs[field], run.outcome == nil else { return }
    run.task?.cancel()
    runs[field] = nil
    changed(field)
  }

  /// Cancels `field`'s pending check, if it has one, and remembers that its input's value is
  /// owed a check: its input was hidden or disabled, or its value changed while it was. The next
  /// ``check(_:value:debounce:with:)`` of `field` ends the suspension (the model's
  /// `restartActiveChecks()` runs it once the input is shown and enabled again); an outcome it
  /// already has stays, so a value it answered for is not checked again.
  public func suspend(_ field: Field) {
    suspended.insert(field)
    cancel(field)
  }

  /// Cancels every check and forgets every outcome and suspension (a reset).
  public func cancelAll() {
    let fields = Array(runs.keys)
    for run in runs.values { run.task?.cancel() }
    runs = [:]
    suspended = []
    for field in fields { changed(field) }
  }
}
