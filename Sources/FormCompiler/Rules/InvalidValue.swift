import FormDiagnostics

/// `invalid-value`: a value of the wrong type or outside the allowed words cannot be compiled.
enum InvalidValue: FormRule {
  static let description = RuleDescription(
    id: "invalid-value", severity: .error,
    summary: "a value of the wrong type or outside the allowed words cannot be compiled",
    rationale: #"""
      The value does not fit the key's type (see [Scalars and
      types](SpecFormat.md#scalars-and-types)): `yes`/`no`/`on`/`off` or a quoted `"true"` for a
      bool, a quoted number, `3.0` for a count, a word outside an enumeration, null for a string,
      list or mapping, a number out of range, a `platform.iOS` below 13.0, a repeated toolbar item
      or an empty `toolbar.items`, `lines.min` greater than `lines.max`, a rule entry without
      exactly one rule key, a `visibleWhen` with more than one of
      `equals`, `notEquals` and `notEmpty`, `notEmpty: false`, a `check` with `debounce`
      beside `local: true`, one check name used both as a local and as an `async` check, a
      multi-choice `value` entry with a comma (the value's text joins the chosen values with
      commas, so it would read as several).
      Naming an error rule, the note rule `visibility-state-limit` or an unknown rule in `lint.disable`, a suppression comment or
      `formc.yml` is `invalid-value` too, and nothing else. The message names the expected type or
      the allowed values.
      """#,
    pointsAt: #"""
      the value, or the list entry. Where two keys share the blame (`lines.min` and `lines.max`, two
      rule keys in one entry, `equals` and `notEmpty`, a repeated entry), the one written later: for
      `lines`, the value of whichever of `min` and `max` comes second; for a local check, its
      `debounce` key; for a check name used both ways, the later use's `check` value (with a
      note at the first). In a suppression comment, the rule id in the comment; in `formc.yml`,
      the rule's key.
      """#,
    fix: #"""
      Write `required: true`. YAML 1.2 reads `yes` as a plain string.
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
              required: yes

        """#
      )
    ])
}
