import FormCompiler
import FormRuntime
import FormSpec

/// The generated UI tests' app checks (`check` in the spec): a form whose inputs name checks gets
/// `testSubmittingWaitsForChecks` (its submit button — in the content, the navigation bar or the
/// keyboard toolbar) and `testSubmittingWithReturnWaitsForChecks` (Return on the last input, where
/// it submits), which launch the app with the form filled in validly and each check answered by
/// the test hook (`FORMC_CHECKS`: failed, then passed) and submit, so that an app whose submit
/// does not wait for its checks fails them.
extension TemplateModelBuilder {
  /// How a checks test submits: the submit button (`button`, `nil` for the navigation bar's or
  /// the keyboard toolbar's, found by the submit identifier; a keyboard toolbar's after tapping
  /// the text input `tapping`) or Return on the input `returnKey`.
  struct CheckedSubmitter {
    var button: String?
    var tapping: String?
    var returnKey: String?
  }

  /// What the checks tests need: how each submits, start values that make the form valid, the
  /// checked inputs the state shows in focus order, and the longest debounce among them.
  struct CheckedSubmit {
    var submitters: [CheckedSubmitter]
    var values: [(String, String)]
    var checked: [String]
    var debounce: Double
  }

  /// The checks tests' facts; `nil` when the form has no checks, no way to submit (a submit
  /// button that is always enabled, or Return on the last input), or no valid values formc can
  /// find for a state that shows a checked input (a required custom input, a pattern that
  /// none of its sample values nor its placeholder match).
  ///
  /// The state the form starts in is tried first, then the others in `formc plan`'s order with
  /// their controllers' values (a section shown for one value of a custom input): the first
  /// that shows a checked input and can be filled in validly is submitted.
  func checkedSubmit() -> CheckedSubmit? {
    // A local check (`local: true`) answers at once: a submit never waits for it.
    guard form.inputs.contains(where: { $0.check?.local == false }) else { return nil }
    return validSubmit(showingChecks: true)
  }

  /// How the form is submitted filled in validly: as ``checkedSubmit()`` finds it, in the
  /// first state that can be filled in validly and (with `showingChecks`) shows a checked
  /// input; `checked` lists the checked inputs it shows (answered as passed by the
  /// double-submit tests). `nil` when no state can be, or the form has no way to submit.
  func validSubmit(showingChecks: Bool) -> CheckedSubmit? {
    var button: CheckedSubmitter?
    var inKeyboardToolbar = false
    if let content = form.layout.first(where: { $0.kind == .button && $0.action == .submit }) {
      if (content.enabled ?? .always) == .always { button = CheckedSubmitter(button: content.id) }
    } else if let submit = form.actions?.submit, submit.enabled == .always {
      button = CheckedSubmitter()
      inKeyboardToolbar = submit.placement == .keyboardToolbar
    }
    var start = form.inputs.reduce(into: [String: String]()) { $0[$1.id] = $1.initialValue }
    for flag in form.flags ?? [] { start[flag] = "false" }
    let initial = form.states.firstIndex { matches($0, start) }
    let candidates =
      (initial.map { [$0] } ?? []) + form.states.indices.filter { $0 != initial }
    for state in candidates.map({ form.states[$0] }) {
      var values = start.merging(values(of: state)) { _, state in state }
      let order = state.steps.map(\.input)
      let checked = order.filter { id in
        form.inputs.first { $0.id == id }?.check?.local == false
      }
      guard !showingChecks || !checked.isEmpty, filledValidly(&values, in: state) == true else {
        continue
      }
      var submitters: [CheckedSubmitter] = []
      if var button {
        if inKeyboardToolbar {
          // The keyboard toolbar shows while a text input is edited, and the submit only in the
          // toolbars that show (an input's own toolbar may be off): the last such input the walk
          // visits other than the first checked one (if any), so that a failed check has to
          // move focus. None: the submit is left to Return, if Return submits.
          let texts = order.filter { id in
            guard let input = form.inputs.first(where: { $0.id == id }) else { return false }
            return [.field, .textView].contains(input.kind)
              && keyboardToolbarItems(for: input).contains("submit")
          }
          button.tapping = texts.last { $0 != checked.first } ?? texts.last
        }
        if !inKeyboardToolbar || button.tapping != nil { submitters.append(button) }
      }
      if let last = state.steps.last, last.returnAction == .submit,
        [.field, .textView].contains(form.inputs.first { $0.id == last.input }?.kind)
      {
        submitters.append(CheckedSubmitter(returnKey: last.input))
      }
      guard !submitters.isEmpty else { return nil }
      let controllers = Set(form.controllers.map(\.id))
      let launch = values.filter { id, value in
        guard let input = form.inputs.first(where: { $0.id == id }) else {
          // A flag the state needs set.
          return controllers.contains(id) && value == "true"
        }
        return (order.contains(id) || controllers.contains(id)) && value != input.initialValue
      }
      let debounce =
        form.inputs.filter { checked.contains($0.id) }.compactMap { $0.check?.debounce }.max() ?? 0
      return CheckedSubmit(
        submitters: submitters, values: launch.map { ($0.key, $0.value) }.sorted { $0.0 < $1.0 },
        checked: checked, debounce: debounce)
    }
    return nil
  }

  /// Whether `values` give each controller the value `state` is made of.
  private func matches(_ state: VisibilityState, _ values: [String: String]) -> Bool {
    zip(form.controllers, state.values).allSatisfy { controller, value in
      let current = values[controller.id] ?? ""
      switch value {
      case .empty: return current.isEmpty
      case .equals(let text): return current == text
      case .other: return !current.isEmpty && !controller.values.contains(current)
      }
    }
  }

  /// Fills in, with sample values, every text input of `state` that is required, checked or
  /// not valid as it is (`requiredWithout`), controllers aside (their values make the state);
  /// whether the form is then valid, `nil` when an input takes none of the samples.
  private func filledValidly(_ values: inout [String: String], in state: VisibilityState) -> Bool? {
    let order = state.steps.map(\.input)
    let controllers = Set(form.controllers.map(\.id))
    // Twice, so that an input whose rules name a later input (`equals`) sees its value.
    for _ in 0..<2 {
      for input in form.inputs where [.field, .textView].contains(input.kind) {
        guard order.contains(input.id), !controllers.contains(input.id) else { continue }
        // Hidden and disabled inputs are not sent: the runtime's rules read them as empty.
        let current = sentValues(values, in: state)
        func valid(_ sample: String) -> Bool {
          input.rules.allSatisfy { rule in
            FormValidator.passes(sample, Self.runtimeRule(rule), other: { current[$0] ?? "" })
          }
        }
        let value = values[input.id] ?? ""
        guard input.required || input.check != nil || !valid(value) else { continue }
        let others = input.rules.compactMap { $0.kind == .equals ? values[$0.operand] : nil }
        // The placeholder last, so that an input the samples fit keeps them.
        let samples = others + Self.validSamples + (input.placeholder.map { [$0] } ?? [])
        guard let chosen = samples.first(where: valid) else { return nil }
        values[input.id] = chosen
      }
    }
    return firstInvalid(order, values: sentValues(values, in: state)) == nil
  }

  /// Sample values tried, in order, for a required or checked text input: the first its rules
  /// accept is typed.
  static let validSamples = [
    "formc.user1", "formc.user1@example.com", "ABC12345", "12345678", "1", "formc",
  ]

  /// `testSubmittingWaitsForChecks` and `testSubmittingWithReturnWaitsForChecks`: their calls of
  /// `FormUIWalk`.
  func checkedSubmitTests(_ submit: CheckedSubmit) -> [[SwiftNode]] {
    submit.submitters.map { submitter in
      let statement = walkCall("walk.submitWaitingForChecks", submit, submitter)
      let checks = submit.checked.map { "`\($0)`" }.joined(separator: ", ")
      let how =
        submitter.returnKey.map { "with Return on `\($0)`" }
        ?? (submitter.tapping.map { "with the keyboard toolbar's submit (after tapping `\($0)`)" }
          ?? "")
      let doc =
        "Submitting the form filled in validly" + (how.isEmpty ? "" : " " + how)
        + " waits for the app checks of " + checks
        + " (answered by the test hook; their spinners go): failed, the submit stops at the "
        + "first, and the accessibility audit runs on the form as it shows the failure; passed, it "
        + "goes through."
      let name =
        submitter.returnKey == nil
        ? "testSubmittingWaitsForChecks" : "testSubmittingWithReturnWaitsForChecks"
      return [
        .declaration(
          SwiftDeclaration(
            doc: doc, "@MainActor func \(name)() throws", body: [.expression(statement)]))
      ]
    }
  }
}

extension TemplateModelBuilder {
  /// `try walk.<name>(…)` for a test that submits `submit`'s valid values through `submitter`:
  /// Return on an input (`returnKeyOn:`) or a submit button (`button:`, and the input tapped
  /// first for a keyboard toolbar's), the values, and the checked inputs with their longest
  /// debounce when there are any. It throws, as every generated test does: a portrait-only app
  /// skips it in landscape.
  func walkCall(_ name: String, _ submit: CheckedSubmit, _ submitter: CheckedSubmitter)
    -> SwiftExpressionStatement
  {
    SwiftExpressionStatement(head: "try ") { tree in
      var arguments: [SwiftExpression.ID] = []
      if let returnKey = submitter.returnKey {
        arguments.append(tree.literal(returnKey, label: "returnKeyOn"))
      } else {
        arguments.append(
          tree.text(submitter.button.map(SwiftLiteral.string) ?? "nil", label: "button"))
        if let tapping = submitter.tapping {
          arguments.append(tree.literal(tapping, label: "inKeyboardToolbarAfterTapping"))
        }
      }
      arguments.append(
        submit.values.isEmpty
          ? tree.text("[:]", label: "values")
          : tree.array(
            label: "values",
            submit.values.map {
              tree.text(SwiftLiteral.string($0.0) + ": " + SwiftLiteral.string($0.1))
            }))
      if !submit.checked.isEmpty {
        arguments += [
          tree.array(label: "checked", submit.checked.map { tree.literal($0) }),
          tree.text(String(submit.debounce), label: "debounce"),
        ]
      }
      return tree.call(name, arguments)
    }
  }
}
