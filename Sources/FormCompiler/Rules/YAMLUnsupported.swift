import FormDiagnostics

/// `yaml-unsupported`: several documents, complex keys and custom tags have no meaning in a form spec.
enum YAMLUnsupported: FormRule {
  static let description = RuleDescription(
    id: "yaml-unsupported", severity: .error,
    summary: "several documents, complex keys and custom tags have no meaning in a form spec",
    rationale: #"""
      More than one document in a file, a mapping key that is not a scalar (`? [a, b]`), or a tag
      outside the core schema (anything but `!!str`, `!!int`, `!!float`, `!!bool`, `!!null`,
      `!!map`, `!!seq` and `!`). The unsupported node, or the second document, is left out and
      decoding goes on, so other problems in the file are still reported.
      """#,
    pointsAt: #"""
      the tag, the complex key (the key itself, not the `?`), or the second document's start
      (`---`).
      """#,
    fix: #"""
      Remove the tag. Localization happens in the app: a `title` is the text as written.
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
              placeholder: name@example.com
              title: !localized signup.email.title

        """#
      )
    ])
}
