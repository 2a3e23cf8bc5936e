#if canImport(XCTest) && canImport(UIKit)
  import FormRuntime
  import UIKit
  import XCTest

  extension FormUIWalk {
    /// Checks that a submit with the submit button waits for the app checks (`check` in the
    /// spec), which the test hook answers (`FORMC_CHECKS`, ``FormUITestLaunch/checks``) so that
    /// no server is asked: the app is launched with the form filled in validly (`values`) and
    /// every check of `checked` (the checked inputs shown, in focus order) answered as failed; a
    /// tap on the submit button must let each check's spinner
    /// (``FormAccessibilityIdentifier/check(_:)``) go and focus the first of them once its check
    /// answered — waiting at most the longest `debounce` plus the answer's
    /// ``FormUITestLaunch/checkAnswerDelay`` plus ``timeout`` — and report no submit. Launched
    /// again with the checks answered as passed, the same tap must submit. An app whose submit
    /// does not wait for its checks submits in the first launch and fails. A submit in the
    /// keyboard toolbar shows only while an input is edited: with `tapped`, that text input is
    /// brought into reach and tapped first, and the button is the toolbar's. With
    /// ``runsInLandscape`` the device is turned to landscape first (`XCTSkip` when the app does
    /// not turn).
    public func submitWaitingForChecks(
      button id: String?, inKeyboardToolbarAfterTapping tapped: String? = nil,
      values: [String: String], checked: [String], debounce: TimeInterval,
      file: StaticString = #filePath, line: UInt = #line
    ) throws {
      let name =
        tapped.map { "submit with the keyboard toolbar's submit button, after tapping '\($0)'" }
        ?? "submit with the submit button"
      try submitWaitingForChecks(
        values: values, checked: checked, debounce: debounce, submitting: name, file: file,
        line: line
      ) { app in
        if let tapped, !self.focus(tapped, in: app, file: file, line: line) { return false }
        return self.tapSubmit(id, inKeyboardToolbar: tapped != nil, in: app, file: file, line: line)
      }
    }

    /// Checks that Return on `input` (the last input, whose Return submits) waits for the app
    /// checks, as ``submitWaitingForChecks(button:inKeyboardToolbarAfterTapping:values:checked:debounce:file:line:)``
    /// does for the submit button: the input is brought into reach and tapped, and Return
    /// (`XCUIKeyboardKey.return`) pressed on it.
    public func submitWaitingForChecks(
      returnKeyOn input: String, values: [String: String], checked: [String],
      debounce: TimeInterval, file: StaticString = #filePath, line: UInt = #line
    ) throws {
      try submitWaitingForChecks(
        values: values, checked: checked, debounce: debounce, submitting: "Return on '\(input)'",
        file: file, line: line
      ) { app in
        guard self.focus(input, in: app, file: file, line: line) else { return false }
        self.input(input, in: app).typeText(XCUIKeyboardKey.return.rawValue)
        return true
      }
    }

    /// The checks test, submitting with `submit` (whether it could), a step named `submitting`.
    /// Each step is an activity (`XCTContext.runActivity`) that, failing, keeps the evidence
    /// (``fail(_:file:line:)``); the accessibility audit runs on the form showing the failed
    /// checks' messages, the state the submit stopped in.
    private func submitWaitingForChecks(
      values: [String: String], checked: [String], debounce: TimeInterval,
      submitting: String, file: StaticString, line: UInt, submit: (XCUIApplication) -> Bool
    ) throws {
      guard let first = checked.first else { return }
      let failing = Dictionary(uniqueKeysWithValues: checked.map { ($0, Self.failedCheckMessage) })
      let seconds = timeout + debounce + FormUITestLaunch.checkAnswerDelay
      let names = checked.map { "'\($0)'" }.joined(separator: ", ")
      let checks = checked.count == 1 ? "the check of \(names)" : "the checks of \(names)"
      let end = checked.count == 1 ? "ends (its spinner goes)" : "end (their spinners go)"
      defer { uprightAfterLandscape() }
      // The checks fail: the submit waits for them, then focuses the first checked input.
      var app = try activity("launch with \(checks) answered as failed", in: XCUIApplication()) {
        let app = launch(values: values, checks: failing)
        try turnToLandscapeIfAsked(app, file: file, line: line)
        return app
      }
      var submits = submitCount(in: app)
      guard activity(submitting, in: app, { submit(app) }) else { return }
      guard
        activity(
          "\(checks) \(end)", in: app,
          { checksEnd(checked, in: app, seconds: seconds, file: file, line: line) })
      else { return }
      let stopped = activity("no submit, focus on '\(first)' (its check failed)", in: app) {
        guard submitCount(in: app) == submits else {
          fail(
            "the app submitted before the check of '\(first)' answered (its submit does not wait "
              + "for the app checks)", file: file, line: line)
          return false
        }
        guard waitForFocus(on: first, in: app) else {
          fail(
            "submitting did not focus '\(first)' once its check failed (within \(Int(seconds)) "
              + "seconds)", file: file, line: line)
          return false
        }
        return true
      }
      guard stopped else { return }
      if auditsAccessibility, !audit(app, file: file, line: line) { return }
      // The checks pass: the same submit goes through once they answered.
      let passing = Dictionary(uniqueKeysWithValues: checked.map { ($0, "") })
      app = try activity("launch with \(checks) answered as passed", in: XCUIApplication()) {
        let app = launch(values: values, checks: passing)
        try turnToLandscapeIfAsked(app, file: file, line: line)
        return app
      }
      submits = submitCount(in: app)
      guard activity(submitting, in: app, { submit(app) }) else { return }
      guard
        activity(
          "\(checks) \(end)", in: app,
          { checksEnd(checked, in: app, seconds: seconds, file: file, line: line) })
      else { return }
      activity("the app submits", in: app) {
        let submitted = XCTWaiter.wait(
          for: [
            XCTNSPredicateExpectation(
              predicate: NSPredicate { _, _ in
                MainActor.assumeIsolated { self.submitCount(in: app) > submits }
              }, object: nil)
          ], timeout: timeout)
        if submitted != .completed {
          fail(
            "the app did not submit the valid form once its checks passed (within "
              + "\(Int(seconds)) seconds; focus is on '\(focusedInput(in: app) ?? "nothing")')",
            file: file, line: line)
        }
      }
    }

    /// The message the test hook's failed checks give.
    public static let failedCheckMessage = "formc: the check failed"

    /// Waits, at most `seconds` in all, for the spinner of each checked input
    /// (``FormAccessibilityIdentifier/check(_:)``, whatever its element type: the app's own
    /// indicator may be an image) to go; whether they all went. A spinner that goes is no proof
    /// that the submit waited: the callers then check the submit count and the focus.
    private func checksEnd(
      _ checked: [String], in app: XCUIApplication, seconds: TimeInterval, file: StaticString,
      line: UInt
    ) -> Bool {
      let spinners = checked.map {
        ($0, element(.any, FormAccessibilityIdentifier.check($0), in: app))
      }
      let gone = XCTWaiter.wait(
        for: [
          XCTNSPredicateExpectation(
            predicate: NSPredicate { _, _ in
              MainActor.assumeIsolated { spinners.allSatisfy { !$0.1.exists } }
            }, object: nil)
        ], timeout: seconds)
      guard gone != .completed, let (id, _) = spinners.first(where: { $0.1.exists }) else {
        return true
      }
      fail(
        "the check of '\(id)' did not end within \(Int(seconds)) seconds of the submit: its "
          + "spinner ('\(FormAccessibilityIdentifier.check(id))') still shows", file: file,
        line: line)
      return false
    }

    /// Brings the text input `id` into reach and taps it; whether it got keyboard focus.
    func focus(
      _ id: String, in app: XCUIApplication, file: StaticString, line: UInt
    ) -> Bool {
      let field = input(id, in: app)
      _ = field.waitForExistence(timeout: timeout)
      guard reach(field, in: app) else {
        fail(unreachable("'\(id)'", field, in: app), file: file, line: line)
        return false
      }
      field.tap()
      guard waitForFocus(on: id, in: app) else {
        fail("tapping '\(id)' did not focus it", file: file, line: line)
        return false
      }
      return true
    }

    /// Finds the form's submit button (``FormAccessibilityIdentifier/submit``, else the spec's
    /// id of the button), scrolls it into reach (a keyboard toolbar's, above the keyboard, only
    /// waited for: a swipe could dismiss it) and taps it; whether it could.
    func tapSubmit(
      _ id: String?, inKeyboardToolbar: Bool, in app: XCUIApplication, file: StaticString,
      line: UInt
    ) -> Bool {
      var button = element(.button, FormAccessibilityIdentifier.submit, in: app)
      if !button.waitForExistence(timeout: timeout), let id {
        button = element(.button, id, in: app)
      }
      let reached =
        inKeyboardToolbar
        ? button.wait(for: \.isHittable, toEqual: true, timeout: timeout)
        : button.exists && reach(button, in: app)
      guard reached else {
        fail(
          inKeyboardToolbar
            ? "no submit button in the keyboard toolbar" : "no submit button in reach",
          file: file, line: line)
        return false
      }
      button.tap()
      return true
    }
  }
#endif
