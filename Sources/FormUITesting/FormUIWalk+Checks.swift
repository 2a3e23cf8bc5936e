#if canImport(XCTest) && canImport(UIKit)
  import FormRuntime
  import UIKit
  import XCTest

  extension FormUIWalk {
    /// Checks that a submit waits for the app checks (`check` in the spec), which the test hook
    /// answers (`FORMC_CHECKS`, ``FormUITestLaunch/checks``) so that no server is asked: the app
    /// is launched with the form filled in validly (`values`) and every check of `checked` (the
    /// checked inputs shown, in focus order) answered as failed; a tap on the submit button must
    /// focus the first of them once its check answered — waiting at most the longest `debounce`
    /// plus the answer's ``FormUITestLaunch/checkAnswerDelay`` plus ``timeout`` — and report no
    /// submit. Launched again with the checks answered as passed, the same tap must submit. An
    /// app whose submit does not wait for its checks submits in the first launch and fails. With
    /// ``runsInLandscape`` the device is turned to landscape first (`XCTSkip` when the app does
    /// not turn).
    public func submitWaitingForChecks(
      button id: String?, values: [String: String], checked: [String], debounce: TimeInterval,
      file: StaticString = #filePath, line: UInt = #line
    ) throws {
      guard let first = checked.first else { return }
      let failing = Dictionary(uniqueKeysWithValues: checked.map { ($0, Self.failedCheckMessage) })
      let seconds = timeout + debounce + FormUITestLaunch.checkAnswerDelay
      defer { uprightAfterLandscape() }
      // The checks fail: the submit waits for them, then focuses the first checked input.
      var app = launch(values: values, checks: failing)
      try turnToLandscapeIfAsked(app, file: file, line: line)
      var submits = submitCount(in: app)
      guard tapSubmit(id, in: app, file: file, line: line) else { return }
      let focused = waitForFocus(on: first, in: app, seconds: seconds)
      if submitCount(in: app) != submits {
        return XCTFail(
          "the app submitted before the check of '\(first)' answered (its submit does not wait "
            + "for the app checks)", file: file, line: line)
      }
      guard focused else {
        return XCTFail(
          "submitting did not focus '\(first)' once its check failed (within \(Int(seconds)) "
            + "seconds)", file: file, line: line)
      }
      // The checks pass: the same submit goes through once they answered.
      let passing = Dictionary(uniqueKeysWithValues: checked.map { ($0, "") })
      app = launch(values: values, checks: passing)
      try turnToLandscapeIfAsked(app, file: file, line: line)
      submits = submitCount(in: app)
      guard tapSubmit(id, in: app, file: file, line: line) else { return }
      let submitted = XCTWaiter.wait(
        for: [
          XCTNSPredicateExpectation(
            predicate: NSPredicate { _, _ in
              MainActor.assumeIsolated { self.submitCount(in: app) > submits }
            }, object: nil)
        ], timeout: seconds)
      XCTAssertTrue(
        submitted == .completed,
        "the app did not submit the valid form once its checks passed (within \(Int(seconds)) "
          + "seconds; focus is on '\(focusedInput(in: app) ?? "nothing")')", file: file,
        line: line)
    }

    /// The message the test hook's failed checks give.
    public static let failedCheckMessage = "formc: the check failed"

    /// Finds the form's submit button (``FormAccessibilityIdentifier/submit``, else the spec's
    /// id of the button), scrolls it into reach and taps it; whether it could.
    private func tapSubmit(
      _ id: String?, in app: XCUIApplication, file: StaticString, line: UInt
    ) -> Bool {
      var button = element(.button, FormAccessibilityIdentifier.submit, in: app)
      if !button.waitForExistence(timeout: timeout), let id {
        button = element(.button, id, in: app)
      }
      guard button.exists, reach(button, in: app) else {
        XCTFail("no submit button in reach", file: file, line: line)
        return false
      }
      button.tap()
      return true
    }
  }
#endif
