import FormDiagnostics
import FormSpec

extension ImpossibleCondition {
  /// A condition on a date tests whether it is set: `notEmpty: true` (set) or `equals: ""` (not
  /// set), and `notEquals: ""` (set). A date's text depends on the user's calendar and the minute
  /// they pick, so a condition naming a date (`equals: 2026-12-24`) is reported, as is a test that
  /// always or never holds on a date with a `value` (which is always set).
  static func checkDate(
    _ form: CheckContext, _ outcome: String, _ condition: Located<VisibilityCondition>,
    _ controller: Int, _ classes: [VisibilityState.ValueClass], _ note: Diagnostic.Note,
    _ findings: inout Findings
  ) {
    let id = form.id(controller)
    let canBeUnset = classes.contains(.empty)
    let allowed =
      canBeUnset
      ? "test whether it is set with 'notEmpty: true', or not set with 'equals: \"\"'"
      : "it has a 'value', so it is always set: remove the condition, or remove the date's 'value' so that it starts unset"
    switch condition.value.test {
    case .notEmpty:
      guard !canBeUnset else { return }
      findings.report(
        "'notEmpty' always holds: '\(id)' is a date with a 'value', which is always set; remove the condition, or remove the date's 'value' so that it starts unset",
        at: condition.keyLocation ?? condition.location, notes: [note])
    case .equals(let value) where value.value.isEmpty:
      guard !canBeUnset else { return }
      findings.report(
        "'\(id)' is a date with a 'value' and is never unset, so \(outcome); \(allowed)",
        at: value.location, notes: [note])
    case .notEquals(let value) where value.value.isEmpty:
      guard !canBeUnset else { return }
      findings.report(
        "'notEquals' always holds: '\(id)' is a date with a 'value', which is always set; \(allowed)",
        at: value.location, notes: [note])
    case .empty:
      guard !canBeUnset else { return }
      findings.report(
        "'\(id)' is a date with a 'value' and is never unset, so \(outcome); \(allowed)",
        at: condition.keyLocation ?? condition.location, notes: [note])
    case .oneOf(let values):
      for value in values {
        findings.report(
          "a condition on a date tests only whether it is set, not its value ('\(value.value)' would depend on the user's calendar and the minute they pick); '\(id)' is a date: \(allowed)",
          at: value.location, notes: [note])
      }
    case .contains: return
    case .equals(let value), .notEquals(let value):
      findings.report(
        "a condition on a date tests only whether it is set, not its value ('\(value.value)' would depend on the user's calendar and the minute they pick); '\(id)' is a date: \(allowed)",
        at: value.location, notes: [note])
    }
  }
}
