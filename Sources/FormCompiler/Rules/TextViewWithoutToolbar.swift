import FormDiagnostics
import FormSpec

/// `text-view-without-toolbar`: Return inserts a newline in a text view, so without Next or Done the user is stuck.
enum TextViewWithoutToolbar: CheckingRule {
  static let description = RuleDescription(
    id: "text-view-without-toolbar", severity: .warning,
    summary: "Return inserts a newline in a text view, so without Next or Done the user is stuck",
    rationale: #"""
      Return inserts a newline in a text view whose return key is the default, so only the toolbar's
      Next or Done moves on. Flagged when the toolbar has neither.
      """#,
    pointsAt: #"""
      the kind key of the text view.
      """#,
    fix: #"""
      Add `done` to the toolbar items, or give the text view an action `returnKey` such as `send`.
      """#,
    examples: [
      RuleExample(
        "Profile.form.yaml",
        #"""
        form: Profile
        toolbar:
          items: [previous, flexibleSpace]
        content:
          scroll: page
          children:
            - textView: bio
              title: Bio

        """#
      )
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    guard !form.toolbarItems.contains(.next) && !form.toolbarItems.contains(.done) else { return }
    for index in form.focusOrder where form.nodes[index].kind == .textView {
      let node = form.nodes[index]
      guard let input = node.input, (input.returnKey?.value ?? .default) == .default else {
        continue
      }
      findings.report(
        "Return inserts a newline in text view '\(form.id(index))', and its toolbar has neither 'next' nor 'done'; the user is stuck",
        at: node.kindKeyLocation)
    }
  }
}
