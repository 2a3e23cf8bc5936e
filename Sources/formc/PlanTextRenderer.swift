import FormCodegen
import FormCompiler

/// Renders a checked form's plan as text for code review: focus order per visibility state,
/// return keys, toolbar states, traits, and the keyboard plan.
struct PlanTextRenderer {
  var form: CheckedForm

  /// A toolbar as the plan prints it: its items and what its middle shows, or `off`.
  static func describe(_ toolbar: Toolbar) -> String {
    toolbar.isEnabled
      ? "\(toolbar.items.map(\.rawValue).joined(separator: ", ")); middle shows \(toolbar.title.rawValue == "none" ? "nothing" : "the \(toolbar.title.rawValue)")"
      : "off"
  }

  /// `; "Edit Card" while isEditing, "View Card" while isViewing` for a text that changes with app
  /// flags (the first set flag in list order wins), empty for a plain text.
  private func variants(_ variants: [ResolvedTextVariant]?) -> String {
    guard let variants, !variants.isEmpty else { return "" }
    return "; "
      + variants.map { "\(literal($0.text)) while \($0.flag)" }.joined(separator: ", ")
  }

  func render() -> String {
    var out: [String] = []
    out.append("form \(form.name) (\(form.path))")
    if let title = form.title {
      out.append("title \(literal(title))\(variants(form.titleVariants))")
    }
    out.append("platform iOS \(form.platform)")
    if let presentations = form.presentations {
      // The spec names how the screen is shown (issue 32): `formc simulate` checks only those.
      out.append(
        "presentations \(presentations.map(\.rawValue).joined(separator: ", "))"
          + " (formc simulate checks only these)")
    }
    out.append("")
    let plan = form.keyboardPlan
    out.append("keyboard")
    var avoidance = "  avoidance  \(plan.avoidance.rawValue)"
    if plan.avoidance == .automatic {
      // Which strategy runs on which system.
      let pinned = plan.pinnedContainer.map { " pins '\($0)'" } ?? ""
      avoidance += ": keyboardLayoutGuide\(pinned) on iOS 15 and later"
      if let major = Int(form.platform.prefix { $0 != "." }), major < 15 {
        avoidance += "; insets"
        if let container = plan.insetContainer { avoidance += " on '\(container)'" }
        avoidance += major == 14 ? " on iOS 14" : " on iOS \(major)–14"
      } else if let container = plan.insetContainer {
        avoidance += "; sticky views inset '\(container)'"
      }
    } else if let container = plan.insetContainer {
      avoidance += ", inset container '\(container)'"
    }
    out.append(avoidance)
    if let footer = plan.stickyFooter {
      out.append(
        "  sticky footer \(number(footer)) pt over the scroll container, riding on the keyboard")
    }
    out.append("  dismiss    \(plan.dismissMode.rawValue)")
    out.append("  spacing    \(number(plan.spacing))")
    out.append(
      "  submit     \(form.submitKey.rawValue)"
        + (plan.afterSubmit == .keep ? "; the keyboard stays up after a submit" : ""))
    out.append("toolbar      \(Self.describe(form.toolbar))")
    out.append("focus wraps  \(form.wraps ? "yes" : "no")")
    if let initial = form.initialFocus {
      out.append(
        "focus first  '\(initial)' when the screen first appears, if shown and enabled then")
    }
    if let flags = form.flags {
      out.append("flags        \(flags.joined(separator: ", ")) (the app sets them)")
    }
    if let timing = form.validateOn {
      out.append("validateOn   \(timing.rawValue)")
    }
    if let actions = form.actions {
      if let submit = actions.submit {
        out.append(
          "submit       \(literal(submit.title))\(variants(submit.titleVariants)) at \(submit.placement.rawValue), enabled \(submit.enabled.rawValue)"
        )
      }
      if let cancel = actions.cancel {
        // `confirmDiscard: true`: Cancel asks before discarding changes (issue 32).
        let confirms = cancel.confirmDiscard == true ? ", asks to discard changes" : ""
        out.append(
          "cancel       \(literal(cancel.title))\(variants(cancel.titleVariants)) at \(cancel.placement.rawValue)\(confirms)"
        )
      }
    }
    // A submit button in the content enabled otherwise than always (`enabled` on the button).
    for node in form.layout where node.kind == .button && node.action == .submit {
      guard let enabled = node.enabled, enabled != .always else { continue }
      out.append(
        "submit       \(literal(node.text ?? "")) (button '\(node.id ?? "")'), enabled \(enabled.rawValue)"
      )
    }
    // The layout's texts that change with app flags (`header: {text, when: [{flag, text}]}`).
    for node in form.layout {
      let owner = "\(node.kind.rawValue)" + (node.id.map { " '\($0)'" } ?? "")
      let textKey = node.kind == .button ? "title" : "text"
      for (key, text, list) in [
        ("header", node.header, node.headerVariants), ("footer", node.footer, node.footerVariants),
        (textKey, node.text, node.textVariants),
      ] {
        guard let text, let list, !list.isEmpty else { continue }
        out.append("text         \(owner) \(key) \(literal(text))\(variants(list))")
      }
    }
    // Images (issue 32): where each picture comes from, its height and what VoiceOver reads.
    for node in form.layout where node.kind == .image {
      guard let image = node.image else { continue }
      let name = node.id.map { "'\($0)'" } ?? "without id"
      let reads = image.description.map { "VoiceOver reads \(literal($0))" } ?? "decorative"
      let shown = node.condition == nil ? "" : ", hides with its visibleWhen"
      out.append(
        "image        \(name) \(image.source.spelling), \(number(node.height ?? 0)) pt, "
          + "\(image.contentMode.rawValue), \(reads)\(shown)")
    }
    out += focusSections()
    out.append("")
    out.append("inputs")
    for input in form.inputs {
      out += describe(input)
    }
    return out.joined(separator: "\n") + "\n"
  }

  private func focusSections() -> [String] {
    var groups: [(steps: [FocusStep], states: [VisibilityState])] = []
    for state in form.states {
      if let index = groups.firstIndex(where: { $0.steps == state.steps }) {
        groups[index].states.append(state)
      } else {
        groups.append((state.steps, [state]))
      }
    }
    var out: [String] = []
    let stateNote =
      form.stateCount > form.states.count
      ? " (\(form.states.count) of \(form.stateCount) visibility states checked)" : ""
    for group in groups {
      out.append("")
      if groups.count == 1 {
        let scope =
          form.stateCount == 1
          ? ""
          : form.stateCount == 2
            ? " (the same in both visibility states)"
            : " (the same in all \(form.stateCount) visibility states)"
        out.append("focus order\(scope)\(stateNote)")
      } else {
        let count = group.states.count
        out.append("focus order in \(count) of \(form.stateCount) visibility states, when")
        out += group.states.prefix(6).map { "    \(describe(state: $0))" }
        if count > 6 { out.append("    … and \(count - 6) more") }
      }
      out += table(group.steps)
    }
    return out
  }

  private func table(_ steps: [FocusStep]) -> [String] {
    guard !steps.isEmpty else { return ["  (no visible inputs)"] }
    let rows: [[String]] =
      [["#", "input", "return key", "Previous", "Next"]]
      + steps.enumerated().map { position, step in
        let key: String
        switch step.returnAction {
        case .none: key = step.returnKey.map { "\($0.rawValue) (does nothing)" } ?? "none"
        case .newline: key = "\(step.returnKey?.rawValue ?? "default") (newline)"
        case .dismiss: key = "\(step.returnKey?.rawValue ?? "next") (ends editing)"
        case .next: key = "\(step.returnKey?.rawValue ?? "next") (next input)"
        case .submit: key = "\(step.returnKey?.rawValue ?? "done") (submit)"
        }
        return ["\(position + 1)", step.input, key, step.previous ?? "-", step.next ?? "-"]
      }
    let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      let cells = row.enumerated().map { column, cell in
        column == row.count - 1
          ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
      }
      return "  " + cells.joined(separator: "  ")
    }
  }

  private func describe(state: VisibilityState) -> String {
    form.describe(state, quotingValuesWith: literal)
  }

  private func describe(_ input: ResolvedInput) -> [String] {
    var out = ["  \(input.id) (\(input.kind.rawValue))"]
    var labels: [String] = []
    if let title = input.title { labels.append("title \(literal(title))") }
    if let placeholder = input.placeholder { labels.append("placeholder \(literal(placeholder))") }
    if let hint = input.hint { labels.append("hint \(literal(hint))") }
    if input.kind == .switch {
      labels.append("starts \(input.initialValue == "true" ? "on" : "off")")
    } else if let date = input.date {
      labels.append(date.value.map { "starts \(literal($0))" } ?? "starts unset")
    } else if input.kind == .choice {
      labels.append(
        input.initialValue.isEmpty
          ? "starts with none chosen" : "starts \(literal(input.initialValue))")
    } else if !input.initialValue.isEmpty {
      labels.append("value \(literal(input.initialValue))")
    }
    if !labels.isEmpty { out.append("    " + labels.joined(separator: ", ")) }
    if let traits = input.traits { out.append("    traits: " + traits.summary) }
    if let entry = entrySummary(input) { out.append("    typing: " + entry) }
    if let key = input.explicitReturnKey {
      out.append("    return key: \(key.rawValue) (explicit)")
    }
    if input.returnKeyChangesWhileFocused == true,
      let last = input.returnBehavior.whenLast.key,
      let followed = input.returnBehavior.whenFollowed.key
    {
      out.append(
        "    return key changes while focused: \(last.rawValue) ↔ \(followed.rawValue), as its own value shows or hides a later input (UIKit reloads the keyboard; SwiftUI shows the new key at the next focus)"
      )
    }
    if let changes = input.returnKeyChangedBy, !changes.isEmpty {
      let evaluation = form.visibilityEvaluation
      for change in changes {
        func value(_ state: Int) -> String {
          evaluation.describeValue(
            of: change.input, inState: state, of: form.states, quotingValuesWith: literal)
        }
        let inputs = change.inputs.map { "'\($0)'" }.joined(separator: ", ")
        out.append(
          "    return key changed by '\(change.input)' while focused: \(change.from.rawValue) → \(change.to.rawValue) as it goes from \(value(change.before)) to \(value(change.after)), which decides whether \(inputs) \(change.inputs.count == 1 ? "follows" : "follow") (UIKit reloads the keyboard; SwiftUI shows the new key at the next focus)"
        )
      }
    }
    var checks: [String] =
      input.required
      ? [input.requiredMessage.map { "required → \(literal($0))" } ?? "required"] : []
    checks += input.rules.map { rule in
      let operand =
        rule.kind == .email
        ? "" : " \(rule.kind == .pattern ? literal(rule.operand) : rule.operand)"
      return "\(rule.kind.rawValue)\(operand) → \(literal(rule.message))"
    }
    if !checks.isEmpty { out.append("    validation: " + checks.joined(separator: "; ")) }
    if let timing = input.validateOn { out.append("    validateOn: \(timing.rawValue)") }
    if let owner = input.valueOf {
      out.append(
        "    edits the value of '\(owner)' (one stored property; never shown and enabled together)")
    }
    if let toolbar = input.toolbar {
      out.append("    own toolbar: \(Self.describe(toolbar))")
    }
    if let check = checkSummary(input) { out.append("    app check: " + check) }
    if let lines = input.lines {
      if let max = lines.max {
        out.append("    grows from \(lines.min) to \(max) lines")
      } else {
        out.append(
          "    grows from \(lines.min) lines without a limit; the scroll view keeps its caret in view"
        )
      }
    }
    if let choice = input.choice {
      if choice.loadsOptions {
        out.append(
          "    options (\(choice.style.rawValue)): loaded by the app (\(input.id)Options); disabled while empty"
        )
      } else {
        let options = choice.options.map { "\($0.value) \(literal($0.title))" }
        out.append("    options (\(choice.style.rawValue)): \(options.joined(separator: ", "))")
      }
      var bounds: [String] = []
      if let min = choice.minSelections { bounds.append("at least \(min)") }
      if let max = choice.maxSelections { bounds.append("at most \(max)") }
      if !bounds.isEmpty { out.append("    chosen: " + bounds.joined(separator: ", ")) }
    }
    if let date = input.date {
      var line = "    \(date.components.rawValue), \(date.style.rawValue)"
      if date.from != nil || date.to != nil {
        line += ", range \(date.from ?? "…") to \(date.to ?? "…")"
      }
      out.append(line)
    }
    if let number = input.number {
      let step = number.step.map { " in steps of \(number.text($0))" } ?? ", continuous"
      var line =
        "    \(number.isInteger ? "Int" : "Double") from \(number.text(number.minimum)) to "
        + "\(number.text(number.maximum))\(step)"
      if let format = number.format { line += ", label \(literal(format))" }
      if let one = number.formatOne { line += " (\(literal(one)) at 1)" }
      out.append(line)
    }
    if input.isControl {
      out.append("    not in the keyboard's focus chain (Previous, Next and Return pass over it)")
    } else if input.inputView == false {
      out.append(
        "    no input view (inputView: false): Previous, Next and Return pass over it; a tap reaches it"
      )
    }
    if let plan = form.keyboardPlan.inputs.first(where: { $0.id == input.id }) {
      let containers =
        plan.scrollContainers.isEmpty ? "none" : plan.scrollContainers.joined(separator: " → ")
      out.append("    scrolls: \(containers); observes \(plan.observes.joined(separator: ", "))")
      if let reveals = plan.reveals {
        out.append(
          "    reveal region: the input, its message and \(reveals.joined(separator: ", ")) (while shown)"
        )
      }
    }
    let conditions = input.conditionNodes.compactMap { form.layout[$0].condition }
    if !conditions.isEmpty {
      let text = conditions.map(describeCombined)
      out.append("    visible when " + text.joined(separator: " and "))
    }
    if let condition = input.enabledCondition {
      let text = describeCombined(condition)
      out.append(
        "    enabled when \(text); disabled, it keeps its place and focus and validation pass over it"
      )
    }
    return out
  }

  /// A condition in words, a combined one's elements joined: `('sound' is on and 'plan' is
  /// "pro")`, `(flag 'managed' is set or 'plan' is "team")`.
  private func describeCombined(_ condition: Condition) -> String {
    func single(_ condition: Condition) -> String {
      condition.flag == true
        ? "flag '\(condition.input)' is \(condition.equals == "false" ? "not set" : "set")"
        : describe(condition)
    }
    guard let elements = condition.all ?? condition.any else { return single(condition) }
    return "(" + elements.map(single).joined(separator: condition.all != nil ? " and " : " or ")
      + ")"
  }

  /// An input's condition in words: `'plan' is "pro"`, `'plan' is not "pro"`, `'sound' is on`,
  /// `'notes' is not empty`, `'notes' is empty`, `'plan' is one of "pro", "team"`.
  private func describe(_ condition: Condition) -> String {
    if let option = condition.contains {
      return "'\(condition.input)' has \(literal(option)) chosen"
    }
    if let values = condition.oneOf {
      let isSwitch = switches.contains(condition.input)
      return "'\(condition.input)' is one of "
        + values.map { isSwitch ? ($0 == "true" ? "on" : "off") : literal($0) }.joined(
          separator: ", ")
    }
    guard let value = condition.equals else { return "'\(condition.input)' is not empty" }
    let verb = condition.negated == true ? "is not" : "is"
    if value.isEmpty { return "'\(condition.input)' \(verb) empty" }
    return switches.contains(condition.input)
      ? "'\(condition.input)' \(verb) \(value == "true" ? "on" : "off")"
      : "'\(condition.input)' \(verb) \(literal(value))"
  }

  /// The ids of the form's switches, whose values read as on and off.
  private var switches: Set<String> { Set(form.inputs.filter { $0.kind == .switch }.map(\.id)) }

  /// Spec text as an escaped, double-quoted literal, so one value is always one line.
  private func literal(_ text: String) -> String { SwiftLiteral.string(text) }

  private func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
