import FormDiagnostics
import FormSpec

/// `invalid-rule`: a validation rule that can never pass or cannot be evaluated.
enum InvalidRule: CheckingRule {
  static let description = RuleDescription(
    id: "invalid-rule", severity: .error,
    summary: "a validation rule that can never pass or cannot be evaluated",
    rationale: #"""
      A `pattern` that is not a valid ICU regular expression; `minLength` greater than `maxLength`,
      or `min` greater than `max`, so that no value can pass; `min` or `max` on anything but a
      `field` whose `input` is `number` or `decimal`; `after`, `before`, `onOrAfter` or
      `onOrBefore` on anything but a `date`, or a text rule on a `date`; or a cross-field rule
      (`equals`, `requiredWithout`, `after`, …) naming the input itself.
      """#,
    pointsAt: #"""
      the rule's key (`pattern`, `minLength`, …); for two rules that share the blame, the later one;
      for `requiredWithout`, the id naming the input itself.
      """#,
    fix: #"""
      Swap the numbers.
      """#,
    examples: [
      RuleExample(
        "SignUp.form.yaml",
        #"""
        form: SignUp
        content:
          scroll: page
          children:
            - field: username
              input: username
              title: Username
              rules:
                - minLength: 8
                - maxLength: 4

        """#
      )
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    for node in form.nodes where node.kind.isInput || node.kind == .date {
      // Most inputs have no rules: skip them, and read the rules alone, not a copy of every key.
      guard let rules = node.input?.rules, !rules.isEmpty else { continue }
      // The bounds kept, with the position of their rule in `rules`: plain values, where keeping a
      // copy of each rule retained and released its strings on every input with rules.
      var minLength: (count: Int, position: Int)?
      var maxLength: (count: Int, position: Int)?
      var minimum: (bound: Double, position: Int)?
      var maximum: (bound: Double, position: Int)?
      // Each rule read in place, by position: a copy of each (its operand, its message) retained
      // and released its strings.
      for position in rules.indices {
        let keyLocation = rules[position].keyLocation
        let name = rules[position].kind.name
        switch rules[position].kind {
        case .pattern(let pattern):
          if !PatternValidity.isValid(pattern) {
            findings.report(
              "pattern \(form.quoted(pattern)) is not a valid ICU regular expression",
              at: keyLocation)
          }
        // A kind may repeat: the largest minimum and the smallest maximum decide a contradiction.
        case .minLength(let count):
          if let kept = minLength?.count, kept >= count { break }
          minLength = (count, position)
        case .maxLength(let count):
          if let kept = maxLength?.count, kept <= count { break }
          maxLength = (count, position)
        case .min, .max:
          let numeric: [InputPreset] = [.number, .decimal]
          if node.kind != .field || !numeric.contains(node.input?.effectivePreset ?? .text) {
            findings.report(
              "'\(name.rawValue)' compares numbers and applies only to a field with 'input: number' or 'input: decimal'",
              at: keyLocation)
          } else if case .min(let bound) = rules[position].kind {
            if let kept = minimum?.bound, kept >= bound { break }
            minimum = (bound, position)
          } else if case .max(let bound) = rules[position].kind {
            if let kept = maximum?.bound, kept <= bound { break }
            maximum = (bound, position)
          }
        case .equals(let other):
          if other == node.id?.value {
            findings.report(
              "'equals' compares '\(other)' with itself, which always passes", at: keyLocation)
          }
        case .requiredWithout(let others):
          if let itself = others.first(where: { $0.value == node.id?.value }) {
            findings.report(
              "'requiredWithout' names '\(itself.value)', the input it is on; name the other inputs that may be filled instead",
              at: itself.location)
          }
        case .dateOrder(_, let other):
          if other == node.id?.value {
            findings.report(
              "'\(name.rawValue)' compares '\(other)' with itself, which \(name == .onOrAfter || name == .onOrBefore ? "always" : "never") passes",
              at: keyLocation)
          }
        case .email: break
        }
        // A date holds a day or time, not text: only the date rules read it, and only a date
        // holds one.
        if case .dateOrder = rules[position].kind {
          if node.kind != .date {
            findings.report(
              "'\(name.rawValue)' compares dates and applies only to a date",
              at: keyLocation)
          }
        } else if node.kind == .date, name != .min, name != .max {
          findings.report(
            "'\(name.rawValue)' checks text and does not apply to a date; a date takes 'after', 'before', 'onOrAfter' and 'onOrBefore'",
            at: keyLocation)
        }
      }
      if let low = minLength, let high = maxLength, low.count > high.count {
        findings.report(
          "'minLength' \(low.count) is greater than 'maxLength' \(high.count), so no value can pass",
          at: max(rules[low.position].keyLocation, rules[high.position].keyLocation))
      }
      if let low = minimum, let high = maximum, low.bound > high.bound {
        findings.report(
          "'min' is greater than 'max', so no value can pass",
          at: max(rules[low.position].keyLocation, rules[high.position].keyLocation))
      }
    }
  }
}
