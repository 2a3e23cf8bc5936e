import FormCompiler
import FormRuntime
import FormSpec

/// The generated UI tests' app checks (`check` in the spec): a form whose inputs name checks gets
/// `testSubmittingWaitsForChecks`, which launches the app with the form filled in validly and each
/// check answered by the test hook (`FORMC_CHECKS`: failed, then passed) and submits, so that an
/// app whose submit does not wait for its checks fails it.
extension TemplateModelBuilder {
  /// What `testSubmittingWaitsForChecks` needs: the submit button's id (`nil` for the navigation
  /// bar's, found by the submit identifier), start values that make the form valid, the checked
  /// inputs the state shows in focus order, and the longest debounce among them; `nil` when the
  /// form has no checks, no submit button outside the keyboard toolbar that is always enabled, or
  /// no valid values formc can find for it (a custom input or a pattern none of its sample values
  /// match).
  func checkedSubmit() -> (
    button: String?, values: [(String, String)], checked: [String], debounce: Double
  )? {
    guard form.inputs.contains(where: { $0.check != nil }) else { return nil }
    let buttonID: String?
    if let button = form.layout.first(where: { $0.kind == .button && $0.action == .submit }) {
      guard (button.enabled ?? .always) == .always else { return nil }
      buttonID = button.id
    } else if let submit = form.actions?.submit, submit.enabled == .always,
      submit.placement != .keyboardToolbar
    {
      buttonID = nil
    } else {
      return nil
    }
    var values = form.inputs.reduce(into: [String: String]()) { $0[$1.id] = $1.initialValue }
    for flag in form.flags ?? [] { values[flag] = "false" }
    // Twice, so that an input whose rules name a later input (`equals`) sees its value.
    for _ in 0..<2 {
      for input in form.inputs where [.field, .textView].contains(input.kind) {
        guard input.required || input.check != nil else { continue }
        let others = input.rules.compactMap { $0.kind == .equals ? values[$0.operand] : nil }
        let samples = others + Self.validSamples
        let chosen = samples.first { sample in
          input.rules.allSatisfy { rule in
            FormValidator.passes(sample, Self.runtimeRule(rule), other: { values[$0] ?? "" })
          }
        }
        guard let chosen else { return nil }
        values[input.id] = chosen
      }
    }
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
      })
    else { return nil }
    let order = state.steps.map(\.input)
    let checked = order.filter { id in form.inputs.first { $0.id == id }?.check != nil }
    guard !checked.isEmpty, firstInvalid(order, values: values) == nil else { return nil }
    let launch = form.inputs.compactMap { input -> (String, String)? in
      guard order.contains(input.id), let value = values[input.id], value != input.initialValue
      else { return nil }
      return (input.id, value)
    }
    let debounce =
      form.inputs.filter { checked.contains($0.id) }.compactMap { $0.check?.debounce }.max() ?? 0
    return (buttonID, launch.sorted { $0.0 < $1.0 }, checked, debounce)
  }

  /// Sample values tried, in order, for a required or checked text input: the first its rules
  /// accept is typed.
  static let validSamples = [
    "formc.user1", "formc.user1@example.com", "ABC12345", "12345678", "1", "formc",
  ]

  /// `testSubmittingWaitsForChecks`: its call of `FormUIWalk`.
  func checkedSubmitTest(
    _ submit: (button: String?, values: [(String, String)], checked: [String], debounce: Double)
  ) -> [SwiftNode] {
    // It throws, as every generated test does: a portrait-only app skips it in landscape.
    let statement = SwiftExpressionStatement(head: "try ") { tree in
      let values =
        submit.values.isEmpty
        ? tree.text("[:]", label: "values")
        : tree.array(
          label: "values",
          submit.values.map {
            tree.text(SwiftLiteral.string($0.0) + ": " + SwiftLiteral.string($0.1))
          })
      return tree.call(
        "walk.submitWaitingForChecks",
        [
          tree.text(submit.button.map(SwiftLiteral.string) ?? "nil", label: "button"), values,
          tree.array(label: "checked", submit.checked.map { tree.literal($0) }),
          tree.text(String(submit.debounce), label: "debounce"),
        ])
    }
    let doc =
      "Submitting the form filled in validly waits for the app checks of "
      + submit.checked.map { "`\($0)`" }.joined(separator: ", ")
      + " (answered by the test hook): failed, the submit stops at the first; passed, it goes "
      + "through."
    return [
      .declaration(
        SwiftDeclaration(
          doc: doc, "@MainActor func testSubmittingWaitsForChecks() throws",
          body: [.expression(statement)]))
    ]
  }
}
