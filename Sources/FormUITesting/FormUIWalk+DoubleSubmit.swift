#if canImport(XCTest) && canImport(UIKit)
  import FormRuntime
  import UIKit
  import XCTest

  extension FormUIWalk {
    /// The seconds each submit is held running on the double-submit tests' launches
    /// (`FORMC_SUBMIT_DELAY`, ``FormUITestLaunch/submitDelay``): far longer than a tap takes on a
    /// slow simulator, so that the second submit lands while the first runs. The tests never wait
    /// for it to end.
    public static let submitDelay: TimeInterval = 30

    /// Checks that a double tap on the submit submits once: the app is launched with the form
    /// filled in validly (`values`; the app checks of `checked`, if any, answered as passed)
    /// and each submit held running for ``submitDelay`` seconds; the submit button (found as
    /// ``submitWaitingForChecks(button:inKeyboardToolbarAfterTapping:values:checked:debounce:file:line:)``
    /// finds it; a keyboard toolbar's after tapping `tapped`) is tapped, and tapped again while
    /// the first submit runs, where it still shows (FormRuntime shows a spinner in the place of
    /// a navigation bar's or keyboard toolbar's submit: nothing is left to tap). The app must
    /// report exactly one submit (`formc.uitest.submits` grows by one): none fails ("the app
    /// did not submit…"), two fail ("… submitted again …").
    public func submitTwice(
      button id: String?, inKeyboardToolbarAfterTapping tapped: String? = nil,
      values: [String: String], checked: [String] = [], debounce: TimeInterval = 0,
      file: StaticString = #filePath, line: UInt = #line
    ) throws {
      let name =
        tapped.map { "the keyboard toolbar's submit button (after tapping '\($0)')" }
        ?? "the submit button"
      try submitTwice(
        values: values, checked: checked, debounce: debounce, first: "tap \(name)",
        second: "tap \(name) again while the submit runs", again: "a second tap on \(name)",
        file: file, line: line,
        submit: { app in
          if let tapped, !self.focus(tapped, in: app, file: file, line: line) { return false }
          return self.tapSubmit(
            id, inKeyboardToolbar: tapped != nil, in: app, file: file, line: line)
        },
        submitAgain: { app in
          // The running submit may show a spinner in the button's place: nothing to tap then.
          var button = self.element(.button, FormAccessibilityIdentifier.submit, in: app)
          if !button.exists, let id { button = self.element(.button, id, in: app) }
          if button.exists, button.isHittable { button.tap() }
          return true
        })
    }

    /// Checks that Return on `input` (the last input, whose Return submits) while the submit it
    /// started runs does not submit again: as
    /// ``submitTwice(button:inKeyboardToolbarAfterTapping:values:checked:debounce:file:line:)``,
    /// with the input tapped and Return (`XCUIKeyboardKey.return`) pressed, then — the submit
    /// running, the keyboard perhaps gone with it — the input tapped again and Return pressed
    /// again.
    public func submitTwice(
      returnKeyOn input: String, values: [String: String], checked: [String] = [],
      debounce: TimeInterval = 0, file: StaticString = #filePath, line: UInt = #line
    ) throws {
      let press: (XCUIApplication) -> Bool = { app in
        guard self.focus(input, in: app, file: file, line: line) else { return false }
        self.input(input, in: app).typeText(XCUIKeyboardKey.return.rawValue)
        return true
      }
      try submitTwice(
        values: values, checked: checked, debounce: debounce, first: "Return on '\(input)'",
        second: "Return on '\(input)' again while the submit runs",
        again: "Return on '\(input)' again", file: file, line: line, submit: press,
        submitAgain: press)
    }

    /// The double-submit test: `submit` (whether it could), then, once the app reported the
    /// submit, `submitAgain`, after which the app must still report one. Each step is an activity
    /// that, failing, keeps the evidence (``fail(_:file:line:)``).
    private func submitTwice(
      values: [String: String], checked: [String], debounce: TimeInterval, first: String,
      second: String, again: String, file: StaticString, line: UInt,
      submit: (XCUIApplication) -> Bool, submitAgain: (XCUIApplication) -> Bool
    ) throws {
      defer { uprightAfterLandscape() }
      let checks = Dictionary(uniqueKeysWithValues: checked.map { ($0, "") })
      let app = try activity(
        "launch with each submit running \(Int(Self.submitDelay)) seconds", in: XCUIApplication()
      ) {
        let app = launch(values: values, checks: checks, submitDelay: Self.submitDelay)
        try turnToLandscapeIfAsked(app, file: file, line: line)
        return app
      }
      let submits = submitCount(in: app)
      let seconds = timeout + (checked.isEmpty ? 0 : debounce + FormUITestLaunch.checkAnswerDelay)
      let submitted = activity(first, in: app) { () -> Bool in
        guard submit(app) else { return false }
        let reported = XCTWaiter.wait(
          for: [
            XCTNSPredicateExpectation(
              predicate: NSPredicate { _, _ in
                MainActor.assumeIsolated { self.submitCount(in: app) > submits }
              }, object: nil)
          ], timeout: seconds)
        guard reported == .completed else {
          fail(
            "the app did not submit the valid form (within \(Int(seconds)) seconds; focus is "
              + "on '\(focusedInput(in: app) ?? "nothing")')", file: file, line: line)
          return false
        }
        return true
      }
      guard submitted else { return }
      activity(second, in: app) {
        guard submitAgain(app) else { return }
        let count = submitCount(in: app) - submits
        if count != 1 {
          fail(
            "the app submitted \(count) times: \(again) while the first submit ran (held "
              + "\(Int(Self.submitDelay)) seconds by FORMC_SUBMIT_DELAY) submitted again (its "
              + "submit is not guarded while it runs)", file: file, line: line)
        }
      }
    }
  }
#endif
