import FormDiagnostics

/// `yaml-syntax`: the file is not valid YAML, so nothing in it can be trusted.
enum YAMLSyntax: FormRule {
  static let description = RuleDescription(
    id: "yaml-syntax", severity: .error,
    summary: "the file is not valid YAML, so nothing in it can be trusted",
    rationale: #"""
      libyaml rejected the file: bad indentation, a tab where indentation is expected, an unclosed
      bracket or quote, a `: ` inside a plain scalar, or bytes that are not valid UTF-8. The message
      is libyaml's own problem text. When libyaml also names what it was doing, that is appended to
      the message ("… while parsing a flow sequence") and a note points where it started. For
      invalid UTF-8 the message is `invalid UTF-8:` followed by libyaml's text. Nothing else is
      reported for the file.
      """#,
    pointsAt: #"""
      libyaml's problem mark. For invalid UTF-8, where libyaml gives only a byte offset, the line
      and column of that byte. At the end of a file that does not end with a line break, just after
      its last character (libyaml would name a line past the last one).
      """#,
    fix: #"""
      Quote the title: `title: "Sign up: step 1"`.

      An unclosed flow sequence such as `content: [scroll: form` on line 2 of a two-line file gives
      an error and a note:

      ```
      {{output:yaml-syntax-flow}}
      ```

      A Latin-1 `é` (the single byte `0xE9`) at the very end of a file, as in `title: Café` on the
      last line of a two-line file, is an incomplete sequence, reported at the column of the `é`:

      ```
      {{output:yaml-syntax-utf8-end}}
      ```

      When more text follows, as in `title: Café au lait`, libyaml notices the problem only at the
      next byte; formc still points at the first byte of the broken sequence:

      ```
      {{output:yaml-syntax-utf8-mid}}
      ```

      Save the file as UTF-8.
      """#,
    examples: [
      RuleExample(
        "SignUp.form.yaml",
        #"""
        form: SignUp
        title: Sign up: step 1
        content:
          scroll: page
          children: []

        """#
      )
    ])
}
