import FormDiagnostics
import FormSpec

/// `no-return-key`: a pad keyboard has no return key, so without toolbar buttons the user is stuck.
enum NoReturnKey: CheckingRule {
  static let description = RuleDescription(
    id: "no-return-key", severity: .warning,
    summary: "a pad keyboard has no return key, so without toolbar buttons the user is stuck",
    rationale: #"""
      `numberPad`, `phonePad`, `decimalPad` and `asciiCapableNumberPad` have no return key. Flagged
      when the input's effective keyboard is a pad and its toolbar has no Done and either no Next,
      or Next without `focus.wraps` while the input is the last visible one in some state.
      `toolbar: false` is a toolbar with no items.
      """#,
    pointsAt: #"""
      the kind key of the input.
      """#,
    fix: #"""
      Keep the toolbar, or give it a Done: `toolbar: {items: [flexibleSpace, done]}`.
      """#,
    examples: [
      RuleExample(
        "Login.form.yaml",
        #"""
        form: Login
        toolbar: false
        content:
          scroll: page
          children:
            - field: code
              input: oneTimeCode
              title: Code

        """#
      )
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    let hasNext = form.toolbarItems.contains(.next)
    guard !form.toolbarItems.contains(.done) else { return }
    for index in form.focusOrder {
      let node = form.nodes[index]
      guard let input = node.input, node.kind != .custom else { continue }
      let keyboard = EffectiveTraits(input).keyboard
      // After a `focus-order` error the order is formc's repair: being last in it says nothing.
      let strandedWhenLast = !form.focusOrderWasRepaired && !form.wraps && form.lastIn[index] != nil
      guard keyboard.isPad && (!hasNext || strandedWhenLast) else { continue }
      let why =
        hasNext
        ? "its toolbar has no 'done' and Next cannot leave it while it is last\(form.describeState(form.lastIn[index] ?? []))"
        : "its toolbar has neither 'next' nor 'done'"
      findings.report(
        "the '\(keyboard.rawValue)' keyboard of '\(form.id(index))' has no return key, and \(why); the user is stuck",
        at: node.kindKeyLocation)
    }
  }
}
