import FormDiagnostics
import FormSpec

/// `visibility-order`: a node shown by a later input appears above where the user is typing.
enum VisibilityOrder: CheckingRule {
  static let description = RuleDescription(
    id: "visibility-order", severity: .warning,
    summary: "a node shown by a later input appears above where the user is typing",
    rationale: #"""
      A node whose `visibleWhen` names an input later in document order appears above where the user
      is typing, often off screen, so they never see it appear.
      """#,
    pointsAt: #"""
      the `visibleWhen` key (note: the kind key of the controlling input).
      """#,
    fix: #"""
      Move `accountType` above `companyName`.
      """#,
    examples: [
      RuleExample(
        "Account.form.yaml",
        #"""
        form: Account
        content:
          scroll: page
          children:
            - field: companyName
              title: Company name
              visibleWhen: {input: accountType, equals: business}
            - custom: accountType
              title: Account type
              height: 44

        """#
      )
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    let pairs = form.controllerOf.sorted(by: { $0.key < $1.key }).map { index, first in
      // A combined condition's first later controller.
      (index, ([first] + (form.moreControllersOf[index] ?? [])).first { $0 > index } ?? first)
    }
    for (index, controller) in pairs
    where controller > index && !form.onVisibilityCycle.contains(index) {
      let node = form.nodes[index]
      guard let condition = node.visibleWhen else { continue }
      findings.report(
        "\(node.kind.rawValue) \(form.name(index)) is shown by '\(form.id(controller))', which comes after it; it would appear above where the user is typing",
        at: condition.keyLocation ?? condition.location,
        notes: [
          Diagnostic.Note(
            "'\(form.id(controller))' is declared here",
            at: form.nodes[controller].kindKeyLocation)
        ])
    }
  }
}
