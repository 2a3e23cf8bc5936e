import FormDiagnostics

/// `focus-cycle`: a next link back to a visited input makes Next jump backwards.
enum FocusCycle: FormRule {
  static let description = RuleDescription(
    id: "focus-cycle", severity: .error,
    summary: "a next link back to a visited input makes Next jump backwards",
    rationale: #"""
      Without `focus.order`, the focus order is a walk: from each input to its `next`, else to the
      first unvisited input in document order. A `next` naming an input the walk has already visited
      would make Next jump backwards and loop.
      """#,
    pointsAt: #"""
      the `next` value naming the visited input (note: that input's kind key, with its step in the
      focus order).
      """#,
    fix: #"""
      Remove `next: email`. To make the last input go back to the first, use `focus: {wraps: true}`.
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
              next: password
            - field: password
              input: password
              title: Password
              next: email

        """#
      )
    ])
}
