import FormDiagnostics
import FormSpec

/// `return-key-changes-while-focused`: typing into an input changes its own derived return key,
/// which the SwiftUI screen shows only at the input's next focus.
enum ReturnKeyChangesWhileFocused: CheckingRule {
  static let description = RuleDescription(
    id: "return-key-changes-while-focused", severity: .warning,
    summary:
      "typing into an input changes its own return key, which SwiftUI shows only at its next focus",
    rationale: #"""
      Return keys are derived per visibility state: Next while a visible input follows, the submit
      key on the last one. When an input's own value decides whether a later input is shown (or
      enabled), typing into it changes its key while it stays focused: `newPassword` says Done
      while it is empty and Next once `confirmNewPassword` appears. The UIKit screen sets the new
      `returnKeyType` and reloads the keyboard (`reloadInputViews()`, once per real change), so
      the new key shows at once. SwiftUI has no such reload: the keyboard keeps the
      `submitLabel` it took when the input was focused, and shows the new one only when the input
      is focused again, while Return already does what the new key says (Done moves on, or Next
      submits). Flagged only when formc writes the SwiftUI screen (`outputs.swiftui`, on by
      default); an explicit `returnKey` (other than `default`) or `onReturn: dismiss` gives one
      key in every state, and is not flagged. Only the input's own value counts (the other
      controllers held): a key that changes because app code sets another value or a flag is not
      flagged. The app decides when it sets those, and the spec cannot say whether an input is
      focused then: a flag set from a server's answer (SignUp's `captchaRequired`) usually
      arrives after a valid submit ended editing (`keyboard.afterSubmit: dismiss`, the default),
      when no key is on screen. An app that sets such a flag or value while an input whose key
      it changes is focused gets the same stale label in SwiftUI (docs/Runtime.md, "App
      flags"). `formc plan` marks the input whatever the outputs.
      """#,
    pointsAt: #"""
      the kind key of the input.
      """#,
    fix: #"""
      Give the input a key that does not depend on its own value: `onReturn: dismiss` (Return
      ends editing in every state and the key says Done; the toolbar's Next moves on), or
      `returnKey: next` (Return moves on while an input follows and ends editing when none does,
      which `return-key-mismatch` points out). Or show the later input whatever this input's
      value. An app that ships only the UIKit screen sets `outputs: {swiftui: false}` in
      `formc.yml`.
      """#,
    examples: [
      RuleExample(
        "ChangePassword.form.yaml",
        #"""
        form: ChangePassword
        content:
          scroll: page
          children:
            - field: newPassword
              input: newPassword
              title: New password
            - field: confirmPassword
              input: newPassword
              title: Confirm password
              visibleWhen: {input: newPassword, notEmpty: true}

        """#
      )
    ],
    passingExamples: [
      RuleExample(
        "ChangePassword.form.yaml",
        #"""
        form: ChangePassword
        content:
          scroll: page
          children:
            - field: newPassword
              input: newPassword
              title: New password
              onReturn: dismiss
            - field: confirmPassword
              input: newPassword
              title: Confirm password
              visibleWhen: {input: newPassword, notEmpty: true}

        """#
      ),
      RuleExample(
        "ChangePassword.form.yaml",
        #"""
        form: ChangePassword
        content:
          scroll: page
          children:
            - field: newPassword
              input: newPassword
              title: New password
            - field: confirmPassword
              input: newPassword
              title: Confirm password
              visibleWhen: {input: newPassword, notEmpty: true}

        """#,
        files: [
          RuleExample.File(
            name: "formc.yml",
            text: #"""
              outputs:
                swiftui: false

              """#)
        ]
      ),
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    // After a `focus-order` error the order is formc's repair: no verdict from an input's place.
    guard form.generatesSwiftUI, !form.focusOrderWasRepaired else { return }
    for index in form.focusOrder {
      guard let change = form.returnKeyChangeWhileFocused(index) else { continue }
      let id = form.id(index)
      let inputs = change.inputs.map { "'\(form.id($0))'" }.listPhrase()
      findings.report(
        "typing into '\(id)' changes its return key from '\(change.from.rawValue)' to '\(change.to.rawValue)' while it stays focused (its value decides whether \(inputs) \(change.inputs.count == 1 ? "follows" : "follow") it); the SwiftUI screen shows the new key only when '\(id)' is focused again",
        at: form.nodes[index].kindKeyLocation)
    }
  }
}
