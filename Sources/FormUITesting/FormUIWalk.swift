#if canImport(XCTest) && canImport(UIKit)
  import FormRuntime
  import UIKit
  import XCTest

  /// Drives a form in the app under test as a user would, with the keyboard up: what formc's
  /// generated UI tests (`<Name>FormUITests.swift`) call, so that they carry only the form's
  /// facts.
  ///
  /// Elements are found by the accessibility identifiers FormRuntime gives them
  /// (``FormAccessibilityIdentifier``), so the tests hold in every language; only the Return
  /// key is read by its English title (``FormReturnKey/keyboardLabel``), as the keyboard gives
  /// it no identifier.
  @MainActor
  public struct FormUIWalk {
    /// The form's name (the spec's `form`), which the app's test hook reads
    /// (``FormUITestLaunch``).
    public var form: String
    /// How long to wait for an element, focus or the keyboard, in seconds.
    public var timeout: TimeInterval

    /// A walk through `form`.
    public init(form: String, timeout: TimeInterval = 5) {
      self.form = form
      self.timeout = timeout
    }

    /// Turns the device to `orientation` and launches the app at the form, its inputs starting
    /// from `values` (through the app's test hook).
    @discardableResult
    public func launch(
      values: [String: String] = [:], orientation: UIDeviceOrientation = .portrait
    ) -> XCUIApplication {
      XCUIDevice.shared.orientation = orientation
      let app = XCUIApplication()
      let launch = FormUITestLaunch(form: form, values: values)
      app.launchArguments += launch.arguments
      for (name, value) in launch.environment { app.launchEnvironment[name] = value }
      app.launch()
      return app
    }

    /// Launches the app at the form in `state` and walks its inputs (``walk(_:in:fromTheTop:file:line:)``).
    public func run(
      _ state: FormUIState, orientation: UIDeviceOrientation = .portrait,
      fromTheTop: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) {
      let app = launch(values: state.values, orientation: orientation)
      walk(state.steps, in: app, fromTheTop: fromTheTop, file: file, line: line)
    }

    /// Launches the app in `state`, walks to the text view `id` and types `lines` lines into it
    /// (``typeLines(_:into:in:file:line:)``).
    public func runTyping(
      _ lines: Int, linesInto id: String, in state: FormUIState, file: StaticString = #filePath,
      line: UInt = #line
    ) {
      let app = launch(values: state.values)
      guard let index = state.steps.firstIndex(where: { $0.id == id }) else {
        return XCTFail("'\(id)' is not in the state's walk", file: file, line: line)
      }
      var steps = Array(state.steps[...index])
      steps[index].move = .stay
      steps[index].typing = nil
      walk(steps, in: app, file: file, line: line)
      typeLines(lines, into: id, in: app, file: file, line: line)
    }

    /// The input with this id.
    public func input(_ id: String, in app: XCUIApplication) -> XCUIElement {
      app.descendants(matching: .any).matching(identifier: FormAccessibilityIdentifier.input(id))
        .firstMatch
    }

    /// Taps the first step's input, then checks each step's input and moves on as it says:
    /// it exists, is hittable, is not covered by the keyboard or its toolbar, has keyboard focus
    /// (text inputs) and shows the Return key the plan says; the last step's move checks what
    /// ending does.
    ///
    /// With `fromTheTop`, the form is first scrolled to its top, so that reaching each input is
    /// the keyboard handling's work alone.
    public func walk(
      _ steps: [FormUIStep], in app: XCUIApplication, fromTheTop: Bool = false,
      file: StaticString = #filePath, line: UInt = #line
    ) {
      guard let first = steps.first else { return }
      let start = input(first.id, in: app)
      guard start.waitForExistence(timeout: timeout) else {
        return XCTFail("no input '\(first.id)' on screen", file: file, line: line)
      }
      start.tap()
      if fromTheTop {
        // Scrolled to the top while editing; a drag that dismissed the keyboard is undone.
        for _ in 0..<3 { app.swipeDown() }
        if !app.keyboards.firstMatch.exists { input(first.id, in: app).tap() }
      }
      for (index, step) in steps.enumerated() {
        check(step, in: app, file: file, line: line)
        if let text = step.typing { input(step.id, in: app).typeText(text) }
        // The Return key is read once the step's value is typed: the value may change it.
        if let key = step.returnKey, !step.isCustom {
          XCTAssertTrue(
            returnKey(key, in: app).exists,
            "'\(step.id)': the Return key is not '\(key.keyboardLabel)'", file: file, line: line)
        }
        let next = index + 1 < steps.count ? steps[index + 1] : nil
        move(from: step, to: next, in: app, file: file, line: line)
      }
    }

    /// Types `lines` lines into the focused text view `id` and checks that it is still whole
    /// above the keyboard (it stops growing at its `lines.max` and scrolls its text, keeping
    /// the caret in view).
    public func typeLines(
      _ lines: Int, into id: String, in app: XCUIApplication, file: StaticString = #filePath,
      line: UInt = #line
    ) {
      let view = input(id, in: app)
      let text = (1...max(1, lines)).map { "Line \($0)" }.joined(separator: "\n")
      view.typeText(text)
      XCTAssertTrue(view.isHittable, "'\(id)' is not hittable after typing", file: file, line: line)
      let top = keyboardTop(in: app)
      XCTAssertLessThanOrEqual(
        view.frame.maxY, top, "'\(id)' grew under the keyboard", file: file, line: line)
    }

    /// Launches the app at the form as it starts, submits with the form's submit button
    /// (`FormAccessibilityIdentifier.submit`, or the spec's id of the button) and checks that
    /// focus lands on `firstInvalid`.
    public func submit(
      button id: String?, expectingFocusOn firstInvalid: String, file: StaticString = #filePath,
      line: UInt = #line
    ) {
      let app = launch()
      var button = app.buttons.matching(identifier: FormAccessibilityIdentifier.submit).firstMatch
      if !button.waitForExistence(timeout: timeout), let id {
        button = app.buttons.matching(identifier: id).firstMatch
      }
      guard button.exists else {
        return XCTFail("no submit button on screen", file: file, line: line)
      }
      button.tap()
      XCTAssertTrue(
        waitForFocus(on: firstInvalid, in: app),
        "submitting did not focus '\(firstInvalid)'", file: file, line: line)
    }

    // MARK: - Checking

    private func check(
      _ step: FormUIStep, in app: XCUIApplication, file: StaticString, line: UInt
    ) {
      let element = input(step.id, in: app)
      guard element.waitForExistence(timeout: timeout) else {
        return XCTFail("no input '\(step.id)' on screen", file: file, line: line)
      }
      XCTAssertTrue(element.isHittable, "'\(step.id)' is not hittable", file: file, line: line)
      if app.keyboards.firstMatch.exists {
        XCTAssertLessThanOrEqual(
          element.frame.maxY, keyboardTop(in: app),
          "'\(step.id)' is covered by the keyboard", file: file, line: line)
      }
      guard !step.isCustom else { return }
      XCTAssertTrue(
        waitForFocus(on: step.id, in: app), "'\(step.id)' does not have keyboard focus",
        file: file, line: line)
    }

    private func move(
      from step: FormUIStep, to next: FormUIStep?, in app: XCUIApplication,
      file: StaticString, line: UInt
    ) {
      switch step.move {
      case .returnKey:
        pressReturn(step, in: app)
      case .toolbarNext:
        app.buttons.matching(identifier: FormAccessibilityIdentifier.next).firstMatch.tap()
      case .tapNext:
        guard let next else { break }
        let target = input(next.id, in: app)
        target.tap()
        // A tap that only closed the custom input's menu or popover is repeated once.
        if !next.isCustom, !wait(seconds: 1, { self.hasFocus(target) }) { target.tap() }
      case .submit(let firstInvalid, let custom, let dismisses):
        pressReturn(step, in: app)
        if let firstInvalid, custom {
          let shown = input(firstInvalid, in: app)
          XCTAssertTrue(
            wait { shown.isHittable },
            "Return on '\(step.id)' did not submit and show '\(firstInvalid)'", file: file,
            line: line)
        } else if let firstInvalid {
          XCTAssertTrue(
            waitForFocus(on: firstInvalid, in: app),
            "Return on '\(step.id)' did not submit and focus '\(firstInvalid)'", file: file,
            line: line)
        } else if dismisses {
          XCTAssertTrue(
            waitForKeyboardToHide(in: app), "Return on '\(step.id)' did not submit", file: file,
            line: line)
        }
      case .dismiss:
        pressReturn(step, in: app)
        XCTAssertTrue(
          waitForKeyboardToHide(in: app), "Return on '\(step.id)' did not end editing",
          file: file, line: line)
      case .toolbarDone:
        app.buttons.matching(identifier: FormAccessibilityIdentifier.done).firstMatch.tap()
        XCTAssertTrue(
          waitForKeyboardToHide(in: app), "Done on '\(step.id)' did not end editing", file: file,
          line: line)
      case .stay:
        break
      }
    }

    // MARK: - The keyboard

    /// The keyboard's Return key with this title: the keys' labels are lowercase ("next") and
    /// their identifiers capitalized ("Next"); a subscript matches either exactly.
    private func returnKey(_ key: FormReturnKey, in app: XCUIApplication) -> XCUIElement {
      let keys = app.keyboards.buttons
      let label = key.keyboardLabel
      let lower = keys[label]
      return lower.exists ? lower : keys[label.prefix(1).uppercased() + label.dropFirst()]
    }

    private func pressReturn(_ step: FormUIStep, in app: XCUIApplication) {
      let key = returnKey(step.returnKey ?? .default, in: app)
      if key.exists {
        key.tap()
      } else {
        input(step.id, in: app).typeText("\n")
      }
    }

    /// The top of what covers the bottom of the screen while editing: the keyboard, or its
    /// toolbar above it.
    private func keyboardTop(in app: XCUIApplication) -> CGFloat {
      var top = app.keyboards.firstMatch.frame.minY
      let toolbar = app.toolbars.containing(.button, identifier: FormAccessibilityIdentifier.next)
        .firstMatch
      if toolbar.exists { top = min(top, toolbar.frame.minY) }
      return top
    }

    /// Whether the input gets keyboard focus within the timeout (XCUITest's `hasKeyboardFocus`
    /// attribute, read through key-value coding as it has no Swift accessor on iOS).
    private func waitForFocus(on id: String, in app: XCUIApplication) -> Bool {
      let element = input(id, in: app)
      return wait { self.hasFocus(element) }
    }

    private func hasFocus(_ element: XCUIElement) -> Bool {
      (element.value(forKey: "hasKeyboardFocus") as? Bool) == true
    }

    private func waitForKeyboardToHide(in app: XCUIApplication) -> Bool {
      wait { !app.keyboards.firstMatch.exists }
    }

    private func wait(seconds: TimeInterval? = nil, _ condition: () -> Bool) -> Bool {
      let deadline = Date().addingTimeInterval(seconds ?? timeout)
      while Date() < deadline {
        if condition() { return true }
        RunLoop.current.run(until: Date().addingTimeInterval(0.1))
      }
      return condition()
    }
  }
#endif
