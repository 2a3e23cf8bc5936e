#if canImport(XCTest) && canImport(UIKit)
  import FormRuntime
  import UIKit
  import XCTest

  extension FormUIWalk {
    /// Launches the app in `state` (turned to landscape with ``runsInLandscape``, throwing
    /// `XCTSkip` when the app does not turn), walks to the text input `id`, whose `validateOn` is
    /// `endEditing`, types `text` (a value its rules refuse) and checks when its message shows:
    /// not while the input is still edited, and — once editing it ended, by tapping the next
    /// input of the walk — in its error view (``FormAccessibilityIdentifier/error(_:)``,
    /// `formc.error.<id>`), without a submit. The failure names the timing it breaks: a message
    /// shown too early ("… while it is still edited …"), or none once editing ended ("… its
    /// validateOn 'endEditing' is ignored …").
    public func runValidatingOnEndEditing(
      typing text: String, into id: String, in state: FormUIState,
      file: StaticString = #filePath, line: UInt = #line
    ) throws {
      let app = launch(values: state.values)
      defer { uprightAfterLandscape() }
      try turnToLandscapeIfAsked(app, file: file, line: line)
      guard let index = state.steps.firstIndex(where: { $0.id == id }),
        index + 1 < state.steps.count
      else {
        return fail(
          "'\(id)' is not in the state's walk, or is its last input", file: file, line: line)
      }
      let next = state.steps[index + 1]
      var steps = Array(state.steps[...index])
      steps[index].move = .stay
      steps[index].typing = nil
      guard walk(steps, in: app, file: file, line: line) else { return }
      let error = element(.any, FormAccessibilityIdentifier.error(id), in: app)
      let early = activity("type '\(text)' into '\(id)': no message while it is edited", in: app) {
        input(id, in: app).typeText(text)
        guard !shows(error) else {
          fail(
            "'\(id)' shows its message '\(error.label)' while it is still edited (its "
              + "validateOn 'endEditing' shows it once editing ends, not as the user types)",
            file: file, line: line)
          return false
        }
        return true
      }
      guard early else { return }
      let left = activity("end editing '\(id)': tap '\(next.id)'", in: app) {
        focus(next.id, in: app, file: file, line: line)
      }
      guard left else { return }
      activity("'\(id)' shows its message once editing it ended", in: app) {
        guard error.wait(for: \.exists, toEqual: true, timeout: timeout), shows(error) else {
          fail(
            "'\(id)' shows no message once editing it ended with '\(text)', a value its rules "
              + "refuse: its validateOn 'endEditing' is ignored (messages show only on submit)",
            file: file, line: line)
          return
        }
      }
    }

    /// Launches the app in `state` (turned to landscape with ``runsInLandscape``, throwing
    /// `XCTSkip` when the app does not turn), walks to the text input `id`, whose `validateOn` is
    /// `typing`, and checks when its message (its error view, `formc.error.<id>`) shows:
    ///
    /// 1. `text` (a value its rules refuse) typed before any submit shows no message;
    /// 2. a submit with the submit button (the content's `button`, else the one with
    ///    ``FormAccessibilityIdentifier/submit``; the keyboard toolbar's with
    ///    `inKeyboardToolbar`) shows it (the input tapped again if the submit moved focus);
    /// 3. `text` deleted (`XCUIKeyboardKey.delete`) and `valid` typed — a value its rules accept,
    ///    or nothing when the value the input started with is accepted — makes it go;
    /// 4. `valid` deleted and `text` typed again brings a message back while the input is still
    ///    edited: no focus change, no submit.
    ///
    /// The failure names the timing it breaks: a message before any submit ("… before the form
    /// was submitted …"), or none as a refused value is typed after one ("… its validateOn
    /// 'typing' is ignored …").
    public func runValidatingWhileTyping(
      typing text: String, thenValid valid: String, into id: String, in state: FormUIState,
      submitButton button: String?, inKeyboardToolbar: Bool = false,
      file: StaticString = #filePath, line: UInt = #line
    ) throws {
      try walkUp(to: id, in: state, file: file, line: line) { app in
        let error = element(.any, FormAccessibilityIdentifier.error(id), in: app)
        let delete = XCUIKeyboardKey.delete.rawValue
        let early = activity("type '\(text)' into '\(id)': no message before a submit", in: app) {
          input(id, in: app).typeText(text)
          guard !shows(error) else {
            fail(
              "'\(id)' shows its message '\(error.label)' as '\(text)' is typed before the form was "
                + "submitted (its validateOn 'typing' shows messages as the user types only once "
                + "the form was submitted)", file: file, line: line)
            return false
          }
          return true
        }
        guard early else { return }
        let submitted = activity(
          inKeyboardToolbar
            ? "submit with the keyboard toolbar's submit button" : "submit with the submit button",
          in: app
        ) {
          tapSubmit(button, inKeyboardToolbar: inKeyboardToolbar, in: app, file: file, line: line)
        }
        guard submitted else { return }
        let shown = activity("'\(id)' shows its message after the submit", in: app) {
          // The submit focuses the first input it fails on, which may be another one.
          if !input(id, in: app).formHasKeyboardFocus {
            guard focus(id, in: app, file: file, line: line) else { return false }
          }
          guard wait({ self.shows(error) }) else {
            fail(
              "'\(id)' shows no message after a submit with '\(text)' typed, a value its rules "
                + "refuse", file: file, line: line)
            return false
          }
          return true
        }
        guard shown else { return }
        let accepted = valid.isEmpty ? "delete '\(text)'" : "replace '\(text)' with '\(valid)'"
        let gone = activity("\(accepted) in '\(id)': its message goes", in: app) {
          input(id, in: app).typeText(String(repeating: delete, count: text.count) + valid)
          guard wait({ !self.shows(error) }) else {
            fail(
              "'\(id)' still shows its message '\(error.label)' once its value is one its rules "
                + "accept (\(accepted)): a message shown goes as soon as the value is right",
              file: file, line: line)
            return false
          }
          return true
        }
        guard gone else { return }
        let back = valid.isEmpty ? "type '\(text)' again" : "type '\(valid)' back to '\(text)'"
        activity("\(back) in '\(id)': its message shows while it is still edited", in: app) {
          input(id, in: app).typeText(String(repeating: delete, count: valid.count) + text)
          guard input(id, in: app).formHasKeyboardFocus else {
            let focused = focusedInput(in: app).map { "'\($0)' has it" } ?? "no input has it"
            fail(
              "typing into '\(id)' took its keyboard focus (\(focused))", file: file, line: line)
            return
          }
          guard wait({ self.shows(error) }) else {
            fail(
              "'\(id)' shows no message as '\(text)', a value its rules refuse, is typed after a "
                + "submit, while it is still edited: its validateOn 'typing' is ignored (messages "
                + "show only on submit or once editing ends)", file: file, line: line)
            return
          }
        }
      }
    }

    /// Whether an error view is on screen with a message in it.
    func shows(_ error: XCUIElement) -> Bool {
      error.exists && !error.label.isEmpty
    }
  }
#endif

#if canImport(XCTest) && canImport(UIKit)
  import FormRuntime
  import UIKit
  import XCTest

  extension FormUIWalk {
    /// Launches the app in `state` (turned to landscape with ``runsInLandscape``, throwing
    /// `XCTSkip` when the app does not turn), taps its first input (the keyboard comes up), then
    /// taps the screen just above or below that input, where no input, control or button is
    /// (`XCUICoordinate.tap()`), and checks that the keyboard goes away and no input keeps
    /// focus: the spec's `keyboard.dismiss: onTap`. The failure says so ("… its keyboard.dismiss
    /// 'onTap' is ignored …").
    public func runTappingOutsideTheInputs(
      in state: FormUIState, file: StaticString = #filePath, line: UInt = #line
    ) throws {
      let app = launch(values: state.values)
      defer { uprightAfterLandscape() }
      try turnToLandscapeIfAsked(app, file: file, line: line)
      guard var first = state.steps.first(where: { !$0.isCustom }) else {
        return fail("the state has no text input to tap", file: file, line: line)
      }
      first.move = .stay
      first.typing = nil
      first.returnKey = nil
      guard walk([first], in: app, file: file, line: line) else { return }
      let tapped = activity("tap outside the inputs, beside '\(first.id)'", in: app) {
        guard let point = pointOutsideTheInputs(near: first.id, in: state, app: app) else {
          fail(
            "no point just above or below '\(first.id)' lies outside every input, control and "
              + "button, above the keyboard", file: file, line: line)
          return false
        }
        app.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0))
          .withOffset(CGVector(dx: point.x - app.frame.minX, dy: point.y - app.frame.minY))
          .tap()
        return true
      }
      guard tapped else { return }
      activity("the keyboard goes away, no input keeps focus", in: app) {
        let down = app.keyboards.firstMatch.waitForNonExistence(timeout: timeout)
        guard down, wait({ self.focusedInput(in: app) == nil }) else {
          let focused = focusedInput(in: app).map { " ('\($0)' keeps focus)" } ?? ""
          fail(
            "a tap outside the inputs, beside '\(first.id)', left the keyboard up\(focused): its "
              + "keyboard.dismiss 'onTap' is ignored", file: file, line: line)
          return
        }
      }
    }

    /// A point above `id`, else below it, on screen above the keyboard, where a tap reaches no
    /// input, control or button: starting 6 points above (below) the input, it moves on past each
    /// element in the way — one of the state's inputs or controls, an element of a control's type
    /// (``blockingTypes``), an element of no type with an identifier (a custom input, a
    /// multi-choice list: inputs carry their spec ids) or a floating keyboard — 6 points beyond
    /// it; `nil` when it leaves the screen both ways.
    func pointOutsideTheInputs(near id: String, in state: FormUIState, app: XCUIApplication)
      -> CGPoint?
    {
      let frame = input(id, in: app).frame
      let types = Self.blockingTypes
      let blocking = app.descendants(matching: .any).matching(
        NSPredicate { object, _ in
          MainActor.assumeIsolated {
            guard let element = object as? any XCUIElementAttributes else { return false }
            return types.contains(element.elementType)
              || (element.elementType == .other && !element.identifier.isEmpty)
          }
        }
      ).allElementsBoundByIndex
      let taken =
        state.steps.map { input($0.id, custom: $0.isCustom, in: app) }
        + state.controls.map { input($0.id, custom: true, in: app) } + blocking
      // A floating keyboard covers a patch of the screen, not its bottom.
      let frames = taken.filter(\.exists).map(\.frame) + floatingFrames(in: app)
      let top = keyboardTop(in: app)
      func clear(from y: CGFloat, upwards: Bool) -> CGPoint? {
        var point = CGPoint(x: frame.midX, y: y)
        for _ in 0..<40 {
          guard app.frame.contains(point), point.y < top else { return nil }
          guard let covering = frames.first(where: { $0.contains(point) }) else { return point }
          point.y = upwards ? covering.minY - 6 : covering.maxY + 6
        }
        return nil
      }
      return clear(from: frame.minY - 6, upwards: true)
        ?? clear(from: frame.maxY + 6, upwards: false)
    }

    /// The element types a tap outside the inputs must miss: inputs, controls, buttons, links,
    /// cells (a tap selects a table's row), the keyboard and the bars — with or without an
    /// identifier.
    static let blockingTypes: Set<XCUIElement.ElementType> = [
      .button, .keyboard, .key, .navigationBar, .toolbar, .slider, .picker, .switch, .toggle,
      .segmentedControl, .link, .cell, .datePicker, .textField, .secureTextField, .textView,
      .stepper,
    ]
  }
#endif
