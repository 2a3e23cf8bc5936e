import FormDiagnostics
import FormSpec

/// `reveal-apart`: a node an input reveals can never come into view with it.
enum RevealApart: CheckingRule {
  static let description = RuleDescription(
    id: "reveal-apart", severity: .warning,
    summary: "a node an input reveals can never come into view with it",
    rationale: #"""
      An input's `reveal` names the nodes scrolled into view with it while it is focused (the
      CAPTCHA picture above the field the user types its characters into). Scrolling the input's
      containers brings a node into view only when it is in the same ones: a node outside the
      input's scroll view or table, or inside another one, stays where it is. A node hidden in
      every state in which the input is shown (its `visibleWhen`, or an ancestor's, never holds
      together with the input's) is never there to reveal. Either way the `reveal` entry does
      nothing, and the user types without what it names in view. A node shown in only some of
      the input's states is fine: it is revealed while it is shown.
      """#,
    pointsAt: #"""
      the id in `reveal` (a note at the named node's kind key).
      """#,
    fix: #"""
      Move `captchaImage` into the scroll view with `captcha`, just above it, and give both the same
      `visibleWhen`.
      """#,
    examples: [
      RuleExample(
        "SignUp.form.yaml",
        #"""
        form: SignUp
        flags: [captchaRequired]
        content:
          stack: screen
          children:
            - image: captchaImage
              source: app
              height: 70
              description: CAPTCHA image
              visibleWhen: {flag: captchaRequired}
            - scroll: page
              children:
                - field: captcha
                  title: Characters in the picture
                  reveal: [captchaImage]

        """#
      )
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    // Whether every state was enumerated: a node not shown with the input in the checked states
    // only might be in the others.
    let allStates = form.states.count == form.stateCount
    for index in form.nodes.indices {
      guard let names = form.nodes[index].input?.reveal, !names.isEmpty else { continue }
      let containers = form.scrollContainers(of: index)
      for name in names {
        guard let other = form.revealable(named: name.value) else { continue }  // dangling
        let note = Diagnostic.Note(
          "'\(name.value)' is declared here", at: form.nodes[other].kindKeyLocation)
        let input = form.name(index)
        if let scroller = containers.first, form.scrollContainers(of: other) != containers {
          let container = form.name(ofContainer: scroller)
          findings.report(
            "'\(name.value)' is not in the scroll container of \(input) ('\(container)'), so the reveal cannot scroll it into view with the input; move it into '\(container)' beside the input",
            at: name.location, notes: [note])
          continue
        }
        guard allStates, !shownTogether(form, index, other) else { continue }
        findings.report(
          "'\(name.value)' is hidden in every state in which \(input) is shown, so it is never revealed with it; give it a 'visibleWhen' that holds while the input is shown",
          at: name.location, notes: [note])
      }
    }
  }

  /// Whether some state shows both nodes, or shows neither the input (an input never shown is
  /// another rule's concern).
  private static func shownTogether(_ form: CheckContext, _ input: Int, _ other: Int) -> Bool {
    var inputShown = false
    for values in form.states {
      let visible = form.visibility(in: values)
      if visible[input] {
        inputShown = true
        if visible[other] { return true }
      }
    }
    return !inputShown
  }
}
