import FormDiagnostics
import FormSpec

/// `next-without-input-view`: 'next' names a custom control with 'inputView: false', which the keyboard passes over.
enum NextWithoutInputView: CheckingRule {
  static let description = RuleDescription(
    id: "next-without-input-view", severity: .warning,
    summary:
      "'next' names a custom control with 'inputView: false', which the keyboard passes over",
    rationale: #"""
      A `custom` control with `inputView: false` brings no input view and never takes the
      keyboard's focus: Next, Previous and Return pass over it to the next input of the
      keyboard's chain. A `next` that names it still puts it after the input in the focus order
      (VoiceOver reaches it there), but the keyboard's Next does not stop at it, which is rarely
      what the `next` was written for. The message names where Next goes instead, with every
      input shown.
      """#,
    pointsAt: #"""
      the value of the `next` key.
      """#,
    fix: #"""
      Point `next` at the text input the keyboard should move to, or, if the control does take
      the keyboard's place with its own input view (a picker in the keyboard's place), remove
      `inputView: false`.
      """#,
    examples: [
      RuleExample(
        "Checkout.form.yaml",
        #"""
        form: Checkout
        content:
          scroll: page
          children:
            - field: name
              title: Name
              next: country
            - field: email
              input: email
              title: Email
            - custom: country
              title: Country
              height: 44
              inputView: false

        """#)
    ],
    passingExamples: [
      RuleExample(
        "Checkout.form.yaml",
        #"""
        form: Checkout
        content:
          scroll: page
          children:
            - field: name
              title: Name
              next: country
            - field: email
              input: email
              title: Email
            - custom: country
              title: Country
              height: 44

        """#)
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    guard form.definition.focus.order == nil else { return }
    for index in form.documentInputs {
      guard let next = form.nodes[index].input?.next,
        let target = form.byID[next.value], form.nodes[target].kind == .custom,
        !form.isInKeyboardChain(target)
      else { continue }
      let order = form.focusOrder
      let following = order.firstIndex(of: target).flatMap { position in
        order[(position + 1)...].first { form.isInKeyboardChain($0) && $0 != index }
      }
      let goes =
        following.map { "Next goes on to '\(form.id($0))'" }
        ?? "no input of the keyboard's chain follows it, so this input is the last"
      findings.report(
        "'next' of '\(form.id(index))' names '\(next.value)', a custom control with 'inputView: false' that the keyboard passes over: \(goes)",
        at: next.location)
    }
  }
}
