import FormCompiler
import FormSpec

/// `actions` (submit and cancel outside the content) in the generated view model and UIKit views
/// protocol: the schema's `actions` argument, which the UIKit controller builds its bar button
/// items from, and the navigation item the views protocol answers.
extension TemplateModelBuilder {
  /// Whether the content has a submit button of its own (a `button` with `action: submit`, or one
  /// without an id), so the navigation bar's submit takes
  /// `FormAccessibilityIdentifier.navigationBarSubmit` and each identifier names one element.
  var contentHasSubmitButton: Bool {
    form.layout.contains { $0.kind == .button && ($0.action == .submit || $0.id == nil) }
  }

  /// Whether an action of the spec stands in the navigation bar (not only in the keyboard
  /// toolbar), so the UIKit views protocol needs the screen's navigation item.
  var hasNavigationBarActions: Bool {
    guard let actions = form.actions else { return false }
    return [actions.submit, actions.cancel].contains {
      $0.map { $0.placement != .keyboardToolbar } ?? false
    }
  }

  /// `actions: FormActionsSchema(submit: FormActionSchema(…), cancel: …)`, when the spec has
  /// `actions`: titles (looked up where the form's strings are), placements, the submit's
  /// `enabled`, and the accessibility identifiers the SwiftUI screen gives the same buttons.
  func actionsArgument(in tree: SwiftExpression) -> SwiftExpression.ID? {
    let buttons = enabledButtonNodes
    guard form.actions != nil || !buttons.isEmpty else { return nil }
    var arguments: [SwiftExpression.ID] = []
    let actions = form.actions
    if let submit = actions?.submit {
      let identifier =
        !contentHasSubmitButton
        ? "FormAccessibilityIdentifier.submit"
        : submit.placement == .keyboardToolbar
          ? "FormAccessibilityIdentifier.keyboardToolbarSubmit"
          : "FormAccessibilityIdentifier.navigationBarSubmit"
      arguments.append(action(submit, role: "submit", identifier: identifier, in: tree))
    }
    if let cancel = actions?.cancel {
      arguments.append(
        action(cancel, role: "cancel", identifier: "FormAccessibilityIdentifier.cancel", in: tree))
    }
    if !buttons.isEmpty {
      let elements = buttons.map { button in
        tree.call(
          "FormContentButtonSchema",
          [
            tree.literal(button.id, label: "id"),
            tree.member(button.enabled.rawValue, label: "enabled"),
          ])
      }
      arguments.append(tree.array(label: "buttons", elements))
    }
    return tree.call("FormActionsSchema", label: "actions", arguments)
  }

  private func action(
    _ action: ResolvedAction, role: String, identifier: String, in tree: SwiftExpression
  ) -> SwiftExpression.ID {
    var arguments = [localizedText(.actionTitle(role), action.title, label: "title", in: tree)]
    if let variants = titleVariantsArgument(
      action.titleVariants, origin: { .actionTitleVariant(role, $0) }, in: tree)
    {
      arguments.append(variants)
    }
    arguments.append(tree.member(action.placement.rawValue, label: "placement"))
    if action.enabled != .always {
      arguments.append(tree.member(action.enabled.rawValue, label: "enabled"))
    }
    if action.confirmDiscard == true {
      arguments.append(tree.text("true", label: "confirmsDiscard"))
    }
    arguments.append(tree.text(identifier, label: "identifier"))
    return tree.call(
      "FormActionSchema", label: role == "submit" ? "submit" : "cancel", arguments)
  }

  /// The keyboard toolbar's items as the runtime shows them (`FormToolbarItem` names): the spec's,
  /// with a submit placed `keyboardToolbar` in Done's place, since with `keyboard.afterSubmit:
  /// dismiss` a valid submit ends editing as Done does and two finishing buttons side by side
  /// would ask the user which one saves; with `keep` just before Done, which still puts the
  /// keyboard away; at the end of a toolbar without Done. Empty without a toolbar.
  var keyboardToolbarItems: [String] { keyboardToolbarItems(form.toolbar) }

  /// The keyboard toolbar's items the input shows as the runtime lays them out: its own
  /// (`toolbar` on the input), else the form's (``keyboardToolbarItems``).
  func keyboardToolbarItems(for input: ResolvedInput) -> [String] {
    keyboardToolbarItems(form.toolbar(for: input))
  }

  /// A toolbar's items as the runtime shows them, with the form's submit placed `keyboardToolbar`.
  private func keyboardToolbarItems(_ toolbar: Toolbar) -> [String] {
    guard toolbar.isEnabled else { return [] }
    let items = toolbar.items.map(\.rawValue)
    guard form.actions?.submit?.placement == .keyboardToolbar else { return items }
    guard let done = items.firstIndex(of: "done") else { return items + ["submit"] }
    var shown = items
    if form.keyboardPlan.afterSubmit == .keep {
      shown.insert("submit", at: done)
    } else {
      shown[done] = "submit"
    }
    return shown
  }
}
