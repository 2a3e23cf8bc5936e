import FormDiagnostics
import FormSpec

/// `regex-backtracking`: a pattern with nested repetition can take exponential time on a long input and freeze the app.
enum RegexBacktracking: CheckingRule {
  static let description = RuleDescription(
    id: "regex-backtracking", severity: .warning,
    summary:
      "a pattern with nested repetition can take exponential time on a long input and freeze the app",
    rationale: #"""
      A `pattern` that repeats a group which itself repeats (`(a+)+b`, `(\d+)*`, `(\w+,?\s*)*`)
      gives the regular-expression engine exponentially many ways to split a long input that does
      not match, and validating it can freeze the app. A repeated group that starts with a
      punctuation or space literal, like `(, \w+)*` or `( \w+)*`, is not flagged: the literal fixes
      where each repetition starts. Other slow patterns, such as overlapping alternatives
      (`(a|aa)+`), are not detected. A pattern that is not a valid ICU regular expression is
      `invalid-rule` instead.
      """#,
    pointsAt: #"""
      the `pattern` key.
      """#,
    fix: #"""
      Start each repetition with its separator: `pattern: '\w+(, \w+)*'` (tags separated by a comma
      and a space) leaves the engine one way to match, so it cannot backtrack exponentially.
      """#,
    examples: [
      RuleExample(
        "Profile.form.yaml",
        #"""
        form: Profile
        content:
          scroll: page
          children:
            - field: tags
              title: Tags
              rules:
                - pattern: '(\w+,?\s*)*'
                  message: Separate tags with commas

        """#
      )
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    for node in form.nodes where node.kind.isInput {
      guard let rules = node.input?.rules else { continue }
      // Each rule's kind tested in place: copying out every rule to find the patterns retained
      // and released the strings of all of them.
      for position in rules.indices {
        guard case .pattern = rules[position].kind else { continue }
        let rule = rules[position]
        // The cheap text scan first: the validity check (the same `invalid-rule` makes) is for
        // the few patterns that nest a repetition.
        guard case .pattern(let pattern) = rule.kind,
          let group = BacktrackingCheck.nestedRepetition(in: pattern),
          PatternValidity.isValid(pattern)
        else { continue }
        findings.report(
          "pattern \(form.quoted(pattern)) repeats \(form.quoted(group)), which itself repeats; a long input can make matching take exponential time",
          at: rule.keyLocation)
      }
    }
  }
}
