import FormDiagnostics
import FormSpec

/// `unbounded-text-view-without-scroll`: a text view without a line limit that no vertical scroll holds grows past the screen.
enum UnboundedTextViewWithoutScroll: CheckingRule {
  static let description = RuleDescription(
    id: "unbounded-text-view-without-scroll", severity: .warning,
    summary:
      "a text view without a line limit that no vertical scroll holds grows past the screen",
    rationale: #"""
      A text view with `lines.max: none` grows with its text and never scrolls inside itself:
      the scroll view around it scrolls to keep the caret in view instead. Without a vertical
      `scroll` or `table` around it nothing scrolls, so once its text is taller than the room
      above the keyboard its caret goes under the keyboard (or past the screen's edge) and the
      user types blind.
      """#,
    pointsAt: #"""
      the `lines` key of the text view.
      """#,
    fix: #"""
      Put the text view in a `scroll` (or a `table`), or give `lines.max` a number: past it, the
      text view scrolls inside itself.
      """#,
    examples: [
      RuleExample(
        "Composer.form.yaml",
        #"""
        form: Composer
        keyboard:
          avoidance: layoutGuide
        toolbar: false
        content:
          stack: composer
          children:
            - textView: message
              placeholder: Message
              returnKey: send
              lines: {min: 1, max: none}

        """#
      )
    ],
    passingExamples: [
      RuleExample(
        "Composer.form.yaml",
        #"""
        form: Composer
        keyboard:
          avoidance: layoutGuide
        toolbar: false
        content:
          stack: composer
          children:
            - textView: message
              placeholder: Message
              returnKey: send
              lines: {min: 1, max: 5}

        """#
      )
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    for index in form.nodes.indices where form.nodes[index].kind == .textView {
      guard let lines = form.nodes[index].input?.lines, lines.isUnbounded,
        form.enclosingScroller[index] == nil
      else { continue }
      findings.report(
        "text view \(form.name(index)) grows without a limit ('lines.max: none') but no vertical scroll or table holds it, so nothing scrolls its caret above the keyboard",
        at: lines.location ?? form.nodes[index].kindKeyLocation)
    }
  }
}
