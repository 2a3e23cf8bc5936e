import FormCompiler
import FormSpec

/// Texts that change with app flags (`title: {text, when: [{flag, text}]}`): the schema's
/// `titleVariants` and `variants` arguments (each text a Swift literal or its String Catalog
/// lookup), and the SwiftUI screen's reads of the model's ``screenTitle``, `actionTitle(_:)` and
/// `staticText(_:)`, which follow the flags.
extension TemplateModelBuilder {
  /// `titleVariants: [FormTextVariant(flag: "isEditing", text: "Edit Card"), …]`, or `nil` for a
  /// plain text.
  func titleVariantsArgument(
    _ variants: [ResolvedTextVariant]?, label: StaticString = "titleVariants",
    origin: (String) -> FormString.Origin, in tree: SwiftExpression
  ) -> SwiftExpression.ID? {
    guard let variants, !variants.isEmpty else { return nil }
    return tree.array(
      label: label,
      variants.map { variant in
        tree.call(
          "FormTextVariant",
          [
            tree.literal(variant.flag, label: "flag"),
            localizedText(origin(variant.flag), variant.text, label: "text", in: tree),
          ])
      })
  }

  /// The layout's static texts (`FormSchema.texts`), in document order: a label's text, a
  /// button's title, a section's header and footer, each with the node's index and property.
  var staticTextEntries: [(node: Int, property: FormString.Property, kind: String, value: String)] {
    var entries: [(node: Int, property: FormString.Property, kind: String, value: String)] = []
    // Each node's fields are read where it stands: binding the node copied all of them.
    let layout = form.layout
    for index in layout.indices {
      switch layout[index].kind {
      case .label:
        if let value = layout[index].text { entries.append((index, .text, ".label", value)) }
      case .button:
        if let value = layout[index].text { entries.append((index, .title, ".button", value)) }
      case .section:
        if let header = layout[index].header {
          entries.append((index, .header, ".sectionHeader", header))
        }
        if let footer = layout[index].footer {
          entries.append((index, .footer, ".sectionFooter", footer))
        }
      default: break
      }
    }
    return entries
  }

  /// `form.staticText(3)`, the model's read of a node's text that changes with app flags (its
  /// index in `FormSchema.texts`), or `nil` for a plain text.
  func flagStaticText(_ origin: FormString.Origin) -> String? {
    guard case .node(let index, let property) = origin,
      !(form.layout[index].variants(of: property) ?? []).isEmpty,
      let position = staticTextEntries.firstIndex(where: {
        $0.node == index && $0.property == property
      })
    else { return nil }
    return "form.staticText(\(position))"
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
