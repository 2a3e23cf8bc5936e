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
            at: suppression.location,
            fixIts: [Self.removal(of: ruleIndex, from: suppression)]))
      }
    }
    for var diagnostic in unused {
      guard let severity = configuration.severity(of: .unusedSuppression) else { continue }
      diagnostic.severity = severity
      result.append(diagnostic)
    }
    return result
  }

  /// The edit that removes rule `index` from a `# formc:disable-next-line` comment: the whole
  /// line (its line break included) when it is the comment's only rule, else the rule's id with
  /// the separator that joins it to its neighbour (`a, b, c` less `b` is `a, c`; less `c`,
  /// `a, b`). The scanner takes whole-line comments only, whose rules run to the line's end.
  static func removal(of index: Int, from suppression: Suppression) -> Diagnostic.FixIt {
    let rules = suppression.rules
    let rule = rules[index]
    let message = "remove the unused suppression of '\(rule.value)'"
    func end(of rule: Located<RuleID>) -> SourceLocation {
      var location = rule.location
      location.column += rule.value.rawValue.unicodeScalars.count
      return location
    }
    guard rules.count > 1 else {
      var start = suppression.location
      start.column = 1
      let next = SourceLocation(path: start.path, line: start.line + 1, column: 1)
      return Diagnostic.FixIt(message, range: SourceRange(start: start, end: next), replacement: "")
    }
    let range =
      index + 1 < rules.count
      ? SourceRange(start: rule.location, end: rules[index + 1].location)
      : SourceRange(start: end(of: rules[index - 1]), end: end(of: rule))
    return Diagnostic.FixIt(message, range: range, replacement: "")
  }
}
