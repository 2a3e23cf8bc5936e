import FormCompiler
import FormSpec

/// Texts that change with app flags (`title: {text, when: [{flag, text}]}`): the schema's
/// `titleVariants` arguments (each text a Swift literal or its String Catalog lookup), and the
/// SwiftUI screen's reads of the model's ``screenTitle`` and `actionTitle(_:)`, which follow the
/// flags.
extension TemplateModelBuilder {
  /// `titleVariants: [FormTextVariant(flag: "isEditing", text: "Edit Card"), …]`, or `nil` for a
  /// plain text.
  func titleVariantsArgument(
    _ variants: [ResolvedTextVariant]?, origin: (String) -> FormString.Origin,
    in tree: SwiftExpression
  ) -> SwiftExpression.ID? {
    guard let variants, !variants.isEmpty else { return nil }
    return tree.array(
      label: "titleVariants",
      variants.map { variant in
        tree.call(
          "FormTextVariant",
          [
            tree.literal(variant.flag, label: "flag"),
            localizedText(origin(variant.flag), variant.text, label: "text", in: tree),
          ])
      })
  }
}

extension SwiftUIViewTranslator {
  /// `.navigationTitle(Text(verbatim: form.screenTitle ?? ""))` when the spec's title changes
  /// with app flags: the model's published flags re-render the screen, so the title follows
  /// them. A plain title stays the app's to show, as before.
  func flagTitle() -> [SwiftNode] {
    guard let variants = builder.form.titleVariants, !variants.isEmpty else { return [] }
    return [.line(".navigationTitle(Text(verbatim: form.screenTitle ?? \"\"))")]
  }

  /// An action's title: `Text(verbatim: form.actionTitle(.cancel))` when it changes with app
  /// flags, else the spec's text as before.
  func actionText(_ action: ResolvedAction, role: String) -> SwiftNode {
    guard let variants = action.titleVariants, !variants.isEmpty else {
      return text(action.title, .actionTitle(role), font: nil)
    }
    return .line("Text(verbatim: form.actionTitle(.\(role)))")
  }
}
