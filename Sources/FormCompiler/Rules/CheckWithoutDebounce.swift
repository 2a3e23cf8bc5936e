import FormDiagnostics
import FormSpec

/// `check-without-debounce`: an app check with `debounce: 0` asks the app at every keystroke.
enum CheckWithoutDebounce: CheckingRule {
  static let description = RuleDescription(
    id: "check-without-debounce", severity: .warning,
    summary: "an app check with debounce 0 runs at every keystroke",
    rationale: #"""
      An app check (`check`) usually asks a server: is the username still free, is the coupon
      known. Sign-up forms ask once the user pauses, not for every character: with `debounce: 0`
      typing "ada" asks about "a", "ad" and "ada", the spinner beside the input flickers on and off
      with each key, and a check that does not honour cancellation leaves a request in flight per
      character. Flags exactly: `check: {name: …, debounce: 0}` on a `field` or `textView`; a
      local check (`local: true`, the app's synchronous check such as a Luhn check) runs at once
      by design and is not flagged. A
      debounce does not make a submit skip the check: a submit runs at once a check not yet
      started for the current value, and waits for it.
      """#,
    pointsAt: #"""
      the `check` value (the mapping that holds `debounce`).
      """#,
    fix: #"""
      Leave `debounce` out (half a second) or give the pause to wait for, such as `debounce: 0.3`.
      Where every value must be checked as it changes (a value only ever pasted or filled by
      AutoFill), keep `debounce: 0` and suppress the warning with
      `# formc:disable-next-line check-without-debounce`.
      """#,
    examples: [
      RuleExample(
        "SignUp.form.yaml",
        #"""
        form: SignUp
        content:
          scroll: page
          children:
            - field: username
              title: Username
              check: {name: usernameAvailable, debounce: 0}

        """#)
    ],
    passingExamples: [
      RuleExample(
        "SignUp.form.yaml",
        #"""
        form: SignUp
        content:
          scroll: page
          children:
            - field: username
              title: Username
              check: {name: usernameAvailable, debounce: 0.3}

        """#)
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    for index in form.nodes.indices where form.nodes[index].kind.isInput {
      guard let input = form.nodes[index].input, let check = input.check,
        check.value.debounce == 0, !check.value.local
      else { continue }
      findings.report(
        "the check '\(check.value.name)' of \(form.name(index)) runs at every keystroke "
          + "(debounce 0); wait for a pause, such as 'debounce: 0.3'",
        at: check.location)
    }
  }
}
