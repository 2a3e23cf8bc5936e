import FormDiagnostics

/// `visibility-state-limit`: past 4096 visibility states formc checks only the first ones, so some may go unchecked.
enum VisibilityStateLimit: FormRule {
  static let description = RuleDescription(
    id: "visibility-state-limit", severity: .note,
    summary:
      "past 4096 visibility states formc checks only the first ones, so some may go unchecked",
    rationale: #"""
      formc checks return keys, the toolbar and the submit path in every visibility state: each
      controlling input (named by a `visibleWhen` or an `enabledWhen`) is empty, has one of its
      named `equals` values, or has any other value; a switch is off or on, and an app flag that a
      condition names is set or not set; and the states multiply (the note counts the controlling
      inputs and the app flags). A combined condition (`all:` or `any:`) counts every input and
      flag its elements name, each once across the form, with every value they name: it adds no
      states of its own, only the controllers and values it names, as the same tests written on
      separate nodes would. Past 4096 states formc checks the first 4096 and says so, with the total,
      so that nobody takes a clean run for a full check. In a form of more than 256 nodes the cap is
      lower, so that states × nodes stays under 1,048,576 and checking stays fast: the note then
      names how many states were checked. This is not a problem in the spec but a limit of the
      check: it is the one rule of severity note, it never fails `formc lint` (not even with
      `--strict`), and it cannot be switched off, raised or suppressed; naming it in `lint.disable`,
      a suppression comment or `formc.yml` is `invalid-value`.
      """#,
    pointsAt: #"""
      the `content` key.
      """#,
    fix: #"""
      Here each answer reveals the next question: eight controllers with three choices each give 3⁸
      = 6561 states. Nothing needs fixing; to have every state checked, let fewer inputs control
      visibility, or split the form.
      """#,
    examples: [
      RuleExample(
        "Survey.form.yaml",
        #"""
        form: Survey
        content:
          scroll: page
          children:
            - field: answer1
              title: Question 1
            - field: answer2
              title: Question 2
              visibleWhen: {input: answer1, equals: yes}
            - field: answer3
              title: Question 3
              visibleWhen: {input: answer2, equals: yes}
            - field: answer4
              title: Question 4
              visibleWhen: {input: answer3, equals: yes}
            - field: answer5
              title: Question 5
              visibleWhen: {input: answer4, equals: yes}
            - field: answer6
              title: Question 6
              visibleWhen: {input: answer5, equals: yes}
            - field: answer7
              title: Question 7
              visibleWhen: {input: answer6, equals: yes}
            - field: answer8
              title: Question 8
              visibleWhen: {input: answer7, equals: yes}
            - field: answer9
              title: Question 9
              visibleWhen: {input: answer8, equals: yes}

        """#
      )
    ])
}
