import FormDiagnostics
import FormSpec

/// `cross-field-rule`: a cross-field rule names an input it cannot compare with, or one that is
/// hidden whenever the input it is on is shown.
enum CrossFieldRule: CheckingRule {
  static let description = RuleDescription(
    id: "cross-field-rule", severity: .error,
    summary: "a cross-field rule names an input it cannot read",
    rationale: #"""
      A cross-field rule reads another input: `equals` (confirm password) compares the two values,
      `requiredWithout` (phone or email) asks whether the other inputs are filled, `after`,
      `before`, `onOrAfter` and `onOrBefore` (an end date after a start date) compare two dates.
      The other input must hold the same kind of value: `equals` compares text with text (a
      `field`, `textView` or `custom`), a switch with a switch and a choice with a choice;
      `requiredWithout` names inputs that can be empty, which a switch never is; a date rule names
      a date, and a time of day (`components: time`) only another time of day. And the other input must be shown in some
      visibility state in which this one is: a hidden or disabled input is not sent, so every
      cross-field rule reads it as empty (`requiredWithout` never counts it as filled, `equals`
      compares with the empty value, a date rule passes). An unknown id
      is `dangling-reference`; the input itself is `invalid-rule`. The error shows under the input
      the rule is on, which is where the app shows the message too.
      """#,
    pointsAt: #"""
      the id that names the other input, in the rule on the input where the message shows.
      """#,
    fix: #"""
      Name an input of the same kind that is shown together with this one, or move the rule.
      """#,
    examples: [
      RuleExample(
        "Contact.form.yaml",
        #"""
        form: Contact
        content:
          scroll: page
          children:
            - switch: byPhone
              title: Call me
            - field: email
              input: email
              title: Email
              rules:
                - requiredWithout: byPhone

        """#
      )
    ])

  /// The kind of value an input holds, as cross-field rules compare them.
  enum ValueKind: String {
    /// Text: a field, text view or custom control.
    case text
    /// On or off: a switch.
    case `switch`
    /// One of a choice's options, or none.
    case choice
    /// A day, a time of day, or both: a date.
    case date
  }

  /// The value kind of an input of `kind`, or `nil` for a node that holds no value. A new input
  /// kind gets its own case here, and the rules that compare it say in
  /// ``problem(_:this:other:)`` which kinds they accept.
  static func valueKind(_ kind: Node.Kind) -> ValueKind? {
    switch kind {
    case .field, .textView, .custom: return .text
    case .switch: return .switch
    case .choice: return .choice
    case .date: return .date
    default: return nil
    }
  }

  /// Why `rule` on an input holding `this` cannot read an input holding `other`, or `nil`.
  static func problem(_ rule: ValidationRule.Kind, this: ValueKind, other: ValueKind) -> String? {
    switch rule {
    case .equals:
      return this == other
        ? nil : "compares \(article(this)) with \(article(other)), which never match"
    case .requiredWithout:
      return other == .switch ? "counts it as filled, but a switch is never empty" : nil
    case .dateOrder:
      // A date rule on an input that is no date is `invalid-rule`; here the other end.
      return this != .date || other == .date ? nil : "is no date, so it has no day to compare"
    default: return nil
    }
  }

  private static func article(_ kind: ValueKind) -> String {
    switch kind {
    case .text: return "text"
    case .switch: return "a switch"
    case .choice: return "a choice"
    case .date: return "a date"
    }
  }

  /// Why a date rule cannot compare the two dates' components: a time of day has no day, so it
  /// compares only with another time.
  static func componentsProblem(_ rule: ValidationRule.Kind, _ this: Node, _ other: Node)
    -> String?
  {
    guard case .dateOrder = rule, this.kind == .date, other.kind == .date,
      let these = this.input?.control.date.effectiveComponents,
      let those = other.input?.control.date.effectiveComponents,
      (these == .time) != (those == .time)
    else { return nil }
    return these == .time
      ? "edits a day, which a time of day ('components: time') cannot be compared with"
      : "edits only a time of day ('components: time'), which a day cannot be compared with"
  }

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    // Whether every visibility state was checked: only then can "never shown together" be said.
    let allStates = form.states.count == form.stateCount && !form.states.isEmpty
    // Each state's reachability, gathered the first time a rule needs it (most forms have no
    // cross-field rule that gets that far).
    var gathered: [StateReachability.Row]?
    for index in form.nodes.indices {
      let node = form.nodes[index]
      guard let rules = node.input?.rules, !rules.isEmpty, let this = valueKind(node.kind) else {
        continue
      }
      // Each rule's kind tested in place: copying out a rule that names no other input retained
      // and released its strings.
      for position in rules.indices where rules[position].kind.isCrossField {
        let rule = rules[position]
        for reference in rule.kind.references(at: rule.valueLocation)
        where reference.value != node.id?.value {
          guard let otherIndex = form.byID[reference.value],
            let other = valueKind(form.nodes[otherIndex].kind)
          else { continue }  // `dangling-reference`
          let kind = form.nodes[otherIndex].kind.rawValue
          if let problem = problem(rule.kind, this: this, other: other)
            ?? componentsProblem(rule.kind, node, form.nodes[otherIndex])
          {
            findings.report(
              "'\(rule.kind.key)' names '\(reference.value)', a \(kind), and \(problem)",
              at: reference.location,
              notes: [
                Diagnostic.Note(
                  "'\(reference.value)' is declared here",
                  at: form.nodes[otherIndex].kindKeyLocation)
              ])
            continue
          }
          guard allStates else { continue }
          let reachability =
            gathered ?? (0..<form.stateReachability.count).map { form.stateReachability[$0] }
          gathered = reachability
          let shown = reachability.filter { $0[index] }
          if !shown.isEmpty, shown.allSatisfy({ !$0[otherIndex] }) {
            findings.report(
              "'\(rule.kind.key)' names '\(reference.value)', which is hidden or disabled whenever '\(form.id(index))' is shown, so the rule never reads a value the user can see",
              at: reference.location,
              notes: [
                Diagnostic.Note(
                  "'\(reference.value)' is declared here",
                  at: form.nodes[otherIndex].kindKeyLocation)
              ])
          }
        }
      }
    }
  }
}
