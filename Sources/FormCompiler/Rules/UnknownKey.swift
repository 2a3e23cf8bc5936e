import FormDiagnostics

/// `unknown-key`: a misspelt key would otherwise be ignored without a word.
enum UnknownKey: FormRule {
  static let description = RuleDescription(
    id: "unknown-key", severity: .error,
    summary: "a misspelt key would otherwise be ignored without a word",
    rationale: #"""
      A misspelt key would otherwise be ignored without a word. Keys are checked per place and per
      node kind: `lines` on a `field`, `returnKey` on a `custom`, or `paging` on a `stack` are
      unknown too, and so is a second kind key in one node. The message suggests the closest valid
      key by edit distance, or lists the valid keys when none is close. An unknown key inside a
      validation rule is `unknown-key` and nothing else.
      """#,
    pointsAt: #"""
      the key.
      """#,
    fix: #"""
      Fix the spelling.
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
              input: email
              title: Email
              placeholdr: name@example.com

        """#
      )
    ])
}
