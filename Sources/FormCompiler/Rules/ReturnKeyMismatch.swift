import FormDiagnostics
import FormSpec

/// `return-key-mismatch`: an explicit return key that says Next on the last input, or submits too early.
enum ReturnKeyMismatch: CheckingRule {
  static let description = RuleDescription(
    id: "return-key-mismatch", severity: .warning,
    summary: "an explicit return key that says Next on the last input, or submits too early",
    rationale: #"""
      Flags exactly three things: an explicit `returnKey: next` on an input that is the last
      visible input in some visibility state (Next has nowhere to go), an explicit action key
      (`done`, `go`, `send`, `join`, `search`, `continue`, `route`) on an input that some visible
      input follows in some state (it would submit before the form is complete), and an explicit
      `returnKey: next` on an input whose Return only ends editing (`onReturn: dismiss`, its own or
      the form's `keyboard.onReturn`) or does nothing (`onReturn: none` on a field). An action key
      on such an input submits nothing, so it is not flagged. The message says
      "in every visibility state" when that holds in every state, "whenever it is shown" when it
      holds in every state that shows the input, and otherwise names the first such state: each
      controlling input is empty, has a named `equals` value, or has any other value. Derived return keys are always right; `returnKey: default` is never flagged.
      """#,
    pointsAt: #"""
      the `returnKey` key.
      """#,
    fix: #"""
      Remove `returnKey` and let formc derive it: Next when `companyName` is shown, the submit key
      otherwise.
      """#,
    examples: [
      RuleExample(
        "Account.form.yaml",
        #"""
        form: Account
        content:
          scroll: page
          children:
            - custom: accountType
              title: Account type
              height: 44
            - field: email
              input: email
              title: Email
              returnKey: next
            - field: companyName
              title: Company name
              visibleWhen: {input: accountType, equals: business}

        """#
      )
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    // After a `focus-order` error the order is formc's repair, not the user's: no verdict on a
    // return key from an input's place in it.
    guard !form.focusOrderWasRepaired else { return }
    for index in form.focusOrder {
      let node = form.nodes[index]
      guard node.kind != .custom, let explicit = node.input?.returnKey,
        let key = explicit.keyLocation
      else { continue }
      if form.effectiveOnReturn(index) == .dismiss {
        // Return only ends editing: an action key never submits, and Next never moves.
        if explicit.value == .next {
          findings.report(
            "return key 'next' on '\(form.id(index))', but Return only ends editing there ('onReturn: dismiss'); use 'done', or remove 'onReturn'",
            at: key)
        }
      } else if form.returnIsInert(index) {
        // Return does nothing: Next never moves.
        if explicit.value == .next {
          findings.report(
            "return key 'next' on '\(form.id(index))', but Return does nothing there ('onReturn: none'); remove 'returnKey' to show the plain Return key, or remove 'onReturn'",
            at: key)
        }
      } else if explicit.value == .next, form.lastIn[index] != nil {
        findings.report(
          "return key 'next' on '\(form.id(index))', which is the last visible input\(form.describeLast(index)); nothing follows it",
          at: key)
      } else if explicit.value.isAction, form.followedIn[index] != nil {
        findings.report(
          "return key '\(explicit.value.rawValue)' submits from '\(form.id(index))', but another input follows it\(form.describeFollowed(index))",
          at: key)
      }
    }
  }
}
