import FormDiagnostics

/// `yaml-duplicate-key`: a repeated key silently loses one of the two values in most YAML readers.
enum YAMLDuplicateKey: FormRule {
  static let description = RuleDescription(
    id: "yaml-duplicate-key", severity: .error,
    summary: "a repeated key silently loses one of the two values in most YAML readers",
    rationale: #"""
      Most YAML readers silently keep one of the two values. formc reports the repeat, with a note
      at the first occurrence, and goes on decoding with the first value.
      """#,
    pointsAt: #"""
      the repeated key (note: the first).
      """#,
    fix: #"""
      Delete one of the two keys.
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
              title: Work email

        """#
      )
    ])
}
