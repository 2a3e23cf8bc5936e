import FormDiagnostics
import FormSpec

/// `impossible-condition`: a `visibleWhen` or `enabledWhen` tests a typed control for a value it
/// cannot take, or the elements of an `all` contradict each other.
enum ImpossibleCondition: CheckingRule {
  static let description = RuleDescription(
    id: "impossible-condition", severity: .error,
    summary:
      "a condition tests a typed control for a value it cannot take, or an all contradicts itself",
    rationale: #"""
      A typed control holds one of a known set of values: a switch is on or off, a choice holds one
      of its options' values (or none, when it starts with none chosen), a stepper or slider a
      number in its range and on its steps. A condition that asks for any other value (`equals:
      yes` on a switch, a misspelt option, such a value in `in: […]`) can never hold, so the node
      it guards is never shown, and nothing else says so; neither can `empty: true` on a switch or
      on a choice that starts with a `value`, nor `contains` with a comma on any multi-choice (its
      value joins the chosen options with commas, so no one option has one, not even one the app
      loads). `notEquals` naming such a value, and `notEmpty` on a
      switch or on a choice that starts with a `value`, always hold, so they hide nothing. An
      `enabledWhen` is checked the same way (its input is never enabled). Each element of a
      combined condition (`all:` / `any:`) is checked as a condition of its own: an element of
      `all` that never holds makes the whole never hold, one of `any` only itself. An `all` whose
      elements on the same input or flag no one value passes together (`equals: a` and `equals:
      b`, `empty: true` and `notEmpty: true`) never holds either.
      """#,
    pointsAt: #"""
      the value of `equals` or `notEquals`, each impossible value of `in`, or the `visibleWhen`
      (`enabledWhen`) key of a `notEmpty` or `empty` test, an element's `input` key inside `all` or
      `any` (note: the kind key of the control); for contradicting elements of an `all`, the
      `input` or `flag` value of the element that leaves no value (note: the first element on the
      same input or flag).
      """#,
    fix: #"""
      Test a switch with `equals: true` (on) or `equals: false` (off), and a choice with one of its
      options' values (the fix-it replaces a misspelt one with the nearest), and a stepper or
      slider with a number it can reach, and a multi-choice with `contains:` one of its options'
      values (several with `all:`, one `contains` each).
      """#,
    examples: [
      RuleExample(
        "Notifications.form.yaml",
        #"""
        form: Notifications
        content:
          table: settings
          children:
            - section: alerts
              children:
                - switch: dailyDigest
                  title: Daily digest
                - field: digestTime
                  title: Send at
                  visibleWhen: {input: dailyDigest, equals: yes}

        """#
      ),
      RuleExample(
        "Reminder.form.yaml",
        #"""
        form: Reminder
        content:
          table: reminder
          children:
            - section: repeat
              children:
                - multiChoice: weekdays
                  title: Repeat on
                  options: [mon, tue, wed, thu, fri, sat, sun]
                - label: weekendNote
                  text: Weekend reminders arrive at 10:00.
                  visibleWhen: {input: weekdays, contains: saturday}

        """#
      ),
    ],
    passingExamples: [
      RuleExample(
        "Notifications.form.yaml",
        #"""
        form: Notifications
        content:
          table: settings
          children:
            - section: alerts
              children:
                - switch: dailyDigest
                  title: Daily digest
                - field: digestTime
                  title: Send at
                  visibleWhen: {input: dailyDigest, equals: true}

        """#
      ),
      RuleExample(
        "Reminder.form.yaml",
        #"""
        form: Reminder
        content:
          table: reminder
          children:
            - section: repeat
              children:
                - multiChoice: weekdays
                  title: Repeat on
                  options: [mon, tue, wed, thu, fri, sat, sun]
                - label: weekendNote
                  text: Weekend reminders arrive at 10:00.
                  visibleWhen: {input: weekdays, contains: sat}

        """#
      ),
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    checkMultiChoiceConditions(form, &findings)
    for index in form.nodes.indices {
      // Most nodes carry no condition: skip them before building anything (tested in the
      // checker's tables, not by copying the conditions out of the node).
      guard form.hasVisibleWhen[index] || form.hasEnabledWhen[index] else { continue }
      // Each condition checked as read: a list of the two to loop over copied each again.
      let node = form.nodes[index]
      if let written = node.visibleWhen { check(form, index, written, effect: "shown", &findings) }
      if let written = node.input?.enabledWhen {
        check(form, index, written, effect: "enabled", &findings)
      }
    }
  }

  /// The condition `written` of the node at `index` (its `visibleWhen` when `effect` is
  /// `shown`, its `enabledWhen` when `enabled`): the condition, or each element of a combined
  /// one, and the elements of an `all` together.
  private static func check(
    _ form: CheckContext, _ index: Int, _ written: Located<VisibilityCondition>, effect: String,
    _ findings: inout Findings
  ) {
    let outcome = "\(form.name(index)) is never \(effect)"
    guard let combination = written.value.combination else {
      check(form, written, outcome: outcome, &findings)
      return
    }
    // An element of `all` that never holds makes the whole never hold; one of `any` only
    // itself.
    let elementOutcome =
      combination == .all ? outcome : "this condition of 'any' never holds"
    for element in written.value.elements {
      check(
        form, Located(element, at: element.input.location, key: element.input.keyLocation),
        outcome: elementOutcome, &findings)
    }
    if combination == .all {
      checkContradiction(form, written.value.elements, outcome: outcome, &findings)
    }
  }

  /// One test (a condition, or an element of a combined one) on a typed control.
  private static func check(
    _ form: CheckContext, _ condition: Located<VisibilityCondition>, outcome: String,
    _ findings: inout Findings
  ) {
    guard !condition.value.isFlag,
      let controller = form.controller(named: condition.value.input.value),
      !isMultiChoiceCheck(form, condition.value, controller),
      let classes = form.controlClasses(of: controller)
    else { return }
    let control = form.nodes[controller]
    let note = Diagnostic.Note(
      "'\(form.id(controller))' is declared here", at: control.kindKeyLocation)
    if control.kind == .date {
      checkDate(form, outcome, condition, controller, classes, note, &findings)
      return
    }
    let takes =
      control.kind.isNumber
      ? form.describeNumberValues(controller) : describeValues(of: control.kind, classes)
    switch condition.value.test {
    // `contains` is checked with the multi-choices (``checkMultiChoiceConditions(_:_:)``).
    case .contains: return
    case .notEmpty:
      guard !classes.contains(.empty) else { return }
      findings.report(
        "'notEmpty' always holds: \(form.describe(controller)), which is never empty; test \(takes)",
        at: condition.keyLocation ?? condition.location, notes: [note])
    case .equals(let value):
      guard !classes.contains(.equals(value.value)) else { return }
      var message =
        "'\(form.id(controller))' is a \(control.kind.rawValue) and is never '\(value.value)', so \(outcome); test \(takes)"
      let values = classes.compactMap { value -> String? in
        if case .equals(let text) = value { return text }
        return nil
      }
      let fixIts =
        control.kind == .choice
        ? value.suggestion(among: values, in: &message) : []
      findings.report(message, at: value.location, notes: [note], fixIts: fixIts)
    case .empty:
      guard !classes.contains(.empty) else { return }
      findings.report(
        "'empty' never holds: \(form.describe(controller)), which is never empty, so \(outcome); test \(takes)",
        at: condition.keyLocation ?? condition.location, notes: [note])
    case .oneOf(let listed):
      let impossible = listed.filter {
        !classes.contains($0.value.isEmpty ? .empty : .equals($0.value))
      }
      let never =
        impossible.count == listed.count ? ", so \(outcome)" : ""
      let values = classes.compactMap { value -> String? in
        if case .equals(let text) = value { return text }
        return nil
      }
      for value in impossible {
        var message =
          "'\(form.id(controller))' is a \(control.kind.rawValue) and is never '\(value.value)'\(never); test \(takes)"
        let fixIts =
          control.kind == .choice
          ? value.suggestion(
            among: values.filter { !listed.map(\.value).contains($0) }, in: &message) : []
        findings.report(message, at: value.location, notes: [note], fixIts: fixIts)
      }
    case .notEquals(let value):
      guard !classes.contains(.equals(value.value)) else { return }
      var message =
        "'notEquals' always holds: '\(form.id(controller))' is a \(control.kind.rawValue) and is never '\(value.value)'; test \(takes)"
      let values = classes.compactMap { value -> String? in
        if case .equals(let text) = value { return text }
        return nil
      }
      let fixIts =
        control.kind == .choice
        ? value.suggestion(among: values, in: &message) : []
      findings.report(message, at: value.location, notes: [note], fixIts: fixIts)
    }
  }

  /// `equals: true or equals: false` (a switch), `one of 'https', 'socks5'` (a choice), for
  /// messages.
  private static func describeValues(
    of kind: Node.Kind, _ classes: [VisibilityState.ValueClass]
  ) -> String {
    let values = classes.compactMap { value -> String? in
      if case .equals(let text) = value { return text }
      return nil
    }
    if kind == .choice {
      return values.isEmpty
        ? "nothing: the choice has no options"
        : "one of its options: " + values.map { "'\($0)'" }.joined(separator: ", ")
    }
    return values.reversed().map { "'equals: \($0)'" }.joined(separator: " or ")
  }
}
