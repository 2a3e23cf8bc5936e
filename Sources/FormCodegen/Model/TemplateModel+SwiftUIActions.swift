import FormCompiler
import FormSpec

extension SwiftUIViewWriter {
  /// The buttons of the spec's `actions`, one `.toolbar` per edge of the navigation bar (leading
  /// first; at one edge, cancel before submit). Submit is a `FormSubmitButton`, disabled as its
  /// `enabled` says; cancel a `Button` that calls `onCancel`.
  mutating func appendActionToolbars(indent: Int) {
    guard let actions = builder.form.actions else { return }
    for placement in ActionPlacement.allCases {
      let cancel = actions.cancel.flatMap { $0.placement == placement ? $0 : nil }
      let submit = actions.submit.flatMap { $0.placement == placement ? $0 : nil }
      guard cancel != nil || submit != nil else { continue }
      let edge = placement == .navigationBarLeading ? "topBarLeading" : "topBarTrailing"
      line(indent, ".toolbar {")
      line(indent + 2, "ToolbarItemGroup(placement: .\(edge)) {")
      if let cancel {
        line(indent + 4, "Button(action: { onCancel() }) {")
        text(indent + 6, cancel.title, .actionTitle("cancel"), font: nil)
        line(indent + 4, "}")
      }
      if let submit {
        let origin = FormString.Origin.actionTitle("submit")
        let title = builder.oneLineText(origin, submit.title, owner: owner)
        let (builder, owner) = (builder, owner)
        expression(indent + 4, oneLine: "FormSubmitButton(\(title), of: form)") { tree in
          tree.call(
            "FormSubmitButton",
            [
              builder.localizedText(origin, submit.title, owner: owner, in: tree),
              tree.text("form", label: "of"),
            ])
        }
        appendEnablement(submit.enabled, indent: indent + 6)
      }
      line(indent + 2, "}")
      line(indent, "}")
    }
  }

  /// `.disabled(!form.isSubmitEnabled(.whenValid))` after a submit button that is not always
  /// enabled.
  mutating func appendEnablement(_ enabled: ActionEnablement?, indent: Int) {
    guard let enabled, enabled != .always else { return }
    line(indent, ".disabled(!form.isSubmitEnabled(.\(enabled.rawValue)))")
  }
}
