import FormDiagnostics
import FormSpec

/// `text-view-without-toolbar`: Return inserts a newline in a text view, so without Next or Done the user is stuck.
enum TextViewWithoutToolbar: CheckingRule {
  static let description = RuleDescription(
    id: "text-view-without-toolbar", severity: .warning,
    summary: "Return inserts a newline in a text view, so without Next or Done the user is stuck",
    rationale: #"""
      Return inserts a newline in a text view whose return key is the default, so only the toolbar's
      Next or Done moves on. Flagged when the toolbar it shows (its own `toolbar`, else the form's)
      has neither, unless the screen dismisses
      the keyboard by itself: `keyboard.dismiss` is not `none` (the default is `interactive`)
      and, for the drag modes `interactive` and `onDrag`, a `scroll` or `table` holds the text
      view (on every version: the UIKit screen sets the scroll views' `keyboardDismissMode`, the
      SwiftUI screen `scrollDismissesKeyboard` from iOS 16 and a drag gesture that ends editing
      below it). `onTap` (a tap outside the
      inputs ends editing) needs no scroll view; both screens do it, but the SwiftUI screen's
      `Form` (a `table`) only on a tap on a section header or footer or a `label` (no gesture
      covers the `Form`, whose rows the list selects itself), so in a table it counts when one of
      them shows whenever the text view does, or with `outputs: {swiftui: false}`. When a mode
      does not help, the message says why.
      Nor when `actions.submit` puts a submit button in the navigation bar or the keyboard
      toolbar (`placement: keyboardToolbar`, in Done's place; it shows in every toolbar an input
      shows, so not for an input that shows none), always enabled (`enabled: always`,
      the default), and `keyboard.afterSubmit` is `dismiss`: a valid submit ends editing. A submit
      enabled `whenValid`, `whenFilled` or `whenChanged` does not count: it stays disabled until
      the form is valid, filled or changed, which the user may not manage while the keyboard
      covers the inputs; the message names it.
      """#,
    pointsAt: #"""
      the kind key of the text view.
      """#,
    fix: #"""
      Add `done` to the toolbar items (the form's, or the text view's own:
      `toolbar: {items: [flexibleSpace, done]}` on it), give the text view an action `returnKey` such as `send`,
      or let the user drag the keyboard away (`keyboard.dismiss: interactive` with the text view
      in a `scroll`).
      """#,
    examples: [
      RuleExample(
        "Profile.form.yaml",
        #"""
        form: Profile
        toolbar:
          items: [previous, flexibleSpace]
        keyboard:
          dismiss: none
        content:
          scroll: page
          children:
            - textView: bio
              title: Bio

        """#
      )
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    for index in form.focusOrder where form.nodes[index].kind == .textView {
      let node = form.nodes[index]
      // The toolbar the text view shows: its own `toolbar`, else the form's.
      let items = form.toolbarItems(index)
      guard !items.contains(.next) && !items.contains(.done) else { continue }
      guard let input = node.input, (input.returnKey?.value ?? .default) == .default,
        case .stuck(let reason) = form.keyboardEscape(from: index)
      else {
        continue
      }
      findings.report(
        "Return inserts a newline in text view '\(form.id(index))', and \(form.toolbarName(index)) has neither 'next' nor 'done'\(reason.map { ", and \($0)" } ?? ""); the user is stuck",
        at: node.kindKeyLocation)
    }
  }
}
