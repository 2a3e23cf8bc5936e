import FormDiagnostics
import FormSpec

/// `dangling-reference`: a reference to an unknown id or a non-input cannot be generated.
enum DanglingReference: CheckingRule {
  static let description = RuleDescription(
    id: "dangling-reference", severity: .error,
    summary: "a reference to an unknown id or a non-input cannot be generated",
    rationale: #"""
      `next`, a rule's `equals`, and `visibleWhen.input` must name an input of this form. Naming an
      unknown id, or a `label`, `button` or container, cannot be generated. For an unknown id the
      message suggests the closest input id when one is close; for a node that is not an input, a
      note points where it is declared.
      """#,
    pointsAt: #"""
      the value naming the unknown id.
      """#,
    fix: #"""
      Fix the spelling.
      """#,
    examples: [
      RuleExample(
        "SignUp.form.yaml",
        #"""
        form: SignUp
        content:
          scroll: page
          children:
            - field: email
              title: Email
              next: pasword
            - field: password
              input: password
              title: Password

        """#
      )
    ])

  /// `next`, `visibleWhen.input` and `equals` rules.
  static func check(_ form: CheckContext, _ findings: inout Findings) {
    for node in form.nodes {
      if let next = node.input?.next { check(next, what: "'next'", form, &findings) }
      if let condition = node.visibleWhen?.value {
        check(condition.input, what: "'visibleWhen'", allowsControls: true, form, &findings)
      }
      for rule in node.input?.rules ?? [] {
        if case .equals(let other) = rule.kind, other != node.id?.value {
          check(
            Located(other, at: rule.valueLocation), what: "the 'equals' rule", form, &findings)
        }
      }
    }
  }

  private static func check(
    _ reference: Located<String>, what: String, allowsControls: Bool = false,
    _ form: CheckContext, _ findings: inout Findings
  ) {
    guard let index = form.byID[reference.value] else {
      var message = "\(what) names unknown id '\(reference.value)'"
      var fixIts: [Diagnostic.FixIt] = []
      let inputIDs = form.documentInputs.map { form.id($0) }
      if let suggestion = EditDistance.suggestion(for: reference.value, among: inputIDs) {
        message += "; did you mean '\(suggestion)'?"
        fixIts =
          reference.range.map { [.replacing(reference.value, in: $0, with: suggestion)] } ?? []
      }
      findings.report(message, at: reference.location, fixIts: fixIts)
      return
    }
    let node = form.nodes[index]
    guard node.kind.isInput || (allowsControls && node.kind.isControl) else {
      findings.report(
        "\(what) must name an input, but '\(reference.value)' is a \(node.kind.rawValue)",
        at: reference.location,
        notes: [Diagnostic.Note("'\(reference.value)' is declared here", at: node.kindKeyLocation)])
      return
    }
  }
}
