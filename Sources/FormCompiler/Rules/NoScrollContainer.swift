import FormDiagnostics
import FormSpec

/// `no-scroll-container`: with inset avoidance, an input outside any vertical scroll cannot be scrolled above the keyboard.
enum NoScrollContainer: CheckingRule {
  static let description = RuleDescription(
    id: "no-scroll-container", severity: .error,
    summary:
      "with inset avoidance, an input outside any vertical scroll cannot be scrolled above the keyboard",
    rationale: #"""
      With `avoidance: insets` (and with the default `automatic` on iOS 13–14, when
      `platform.iOS` is below 15), the keyboard is avoided by insetting the outermost vertical
      `scroll` or `table` above the input. An input that no vertical `scroll` or `table`
      holds cannot be moved and ends up under the keyboard. A horizontal `scroll` does not count.
      """#,
    pointsAt: #"""
      the kind key of the input.
      """#,
    fix: #"""
      Make the root a `scroll`, or use `keyboard: {avoidance: layoutGuide}`.
      """#,
    examples: [
      RuleExample(
        "SignUp.form.yaml",
        #"""
        form: SignUp
        keyboard:
          avoidance: insets
        content:
          stack: page
          children:
            - field: email
              title: Email

        """#
      )
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    guard form.usesInsetsSomewhere else { return }
    for index in form.nodes.indices
    where form.nodes[index].kind.isInput && form.enclosingScroller[index] == nil {
      findings.report(
        "\(form.nodes[index].kind.rawValue) \(form.name(index)) is in no vertical scroll or table, so 'insets' avoidance cannot scroll it above the keyboard",
        at: form.nodes[index].kindKeyLocation)
    }
  }
}
