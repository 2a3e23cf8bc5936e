import FormDiagnostics
import FormSpec

/// `invalid-child`: the node kind cannot stand in that container.
enum InvalidChild: CheckingRule {
  static let description = RuleDescription(
    id: "invalid-child", severity: .error,
    summary: "the node kind cannot stand in that container",
    rationale: #"""
      `content` must be a `scroll`, `table` or `stack`; a `table` holds only `section`s; a `section`
      stands only in a `table`, `scroll` or `stack`, and holds no `table`, `section` or vertical
      `scroll` as a direct child. The same node gets no `nested-table` or `nested-scroll` on top.
      """#,
    pointsAt: #"""
      the kind key of the node concerned.
      """#,
    fix: #"""
      Wrap the field in a `section`.
      """#,
    examples: [
      RuleExample(
        "Settings.form.yaml",
        #"""
        form: Settings
        content:
          table: settings
          children:
            - field: displayName
              title: Display name

        """#
      )
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    let root = form.nodes[0]
    if ![.scroll, .table, .stack].contains(root.kind) {
      findings.report(
        "'content' must be a scroll, table or stack, not a \(root.kind.rawValue)",
        at: root.kindKeyLocation)
    }
    for index in form.nodes.indices.dropFirst() {
      if let problem = form.placementProblem(of: index) {
        findings.report(problem, at: form.nodes[index].kindKeyLocation)
      }
    }
  }
}
