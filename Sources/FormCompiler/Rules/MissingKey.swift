import FormDiagnostics

/// `missing-key`: a required key is absent, so the form cannot be built.
enum MissingKey: FormRule {
  static let description = RuleDescription(
    id: "missing-key", severity: .error,
    summary: "a required key is absent, so the form cannot be built",
    rationale: #"""
      The form lacks `form` or `content`; a container lacks `children`; a `label` lacks `text`, a
      `button` `title`, a `custom` or `spacer` `height`; a `visibleWhen` lacks `input` or a
      condition (`equals`, `notEquals` or `notEmpty`); or a node has no kind key at all (then each key in it that
      is no property is also `unknown-key`, with a suggestion: `feild` gets "did you mean
      'field'?").
      """#,
    pointsAt: #"""
      the first key of the mapping that lacks it (1:1 for an empty file).
      """#,
    fix: #"""
      Add the key: here a `content:` with the form's root container.
      """#,
    examples: [
      RuleExample(
        "SignUp.form.yaml",
        #"""
        form: SignUp
        title: Create Account

        """#
      )
    ])
}
