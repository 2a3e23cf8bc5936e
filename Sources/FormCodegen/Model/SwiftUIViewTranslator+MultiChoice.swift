import FormCompiler
import FormSpec

extension SwiftUIViewTranslator {
  /// A multi-choice, by its style. SwiftUI has no picker that chooses several values on iOS.
  /// - `inline`: its title (the row UI tests and VoiceOver find it by, with the spec's hint), then
  ///   one FormRuntime `FormMultiChoiceRow` per option, bound to the view model's set, that checks
  ///   and unchecks it.
  /// - `navigation`: a `NavigationLink` titled by the multi-choice that pushes a `Form` of those
  ///   rows, titled the same (Settings' and Clock's "Repeat").
  /// - `menu`: a `Menu` titled by the multi-choice with a `Toggle` per option (a menu shows a
  ///   checkmark beside each one on), kept open while the user toggles (`formMenuStaysOpen()`).
  func multiChoiceRows(_ index: Int, _ node: LayoutNode) -> [SwiftNode] {
    guard let id = node.id, let input = inputs[id], let choice = input.choice else { return [] }
    let typeName = builder.typeName
    let binding = builder.usesObservation ? "Bindable(form).\(id)" : "$form.\(id)"
    let type = typeName + "." + builder.choiceTypeName(input)
    let titleValue = input.title ?? id
    let titleText = text(titleValue, .node(index, .title), font: nil)
    let control = SwiftNode.line(".formControl(\(typeName).Field.\(id), of: form)")
    let rows = choice.options.map { option -> SwiftNode in
      .block(
        SwiftBlock(
          "FormMultiChoiceRow", arguments: ["\(type).\(option.value)", "of: \(binding)"],
          [text(option.title, .node(index, .option(option.value)), font: nil)]))
    }
    switch choice.style {
    case .navigation:
      let list = SwiftNode.chain(
        .block(SwiftBlock("Form", rows)), [navigationTitle(titleValue, .node(index, .title))])
      return [
        .chain(
          .block(SwiftBlock("NavigationLink", [list], trailing: [("label:", [titleText])])),
          [control])
      ]
    case .menu:
      let toggles = choice.options.map { option -> SwiftNode in
        .block(
          SwiftBlock(
            "Toggle", arguments: ["isOn: \(binding).formContains(\(type).\(option.value))"],
            [text(option.title, .node(index, .option(option.value)), font: nil)]))
      }
      return [
        .chain(
          .block(SwiftBlock("Menu", toggles, trailing: [("label:", [titleText])])),
          [.line(".formMenuStaysOpen()"), control])
      ]
    default:
      return [.block(SwiftBlock("Group", [.chain(titleText, [control])] + rows))]
    }
  }

  /// `.navigationTitle(Text(verbatim: …))` of the spec text `value` (or of its lookup).
  func navigationTitle(_ value: String, _ origin: FormString.Origin) -> SwiftNode {
    let literal = builder.oneLineText(origin, value, owner: owner)
    let (builder, owner) = (builder, owner)
    return .expression(
      SwiftExpressionStatement(oneLine: ".navigationTitle(Text(verbatim: \(literal)))") { tree in
        tree.call(
          ".navigationTitle",
          [
            tree.call(
              "Text",
              [builder.localizedText(origin, value, owner: owner, label: "verbatim", in: tree)])
          ])
      })
  }
}
