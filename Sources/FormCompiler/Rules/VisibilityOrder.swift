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
      the `visibleWhen` key (a note at the kind key of each controlling input that comes after
      the node: a combined condition may name several, and one diagnostic names them all).
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
    for index in form.controllerOf.keys.sorted() where !form.onVisibilityCycle.contains(index) {
      // Every controller that comes after the node: a combined condition may name several.
      var late: [Int] = []
      for controller in [form.controllerOf[index]!] + (form.moreControllersOf[index] ?? [])
      where controller > index && !late.contains(controller) {
        late.append(controller)
      }
      guard !late.isEmpty, let condition = form.nodes[index].visibleWhen else { continue }
      let node = form.nodes[index]
      let names = late.map { "'\(form.id($0))'" }
      let shownBy =
        "\(names.listPhrase()), which \(names.count == 1 ? "comes" : "come") after it"
      findings.report(
        "\(node.kind.rawValue) \(form.name(index)) is shown by \(shownBy); it would appear above where the user is typing",
        at: condition.keyLocation ?? condition.location,
        notes: late.map { controller in
          Diagnostic.Note(
            "'\(form.id(controller))' is declared here", at: form.nodes[controller].kindKeyLocation)
        })
    }
  }
}
