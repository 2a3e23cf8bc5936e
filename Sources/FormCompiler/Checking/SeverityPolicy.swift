import FormDiagnostics
import FormSpec

/// Applies configuration, `lint.disable` and `# formc:disable-next-line` to a form's warnings, and
/// reports suppressions that suppress nothing. Errors are never changed.
struct SeverityPolicy {
  var configuration: Configuration
  var lintDisable: [Located<RuleID>]
  var suppressions: [Suppression]

  func apply(to diagnostics: [Diagnostic], path: String) -> [Diagnostic] {
    var usedDisable = Set<Int>()
    var usedSuppression = Set<[Int]>()
    var result: [Diagnostic] = []
    for var diagnostic in diagnostics {
      guard diagnostic.severity == .warning else {
        result.append(diagnostic)
        continue
      }
      if let index = lintDisable.firstIndex(where: { $0.value == diagnostic.rule }) {
        usedDisable.insert(index)
        continue
      }
      var suppressed = false
      for (suppressionIndex, suppression) in suppressions.enumerated()
      where suppression.targetLine == diagnostic.location.line {
        if let ruleIndex = suppression.rules.firstIndex(where: { $0.value == diagnostic.rule }) {
          usedSuppression.insert([suppressionIndex, ruleIndex])
          suppressed = true
        }
      }
      if suppressed { continue }
      guard let severity = configuration.severity(of: diagnostic.rule) else { continue }
      diagnostic.severity = severity
      result.append(diagnostic)
    }
    var unused: [Diagnostic] = []
    for (index, entry) in lintDisable.enumerated() where !usedDisable.contains(index) {
      unused.append(
        Diagnostic(
          .unusedSuppression,
          "'lint.disable' lists '\(entry.value)', but the file has no such warning",
          at: entry.location))
    }
    for (suppressionIndex, suppression) in suppressions.enumerated() {
      for (ruleIndex, rule) in suppression.rules.enumerated()
      where !usedSuppression.contains([suppressionIndex, ruleIndex]) {
        unused.append(
          Diagnostic(
            .unusedSuppression,
            "'# formc:disable-next-line \(rule.value)' suppresses nothing: line \(suppression.targetLine) has no '\(rule.value)' warning",
            at: suppression.location))
      }
    }
    for var diagnostic in unused {
      guard let severity = configuration.severity(of: .unusedSuppression) else { continue }
      diagnostic.severity = severity
      result.append(diagnostic)
    }
    return result
  }
}
