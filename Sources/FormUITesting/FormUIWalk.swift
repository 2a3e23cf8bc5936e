#if canImport(XCTest) && canImport(UIKit)
  import FormRuntime
  import UIKit
  import XCTest

  /// Drives a form in the app under test as a user would, with the keyboard up: what formc's
  /// generated UI tests (`<Name>FormUITests.swift`) call, so that they carry only the form's
  /// facts.
  ///
  /// Inputs are found by their exact accessibility identifier (FormRuntime gives each its spec
  /// id, ``FormAccessibilityIdentifier``) on the input element types, never by a title, so the
  /// tests hold in every language. Return is pressed with `XCUIKeyboardKey.return`, and the Return
  /// key's type is read from the app's test hook (``FormUITestLaunch/returnKeyProbe``), not from
  /// the keyboard's key titles. Every check waits for its condition (animations, scrolling) up
  /// to ``timeout``; each step checks a change the app must make (focus moved from one input to
  /// the next, the keyboard went down, the app reported the submit), so that a test passes only
  /// when the app is right.
  @MainActor
  public struct FormUIWalk {
    /// The form's name (the spec's `form`), which the app's test hook reads
    /// (``FormUITestLaunch``).
    public var form: String
    /// How long to wait for an element, focus, the keyboard or a Return key, in seconds.
    public var timeout: TimeInterval
    /// How many drags a scroll that brings an input into reach may take in each direction
    /// (``reach(_:in:)`` searches towards the end, then back to the top; landscape with the
    /// keyboard up leaves a third of the screen to scroll, so a drag moves little).
    public var maximumSwipes = 20
    /// Whether each state's walk ends with Xcode's accessibility audit
    /// (`performAccessibilityAudit`, iOS 17 and later; skipped on older systems). On unless the
    /// test runner's environment sets `FORMC_ACCESSIBILITY_AUDIT` to `off` (in the test plan,
    /// or the scheme's test action).
    public var auditsAccessibility =
      ProcessInfo.processInfo.environment[FormUIWalk.accessibilityAuditVariable] != "off"
    /// The environment variable that turns the accessibility audit off (`off`).
    public static let accessibilityAuditVariable = "FORMC_ACCESSIBILITY_AUDIT"
    /// Whether every test turns the device to landscape after launching the app, checks that the
    /// app turned (skipping the test, with the reason, when it does not: it supports portrait
    /// only) and puts the device upright again at its end: set when the test runner's
    /// environment has `FORMC_ORIENTATION` `landscape` (the test plan's Landscape configuration,
    /// docs/FormUITests.xctestplan).
    public var runsInLandscape =
      ProcessInfo.processInfo.environment[FormUIWalk.orientationVariable] == "landscape"
    /// The environment variable that runs every test in landscape (`landscape`).
    public static let orientationVariable = "FORMC_ORIENTATION"
    /// Whether the keyboard may float (an iPad's floating keyboard, which the test plan's
    /// "iPad, floating keyboard" configuration expects the simulator to be set to): a keyboard
    /// whose frame does not reach the screen's bottom then covers only what it overlaps, and
    /// drags go beside it. Set when the test runner's environment has `FORMC_KEYBOARD`
    /// `floating`; a docked keyboard is judged as always.
    public var keyboardMayFloat =
      ProcessInfo.processInfo.environment[FormUIWalk.keyboardVariable] == "floating"
    /// The environment variable that says the keyboard may float (`floating`).
    public static let keyboardVariable = "FORMC_KEYBOARD"
    /// The test runner's launch arguments that ``launch(values:checks:)`` passes on to the app:
    /// a test plan's arguments go to the test runner, not to the app a UI test launches, so the
    /// walk hands them on (``forwardedArguments(from:)``, by default of the runner's own).
    public var forwardedArguments = FormUIWalk.forwardedArguments(
      from: ProcessInfo.processInfo.arguments)
    /// The launch argument that sets the app's text size (Dynamic Type) to a content size
    /// category, the test plan's accessibility configuration's:
    /// `-UIPreferredContentSizeCategoryName UICTContentSizeCategoryAccessibilityL`.
    public static let contentSizeArgument = "-UIPreferredContentSizeCategoryName"

    /// The launch arguments of `arguments` (the test runner's) that the app is launched with
    /// too: the text size (``contentSizeArgument`` and its category, given as two arguments or
    /// as one with a space).
    public static func forwardedArguments(from arguments: [String]) -> [String] {
      let words = arguments.dropFirst().flatMap { argument in
        argument.hasPrefix(contentSizeArgument + " ")
          ? argument.split(separator: " ").map(String.init) : [argument]
      }
      guard let index = words.firstIndex(of: contentSizeArgument), index + 1 < words.count else {
        return []
      }
      return [contentSizeArgument, words[index + 1]]
    }

    /// A walk through `form`.
    public init(form: String, timeout: TimeInterval = 5) {
      self.form = form
      self.timeout = timeout
    }

    /// Launches the app at the form, its inputs starting from `values` and its app checks
    /// answered by `checks` (through the app's test hook), each submit held running for
    /// `submitDelay` seconds (`FORMC_SUBMIT_DELAY`), with the device upright.
    @discardableResult
    public func launch(
      values: [String: String] = [:], checks: [String: String] = [:],
      submitDelay: TimeInterval? = nil
    ) -> XCUIApplication {
      XCUIDevice.shared.orientation = .portrait
      let app = XCUIApplication()
      let launch = FormUITestLaunch(
        form: form, values: values, checks: checks, submitDelay: submitDelay)
      app.launchArguments += launch.arguments + forwardedArguments
      for (name, value) in launch.environment { app.launchEnvironment[name] = value }
      app.launch()
      return app
    }

    /// Launches the app at the form in `state` (turned to landscape with ``runsInLandscape``,
    /// throwing `XCTSkip` when the app does not turn), walks its inputs
    /// (``walk(_:in:fromTheTop:file:line:)``), checks the typed controls and runs the
    /// accessibility audit.
    public func run(
      _ state: FormUIState, fromTheTop: Bool = false, file: StaticString = #filePath,
      line: UInt = #line
    ) throws {
      let app = launch(values: state.values)
      defer { uprightAfterLandscape() }
      try turnToLandscapeIfAsked(app, file: file, line: line)
      let values = state.controls.map { controlValue($0, in: app) }
      guard walk(state.steps, in: app, fromTheTop: fromTheTop, file: file, line: line) else {
        return
      }
      checkControls(state.controls, unchangedFrom: values, in: app, file: file, line: line)
      guard checkNodes(state, in: app, file: file, line: line) else { return }
      if auditsAccessibility { audit(app, file: file, line: line) }
    }

    /// With ``runsInLandscape``: turns the device to landscape and checks that the app turned,
    /// skipping the test (`XCTSkip`, with the reason) when it did not: a portrait-only app has
    /// nothing to test in landscape.
    func turnToLandscapeIfAsked(
      _ app: XCUIApplication, file: StaticString, line: UInt
    ) throws {
      guard runsInLandscape else { return }
      XCUIDevice.shared.orientation = .landscapeLeft
      guard app.wait(for: \.formIsLandscape, toEqual: true, timeout: timeout) else {
        throw XCTSkip(
          "the app did not rotate to landscape (it supports portrait only), so the test plan's "
            + "landscape configuration (\(Self.orientationVariable)=landscape) skips this test",
          file: file, line: line)
      }
    }

    /// With ``runsInLandscape``: puts the device upright again, so that later test classes do
    /// not inherit landscape.
    func uprightAfterLandscape() {
      if runsInLandscape { XCUIDevice.shared.orientation = .portrait }
    }

    /// Runs Xcode's accessibility audit on the screen as the walk left it (iOS 17 and later),
    /// every audit type; each issue fails the test, except those on the test hook's one-point
    /// elements (``FormUITestLaunch/returnKeyProbe``, ``FormUITestLaunch/submitProbe``), which
    /// users never see.
    /// The audit is a step of its own (an activity, "accessibility audit"); an issue attaches
    /// the evidence (a screenshot, the element tree, the frames) before XCTest records it.
    /// Returns whether it found no issue.
    @discardableResult
    public func audit(
      _ app: XCUIApplication, file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
      guard #available(iOS 17.0, *) else { return true }
      let probes = [FormUITestLaunch.returnKeyProbe, FormUITestLaunch.submitProbe]
      return activity("accessibility audit", in: app) {
        var clean = true
        do {
          try app.performAccessibilityAudit(for: .all) { issue in
            if probes.contains(issue.element?.identifier ?? "") { return true }
            // The issue fails the test once the handler returns: keep the evidence first.
            if clean { self.attachEvidenceToCurrentStep() }
            clean = false
            return false
          }
        } catch {
          fail("the accessibility audit did not run: \(error)", file: file, line: line)
          return false
        }
        return clean
      }
    }

    /// Checks each typed control: it is on screen as its element type (found by its exact
    /// identifier), brought into reach and hittable — never tapped — and its value is what it
    /// was before the walk (`values`, `nil` where it could not be read).
    public func checkControls(
      _ controls: [FormUIControl], unchangedFrom values: [String?], in app: XCUIApplication,
      file: StaticString = #filePath, line: UInt = #line
    ) {
      for (control, before) in zip(controls, values) {
        activity("the \(control.kind.name) '\(control.id)'", in: app) {
          let shown = element(control.kind.elementType, control.id, in: app)
          guard shown.waitForExistence(timeout: timeout) else {
            let other = input(control.id, custom: true, in: app)
            return fail(
              "no \(control.kind.name) '\(control.id)' on screen"
                + (other.exists ? " (an element of another type has its identifier)" : ""),
              file: file, line: line)
          }
          guard reach(shown, in: app) else {
            return fail(
              unreachable("the \(control.kind.name) '\(control.id)'", shown, in: app),
              file: file, line: line)
          }
          if let before, controlValue(control, in: app) != before {
            fail(
              "walking the inputs changed the \(control.kind.name) '\(control.id)'", file: file,
              line: line)
          }
        }
      }
    }

    /// The value of a typed control as XCUITest reads it, when it is on screen.
    private func controlValue(_ control: FormUIControl, in app: XCUIApplication) -> String? {
      let shown = element(control.kind.elementType, control.id, in: app)
      guard shown.exists else { return nil }
      return shown.value.map { "\($0)" }
    }

    /// Launches the app at the form in `state`, turns the device to landscape, checks that the
    /// app turned (skipping the test, with the reason, when it does not: it supports portrait
    /// only), walks its inputs and runs the accessibility audit; the device is upright again
    /// afterwards, so that later tests do not inherit landscape.
    public func runInLandscape(
      _ state: FormUIState, file: StaticString = #filePath, line: UInt = #line
    ) throws {
      let app = launch(values: state.values)
      XCUIDevice.shared.orientation = .landscapeLeft
      defer { XCUIDevice.shared.orientation = .portrait }
      guard app.wait(for: \.formIsLandscape, toEqual: true, timeout: timeout) else {
        throw XCTSkip(
          "the app did not rotate to landscape (it supports portrait only)", file: file,
          line: line)
      }
      guard walk(state.steps, in: app, file: file, line: line) else { return }
      if auditsAccessibility { audit(app, file: file, line: line) }
    }

    /// Launches the app in `state` (turned to landscape with ``runsInLandscape``, throwing
    /// `XCTSkip` when the app does not turn), walks to the text view `id`, types `lines` lines of
    /// wrapping text into it (``typeLines(_:into:in:file:line:)``) and runs the accessibility
    /// audit on the view at its most lines.
    public func runTyping(
      _ lines: Int, linesInto id: String, in state: FormUIState, file: StaticString = #filePath,
      line: UInt = #line
    ) throws {
      try walkUp(to: id, in: state, file: file, line: line) { app in
        let typed = activity("type \(lines) lines into '\(id)'", in: app) {
          typeLines(lines, into: id, in: app, file: file, line: line)
        }
        if typed, auditsAccessibility { audit(app, file: file, line: line) }
      }
    }

    /// What the tests that type into one input share: launches the app in `state` (turned to
    /// landscape with ``runsInLandscape``, throwing `XCTSkip` when the app does not turn), walks
    /// the state's steps up to the input `id` and stays on it (no move, nothing typed), then runs
    /// `body` on the app; the device is upright again afterwards. Fails, saying so, when `id` is
    /// not in the state's walk; runs nothing more when the walk fails.
    func walkUp(
      to id: String, in state: FormUIState, file: StaticString, line: UInt,
      then body: (XCUIApplication) -> Void
    ) throws {
      let app = launch(values: state.values)
      defer { uprightAfterLandscape() }
      try turnToLandscapeIfAsked(app, file: file, line: line)
      guard let index = state.steps.firstIndex(where: { $0.id == id }) else {
        return fail("'\(id)' is not in the state's walk", file: file, line: line)
      }
      var steps = Array(state.steps[...index])
      steps[index].move = .stay
      steps[index].typing = nil
      guard walk(steps, in: app, file: file, line: line) else { return }
      body(app)
    }

    /// The input with this id: the element of an input type (text field, secure text field,
    /// text view; any type for a custom input) whose accessibility identifier is exactly `id`.
    public func input(_ id: String, custom: Bool = false, in app: XCUIApplication) -> XCUIElement {
      let identifier = FormAccessibilityIdentifier.input(id)
      let types: [XCUIElement.ElementType] = [.textField, .secureTextField, .textView]
      return app.descendants(matching: .any).matching(
        NSPredicate { object, _ in
          MainActor.assumeIsolated {
            guard let element = object as? any XCUIElementAttributes else { return false }
            return element.identifier == identifier
              && (custom ? element.elementType != .staticText : types.contains(element.elementType))
          }
        }
      ).firstMatch
    }

    /// The element of a type whose accessibility identifier is exactly `identifier`.
    func element(
      _ type: XCUIElement.ElementType, _ identifier: String, in app: XCUIApplication
    ) -> XCUIElement {
      app.descendants(matching: type).matching(
        NSPredicate { object, _ in
          MainActor.assumeIsolated {
            (object as? any XCUIElementAttributes)?.identifier == identifier
          }
        }
      ).firstMatch
    }

    /// Brings the first step's input into reach and taps it (the keyboard must come up), then
    /// checks each step's input and moves on as it says: the input exists, is hittable and not
    /// covered by the keyboard or its toolbar, has keyboard focus (text inputs) and has the
    /// Return key the plan says (read from the app's test hook after the step's value is typed);
    /// each move checks that focus went where the plan says, and the last one what ending does.
    /// Custom inputs are never tapped (a tap would change their value): they are brought into
    /// reach and checked for being hittable.
    ///
    /// With `fromTheTop`, the walk starts with the last input focused and the form scrolled to
    /// its end, so that bringing each input into view is the keyboard handling's work with the
    /// keyboard already up. Returns whether the walk got through.
    @discardableResult
    public func walk(
      _ steps: [FormUIStep], in app: XCUIApplication, fromTheTop: Bool = false,
      file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
      guard let first = steps.first else { return true }
      if fromTheTop, let last = steps.last(where: { !$0.isCustom }), last.id != first.id {
        let lower = input(last.id, in: app)
        guard reach(lower, in: app) else {
          fail(unreachable("'\(last.id)'", lower, in: app), file: file, line: line)
          return false
        }
        lower.tap()
        for _ in 0..<2 { scroll(towardsEnd: true, in: app) }
      }
      let start = input(first.id, custom: first.isCustom, in: app)
      // A row scrolled away (a table's reused cell, a lazy row) has no element until it is
      // scrolled back: ``reach(_:in:)`` searches for it.
      _ = start.waitForExistence(timeout: timeout)
      guard reach(start, in: app) else {
        fail(
          start.exists
            ? unreachable("'\(first.id)'", start, in: app)
            : "no input '\(first.id)' on screen, after scrolling towards the end and back to the top",
          file: file, line: line)
        return false
      }
      if !first.isCustom { start.tap() }
      for (index, step) in steps.enumerated() {
        let next = index + 1 < steps.count ? steps[index + 1] : nil
        let passed = activity("'\(step.id)' (\(index + 1) of \(steps.count))", in: app) {
          self.step(step, to: next, in: app, steps: steps, file: file, line: line)
        }
        guard passed else { return false }
      }
      return true
    }

    /// One step of a walk: checks the input, types the state's value, checks the Return key and
    /// moves on; whether it passed.
    private func step(
      _ step: FormUIStep, to next: FormUIStep?, in app: XCUIApplication, steps: [FormUIStep],
      file: StaticString, line: UInt
    ) -> Bool {
      guard check(step, in: app, file: file, line: line) else { return false }
      if let text = step.typing { input(step.id, in: app).typeText(text) }
      if let key = step.returnKey, !step.isCustom {
        let probe = element(.any, FormUITestLaunch.returnKeyProbe, in: app)
        guard probe.waitForExistence(timeout: timeout) else {
          fail(
            "the app's test hook shows no '\(FormUITestLaunch.returnKeyProbe)' element "
              + "(docs/UITests.md)", file: file, line: line)
          return false
        }
        guard probe.wait(for: \.label, toEqual: key.rawValue, timeout: timeout) else {
          fail(
            "'\(step.id)' shows the Return key '\(probe.label)', not '\(key.rawValue)'",
            file: file, line: line)
          return false
        }
      }
      return move(from: step, to: next, in: app, steps: steps, file: file, line: line)
    }

    /// Types `lines` lines' worth of wrapping text (no line breaks, which Return could send)
    /// into the focused text view `id`, a line at a time, and checks that it stopped growing
    /// at its most lines and stays whole on screen above the keyboard, its top too (a view
    /// higher than the room above the keyboard fails, saying so).
    @discardableResult
    public func typeLines(
      _ lines: Int, into id: String, in app: XCUIApplication, file: StaticString = #filePath,
      line: UInt = #line
    ) -> Bool {
      let view = input(id, in: app)
      // More than a line's worth of characters at the screen's width (about 120 points a
      // "wrapping words "), in portrait and in landscape.
      let text = String(repeating: "wrapping words ", count: max(4, Int(app.frame.width / 100) + 1))
      var heights: [CGFloat] = []
      for _ in 0..<max(2, lines) {
        view.typeText(text)
        heights.append(settledHeight(of: view))
      }
      guard heights[heights.count - 1] == heights[heights.count - 2] else {
        fail("'\(id)' grew past its most lines", file: file, line: line)
        return false
      }
      guard view.wait(for: \.isHittable, toEqual: true, timeout: timeout) else {
        fail("'\(id)' is not hittable after typing", file: file, line: line)
        return false
      }
      guard view.frame.minY >= app.frame.minY else {
        fail("'\(id)' scrolled its top off screen", file: file, line: line)
        return false
      }
      let room = keyboardTop(in: app) - app.frame.minY
      guard view.frame.height <= room else {
        fail(
          "'\(id)' at its most lines is \(Int(view.frame.height)) points high, more than the "
            + "\(Int(room)) points above the keyboard: what is typed goes under it (fewer "
            + "`lines.max`, or fewer lines in landscape)", file: file, line: line)
        return false
      }
      guard !isCovered(view.frame, in: app) else {
        fail("'\(id)' grew under the keyboard", file: file, line: line)
        return false
      }
      return true
    }

    /// Launches the app at the form as it starts, submits with the form's submit button
    /// (`FormAccessibilityIdentifier.submit`, or the spec's id of the button) and checks that
    /// focus lands on `firstInvalid` and that the app reported no submit. A submit in the
    /// keyboard toolbar shows only while an input is edited: with `tapped`, that text input is
    /// brought into reach and tapped first, and the button is the toolbar's. Ends with the
    /// accessibility audit on the form showing its errors. With ``runsInLandscape`` the device is
    /// turned to landscape first (`XCTSkip` when the app does not turn). With `message` (the
    /// spec's `requiredMessage` of `firstInvalid`, which starts empty), the input's error view —
    /// found by its exact identifier, ``FormAccessibilityIdentifier/error(_:)`` — must show it.
    public func submit(
      button id: String?, inKeyboardToolbarAfterTapping tapped: String? = nil,
      expectingFocusOn firstInvalid: String, showing message: String? = nil,
      file: StaticString = #filePath, line: UInt = #line
    ) throws {
      let app = launch()
      defer { uprightAfterLandscape() }
      try turnToLandscapeIfAsked(app, file: file, line: line)
      let submits = submitCount(in: app)
      if let tapped {
        let focused = activity(
          "tap '\(tapped)' (the keyboard toolbar shows while it is edited)", in: app
        ) {
          let field = input(tapped, in: app)
          _ = field.waitForExistence(timeout: timeout)
          guard reach(field, in: app) else {
            fail(unreachable("'\(tapped)'", field, in: app), file: file, line: line)
            return false
          }
          field.tap()
          guard waitForFocus(on: tapped, in: app) else {
            fail(
              "tapping '\(tapped)' did not focus it, so the keyboard toolbar's submit is not shown",
              file: file, line: line)
            return false
          }
          return true
        }
        guard focused else { return }
      }
      let submitted = activity(
        tapped == nil
          ? "submit with the submit button" : "submit with the keyboard toolbar's submit button",
        in: app
      ) {
        var button = element(.button, FormAccessibilityIdentifier.submit, in: app)
        if !button.waitForExistence(timeout: timeout), let id {
          button = element(.button, id, in: app)
        }
        guard button.exists else {
          fail(
            tapped == nil
              ? "no submit button on screen" : "no submit button in the keyboard toolbar",
            file: file, line: line)
          return false
        }
        // The keyboard toolbar's button sits above the keyboard; a swipe could dismiss it.
        let reached =
          tapped == nil
          ? reach(button, in: app)
          : button.wait(for: \.isHittable, toEqual: true, timeout: timeout)
        guard reached else {
          fail(unreachable("the submit button", button, in: app), file: file, line: line)
          return false
        }
        button.tap()
        return true
      }
      guard submitted else { return }
      let stopped = activity(
        "focus on '\(firstInvalid)' (the first invalid input), no submit", in: app
      ) {
        guard waitForFocus(on: firstInvalid, in: app) else {
          fail("submitting did not focus '\(firstInvalid)'", file: file, line: line)
          return false
        }
        guard submitCount(in: app) == submits else {
          fail(
            "the app submitted a form that is not valid (its submit handler ran)", file: file,
            line: line)
          return false
        }
        return true
      }
      guard stopped else { return }
      if let message,
        !checkError(of: firstInvalid, showing: message, in: app, file: file, line: line)
      {
        return
      }
      if auditsAccessibility { audit(app, file: file, line: line) }
    }

    /// Checks that the error view of `id` (``FormAccessibilityIdentifier/error(_:)``) shows
    /// `message`, its `requiredMessage`, waiting for it. Returns whether it did.
    func checkError(
      of id: String, showing message: String, in app: XCUIApplication, file: StaticString,
      line: UInt
    ) -> Bool {
      activity("'\(id)' shows its requiredMessage '\(message)'", in: app) {
        let identifier = FormAccessibilityIdentifier.error(id)
        let error = element(.any, identifier, in: app)
        guard error.waitForExistence(timeout: timeout) else {
          fail(
            "no error message of '\(id)' on screen (no element '\(identifier)') after submitting "
              + "it empty", file: file, line: line)
          return false
        }
        guard error.wait(for: \.label, toEqual: message, timeout: timeout) else {
          fail(
            "the error of '\(id)' shows '\(error.label)', not its requiredMessage '\(message)'",
            file: file, line: line)
          return false
        }
        return true
      }
    }

    // MARK: - Checking

    private func check(
      _ step: FormUIStep, in app: XCUIApplication, file: StaticString, line: UInt
    ) -> Bool {
      let element = input(step.id, custom: step.isCustom, in: app)
      guard element.waitForExistence(timeout: timeout) else {
        fail("no input '\(step.id)' on screen", file: file, line: line)
        return false
      }
      guard element.wait(for: \.isHittable, toEqual: true, timeout: timeout) else {
        // An input the keyboard handling left below the keyboard's top (under it, or past the
        // screen's bottom behind it) is not hittable either: name the cause the user sees.
        if app.keyboards.firstMatch.exists, isCovered(element.frame, in: app) {
          fail("'\(step.id)' is covered by the keyboard (not hittable)", file: file, line: line)
        } else {
          fail("'\(step.id)' is not hittable", file: file, line: line)
        }
        return false
      }
      if app.keyboards.firstMatch.exists,
        !wait({ !self.isCovered(element.frame, in: app) })
      {
        fail("'\(step.id)' is covered by the keyboard", file: file, line: line)
        return false
      }
      guard !step.isCustom else { return true }
      guard app.keyboards.firstMatch.waitForExistence(timeout: timeout) else {
        if let filled = filledWithoutTyping(element, step.id, in: app) {
          fail(
            "no software keyboard came up for '\(step.id)', and it was filled in without "
              + "typing (\(filled) characters the launch did not give it): Password AutoFill "
              + "filled in a strong password in the keyboard's place; on a UI test launch the "
              + "app's test hook must give new-password inputs no content type (FormRuntime "
              + "does, unless the app turned its turnsOffStrongPasswords off), or turn off the "
              + "simulator's Settings > Passwords > AutoFill Passwords", file: file, line: line)
          return false
        }
        fail(
          "no software keyboard came up for '\(step.id)': turn off the simulator's I/O > "
            + "Keyboard > Connect Hardware Keyboard (shift-command-K), or set "
            + "ConnectHardwareKeyboard to false in com.apple.iphonesimulator's preferences; on a "
            + "new-password input, Password AutoFill may have offered a strong password in its "
            + "place (turn off the simulator's Settings > Passwords > AutoFill Passwords)",
          file: file, line: line)
        return false
      }
      guard waitForFocus(on: step.id, in: app) else {
        fail("'\(step.id)' does not have keyboard focus", file: file, line: line)
        return false
      }
      return true
    }

    /// How many characters a text input holds that nothing typed: its value, when it is not its
    /// placeholder (XCUITest gives an empty input's placeholder as its value) and the launch
    /// (`FORMC_VALUES` of the app's launch environment) gave the input no value; `nil` when it
    /// is empty or launched with a value. The walk checks an input before typing into it, so
    /// such text was filled in by the system: Password AutoFill's strong password on a
    /// `newPassword` input ("Users don't even need to know their password; the system handles
    /// everything", https://developer.apple.com/documentation/security/password-autofill).
    private func filledWithoutTyping(
      _ element: XCUIElement, _ id: String, in app: XCUIApplication
    ) -> Int? {
      guard let value = element.value as? String, !value.isEmpty,
        value != element.placeholderValue
      else { return nil }
      let launch = FormUITestLaunch(
        arguments: app.launchArguments, environment: app.launchEnvironment)
      guard launch?.values[id] == nil else { return nil }
      return value.count
    }

    /// Checks that `action` on `from` moved focus to `to`, saying where it went instead.
    private func expectFocus(
      on to: FormUIStep, after action: String, from: FormUIStep, in app: XCUIApplication,
      steps: [FormUIStep], file: StaticString, line: UInt
    ) -> Bool {
      if to.isCustom {
        let shown = input(to.id, custom: true, in: app)
        guard reach(shown, in: app) else {
          fail(
            "\(action) on '\(from.id)' did not bring '\(to.id)' into reach", file: file,
            line: line)
          return false
        }
        return true
      }
      guard !waitForFocus(on: to.id, in: app) else { return true }
      let actual = focusedInput(in: app)
      let message: String
      switch actual {
      case from.id?:
        message =
          "\(action) on '\(from.id)' left focus on '\(from.id)' instead of moving it to '\(to.id)'"
      case let id? where !steps.contains { $0.id == id }:
        message =
          "\(action) on '\(from.id)' moved focus to '\(id)', which this state hides, instead of '\(to.id)'"
      case let id?:
        let target = steps.firstIndex { $0.id == to.id } ?? 0
        let landed = steps.firstIndex { $0.id == id } ?? 0
        message =
          landed > target
          ? "\(action) on '\(from.id)' moved focus to '\(id)', skipping '\(to.id)'"
          : "\(action) on '\(from.id)' moved focus to '\(id)' instead of '\(to.id)'"
      case nil:
        message =
          "\(action) on '\(from.id)' left no visible input focused (a hidden one may have it) "
          + "instead of '\(to.id)'"
      }
      fail(message, file: file, line: line)
      return false
    }

    private func move(
      from step: FormUIStep, to next: FormUIStep?, in app: XCUIApplication, steps: [FormUIStep],
      file: StaticString, line: UInt
    ) -> Bool {
      switch step.move {
      case .returnKey:
        pressReturn(step, in: app)
        guard let next else { return true }
        return expectFocus(
          on: next, after: "Return", from: step, in: app, steps: steps, file: file, line: line)
      case .toolbarNext:
        element(.button, FormAccessibilityIdentifier.next, in: app).tap()
        guard let next else { return true }
        return expectFocus(
          on: next, after: "Next", from: step, in: app, steps: steps, file: file, line: line)
      case .tapNext:
        guard let next else { return true }
        let target = input(next.id, custom: next.isCustom, in: app)
        guard reach(target, in: app) else {
          fail(unreachable("'\(next.id)'", target, in: app), file: file, line: line)
          return false
        }
        // A custom input is only checked for being in reach: a tap would change its value.
        guard !next.isCustom else { return true }
        target.tap()
        // A tap that only closed a custom input's menu or popover is repeated once.
        if !waitForFocus(on: next.id, in: app, seconds: 1) { target.tap() }
        return true
      case .submit(let firstInvalid, let custom, let dismisses):
        let submits = submitCount(in: app)
        pressReturn(step, in: app)
        if firstInvalid != nil, submitCount(in: app) != submits {
          fail(
            "Return on '\(step.id)' submitted a form that is not valid", file: file, line: line)
          return false
        }
        if let firstInvalid, custom {
          let shown = input(firstInvalid, custom: true, in: app)
          guard reach(shown, in: app) else {
            fail(
              "Return on '\(step.id)' did not submit and show '\(firstInvalid)'", file: file,
              line: line)
            return false
          }
        } else if let firstInvalid, firstInvalid != step.id {
          guard waitForFocus(on: firstInvalid, in: app) else {
            fail(
              "Return on '\(step.id)' did not submit and focus '\(firstInvalid)'", file: file,
              line: line)
            return false
          }
        } else if firstInvalid != nil {
          return expectOwnMessage(
            afterReturnOn: step, submits: submits, in: app, file: file, line: line)
        } else {
          let reported = wait { self.submitCount(in: app) > submits }
          let hidden = !dismisses || app.keyboards.firstMatch.waitForNonExistence(timeout: timeout)
          guard reported, hidden else {
            fail("Return on '\(step.id)' did not submit", file: file, line: line)
            return false
          }
        }
        return true
      case .dismiss:
        pressReturn(step, in: app)
        guard app.keyboards.firstMatch.waitForNonExistence(timeout: timeout) else {
          fail("Return on '\(step.id)' did not end editing", file: file, line: line)
          return false
        }
        return true
      case .toolbarDone:
        element(.button, FormAccessibilityIdentifier.done, in: app).tap()
        guard wait({ self.focusedInput(in: app) == nil }) else {
          fail("Done on '\(step.id)' did not end editing", file: file, line: line)
          return false
        }
        return true
      case .stay:
        return true
      }
    }

    /// Checks a failed submit by Return on `step`, itself the form's first invalid input: focus
    /// stays where it is, so what Return observably did is FormRuntime's failed submit showing
    /// the input's message in its error view (``FormAccessibilityIdentifier/error(_:)``, waited
    /// for); once it shows, the app must have reported no submit and focus must still be on the
    /// input. An app that ignores Return while the form is not valid fails, as one that shows no
    /// message there (only announcing it, which XCUITest cannot see).
    private func expectOwnMessage(
      afterReturnOn step: FormUIStep, submits: Int, in app: XCUIApplication, file: StaticString,
      line: UInt
    ) -> Bool {
      let identifier = FormAccessibilityIdentifier.error(step.id)
      let error = element(.any, identifier, in: app)
      guard wait({ self.shows(error) }) else {
        fail(
          "Return on '\(step.id)', its first invalid input, did not show its message: no element "
            + "'\(identifier)' shows one (Return on it was ignored while the form is not valid, "
            + "or the app shows no message for it: formErrorView(for:))", file: file, line: line)
        return false
      }
      guard submitCount(in: app) == submits else {
        fail(
          "Return on '\(step.id)' submitted a form that is not valid", file: file, line: line)
        return false
      }
      guard waitForFocus(on: step.id, in: app) else {
        fail(
          "Return on '\(step.id)' showed its message '\(error.label)' but took focus off it, "
            + "the first invalid input", file: file, line: line)
        return false
      }
      return true
    }

    /// The element's frame height once it stopped changing (a growing text view animates to its
    /// new height): read, within the timeout, until two reads in a row agree.
    func settledHeight(of element: XCUIElement) -> CGFloat {
      let reads = HeightReads()
      _ = wait {
        let height = element.frame.height
        defer { reads.last = height }
        return reads.last == height
      }
      return element.frame.height
    }

    // MARK: - The keyboard and the app's test hook

    /// Presses Return on the keyboard (`XCUIKeyboardKey.return`, whatever its title).
    private func pressReturn(_ step: FormUIStep, in app: XCUIApplication) {
      input(step.id, in: app).typeText(XCUIKeyboardKey.return.rawValue)
    }

    /// How many times the app reported a submit (``FormUITestLaunch/submitProbe``).
    func submitCount(in app: XCUIApplication) -> Int {
      Int(element(.any, FormUITestLaunch.submitProbe, in: app).label) ?? 0
    }

    /// The top of what covers the bottom of the screen while editing: the keyboard, or its
    /// toolbar above it; the screen's bottom when neither is shown, or when the keyboard floats
    /// (``floatingFrames(in:)``: it covers a patch, not the bottom).
    func keyboardTop(in app: XCUIApplication) -> CGFloat {
      var top = app.frame.maxY
      guard floatingFrames(in: app).isEmpty else { return top }
      let keyboard = app.keyboards.firstMatch
      if keyboard.exists { top = min(top, keyboard.frame.minY) }
      for toolbar in toolbars(in: app) { top = min(top, toolbar.frame.minY) }
      return top
    }

    /// FormRuntime's keyboard toolbar, found by whichever of its buttons the spec's
    /// `toolbar.items` show (a submit placed in it may stand in Done's place), if shown.
    func toolbars(in app: XCUIApplication) -> [XCUIElement] {
      let buttons = [
        FormAccessibilityIdentifier.previous, FormAccessibilityIdentifier.next,
        FormAccessibilityIdentifier.done, FormAccessibilityIdentifier.keyboardToolbarSubmit,
        FormAccessibilityIdentifier.submit,
      ]
      return buttons.map { app.toolbars.containing(.button, identifier: $0).firstMatch }
        .filter(\.exists)
    }

    /// The id of the input with keyboard focus, if any.
    func focusedInput(in app: XCUIApplication) -> String? {
      let focused = app.descendants(matching: .any).matching(
        NSPredicate { object, _ in
          MainActor.assumeIsolated {
            guard let element = object as? any XCUIElementAttributes else { return false }
            return [.textField, .secureTextField, .textView].contains(element.elementType)
          }
        }
      ).allElementsBoundByIndex.first { $0.formHasKeyboardFocus }
      return focused?.identifier
    }

    /// Launches the app in `state` (its launch values) and checks that `id` has keyboard focus
    /// with the software keyboard up, without a tap: the spec's `focus.initial`. With
    /// ``runsInLandscape`` the device is turned to landscape first (`XCTSkip` when the app does
    /// not turn).
    public func launch(
      focusing id: String, in state: FormUIState, file: StaticString = #filePath,
      line: UInt = #line
    ) throws {
      let app = launch(values: state.values)
      defer { uprightAfterLandscape() }
      try turnToLandscapeIfAsked(app, file: file, line: line)
      let element = input(id, in: app)
      guard element.waitForExistence(timeout: timeout) else {
        return XCTFail("no input '\(id)' on screen", file: file, line: line)
      }
      guard waitForFocus(on: id, in: app) else {
        let actual = focusedInput(in: app).map { "'\($0)' has it" } ?? "no input has it"
        return XCTFail(
          "launching did not focus '\(id)' (its 'focus.initial'); \(actual)", file: file,
          line: line)
      }
      XCTAssertTrue(
        app.keyboards.firstMatch.waitForExistence(timeout: timeout),
        "'\(id)' has focus at launch, but no software keyboard came up", file: file, line: line)
    }

    /// Whether the input gets keyboard focus within the timeout.
    func waitForFocus(
      on id: String, in app: XCUIApplication, seconds: TimeInterval? = nil
    ) -> Bool {
      input(id, in: app).wait(
        for: \.formHasKeyboardFocus, toEqual: true, timeout: seconds ?? timeout)
    }

    /// Waits for a condition with the timeout, as XCTest waits for a predicate.
    func wait(_ condition: @escaping @MainActor () -> Bool) -> Bool {
      let predicate = NSPredicate { _, _ in MainActor.assumeIsolated { condition() } }
      let expectation = XCTNSPredicateExpectation(predicate: predicate, object: nil)
      return XCTWaiter.wait(for: [expectation], timeout: timeout) == .completed
    }
  }

  /// The last height ``FormUIWalk/settledHeight(of:)`` read.
  @MainActor private final class HeightReads {
    var last: CGFloat?
  }

  extension XCUIElement {
    /// XCUITest's `hasKeyboardFocus` attribute, read through key-value coding as it has no Swift
    /// accessor on iOS.
    var formHasKeyboardFocus: Bool {
      (value(forKey: "hasKeyboardFocus") as? Bool) == true
    }

    /// Whether the element (an app) is wider than high.
    var formIsLandscape: Bool { frame.width > frame.height }
  }
#endif
