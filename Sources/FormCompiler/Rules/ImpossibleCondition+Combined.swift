import FormDiagnostics
import FormSpec

extension ImpossibleCondition {
  /// The elements of an `all:` that test the same input or flag and that no one value passes
  /// together (`equals: http` and `equals: socks`, `empty: true` and `notEmpty: true`): the
  /// condition never holds. Reported once per subject, at the element that leaves no value,
  /// with a note at the first element on that subject. Elements that never hold on their own
  /// were reported already and are left out.
  static func checkContradiction(
    _ form: CheckContext, _ elements: [VisibilityCondition], outcome: String,
    _ findings: inout Findings
  ) {
    var subjects: [String] = []
    for element in elements {
      let subject = (element.isFlag ? "flag:" : "input:") + element.input.value
      if !subjects.contains(subject) { subjects.append(subject) }
    }
    for subject in subjects {
      let tests = elements.filter {
        ($0.isFlag ? "flag:" : "input:") + $0.input.value == subject
      }
      guard tests.count > 1, let first = tests.first else { continue }
      let candidates = values(form, first, tests)
      var remaining = candidates
      var firstHolding: VisibilityCondition?
      for test in tests {
        // A test no value passes alone is another diagnostic's.
        guard candidates.contains(where: { holds(test.test, $0) }) else { continue }
        if firstHolding == nil { firstHolding = test }
        remaining = remaining.filter { holds(test.test, $0) }
        guard remaining.isEmpty, let earlier = firstHolding else { continue }
        let what = test.isFlag ? "flag '\(test.input.value)'" : "'\(test.input.value)'"
        findings.report(
          "the conditions of 'all' on \(what) never hold together: no value passes both \(describe(earlier)) and \(describe(test))\(tests.count > 2 ? " and the others before it" : ""), so \(outcome)",
          at: test.input.location,
          notes: [
            Diagnostic.Note("the first condition on \(what) is here", at: earlier.input.location)
          ])
        break
      }
    }
  }

  /// The values that matter for a subject: a flag's `true` and `false`, a typed control's
  /// classes, else empty, each value the tests name, and another value (`nil`).
  private static func values(
    _ form: CheckContext, _ subject: VisibilityCondition, _ tests: [VisibilityCondition]
  ) -> [String?] {
    if subject.isFlag { return ["true", "false"] }
    if let controller = form.controller(named: subject.input.value),
      let classes = form.controlClasses(of: controller)
    {
      return classes.map { value -> String? in
        switch value {
        case .empty: return ""
        case .equals(let text): return text
        case .other: return nil
        }
      }
    }
    var named: [String?] = [""]
    for test in tests {
      switch test.test {
      case .equals(let value), .notEquals(let value):
        if !named.contains(value.value) { named.append(value.value) }
      case .oneOf(let values):
        for value in values where !named.contains(value.value) { named.append(value.value) }
      case .notEmpty, .empty, .contains: break
      }
    }
    return named + [nil]
  }

  /// Whether a test passes a value (`nil`: a non-empty value no test names).
  private static func holds(_ test: VisibilityCondition.Test, _ value: String?) -> Bool {
    switch test {
    case .equals(let expected): return value == expected.value
    case .notEquals(let excluded): return value != excluded.value
    case .notEmpty: return value != ""
    case .empty: return value == ""
    case .oneOf(let values): return values.contains { $0.value == value }
    // A multi-choice holds a set: one option chosen says nothing of the others, so `contains`
    // never contradicts another test here.
    case .contains: return true
    }
  }

  /// `'equals: http'`, for messages; a flag's element as written (`'{flag: managed}'`,
  /// `'{flag: managed, equals: false}'`), since its `equals` may be left out.
  private static func describe(_ condition: VisibilityCondition) -> String {
    if condition.isFlag, case .equals(let value) = condition.test {
      let written = value.keyLocation == nil ? "" : ", equals: \(value.value)"
      return "'{flag: \(condition.input.value)\(written)}'"
    }
    switch condition.test {
    case .equals(let value): return "'equals: \(value.value)'"
    case .notEquals(let value): return "'notEquals: \(value.value)'"
    case .notEmpty: return "'notEmpty: true'"
    case .empty: return "'empty: true'"
    case .oneOf(let values): return "'in: [\(values.map(\.value).joined(separator: ", "))]'"
    case .contains(let value): return "'contains: \(value.value)'"
    }
  }
}
