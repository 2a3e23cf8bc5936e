import FormDiagnostics

/// `unused-suppression`: a suppression that suppresses nothing hides future problems for no reason.
enum UnusedSuppression: FormRule {
  static let description = RuleDescription(
    id: "unused-suppression", severity: .warning,
    summary: "a suppression that suppresses nothing hides future problems for no reason",
    rationale: #"""
      A `# formc:disable-next-line` comment, or a `lint.disable` entry, that silences no diagnostic
      hides future problems for no reason. Usually the problem was fixed and the suppression stayed
      behind.
      """#,
    pointsAt: #"""
      the comment, or the `lint.disable` entry.
      """#,
    fix: #"""
      Delete the comment, or the unused rule id from it (the fix-it does either: a
      `# formc:disable-next-line` rule's fix-it removes its id, or the comment's whole line when
      it names no other rule).
      """#,
    examples: [
      RuleExample(
        "SignUp.form.yaml",
        #"""
        form: SignUp
        content:
          scroll: page
          children:
            # formc:disable-next-line missing-label
            - field: email
              title: Email

        """#
      )
    ])
}
