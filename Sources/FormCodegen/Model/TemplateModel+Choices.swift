import FormCompiler
import FormSpec

/// What the generated code says for a `choice`: the enum of its options, its typed stored
/// property, its text for the runtime's conditions and validation, its schema arguments and the
/// UIKit control the views protocol asks for.
extension TemplateModelBuilder {
  /// The name of the enum generated from a choice's options: `SchemeOption` for `scheme` (a
  /// value of it is one option; the suffix keeps it apart from `Field` and `Form`).
  func choiceTypeName(_ input: ResolvedInput) -> String {
    // Ids start with a lowercase ASCII letter.
    .capitalized(input.id, suffix: "Option")
  }

  /// Whether a choice's property is optional: it starts with no option chosen (no `value`).
  func choiceIsOptional(_ input: ResolvedInput) -> Bool { input.initialValue.isEmpty }

  /// The Swift type of a choice's stored property: `SchemeOption`, or `SchemeOption?` when it
  /// starts with none chosen.
  func choicePropertyType(_ input: ResolvedInput) -> String {
    choiceTypeName(input) + (choiceIsOptional(input) ? "?" : "")
  }

  /// The Swift literal of a choice's initial value: `.socks5`, or `nil`.
  func choiceInitialValue(_ input: ResolvedInput) -> String {
    choiceIsOptional(input) ? "nil" : "." + input.initialValue
  }

  /// `value(of:)`'s expression for a choice: the option's value, `""` for none.
  func choiceReadValue(_ input: ResolvedInput) -> String {
    choiceIsOptional(input)
      ? .joining("self.", input.id, "?.rawValue ?? \"\"")
      : .joining("self.", input.id, ".rawValue")
  }

  /// `setValue(_:for:)`'s statement for a choice: a value that is no option chooses none, or,
  /// for a choice that always has one, its initial option.
  func choiceWriteValue(_ input: ResolvedInput) -> String {
    choiceIsOptional(input)
      ? .joining("self.", input.id, " = .init(rawValue: value)")
      : .joining("self.", input.id, " = .init(rawValue: value) ?? .", input.initialValue)
  }

  /// The enums of the form's choices, one declaration each (none for a choice whose options the
  /// app loads: its value is a `String`).
  var choiceEnums: [SwiftDeclaration] {
    form.inputs.filter { $0.choice != nil && $0.choice?.loadsOptions != true }.map(choiceEnum)
  }

  /// The property holding the options the app loads for a choice (`options: app`):
  /// `countryOptions`.
  func appOptionsProperty(_ input: ResolvedInput) -> String { input.id + "Options" }

  /// The `didSet` of an app-loaded options property: it tells the views the list changed; a
  /// multi-choice's first keeps only values without a comma (`FormChoice.appMultiChoiceOptions`),
  /// as its value's text joins the chosen values with commas.
  func appOptionsObserver(_ input: ResolvedInput) -> [SwiftNode] {
    guard input.kind == .multiChoice else {
      return [.line(.joining("didSet { formChanges.optionsDidChange(.", input.id, ") }"))]
    }
    let property = appOptionsProperty(input)
    return [
      .block(
        SwiftBlock(
          "didSet",
          [
            .block(
              SwiftBlock(
                .joining("if let valid = FormChoice.appMultiChoiceOptions(", property, ")"),
                [.line(.joining(property, " = valid"))])),
            .line(.joining("formChanges.optionsDidChange(.", input.id, ")")),
          ]))
    ]
  }

  /// For each choice whose options the app loads, its settable options property, and
  /// `options(of:)` reading them; nothing for a form without one.
  var appOptionsMembers: [[SwiftNode]] {
    let choices = form.inputs.filter { $0.choice?.loadsOptions == true }
    guard !choices.isEmpty else { return [] }
    var members: [[SwiftNode]] = choices.map { input in
      let noun = input.kind == .multiChoice ? "multi-choice" : "choice"
      let caption =
        input.title.map { SwiftLiteral.string($0) + " " + noun } ?? "`\(input.id)` " + noun
      return [
        .declaration(
          SwiftDeclaration(
            doc: "The options of the \(caption), which the app loads (`options: app`): set them "
              + "when they arrive, in the order the control shows them. While the list is empty the "
              + noun + " is disabled; a value that is none of them fails validation.",
            .assignment(
              head: .joining(
                published, modifier, "var ", appOptionsProperty(input), ": [FormChoice.Option]"),
              value: "[]"),
            body: appOptionsObserver(input)))
      ]
    }
    var reads = choices.map {
      SwiftSwitch.Case(
        enumCase: $0.id, .line(.joining("return self.", appOptionsProperty($0))))
    }
    if choices.count < form.inputs.count {
      reads.append(.init(label: "default", .line("return nil")))
    }
    members.append([
      .declaration(
        SwiftDeclaration(
          doc: "The options the app loaded for a choice with `options: app`; `nil` for any other "
            + "input.",
          modifier + "func options(of field: Field) -> [FormChoice.Option]?",
          body: [.switchStatement(SwiftSwitch(subject: "field", cases: reads))]))
    ])
    return members
  }

  /// `optionMessage:` of a choice whose options the app loads: formc's message for a value that
  /// is none of them, looked up when the form is localized.
  func appOptionMessageArgument(_ input: ResolvedInput, in tree: SwiftExpression)
    -> SwiftExpression.ID?
  {
    guard input.choice?.loadsOptions == true else { return nil }
    let subject = input.title ?? input.id
    let format =
      input.kind == .multiChoice
      ? ValidationMessage.appMultiChoiceOption : ValidationMessage.appOption
    return validationMessageArgument(
      input, property: .appOption, label: "optionMessage",
      message: format.replacingOccurrences(of: "%1$@", with: subject), in: tree)
  }

  /// `enum SchemeOption: String, CaseIterable, Sendable { case https … }`, documented.
  private func choiceEnum(_ input: ResolvedInput) -> SwiftDeclaration {
    let caption = input.title.map { SwiftLiteral.string($0) + " choice" } ?? "`\(input.id)` choice"
    let cases = (input.choice?.options ?? []).map { option -> SwiftNode in
      .declaration(
        SwiftDeclaration(
          doc: SwiftLiteral.string(option.title, prefix: "The option titled ", suffix: "."),
          "case " + option.value))
    }
    return SwiftDeclaration(
      doc: "The options of the \(caption): the values `\(input.id)` holds.",
      .joining(modifier, "enum ", choiceTypeName(input), ": String, CaseIterable, Sendable"),
      body: cases)
  }

  /// A choice's schema arguments: its options (titles looked up when the form is localized), its
  /// style when not a menu, its initial value when it has one.
  func choiceArguments(_ input: ResolvedInput, in tree: SwiftExpression) -> [SwiftExpression.ID] {
    guard let choice = input.choice else { return [] }
    if choice.loadsOptions {
      // `.appChoice`: no options (the model's `<id>Options` holds the app's).
      var arguments: [SwiftExpression.ID] = []
      if choice.style != .menu {
        arguments.append(tree.member(choice.style.rawValue, label: "style"))
      }
      if !input.initialValue.isEmpty {
        arguments.append(tree.literal(input.initialValue, label: "value"))
      }
      return arguments
    }
    let options = choice.options.map { option in
      tree.call(
        ".init",
        [
          tree.literal(option.value),
          localizedText(
            .node(input.node, .option(option.value)), option.title, label: "title", in: tree),
        ])
    }
    var arguments = [tree.array(label: "options", options)]
    if choice.style != .menu {
      arguments.append(tree.member(choice.style.rawValue, label: "style"))
    }
    if !input.initialValue.isEmpty {
      arguments.append(tree.literal(input.initialValue, label: "value"))
    }
    return arguments
  }

  /// The picker style modifier of a choice in the SwiftUI screen: `.pickerStyle(.menu)`, or
  /// FormRuntime's `.formNavigationPickerStyle()` (`.navigationLink` needs iOS 16).
  func choicePickerStyle(_ style: ChoiceStyle) -> String {
    switch style {
    case .menu: return ".pickerStyle(.menu)"
    case .segmented: return ".pickerStyle(.segmented)"
    case .inline: return ".pickerStyle(.inline)"
    case .wheel: return ".pickerStyle(.wheel)"
    case .navigation: return ".formNavigationPickerStyle()"
    }
  }

  /// The UIKit type the views protocol asks for: a `UISegmentedControl` for a segmented choice,
  /// which the controller fills with the options; for the other styles, which UIKit has no
  /// control for, the screen's own ``FormChoiceControl``.
  func choiceViewType(_ choice: ResolvedInput.Choice) -> String {
    choice.style == .segmented ? "UISegmentedControl" : "FormChoiceControl"
  }
}
