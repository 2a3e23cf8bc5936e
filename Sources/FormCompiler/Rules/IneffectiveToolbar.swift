import FormDiagnostics
import FormSpec

/// `ineffective-toolbar`: a custom control with 'inputView: false' never takes the keyboard, so its own 'toolbar' never shows.
enum IneffectiveToolbar: CheckingRule {
  static let description = RuleDescription(
    id: "ineffective-toolbar", severity: .warning,
    summary:
      "a custom control with 'inputView: false' never takes the keyboard, so its own 'toolbar' never shows",
    rationale: #"""
      An input's own `toolbar` is the accessory view above its keyboard, shown while it is the
      first responder. A `custom` control with `inputView: false` (set by a tap, like a star
      rating) never becomes first responder with an input view: the keyboard's Previous and Next
      pass over it and no toolbar ever shows for it. So a `toolbar` written on it, whatever its
      value, promises buttons the user never sees.
      """#,
    pointsAt: #"""
      the `toolbar` key; the fix-it removes the whole `toolbar` entry, its key through its value
      (when the entry stands on lines of its own).
      """#,
    fix: #"""
      Remove `toolbar`, or remove `inputView: false` if the control does bring its own input view
      (a picker), so that it takes the keyboard's place and shows the toolbar above it.
      """#,
    examples: [
      RuleExample(
        "Feedback.form.yaml",
        #"""
        form: Feedback
        content:
          scroll: page
          children:
            - field: comment
              title: Comment
            - custom: rating
              title: Rating
              height: 44
              inputView: false
              toolbar:
                items: [flexibleSpace, done]

        """#)
    ],
    passingExamples: [
      RuleExample(
        "Feedback.form.yaml",
        #"""
        form: Feedback
        content:
          scroll: page
          children:
            - field: comment
              title: Comment
            - custom: rating
              title: Rating
              height: 44
              inputView: false

        """#)
    ])

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    for index in form.nodes.indices where form.nodes[index].kind == .custom {
      guard let input = form.nodes[index].input, input.inputView?.value == false,
        let location = input.toolbar?.location
      else { continue }
      findings.report(
        "custom control '\(form.id(index))' has 'inputView: false' and never takes the keyboard, so its own 'toolbar' never shows; remove 'toolbar', or give it an input view",
        at: location,
        fixIts: input.toolbar?.entry.map {
          [Diagnostic.FixIt("remove 'toolbar'", range: $0, replacement: "")]
        } ?? [])
    }
  }
}
