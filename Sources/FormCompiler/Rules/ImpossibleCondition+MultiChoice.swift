import FormDiagnostics
import FormSpec

extension ImpossibleCondition {
  /// Whether a condition is this file's to check: one on a multi-choice, or a `contains` test
  /// (which only a multi-choice takes).
  static func isMultiChoiceCheck(
    _ form: CheckContext, _ condition: VisibilityCondition, _ controller: Int
  ) -> Bool {
    if case .contains = condition.test { return true }
    return form.nodes[controller].kind == .multiChoice
  }

  /// The `visibleWhen` and `enabledWhen` conditions on a multi-choice, and every `contains`: a
  /// multi-choice holds a set of options, so it is tested with `contains: option` (an option it
  /// has), `empty: true` or `notEmpty: true`; `equals`, `notEquals` and `in` compare one value and
  /// never fit a set, and `contains` fits nothing else.
  static func checkMultiChoiceConditions(_ form: CheckContext, _ findings: inout Findings) {
    for index in form.nodes.indices {
      // Most nodes carry no condition: skip them before building anything (tested in the
      // checker's tables, not by copying the conditions out of the node).
      guard form.hasVisibleWhen[index] || form.hasEnabledWhen[index] else { continue }
      // Each test on its own: a condition, or each element of a combined one; checked as read,
      // not gathered into a list first (which copied each condition about eight times).
      let node = form.nodes[index]
      if let written = node.visibleWhen {
        checkMultiChoiceTests(form, index, key: "visibleWhen", written, &findings)
      }
      if let written = node.input?.enabledWhen {
        checkMultiChoiceTests(form, index, key: "enabledWhen", written, &findings)
      }
    }
  }

  /// The tests of the condition `written` under `key` of the node at `index`: the condition, or
  /// each element of a combined one.
  private static func checkMultiChoiceTests(
    _ form: CheckContext, _ index: Int, key: String, _ written: Located<VisibilityCondition>,
    _ findings: inout Findings
  ) {
    guard written.value.combination != nil else {
      checkMultiChoiceTest(form, index, key: key, written, &findings)
      return
    }
    for element in written.value.elements {
      checkMultiChoiceTest(
        form, index, key: key,
        Located(element, at: element.input.location, key: element.input.keyLocation), &findings)
    }
  }

  /// One test (a condition, or an element of a combined one) under `key` of the node at `index`,
  /// when it is on a multi-choice or a `contains`.
  private static func checkMultiChoiceTest(
    _ form: CheckContext, _ index: Int, key: String, _ condition: Located<VisibilityCondition>,
    _ findings: inout Findings
  ) {
    guard !condition.value.isFlag,
      let controller = form.controller(named: condition.value.input.value),
      isMultiChoiceCheck(form, condition.value, controller)
    else { return }
    // `visibleWhen`'s other tests are checked by the rule's main pass; `enabledWhen`'s only
    // here, for multi-choices.
    let control = form.nodes[controller]
    let note = Diagnostic.Note(
      "'\(form.id(controller))' is declared here", at: control.kindKeyLocation)
    let effect =
      key == "visibleWhen"
      ? "\(form.name(index)) is never shown" : "\(form.name(index)) is never enabled"
    guard control.kind == .multiChoice else {
      guard case .contains(let value) = condition.value.test else { return }
      findings.report(
        "'contains' tests the options chosen in a multi-choice, and \(form.describe(controller)); test 'equals', 'in', 'notEmpty' or 'empty'",
        at: value.location, notes: [note])
      return
    }
    let options = form.multiChoiceOptions(of: controller).map(\.value.value)
    let tests =
      "test 'contains: \(options.first ?? "option")', 'empty: true' or 'notEmpty: true'"
    switch condition.value.test {
    case .contains(let value) where value.value.contains(","):
      // The value joins the chosen options with commas and is split on them again, so no one
      // option has a comma: not the spec's (identifiers), not the app's (the runtime drops
      // such an option as the list arrives).
      let parts = value.value.split(separator: ",", omittingEmptySubsequences: true)
      let suggestion =
        parts.count > 1
        ? "; to test that several are chosen, write 'all:' with one 'contains' each"
        : ""
      findings.report(
        "'contains: \(value.value)' has a comma, and no option of the multi-choice '\(form.id(controller))' can: its value joins the chosen options with commas, so \(effect)\(suggestion)",
        at: value.location, notes: [note])
    case .contains(let value):
      // Options the app loads (`options: app`) are unknown here: any value may be one.
      guard !options.contains(value.value), control.input?.control.appOptions == nil
      else { return }
      var message =
        "'\(form.id(controller))' is a multi-choice without an option '\(value.value)', so \(effect); its options are "
        + options.map { "'\($0)'" }.joined(separator: ", ")
      let fixIts = value.suggestion(among: options, in: &message)
      findings.report(message, at: value.location, notes: [note], fixIts: fixIts)
    case .equals(let value), .notEquals(let value):
      findings.report(
        "'\(form.id(controller))' is a multi-choice, which holds a set of options rather than one value; \(tests)",
        at: value.location, notes: [note])
    case .oneOf(let values):
      findings.report(
        "'\(form.id(controller))' is a multi-choice, which holds a set of options rather than one value; \(tests)",
        at: values.first?.location ?? condition.location, notes: [note])
    case .empty, .notEmpty:
      // Every option can be unchecked, and any checked: both can hold.
      return
    }
  }
}
