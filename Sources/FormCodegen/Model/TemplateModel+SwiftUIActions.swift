import FormCompiler
import FormSpec

extension SwiftUIViewTranslator {
  /// The buttons of the spec's `actions`, one `.toolbar` per edge of the navigation bar (leading
  /// first; at one edge, cancel before submit). Submit is a `FormSubmitButton`, disabled as its
  /// `enabled` says, with its own accessibility identifier when the content has a submit button
  /// too; cancel a `Button` that calls `onCancel`, found by `FormAccessibilityIdentifier.cancel`
  /// (with `confirmDiscard`, through `cancel(asking:onCancel:)`, which asks first while the form
  /// has changes).
  func actionToolbars() -> [SwiftNode] {
    guard let actions = builder.form.actions else { return [] }
    var toolbars: [SwiftNode] = []
    // A submit in the keyboard toolbar is FormRuntime's, beside Previous and Next.
    for placement in ActionPlacement.allCases where placement != .keyboardToolbar {
      let cancel = actions.cancel.flatMap { $0.placement == placement ? $0 : nil }
      let submit = actions.submit.flatMap { $0.placement == placement ? $0 : nil }
      guard cancel != nil || submit != nil else { continue }
      let edge = placement == .navigationBarLeading ? "topBarLeading" : "topBarTrailing"
      var items: [SwiftNode] = []
      if let cancel {
        items.append(
          .chain(
            .block(
              SwiftBlock(
                builder.asksToDiscard
                  ? "Button(action: { form.cancel(asking: $isAskingToDiscard, onCancel: onCancel) })"
                  : "Button(action: onCancel)",
                [actionText(cancel, role: "cancel")])),
            [.line(".accessibilityIdentifier(FormAccessibilityIdentifier.cancel)")]))
      }
      if let submit {
        // A form with a submit button in its content too gives this one its own identifier.
        let hasContentSubmit = builder.contentHasSubmitButton
        items.append(
          submitButton(
            .actionTitle("submit"), submit.title, enabled: submit.enabled,
            identifier: hasContentSubmit
              ? "FormAccessibilityIdentifier.navigationBarSubmit" : nil,
            modelTitle: (submit.titleVariants ?? []).isEmpty ? nil : "form.actionTitle(.submit)"))
      }
      toolbars.append(
        .block(
          SwiftBlock(
            ".toolbar", [.block(SwiftBlock("ToolbarItemGroup(placement: .\(edge))", items))])))
    }
    return toolbars
  }
}
