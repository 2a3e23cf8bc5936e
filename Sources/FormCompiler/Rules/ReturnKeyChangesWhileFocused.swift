import FormDiagnostics
import FormSpec

/// `return-key-changes-while-focused`: typing into an input, or changing a typed control that does
/// not take the focus (a switch, a segmented choice), changes the input's derived return key while
/// it stays focused, which the SwiftUI screen shows only at the input's next focus.
enum ReturnKeyChangesWhileFocused: CheckingRule {
  static let description = RuleDescription(
    id: "return-key-changes-while-focused", severity: .warning,
    summary:
      "an input's return key changes while it stays focused, which SwiftUI shows only at its next focus",
    rationale: #"""
      Return keys are derived per visibility state: Next while a visible input follows, the submit
      key on the last one. When an input's own value decides whether a later input is shown (or
      enabled), typing into it changes its key while it stays focused: `newPassword` says Done
      while it is empty and Next once `confirmNewPassword` appears. So does a typed control the
      user changes with a tap that leaves the keyboard up (a switch, a stepper, a slider, a choice
      or multi-choice of any style but `navigation`, an `inline` or `wheel` date): with the user
      name focused, a tap on SOCKS 4 disables the password after it, and the user name's Next
      becomes Done. The message then names the control, its two values and the other values the
      change needs (`when 'authenticate' is on`), with a note at the control. A `navigation`
      choice (it pushes its list) and a `compact` date (its calendar is a popover) take the
      focus away before the value changes, as text inputs and custom controls do, and are not
      counted. The UIKit screen sets the new `returnKeyType` and reloads the keyboard
      (`reloadInputViews()`, once per real change), so the new key shows at once. SwiftUI has no
      such reload: the keyboard keeps the `submitLabel` it took when the input was focused, and
      shows the new one only when the input is focused again, while Return already does what the
      new key says (Done moves on, or Next submits). That stale label is what this warns about,
      so it is flagged only when formc writes the SwiftUI screen (`outputs.swiftui`, on by
      default); an explicit `returnKey` (other than `default`) or `onReturn: dismiss` gives one
      key in every state, and is not flagged. The states compared differ only in the one value
      that changes (the other controllers held): a key that changes because app code sets a
      value or a flag is not flagged. The app decides when it sets those, and the spec cannot
      say whether an input is focused then: a flag set from a server's answer (SignUp's
      `captchaRequired`) usually arrives after a valid submit ended editing
      (`keyboard.afterSubmit: dismiss`, the default), when no key is on screen. An app that sets
      such a flag or value while an input whose key it changes is focused gets the same stale
      label in SwiftUI (docs/Runtime.md, "App flags"). `formc plan` marks the input whatever
      the outputs.
      """#,
    pointsAt: #"""
      the kind key of the input.
      """#,
    fix: #"""
      Give the input a key that does not depend on the value that changes: `onReturn: dismiss`
      (Return ends editing in every state and the key says Done; the toolbar's Next moves on),
      or `returnKey: next` (Return moves on while an input follows and ends editing when none
      does, which `return-key-mismatch` points out). Or show the later input whatever the value,
      or use a control that takes the focus (a `navigation` choice). A screen that accepts the
      stale label (the control is set before the input is typed into) says so with `#
      formc:disable-next-line return-key-changes-while-focused` above the input. An app that
      ships only the UIKit screen sets `outputs: {swiftui: false}` in `formc.yml`.
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
      ),
      RuleExample(
        "Gift.form.yaml",
        #"""
        form: Gift
        content:
          scroll: page
          children:
            - switch: isGift
              title: This is a gift
            - field: name
              title: Name
            - field: note
              title: Gift note
              visibleWhen: {input: isGift, equals: true}

        """#
      ),
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
      let id = form.id(index)
      if let change = form.returnKeyChangeWhileFocused(index) {
        let inputs = change.inputs.map { "'\(form.id($0))'" }.listPhrase()
        findings.report(
          "typing into '\(id)' changes its return key from '\(change.from.rawValue)' to '\(change.to.rawValue)' while it stays focused (its value decides whether \(inputs) \(change.inputs.count == 1 ? "follows" : "follow") it); the SwiftUI screen shows the new key only when '\(id)' is focused again",
          at: form.nodes[index].kindKeyLocation)
      }
      for change in form.returnKeyChangesByControls(index) {
        guard let controller = change.controller,
          let slot = form.controllers.firstIndex(of: controller)
        else { continue }
        let control = form.id(controller)
        let inputs = change.inputs.map { "'\(form.id($0))'" }.listPhrase()
        let from = valuePhrase(form, slot: slot, state: change.before)
        let to = valuePhrase(form, slot: slot, state: change.after)
        let when = form.describeCircumstances(of: change, for: index)
        findings.report(
          "changing '\(control)' from \(from) to \(to)\(when) changes the return key of '\(id)' from '\(change.from.rawValue)' to '\(change.to.rawValue)' while it stays focused ('\(control)' decides whether \(inputs) \(change.inputs.count == 1 ? "follows" : "follow") it); the SwiftUI screen shows the new key only when '\(id)' is focused again",
          at: form.nodes[index].kindKeyLocation,
          notes: [
            Diagnostic.Note(
              "'\(control)' is here: the user changes it without moving the focus from '\(id)'",
              at: form.nodes[controller].kindKeyLocation)
          ])
      }
    }
  }

  /// A control's value in a state, in words: `on`, `'socks4'`, `empty`, `'sat' chosen`.
  private static func valuePhrase(_ form: CheckContext, slot: Int, state: Int) -> String {
    form.visibilityEvaluation.describeValue(form.states[state][slot], at: slot)
  }
}
