import FormCompiler
import FormDiagnostics
import FormRuntime
import FormSpec

/// The generated UI tests (`<Name>FormUITests.swift`): the form's facts for `FormUITesting`.
///
/// One `FormUIState` per visibility state, in `formc plan`'s order: the values it is made of
/// (typed into a text input when the walk reaches it, else given to the app's test hook at
/// launch) and each visible input in focus order with the Return key the plan says and how the
/// walk moves on — Return when it moves to the next input, else the toolbar's Next, else a tap;
/// on the last input what Return or Done does, with the input a submit focuses. The tests: one
/// per state, the first state in landscape, the first state reached again after scrolling to
/// the top, each growing text view typed past its `lines.max`, and an empty form submitted.
extension TemplateModelBuilder {
  /// `<Name>FormUITests.swift`'s declarations: the test case class.
  var uiTestsFile: [SwiftNode] {
    let states = form.states.enumerated().map { index, state in
      uiState(state, index: index)
    }
    var tests: [[SwiftNode]] = []
    // Every test throws: in the test plan's landscape configuration a portrait-only app skips
    // it (`XCTSkip`).
    func test(_ name: String, _ doc: String, _ call: String) {
      let signature = "@MainActor func \(name)() throws"
      tests.append([
        .declaration(SwiftDeclaration(doc: doc, signature, body: [.line(call)]))
      ])
    }
    for (index, state) in states.enumerated() {
      test(
        "testState\(index + 1)",
        "State \(index + 1) of \(states.count)\(state.summary): "
          + (state.ids.isEmpty
            ? "shows no keyboard input, so the walk only launches the app in it."
            : "walks " + state.ids.map { "`\($0)`" }.joined(separator: ", ") + "."),
        "try walk.run(Self.states[\(index)])")
    }
    if !states.isEmpty {
      test(
        "testState1InLandscape",
        "State 1 with the device turned to landscape after launch (skipped when the app does not "
          + "turn; the device is upright again afterwards).",
        "try walk.runInLandscape(Self.states[0])")
      test(
        "testState1FromTheTop",
        "State 1 started with its last input focused and the form scrolled to its end: each input "
          + "is brought into view by the keyboard handling, the keyboard already up.",
        "try walk.run(Self.states[0], fromTheTop: true)")
    }
    for growing in growingTextViews(states) {
      test(
        "testGrowing" + upperFirst(growing.id),
        "`\(growing.id)` typed past its \(growing.max) lines stays whole above the keyboard.",
        "try walk.runTyping(\(growing.max + 2), linesInto: \(SwiftLiteral.string(growing.id)), "
          + "in: Self.states[\(growing.state)])")
    }
    tests += entryTests(states)
    tests += validateOnTests(states)
    tests += typingValidationTests(states)
    tests += tapDismissTests(states)
    if let empty = emptySubmit() {
      let call = SwiftExpressionStatement(head: "try ") { tree in
        var arguments = [
          empty.button.map { tree.literal($0, label: "button") }
            ?? tree.text("nil", label: "button")
        ]
        if let tapping = empty.tapping {
          arguments.append(tree.literal(tapping, label: "inKeyboardToolbarAfterTapping"))
        }
        arguments.append(tree.literal(empty.firstInvalid, label: "expectingFocusOn"))
        if let message = empty.message { arguments.append(tree.literal(message, label: "showing")) }
        return tree.call("walk.submit", arguments)
      }
      tests.append([
        .declaration(
          SwiftDeclaration(
            doc: "Submitting the form as it starts focuses `\(empty.firstInvalid)`, the first "
              + "input it fails on"
              + (empty.message == nil ? "." : ", which shows its `requiredMessage` under it."),
            "@MainActor func testSubmittingAnEmptyForm() throws", body: [.expression(call)]))
      ])
    }
    if let checked = checkedSubmit() { tests += checkedSubmitTests(checked) }
    if let valid = validSubmit(showingChecks: false) { tests += doubleSubmitTests(valid) }
    // `focus.initial`: launched in the first state that shows it (set up at launch alone), the
    // input has keyboard focus without a tap.
    if let initial = form.initialFocus,
      let index = states.firstIndex(where: { !$0.typesValues && $0.ids.contains(initial) })
    {
      test(
        "testLaunchingFocuses" + upperFirst(initial),
        "Launching the app in state \(index + 1) focuses `\(initial)`, the spec's "
          + "`focus.initial`, with the keyboard up and no tap.",
        "try walk.launch(focusing: \(SwiftLiteral.string(initial)), in: Self.states[\(index)])")
    }
    let subject =
      form.title.map { SwiftLiteral.string($0, prefix: "the ", suffix: " form") }
      ?? "the \(form.name) form"
    var doc =
      "UI tests of \(subject), generated from `formc plan`: every focus chain walked with the "
      + "keyboard up, one test per visibility state, checking that each input exists, is "
      + "hittable and above the keyboard, has keyboard focus and the Return key the plan says, "
      + "and that Return, Next and Done move on as planned. Each step is an activity in the test "
      + "report; one that fails keeps a screenshot, the element tree and the keyboard's and inputs' "
      + "frames."
    if form.states.count < form.stateCount {
      doc += " The first \(form.states.count) of \(form.stateCount) states are tested."
    }
    doc +=
      "\n\nThe app shows the form when launched with `-formc-form "
      + "\(form.name)` and applies `FORMC_VALUES` to it (`FormUITestLaunch`)."
    let (tree, statesArray) = statesLiteral(states)
    let members: [[SwiftNode]] = [
      [
        .declaration(
          SwiftDeclaration(
            doc: "The walk of each visibility state, in `formc plan`'s order.",
            .expression(head: "static let states: [FormUIState] = ", tree, statesArray)))
      ],
      [
        .line(
          "@MainActor private var walk: FormUIWalk { FormUIWalk(form: "
            + SwiftLiteral.string(form.name) + ") }")
      ],
      [
        .declaration(
          SwiftDeclaration(
            "override func setUp()", body: [.line("continueAfterFailure = false")]))
      ],
    ]
    return [
      .declaration(
        SwiftDeclaration(
          doc: doc, "final class \(typeName)UITests: XCTestCase",
          body: SwiftNode.separated(members + tests)))
    ]
  }

  // MARK: - States

  /// One state's walk, decided.
  struct UIState {
    var values: [(String, String)]
    /// Each step's arguments to `FormUIStep(…)`: label (none for the id) and Swift text.
    var steps: [[(label: StaticString?, text: String)]]
    var ids: [String]
    var summary: String
    /// The typed controls the state shows: `FormUIControl(…)`'s arguments.
    var controls: [String] = []
    /// Whether the walk types a value that the state needs (not all of it is set at launch).
    var typesValues = false
    /// The labels and buttons with an id and a `visibleWhen` of their own that the state shows,
    /// and those it hides, in document order.
    var shownNodes: [String] = []
    var hiddenNodes: [String] = []
    /// The state in words (`'query' is empty`), which the node checks' failures name: given
    /// only to a state with nodes to check.
    var when = ""
  }

  /// Each input's value as the form starts.
  private var initialValues: [String: String] {
    var values = form.inputs.reduce(into: [:]) { $0[$1.id] = $1.initialValue }
    // An app flag starts not set.
    for flag in form.flags ?? [] { values[flag] = "false" }
    return values
  }

  private func input(_ id: String) -> ResolvedInput? {
    form.inputs.first { $0.id == id }
  }

  /// A non-empty value of `controller` that equals none of its named values.
  private func otherValue(_ controller: Controller) -> String {
    if let number = input(controller.id)?.number { return otherNumber(number, controller) }
    // Options the app loads (`options: app`) are unknown: any text no condition names.
    if let multiChoice = input(controller.id), multiChoice.kind == .multiChoice,
      multiChoice.choice?.loadsOptions != true
    {
      // Only an option no condition names is chosen.
      let named = Set(controller.values.flatMap { $0.split(separator: ",").map(String.init) })
      return multiChoice.choice?.options.first { !named.contains($0.value) }?.value ?? ""
    }
    let numeric: Set<KeyboardType> = [.numberPad, .decimalPad, .phonePad, .asciiCapableNumberPad]
    let keyboard = input(controller.id)?.traits?.keyboard ?? .default
    let candidates =
      numeric.contains(keyboard) ? ["1", "2", "3", "4"] : ["x", "y", "z", "other value"]
    return candidates.first { !controller.values.contains($0) } ?? "formc-\(controller.id)"
  }

  /// The concrete value of each controller in `state`.
  func values(of state: VisibilityState) -> [String: String] {
    var result: [String: String] = [:]
    for (controller, value) in zip(form.controllers, state.values) {
      switch value {
      case .empty: result[controller.id] = ""
      case .equals(let text): result[controller.id] = text
      case .other: result[controller.id] = otherValue(controller)
      }
    }
    return result
  }

  /// Whether `input` is shown only through a condition on `controller`, or on an input that
  /// edits its value (`valueOf`).
  private func dependsOn(_ input: ResolvedInput, _ controller: String) -> Bool {
    input.conditionNodes.contains {
      form.layout[$0].condition?.inputs.contains { form.valueOwner(of: $0) == controller }
        == true
    }
  }

  private func uiState(_ state: VisibilityState, index: Int) -> UIState {
    let values = values(of: state)
    let ids = state.steps.map(\.input)
    // A value is typed when the walk reaches a visible, initially empty text input before any
    // input it shows; otherwise the app's test hook sets it at launch.
    var typed: [String: String] = [:]
    var launch: [(String, String)] = []
    for controller in form.controllers {
      // The app sets a flag: the launch asks for it.
      if controller.flag == true {
        if values[controller.id] == "true" { launch.append((controller.id, "true")) }
        continue
      }
      guard let value = values[controller.id], let input = input(controller.id) else { continue }
      let position = ids.firstIndex(of: controller.id)
      let typeable =
        input.kind != .custom && input.initialValue.isEmpty && !value.isEmpty
        && position.map { position in
          !ids[..<position].contains {
            self.input($0).map { dependsOn($0, controller.id) } ?? false
          }
        } ?? false
      if typeable {
        typed[controller.id] = value
      } else if value != input.initialValue {
        launch.append((controller.id, value))
      }
    }
    let all = sentValues(initialValues.merging(values) { _, state in state }, in: state)
    let steps = state.steps.enumerated().map { position, step in
      stepLiteral(
        step, next: position + 1 < state.steps.count ? state.steps[position + 1] : nil,
        typing: typed[step.input], values: all, visible: ids)
    }
    var summary = ""
    if !form.controllers.isEmpty {
      summary =
        ": "
        + form.controllers.map { controller in
          let value = values[controller.id] ?? ""
          if controller.flag == true {
            return "flag `\(controller.id)` " + (value == "true" ? "set" : "not set")
          }
          return "`\(controller.id)` "
            + (value.isEmpty ? "empty" : SwiftLiteral.string(value, prefix: "is ", suffix: ""))
        }.joined(separator: ", ")
    }
    // The typed controls shown (not in the focus chain): checked for their element type and
    // reach, never tapped.
    let shown = form.visibilityEvaluation.visibility(in: state.values)
    let controls = form.inputs.compactMap { input -> String? in
      let kind: String
      switch input.kind {
      case .stepper: kind = ".stepper"
      case .slider: kind = ".slider"
      case .date: kind = ".datePicker"
      // Its options are the app's: reach only (`FormUIControl.Kind.appChoice`).
      case .choice where input.choice?.loadsOptions == true,
        .multiChoice where input.choice?.loadsOptions == true:
        kind = ".appChoice"
      default: return nil
      }
      guard input.node < shown.count, shown[input.node] else { return nil }
      return SwiftLiteral.string(input.id) + ", " + kind
    }
    // Labels and buttons that `visibleWhen` hides (an id is what the tests find them by).
    var shownNodes: [String] = []
    var hiddenNodes: [String] = []
    for (index, node) in form.layout.enumerated()
    where [.label, .button].contains(node.kind) && node.condition != nil && index < shown.count {
      guard let id = node.id else { continue }
      if shown[index] { shownNodes.append(id) } else { hiddenNodes.append(id) }
    }
    return UIState(
      values: launch.sorted { $0.0 < $1.0 }, steps: steps, ids: ids, summary: summary,
      controls: controls, typesValues: !typed.isEmpty, shownNodes: shownNodes,
      hiddenNodes: hiddenNodes,
      when: shownNodes.isEmpty && hiddenNodes.isEmpty
        ? "" : form.visibilityEvaluation.describe(state.values))
  }

  private func stepLiteral(
    _ step: FocusStep, next: FocusStep?, typing: String?, values: [String: String],
    visible: [String]
  ) -> [(label: StaticString?, text: String)] {
    let input = input(step.input)
    let custom = input?.kind == .custom
    var arguments: [(label: StaticString?, text: String)] = [(nil, SwiftLiteral.string(step.input))]
    if custom { arguments.append(("custom", "true")) }
    if let key = step.returnKey { arguments.append(("returnKey", "." + key.rawValue)) }
    if let typing { arguments.append(("typing", SwiftLiteral.string(typing))) }
    arguments.append(
      ("move", move(step, next: next, custom: custom, values: values, visible: visible)))
    return arguments
  }

  /// Whether the keyboard toolbar shows `item` as the runtime lays it out: a submit placed
  /// `keyboardToolbar` takes Done's place (``keyboardToolbarItems``), so such a toolbar has no
  /// Done to tap unless `keyboard.afterSubmit` is `keep`.
  /// The toolbar is the one `id` shows: its own (`toolbar` on the input), else the form's.
  private func toolbarHas(_ item: ToolbarItem, on id: String) -> Bool {
    guard let input = input(id) else { return keyboardToolbarItems.contains(item.rawValue) }
    return keyboardToolbarItems(for: input).contains(item.rawValue)
  }

  private func move(
    _ step: FocusStep, next: FocusStep?, custom: Bool, values: [String: String],
    visible: [String]
  ) -> String {
    guard let next else {
      switch step.returnAction {
      case .submit:
        let dismisses = form.keyboardPlan.afterSubmit == .dismiss
        guard let invalid = firstInvalid(visible, values: values) else {
          return ".submit(focusing: nil, dismisses: \(dismisses))"
        }
        let isCustom = input(invalid)?.kind == .custom
        return ".submit(focusing: \(SwiftLiteral.string(invalid))"
          + (isCustom ? ", custom: true" : "") + ", dismisses: \(dismisses))"
      case .dismiss: return ".dismiss"
      case .next, .newline, .none:
        return toolbarHas(.done, on: step.input) && !custom ? ".toolbarDone" : ".stay"
      }
    }
    let nextIsCustom = input(next.input)?.kind == .custom
    // Return and the toolbar's Next pass over a custom input without an input view: a tap.
    if input(next.input)?.isInKeyboardChain == false { return ".tapNext" }
    if step.returnAction == .next && !custom { return ".returnKey" }
    if toolbarHas(.next, on: step.input) && !custom && !nextIsCustom { return ".toolbarNext" }
    return ".tapNext"
  }

  // MARK: - Validation

  /// The first input in `order` whose value fails validation, as the form's submit finds it.
  func firstInvalid(_ order: [String], values: [String: String]) -> String? {
    order.first { id in
      guard let input = input(id) else { return false }
      let value = values[id] ?? ""
      if input.required && !FormValidator.isFilled(value) { return true }
      return input.rules.contains { rule in
        !FormValidator.passes(value, Self.runtimeRule(rule), other: { values[$0] ?? "" })
      }
    }
  }

  /// `values` with the inputs hidden or disabled in `state` emptied: such an input is not sent,
  /// so the runtime's validation reads it as empty (`equals`, `requiredWithout`, the date rules).
  func sentValues(_ values: [String: String], in state: VisibilityState) -> [String: String] {
    let reached = form.visibilityEvaluation.reachability(in: state.values)
    var sent = values
    for input in form.inputs where input.node < reached.count && !reached[input.node] {
      sent[input.id] = ""
    }
    return sent
  }

  /// The runtime's rule for a checked rule.
  static func runtimeRule(_ rule: ResolvedInput.Rule) -> FormValidationRule {
    let number = rule.number ?? 0
    switch rule.kind {
    case .minLength: return .minLength(Int(number))
    case .maxLength: return .maxLength(Int(number))
    case .pattern: return .pattern(FormPattern(rule.operand))
    case .email: return .email
    case .equals: return .equals(rule.operand)
    case .min: return .min(number)
    case .max: return .max(number)
    case .requiredWithout: return .requiredWithout(rule.inputs ?? [])
    case .after: return .after(rule.operand)
    case .before: return .before(rule.operand)
    case .onOrAfter: return .onOrAfter(rule.operand)
    case .onOrBefore: return .onOrBefore(rule.operand)
    }
  }

  // MARK: - Variants

  private func growingTextViews(_ states: [UIState]) -> [(id: String, max: Int, state: Int)] {
    let growing = Set(form.keyboardPlan.inputs.filter(\.grows).map(\.id))
    return form.inputs.compactMap { input in
      guard growing.contains(input.id), let max = input.lines?.max,
        let state = states.firstIndex(where: { $0.ids.contains(input.id) })
      else { return nil }
      return (input.id, max, state)
    }
  }

  /// The submit button's id and the first invalid input of the form as it starts, when the form
  /// has a submit button that is always enabled (a disabled one cannot be tapped) and starts
  /// invalid. A content button comes first; else the navigation bar's (`actions.submit`), found
  /// by the submit identifier alone (no id). A submit in the keyboard toolbar shows only while
  /// an input is edited: the test first taps a text input whose toolbar shows it (`tapping`),
  /// the last one the walk visits other than the first invalid one, so that focus has to move
  /// to pass; `nil` when no such input shows in that state. `message`: the spec's
  /// `requiredMessage` of the first invalid input when it is required and starts empty, which
  /// its error view must then show.
  private func emptySubmit() -> (
    button: String?, tapping: String?, firstInvalid: String, message: String?
  )? {
    let buttonID: String?
    var inKeyboardToolbar = false
    if let button = form.layout.first(where: { $0.kind == .button && $0.action == .submit }) {
      guard (button.enabled ?? .always) == .always else { return nil }
      buttonID = button.id
    } else if let submit = form.actions?.submit, submit.enabled == .always {
      buttonID = nil
      inKeyboardToolbar = submit.placement == .keyboardToolbar
    } else {
      return nil
    }
    let values = initialValues
    guard
      let state = form.states.first(where: { state in
        zip(form.controllers, state.values).allSatisfy { controller, value in
          let current = values[controller.id] ?? ""
          switch value {
          case .empty: return current.isEmpty
          case .equals(let text): return current == text
          case .other: return !current.isEmpty && !controller.values.contains(current)
          }
        }
      }),
      case let sent = sentValues(values, in: state),
      let invalid = firstInvalid(state.steps.map(\.input), values: sent),
      let invalidInput = input(invalid), invalidInput.kind != .custom
    else { return nil }
    let message =
      invalidInput.required && !FormValidator.isFilled(sent[invalid] ?? "")
      ? invalidInput.requiredMessage : nil
    guard inKeyboardToolbar else { return (buttonID, nil, invalid, message) }
    // Only an input whose toolbar shows the submit (its own toolbar may be off); with none, no
    // empty-submit test: nothing the walk taps shows the button.
    let texts = state.steps.map(\.input).filter { id in
      guard let input = input(id) else { return false }
      return [.field, .textView].contains(input.kind)
        && keyboardToolbarItems(for: input).contains("submit")
    }
    guard let tapped = texts.last(where: { $0 != invalid }) ?? texts.last else { return nil }
    return (buttonID, tapped, invalid, message)
  }

  // MARK: - Printing

  private func upperFirst(_ id: String) -> String {
    .capitalized(id)
  }

  /// `static let states: [FormUIState]`'s value: the tree and its root, an array literal.
  private func statesLiteral(_ states: [UIState]) -> (SwiftExpression, SwiftExpression.ID) {
    let tree = SwiftExpression()
    let elements = states.map { state in
      let values =
        state.values.isEmpty
        ? tree.text("[:]", label: "values")
        : tree.array(
          label: "values",
          state.values.map {
            tree.text(SwiftLiteral.string($0.0) + ": " + SwiftLiteral.string($0.1))
          })
      let steps = state.steps.map { arguments in
        tree.call("FormUIStep", arguments.map { tree.text($0.text, label: $0.label) })
      }
      var arguments = [values, tree.array(label: "steps", steps)]
      if !state.controls.isEmpty {
        arguments.append(
          tree.array(
            label: "controls", state.controls.map { tree.call("FormUIControl", [tree.text($0)]) }))
      }
      if !state.shownNodes.isEmpty {
        arguments.append(
          tree.array(label: "shownNodes", state.shownNodes.map { tree.literal($0) }))
      }
      if !state.hiddenNodes.isEmpty {
        arguments.append(
          tree.array(label: "hiddenNodes", state.hiddenNodes.map { tree.literal($0) }))
      }
      if !state.when.isEmpty { arguments.append(tree.literal(state.when, label: "when")) }
      return tree.call("FormUIState", onePerLine: true, arguments)
    }
    return (tree, tree.array(elements))
  }
}
