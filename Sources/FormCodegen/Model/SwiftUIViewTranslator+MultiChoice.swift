import FormCompiler
import FormSpec

extension SwiftUIViewTranslator {
  /// A multi-choice: its title (the row UI tests and VoiceOver find it by, with the spec's hint),
  /// then one FormRuntime `FormMultiChoiceRow` per option, bound to the view model's set, that
  /// checks and unchecks it. SwiftUI has no picker that chooses several values on iOS.
  func multiChoiceRows(_ index: Int, _ node: LayoutNode) -> [SwiftNode] {
    guard let id = node.id, let input = inputs[id], let choice = input.choice else { return [] }
    let typeName = builder.typeName
    let binding = builder.usesObservation ? "Bindable(form).\(id)" : "$form.\(id)"
    let type = typeName + "." + builder.choiceTypeName(input)
    let title = SwiftNode.chain(
      text(input.title ?? id, .node(index, .title), font: nil),
      [.line(".formControl(\(typeName).Field.\(id), of: form)")])
    let rows = choice.options.map { option -> SwiftNode in
      .block(
        SwiftBlock(
          "FormMultiChoiceRow(\(type).\(option.value), of: \(binding))",
          [text(option.title, .node(index, .option(option.value)), font: nil)]))
    }
    return [.block(SwiftBlock("Group", [title] + rows))]
  }
}
