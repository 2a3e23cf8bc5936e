import FormDiagnostics

/// `visibility-cycle`: a node whose visibility depends on itself can never be decided.
enum VisibilityCycle: FormRule {
  static let description = RuleDescription(
    id: "visibility-cycle", severity: .error,
    summary: "a node whose visibility depends on itself can never be decided",
    rationale: #"""
      A node is visible only while its condition holds, its controlling input is visible, and its
      ancestors are visible. When that chain leads back to the node itself (a section shown by an
      input inside it, or two inputs that show each other) the visibility can never be decided. The
      message spells out the chain. Reported once per cycle; nodes on the cycle get no
      `visibility-order`.
      """#,
    pointsAt: #"""
      the `visibleWhen` key of the first node of the cycle in document order.
      """#,
    fix: #"""
      Control the section by an input outside it, above it.
      """#,
    examples: [
      RuleExample(
        "Account.form.yaml",
        #"""
        form: Account
        content:
          scroll: page
          children:
            - section: business
              visibleWhen: {input: companyName, notEmpty: true}
              children:
                - field: companyName
                  title: Company name

        """#
      )
    ])
}
