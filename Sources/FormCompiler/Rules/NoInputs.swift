import FormDiagnostics
import FormSpec

/// `no-inputs`: a form with nothing to type in needs no keyboard handling.
enum NoInputs: CheckingRule {
  static let description = RuleDescription(
    id: "no-inputs", severity: .warning,
    summary: "a form with nothing to type in needs no keyboard handling",
    rationale: #"""
      A form without a `field`, `textView` or `custom` needs no keyboard handling, and so no spec.
      A form of typed controls only (switches, choices) is not one: formc still gives it a typed
      model, validation and its screens.
      """#,
    pointsAt: #"""
      the `content` key.
      """#,
    fix: #"""
      Build the screen without formc, or add its inputs.
      """#,
    examples: [
      RuleExample(
        "About.form.yaml",
        #"""
        form: About
        content:
          scroll: page
          children:
            - label: version
              text: Version 2.4.1

        """#
      )
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    if !form.nodes.contains(where: { $0.kind.isInput || $0.kind.isControl }) {
      findings.report(
        "the form has no inputs, so it needs no keyboard handling",
        at: form.definition.contentKeyLocation)
    }
  }
}
