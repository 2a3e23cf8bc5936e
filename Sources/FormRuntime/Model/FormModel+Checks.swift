/// One input's app check as the generated view model hands it to the runtime: the seconds to wait
/// after a change, and the check, which calls the app's method of the spec's name.
public struct FormAppCheck: Sendable {
  /// The seconds without a change before the check runs.
  public var debounce: Double
  /// The check of a value.
  public var run: @MainActor @Sendable (String) async -> FormCheckOutcome
  /// The check of a value when it is local (`local: true` in the spec): the app's synchronous
  /// check, which the model asks at once whenever it needs the input's message; `nil` for an
  /// `async` check.
  public var local: (@MainActor @Sendable (String) -> FormCheckOutcome)?

  /// Creates an app check from the app's method: it returns the message to show, or `nil` when
  /// the value passes.
  public init(
    debounce: Double, message: @escaping @MainActor @Sendable (String) async -> String?
  ) {
    self.debounce = debounce
    run = { value in
      guard let failure = await message(value) else { return .passed }
      return .failed(failure)
    }
  }

  /// Creates a local app check from the app's synchronous method: it returns the message to
  /// show, or `nil` when the value passes. It has no debounce, is never pending, and a submit
  /// does not wait for it: its message is the input's error as soon as the input shows errors.
  public init(local message: @escaping @MainActor @Sendable (String) -> String?) {
    let check: @MainActor @Sendable (String) -> FormCheckOutcome = { value in
      guard let failure = message(value) else { return .passed }
      return .failed(failure)
    }
    debounce = 0
    local = check
    run = { check($0) }
  }
}

/// App checks (`check` in the spec): a check the app implements runs on an input's value after a
/// pause in typing, the input's check is running until it returns (``pendingChecks``; a submit
/// also waits for one still in its debounce), and a failure is the input's error.
///
/// A generated model whose spec names checks holds ``appChecks`` and answers ``appCheck(for:)``;
/// each input's `didSet` calls ``startCheck(_:)``, which cancels the check of the value before.
/// Other models have neither, and these members do nothing.
extension FormModel {
  /// The checks in flight and their outcomes: `nil`, the default, for a form without checks.
  public var appChecks: FormChecks<Field>? { nil }

  /// The app check of `field`, or `nil` (the default) when the spec gives it none.
  public func appCheck(for field: Field) -> FormAppCheck? { nil }

  /// The inputs whose checks are running (their debounce passed, the app's check has not
  /// returned): the screens show a spinner beside each. A generated model publishes its own (so
  /// a SwiftUI screen redraws), this default asks ``appChecks``.
  public var pendingChecks: Set<Field> { appChecks?.runningFields ?? [] }

  /// Whether `field`'s check may run: its input is visible and enabled. The check of a hidden or
  /// disabled input does not run, and a submit does not wait for it.
  public func isCheckActive(_ field: Field) -> Bool {
    isVisible(field) && isEnabled(field)
  }

  /// Starts the check of `field`'s current value after its debounce, cancelling the check of the
  /// value before; an empty value is not checked, nor the value of a hidden or disabled input
  /// (its pending check is cancelled, and ``restartActiveChecks()`` runs it once the input is
  /// shown and enabled again).
  public func startCheck(_ field: Field) {
    guard let checks = appChecks, let check = appCheck(for: field), check.local == nil else {
      return
    }
    guard isCheckActive(field) else { return checks.suspend(field) }
    checks.check(field, value: value(of: field), debounce: check.debounce, with: check.run)
  }

  /// Cancels the pending check of each input that is hidden or disabled now: the session calls it
  /// after each change of a value or a flag. Shown and enabled again, the input is checked again
  /// (``restartActiveChecks()``), or by a submit.
  public func cancelInactiveChecks() {
    guard let checks = appChecks else { return }
    for field in checks.pendingFields where !isCheckActive(field) { checks.suspend(field) }
  }

  /// Starts again, after its debounce, the check of each input that is visible and enabled now
  /// and whose check was cancelled while it was hidden or disabled (or whose value changed
  /// meanwhile): the session calls it after each change of a value or a flag, so the user sees
  /// the spinner and the answer without typing again. An input whose check already answered
  /// for its current value is not asked again.
  public func restartActiveChecks() {
    // Called at every keystroke: without a suspended check it does nothing.
    guard let checks = appChecks, checks.hasSuspended else { return }
    for input in Self.schema.inputs where checks.isSuspended(input.field) {
      guard let check = appCheck(for: input.field), check.local == nil, isCheckActive(input.field)
      else { continue }
      checks.check(
        input.field, value: value(of: input.field), debounce: check.debounce, with: check.run)
    }
  }

  /// Whether `field`'s check is running (its debounce passed, the app's check has not returned):
  /// what the screen shows as pending, with a spinner. A check still in its debounce is not (a
  /// submit waits for it all the same: ``hasUnsettledChecks``). It reads ``pendingChecks``, so a
  /// SwiftUI view that asks redraws when it changes.
  public func isCheckPending(_ field: Field) -> Bool {
    pendingChecks.contains(field)
  }

  /// The message of `field`'s check for its current value, once the check failed; `nil` while it
  /// is pending, when it passed, or when the input has no check. A local check is asked now (an
  /// empty value is not checked).
  public func checkMessage(for field: Field) -> String? {
    if let local = appCheck(for: field)?.local {
      let value = value(of: field)
      guard !value.isEmpty, case .failed(let message) = local(value) else { return nil }
      return message ?? ""
    }
    guard let checks = appChecks,
      case .failed(let message)? = checks.outcome(for: field, value: value(of: field))
    else { return nil }
    return message ?? ""
  }

  /// Whether some visible, enabled input's check has no outcome for its current (non-empty)
  /// value yet: a submit waits for it (``settleChecks()``). A local check always has one.
  public var hasUnsettledChecks: Bool {
    guard let checks = appChecks else { return false }
    return Self.schema.inputs.contains { input in
      let value = value(of: input.field)
      guard !value.isEmpty, let check = appCheck(for: input.field), check.local == nil else {
        return false
      }
      return isCheckActive(input.field)
        && checks.outcome(for: input.field, value: value) == nil
    }
  }

  /// Runs at once each check not yet run for its input's current value, and returns once no
  /// check is pending and every visible, enabled checked input has an outcome for its value; the
  /// checks of hidden and disabled inputs are cancelled, not waited for.
  public func settleChecks() async {
    guard let checks = appChecks else { return }
    cancelInactiveChecks()
    while hasUnsettledChecks {
      for input in Self.schema.inputs {
        guard let check = appCheck(for: input.field), check.local == nil,
          isCheckActive(input.field)
        else { continue }
        let value = value(of: input.field)
        // A check pending for this value keeps its debounce; one never started runs now.
        let debounce = checks.isPending(input.field) ? check.debounce : 0
        checks.check(input.field, value: value, debounce: debounce, with: check.run)
      }
      await checks.waitForPending()
    }
  }

  /// Waits for the app checks (``settleChecks()``), then submits (`submit()`): what a submit
  /// button of a form with checks runs. Returns whether the form may be submitted.
  @discardableResult
  public func submitAfterChecks() async -> Bool {
    await settleChecks()
    return submit()
  }
}
