import FormDiagnostics

/// `duplicate-id`: two nodes with one id would generate two properties of one name.
enum DuplicateID: FormRule {
  static let description = RuleDescription(
    id: "duplicate-id", severity: .error,
    summary: "two nodes with one id would generate two properties of one name",
    rationale: #"""
      Every id, of inputs and of static and container nodes alike, is unique in the form: two nodes
      with one id would generate two properties of one name.
      """#,
    pointsAt: #"""
      the second id (note: the first).
      """#,
    fix: #"""
      Rename one of them, for example `field: confirmEmail`.
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
            - field: email
              title: Confirm email

        """#
      )
    ])
}
