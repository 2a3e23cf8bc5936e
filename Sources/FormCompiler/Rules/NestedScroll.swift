import FormDiagnostics
import FormSpec

/// `nested-scroll`: with a vertical scroll inside another, which one scrolls to the input is ambiguous.
enum NestedScroll: CheckingRule {
  static let description = RuleDescription(
    id: "nested-scroll", severity: .warning,
    summary: "with a vertical scroll inside another, which one scrolls to the input is ambiguous",
    rationale: #"""
      With two vertical scroll views around an input, which one scrolls it into view is ambiguous. A
      horizontal `scroll` (a row of photos, say) is fine anywhere. When the inner scroll holds no
      inputs, for example a terms-of-service box, suppress the warning on that node.
      """#,
    pointsAt: #"""
      the kind key of the inner scroll (note: the nearest enclosing vertical scroll or table).
      """#,
    fix: #"""
      Use a `stack` for the inner group, or `# formc:disable-next-line nested-scroll` above it when
      it holds no inputs.
      """#,
    examples: [
      RuleExample(
        "SignUp.form.yaml",
        #"""
        form: SignUp
        content:
          scroll: page
          children:
            - scroll: terms
              children:
                - field: email
                  title: Email

        """#
      )
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    for (inner, outer) in form.nestedScrollers() where form.nodes[inner].kind != .table {
      findings.report(
        "vertical scroll \(form.name(inner)) is inside the \(form.nodes[outer].kind.rawValue) \(form.name(outer)); which of them scrolls to the focused input is ambiguous",
        at: form.nodes[inner].kindKeyLocation, notes: [form.enclosingNote(outer)])
    }
  }
}
