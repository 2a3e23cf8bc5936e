import FormDiagnostics

/// `focus-order`: the focus order must name every input once, and cannot be mixed with next links.
enum FocusOrder: FormRule {
  static let description = RuleDescription(
    id: "focus-order", severity: .error,
    summary: "the focus order must name every input once, and cannot be mixed with next links",
    rationale: #"""
      `focus.order` must name every input exactly once: an entry that is not an input id, a repeated
      entry and a missing input are each reported. `focus.order` and `next` keys cannot be used in
      one file: decide the order in one place.
      """#,
    pointsAt: #"""
      the offending `order` entry (for a repeated entry, the later one, with a note at the first);
      for each missing input, the `order` key, with a note where the input is declared; with `next`,
      each `next` key.
      """#,
    fix: #"""
      Write `order: [email, password]`.
      """#,
    examples: [
      RuleExample(
        "SignUp.form.yaml",
        #"""
        form: SignUp
        focus:
          order: [email, emial]
        content:
          scroll: page
          children:
            - field: email
              title: Email
            - field: password
              input: password
              title: Password

        """#
      )
    ])
}
