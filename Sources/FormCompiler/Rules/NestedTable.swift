import FormDiagnostics
import FormSpec

/// `nested-table`: a table inside a vertical scroll or a table fights over scrolling and sizing.
enum NestedTable: CheckingRule {
  static let description = RuleDescription(
    id: "nested-table", severity: .error,
    summary: "a table inside a vertical scroll or a table fights over scrolling and sizing",
    rationale: #"""
      A `table` anywhere inside a vertical `scroll` or another `table` fights it over scrolling and
      sizing: its height is unknown and both scroll.
      """#,
    pointsAt: #"""
      the kind key of the inner table (note: the nearest enclosing vertical scroll or table).
      """#,
    fix: #"""
      Make the table the form's `content`, or turn its sections into `section`s of the scroll.
      """#,
    examples: [
      RuleExample(
        "Settings.form.yaml",
        #"""
        form: Settings
        content:
          scroll: page
          children:
            - table: options
              children: []
            - field: displayName
              title: Display name

        """#
      )
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    for (inner, outer) in form.nestedScrollers() where form.nodes[inner].kind == .table {
      findings.report(
        "table \(form.name(inner)) is inside the \(form.nodes[outer].kind.rawValue) \(form.name(outer)); a table scrolls by itself and cannot be nested in a vertical scroll or table",
        at: form.nodes[inner].kindKeyLocation, notes: [form.enclosingNote(outer)])
    }
  }
}
