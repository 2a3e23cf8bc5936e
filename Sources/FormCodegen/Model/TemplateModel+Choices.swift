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

  /// The enums of the form's choices, one declaration each.
  var choiceEnums: [SwiftDeclaration] {
    form.inputs.filter { $0.choice != nil }.map(choiceEnum)
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
      arguments.append(tree.text("." + choice.style.rawValue, label: "style"))
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
