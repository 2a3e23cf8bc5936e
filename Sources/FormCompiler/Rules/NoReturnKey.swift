import FormDiagnostics
import FormSpec

/// `no-return-key`: a pad keyboard has no return key, so without toolbar buttons the user is stuck.
enum NoReturnKey: CheckingRule {
  static let description = RuleDescription(
    id: "no-return-key", severity: .warning,
    summary: "a pad keyboard has no return key, so without toolbar buttons the user is stuck",
    rationale: #"""
      `numberPad`, `phonePad`, `decimalPad` and `asciiCapableNumberPad` have no return key. Flagged
      when the input's effective keyboard is a pad and its toolbar (its own `toolbar`, else the
      form's) has no Done and either no Next, or Next without `focus.wraps` while the input is
      the last visible one in some state. `toolbar: false` is a toolbar with no items. A `field` whose Return does nothing
      (`onReturn: none`, its own or the form's) keeps the keyboard up as a pad does, and is
      flagged the same way.

      Not flagged when the screen dismisses the keyboard by itself: `keyboard.dismiss` is not
      `none` (the default is `interactive`) and, for the drag modes `interactive` and `onDrag`,
      a `scroll` or `table` holds the input (on every version: the UIKit screen sets the scroll
      views' `keyboardDismissMode`, the SwiftUI screen `scrollDismissesKeyboard` from iOS 16 and a
      drag gesture that ends editing below it). `onTap` (a tap outside the inputs ends editing) needs no scroll view; both
      screens do it, but the SwiftUI screen's `Form` (a `table`) only on a tap on a section header
      or footer or a `label` (no gesture covers the `Form`, whose rows the list selects itself), so
      in a table it counts when one of them shows whenever the input does, or with
      `outputs: {swiftui: false}`. When a mode does not help, the message says why.
      Nor when `actions.submit` puts a submit button in the navigation bar or the keyboard
      toolbar (`placement: keyboardToolbar`, in Done's place; it shows in every toolbar an input
      shows, so not for an input that shows none), always enabled (`enabled: always`,
      the default), and `keyboard.afterSubmit` is `dismiss`: the user reaches the submit with the
      keyboard up, and a valid submit ends editing. A submit enabled `whenValid`, `whenFilled` or
      `whenChanged` does not count: it stays disabled until the form is valid, filled or changed,
      which the user may not manage while the keyboard covers the inputs; the message names it.
      """#,
    pointsAt: #"""
      the kind key of the input.
      """#,
    fix: #"""
      Keep the toolbar, or give it a Done: `toolbar: {items: [flexibleSpace, done]}` (the form's,
      or on the input, its own); or let the
      user drag the keyboard away (`keyboard.dismiss: interactive` with the input in a `scroll`).
      """#,
    examples: [
      RuleExample(
        "Login.form.yaml",
        #"""
        form: Login
        toolbar: false
        keyboard:
          dismiss: none
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
    for index in form.focusOrder {
      let node = form.nodes[index]
      guard let input = node.input, node.kind != .custom else { continue }
      // The toolbar the input shows: its own `toolbar`, else the form's.
      let items = form.toolbarItems(index)
      let hasNext = items.contains(.next)
      guard !items.contains(.done) else { continue }
      let keyboard = EffectiveTraits.keyboard(of: input)
      // After a `focus-order` error the order is formc's repair: being last in it says nothing.
      let strandedWhenLast = !form.focusOrderWasRepaired && !form.wraps && form.lastIn[index] != nil
      // Return that does nothing (`onReturn: none`) leaves the keyboard up as a pad does.
      let inert = !keyboard.isPad && form.returnIsInert(index)
      guard keyboard.isPad || inert, !hasNext || strandedWhenLast,
        case .stuck(let reason) = form.keyboardEscape(from: index)
      else { continue }
      let why =
        hasNext
        ? "\(form.toolbarName(index)) has no 'done' and Next cannot leave it while it is last\(form.describeLast(index))"
        : "\(form.toolbarName(index)) has neither 'next' nor 'done'"
      let what =
        inert
        ? "Return does nothing on '\(form.id(index))' ('onReturn: none')"
        : "the '\(keyboard.rawValue)' keyboard of '\(form.id(index))' has no return key"
      findings.report(
        "\(what), and \(why)\(reason.map { ", and \($0)" } ?? ""); the user is stuck",
        at: node.kindKeyLocation)
    }
  }
}
