import FormCodegen
import FormCompiler
import FormSpec

/// What `formc plan` says about one input, for a hover: its effective traits, its return key
/// while an input follows it and while it is last, and in every visibility state its position
/// in the focus order, its return key and where the toolbar's Previous and Next go.
///
/// Read from the checked form (``CheckedForm``), the same data `formc plan` prints.
enum PlanHover {
  /// The input's plan, or why there is none.
  static func describe(input id: String, in context: FeatureContext) -> String {
    guard let form = context.form else {
      return "**input \(Markdown.code(id))**\n\n"
        + "No plan while the spec has errors (`formc plan` needs a spec without errors)."
    }
    guard let position = form.inputs.firstIndex(where: { $0.id == id }) else {
      return "**\(Markdown.code(id))** is not an input of the form."
    }
    if form.inputs[position].isControl { return describeControl(form.inputs[position], in: form) }
    return describe(form.inputs[position], position: position, in: form)
  }

  static func describe(_ input: ResolvedInput, position: Int, in form: CheckedForm) -> String {
    var lines = [
      "**\(input.kind.rawValue) \(Markdown.code(input.id))**: input \(position + 1) of "
        + "\(form.inputs.count) in focus order"
    ]
    lines.append("")
    if let traits = input.traits {
      lines.append("- Traits: " + traits.summary)
    } else {
      lines.append("- Traits: none (a custom control brings its own input view)")
    }
    let behavior = input.returnBehavior
    let followed = returnKey(behavior.whenFollowed.key, behavior.whenFollowed.action)
    let last = returnKey(behavior.whenLast.key, behavior.whenLast.action)
    // Only the cases that happen: an input last in every state where it shows is never followed.
    let visible = form.states.compactMap { state -> Bool? in
      guard let index = state.steps.firstIndex(where: { $0.input == input.id }) else { return nil }
      return index == state.steps.count - 1
    }
    let everLast = visible.isEmpty || visible.contains(true)
    let everFollowed = visible.isEmpty || visible.contains(false)
    if followed == last || !everLast {
      lines.append("- Return key: \(followed)")
    } else if !everFollowed {
      lines.append("- Return key: \(last)")
    } else {
      lines.append("- Return key: \(followed) while an input follows; \(last) when it is the last")
    }
    if let key = input.explicitReturnKey {
      lines.append("- Explicit `returnKey: \(key.rawValue)`")
    }
    if input.returnKeyChangesWhileFocused == true,
      let last = behavior.whenLast.key, let followed = behavior.whenFollowed.key
    {
      lines.append(
        "- Return key changes while focused: \(last.rawValue) ↔ \(followed.rawValue), as its own value shows or hides a later input (SwiftUI shows the new key at the next focus)"
      )
    }
    if let changes = input.returnKeyChangedBy, !changes.isEmpty {
      let evaluation = form.visibilityEvaluation
      for change in changes {
        func value(_ state: Int) -> String {
          evaluation.describeValue(
            of: change.input, inState: state, of: form.states,
            quotingValuesWith: SwiftLiteral.string)
        }
        lines.append(
          "- Return key changed by \(Markdown.code(change.input)) while focused: \(change.from.rawValue) → \(change.to.rawValue) as it goes from \(value(change.before)) to \(value(change.after)) (SwiftUI shows the new key at the next focus)"
        )
      }
    }
    let conditions = input.conditionNodes.compactMap { form.layout[$0].condition }
    if !conditions.isEmpty {
      lines.append(
        "- Visible when "
          + conditions.map { describeCombined($0, in: form) }.joined(separator: " and "))
    }
    if let condition = input.enabledCondition {
      let text = describeCombined(condition, in: form)
      lines.append("- Enabled when \(text) (disabled, focus and validation pass over it)")
    }
    lines.append("")
    lines += stateLines(for: input.id, in: form)
    return lines.joined(separator: "\n")
  }

  /// The input's step in each visibility state, states that agree grouped as `formc plan`
  /// groups them.
  static func stateLines(for id: String, in form: CheckedForm) -> [String] {
    var groups: [(text: String, states: [VisibilityState])] = []
    for state in form.states {
      let text: String
      if let index = state.steps.firstIndex(where: { $0.input == id }) {
        let step = state.steps[index]
        text =
          "\(index + 1) of \(state.steps.count), return key "
          + returnKey(step.returnKey, step.returnAction) + ", Previous \(step.previous ?? "-")"
          + ", Next \(step.next ?? "-")"
      } else {
        text = "hidden"
      }
      if let group = groups.firstIndex(where: { $0.text == text }) {
        groups[group].states.append(state)
      } else {
        groups.append((text, [state]))
      }
    }
    let checked =
      form.stateCount > form.states.count
      ? " (\(form.states.count) of \(form.stateCount) visibility states checked)" : ""
    guard groups.count > 1 else {
      let scope =
        form.stateCount == 1
        ? ""
        : form.stateCount == 2
          ? " (the same in both visibility states)"
          : " (the same in all \(form.stateCount) visibility states)"
      return ["Focus order\(scope)\(checked): \(groups.first?.text ?? "hidden")"]
    }
    var lines = ["Focus order by visibility state\(checked):"]
    for group in groups {
      let described = group.states.prefix(6).map { describe(state: $0, in: form) }
      let more = group.states.count > 6 ? "; … and \(group.states.count - 6) more" : ""
      lines.append(
        "- \(group.text), in \(group.states.count) of \(form.stateCount) states: when "
          + described.joined(separator: "; or when ") + more)
    }
    return lines
  }

  /// A return key and what it does, as `formc plan`'s table writes it.
  static func returnKey(_ key: ReturnKey?, _ action: FocusStep.ReturnAction) -> String {
    switch action {
    case .none: return key.map { "\($0.rawValue) (does nothing)" } ?? "none"
    case .newline: return "\(key?.rawValue ?? "default") (newline)"
    case .dismiss: return "\(key?.rawValue ?? "next") (ends editing)"
    case .next: return "\(key?.rawValue ?? "next") (next input)"
    case .submit: return "\(key?.rawValue ?? "done") (submit)"
    }
  }

  static func describe(state: VisibilityState, in form: CheckedForm) -> String {
    form.describe(state)
  }

  /// Spec text as a double-quoted literal on one line, escaped as `formc plan` prints it.
  static func literal(_ text: String) -> String { SwiftLiteral.string(text) }
}
