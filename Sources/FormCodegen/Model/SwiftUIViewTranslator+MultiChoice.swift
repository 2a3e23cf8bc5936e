import FormCompiler
import FormSpec

extension SwiftUIViewTranslator {
  /// A multi-choice, by its style. SwiftUI has no picker that chooses several values on iOS.
  /// - `inline`: its title (the row UI tests and VoiceOver find it by, with the spec's hint), then
  ///   one FormRuntime `FormMultiChoiceRow` per option, bound to the view model's set, that checks
  ///   and unchecks it.
  /// - `navigation`: a `NavigationLink` labelled by a FormRuntime `FormMultiChoiceSummary` (the
  ///   title, then the chosen options in the secondary colour) that pushes a `Form` of those rows,
  ///   titled the same (Settings' and Clock's "Repeat").
  /// - `menu`: a `Menu` labelled the same way with a `Toggle` per option (a menu shows a
  ///   checkmark beside each one on), kept open while the user toggles (`formMenuStaysOpen()`).
  func multiChoiceRows(_ index: Int, _ node: LayoutNode) -> [SwiftNode] {
    guard let id = node.id, let input = inputs[index], let choice = input.choice else { return [] }
    let typeName = builder.typeName
    let binding = builder.usesObservation ? "Bindable(form).\(id)" : "$form.\(id)"
    let type = typeName + "." + builder.choiceTypeName(input)
    let titleValue = input.title ?? id
    let titleText = text(titleValue, .node(index, .title), font: nil)
    let control = SwiftNode.line(".formControl(\(typeName).Field.\(id), of: form)")
    var rows = choice.options.map { option -> SwiftNode in
      .block(
        SwiftBlock(
          "FormMultiChoiceRow", arguments: ["\(type).\(option.value)", "of: \(binding)"],
          [text(option.title, .node(index, .option(option.value)), font: nil)]))
    }
    // Options the app loads (`options: app`): a row per option of the app's list, redrawn when it
    // sets a new one, its title the app's, shown as written.
    let appOptions = "form." + builder.appOptionsProperty(input)
    func eachAppOption(_ row: SwiftNode) -> [SwiftNode] {
      [
        .block(
          SwiftBlock("ForEach(\(appOptions), id: \\.value)", parameters: " option in", [row]))
      ]
    }
    if choice.loadsOptions {
      rows = eachAppOption(
        .block(
          SwiftBlock(
            "FormMultiChoiceRow", arguments: ["option.value", "of: \(binding)"],
            [.line("Text(verbatim: option.title)")])))
    }
    switch choice.style {
    case .menu where choice.loadsOptions:
      let toggles = eachAppOption(
        .block(
          SwiftBlock(
            "Toggle", arguments: ["isOn: \(binding).formContains(option.value)"],
            [.line("Text(verbatim: option.title)")])))
      return [
        .chain(
          .block(SwiftBlock("Menu", toggles, trailing: [("label:", [summary(index, input)])])),
          [.line(".formMenuStaysOpen()"), control])
      ]
    case .navigation:
      let list = SwiftNode.chain(
        .block(SwiftBlock("Form", rows)), [navigationTitle(titleValue, .node(index, .title))])
      return [
        .chain(
          .block(
            SwiftBlock("NavigationLink", [list], trailing: [("label:", [summary(index, input)])])),
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
          .block(SwiftBlock("Menu", toggles, trailing: [("label:", [summary(index, input)])])),
          [.line(".formMenuStaysOpen()"), control])
      ]
    default:
      return [.block(SwiftBlock("Group", [.chain(titleText, [control])] + rows))]
    }
  }

  /// `FormMultiChoiceSummary(Text(verbatim: title), chosen: form.id, titles: [option titles])`:
  /// the label of a navigation or menu multi-choice, its title and the chosen options' titles
  /// (localized as the options' rows are), joined in the form's language when it is localized.
  func summary(_ index: Int, _ input: ResolvedInput) -> SwiftNode {
    guard let choice = input.choice else { return .line("") }
    let id = input.id
    let (builder, owner) = (builder, owner)
    let title = input.title ?? id
    let strings = builder.localization == nil ? nil : builder.typeName + ".localization"
    return .expression(
      SwiftExpressionStatement(oneLine: nil) { tree in
        var arguments = [
          tree.call(
            "Text",
            [
              builder.localizedText(
                .node(index, .title), title, owner: owner, label: "verbatim", in: tree)
            ]),
          tree.text("form." + id, label: "chosen"),
          // The app's options (`options: app`), else the spec's titles in option order.
          choice.loadsOptions
            ? tree.text("form." + builder.appOptionsProperty(input), label: "options")
            : tree.array(
              label: "titles",
              choice.options.map { option in
                builder.localizedText(
                  .node(index, .option(option.value)), option.title, owner: owner, in: tree)
              }),
        ]
        if let strings {
          arguments.append(tree.text(strings + ".runtimeStrings", label: "strings"))
        }
        return tree.call("FormMultiChoiceSummary", arguments)
      })
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
