import FormDiagnostics

/// `invalid-identifier`: ids become Swift names in the generated code and must be valid and unreserved.
enum InvalidIdentifier: FormRule {
  static let description = RuleDescription(
    id: "invalid-identifier", severity: .error,
    summary: "ids become Swift names in the generated code and must be valid and unreserved",
    rationale: #"""
      Ids and the form name become Swift names. Reported when an id is missing (only `label`,
      `button` and `spacer` may leave it empty), is not an identifier (`first-name`, `2fa`), has the
      wrong case (ids are lowerCamelCase, the form name UpperCamelCase), is a Swift keyword
      (`default`, `repeat`), or is a name the generated code reserves (`submit`, `id`,
      `description`, … for ids; `Form`, `Field`, … for the form name). An id is also reserved when
      a `UIViewController` already has a member of that name (`view`, `title`, `navigationItem`,
      `next`, …): a screen conforms to the generated views protocol, whose requirements are named
      after the ids. The full lists are in
      [SpecFormat.md](SpecFormat.md#identifiers-and-reserved-names).
      """#,
    pointsAt: #"""
      the id (the kind key when the id is missing).
      """#,
    fix: #"""
      Write `field: email`.
      """#,
    examples: [
      RuleExample(
        "SignUp.form.yaml",
        #"""
        form: SignUp
        content:
          scroll: page
          children:
            - field: Email
              title: Email

        """#
      )
    ])
}
