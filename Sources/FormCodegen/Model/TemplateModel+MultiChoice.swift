import FormCompiler
import FormSpec

/// What the generated code says for a `multiChoice`: a `Set` of the enum generated from its
/// options (``choiceTypeName(_:)``), its text for the runtime's conditions and validation (the
/// chosen options' values in option order, comma-separated), its schema arguments and its
/// SwiftUI rows.
extension TemplateModelBuilder {
  /// `Set<DaysOption>`.
  func multiChoicePropertyType(_ input: ResolvedInput) -> String {
    .joining("Set<", choiceTypeName(input), ">")
  }

  /// The options a multi-choice starts with, in option order.
  func multiChoiceInitialOptions(_ input: ResolvedInput) -> [String] {
    input.initialValue.split(separator: ",").map(String.init)
  }

  /// `[.mon, .wed]`, or `[]`.
  func multiChoiceInitialValue(_ input: ResolvedInput) -> String {
    "[" + multiChoiceInitialOptions(input).map { "." + $0 }.joined(separator: ", ") + "]"
  }

  /// `value(of:)`'s expression for a multi-choice: the chosen options' values in option order,
  /// comma-separated (`""` for none).
  func multiChoiceReadValue(_ input: ResolvedInput) -> String {
    .joining("FormChoice.text(of: self.", input.id, ")")
  }

  /// `setValue(_:for:)`'s statement for a multi-choice: the options named, values that are no
  /// option left out.
  func multiChoiceWriteValue(_ input: ResolvedInput) -> String {
    .joining("self.", input.id, " = FormChoice.options(in: value)")
  }

  /// A multi-choice's schema arguments: its options (titles looked up when the form is
  /// localized), its style when not `inline`, its initial value when it has one.
  func multiChoiceArguments(_ input: ResolvedInput, in tree: SwiftExpression)
    -> [SwiftExpression.ID]
  {
    guard let choice = input.choice else { return [] }
    // `.appMultiChoice`: no options (the model's `<id>Options` holds the app's).
    var arguments = choice.loadsOptions ? [] : choiceArguments(input, in: tree).prefix(1).map { $0 }
    if choice.style != .inline {
      arguments.append(tree.member(choice.style.rawValue, label: "style"))
    }
    if !input.initialValue.isEmpty {
      arguments.append(tree.literal(input.initialValue, label: "value"))
    }
    return arguments
  }

  /// A multi-choice's `min` and `max`: `.minSelections(2, "…")`, `.maxSelections(3, "…")`;
  /// the message looked up when the form is localized (`<Form>.<id>.minSelections`).
  func selectionValidations(_ input: ResolvedInput, in tree: SwiftExpression)
    -> [SwiftExpression.ID]
  {
    guard input.kind == .multiChoice, let choice = input.choice else { return [] }
    let subject = input.title ?? input.id
    var calls: [SwiftExpression.ID] = []
    if let count = choice.minSelections {
      let message = ValidationMessage.minSelections(subject, count)
      calls.append(
        tree.call(
          ".minSelections",
          [
            tree.text(SwiftLiteral.integer(count)),
            selectionMessage(input, .minSelections, message, count: count, in: tree),
          ]))
    }
    if let count = choice.maxSelections {
      let message = ValidationMessage.maxSelections(subject, count)
      calls.append(
        tree.call(
          ".maxSelections",
          [
            tree.text(SwiftLiteral.integer(count)),
            selectionMessage(input, .maxSelections, message, count: count, in: tree),
          ]))
    }
    return calls
  }

  /// The message of a selection bound: the English text, or, when the form is localized, its
  /// String Catalog format with the title and the count.
  private func selectionMessage(
    _ input: ResolvedInput, _ property: FormString.Property, _ message: String, count: Int,
    in tree: SwiftExpression
  ) -> SwiftExpression.ID {
    guard let string = catalogStrings[.node(input.node, property)], string.isFormat else {
      return tree.literal(message)
    }
    let subject =
      input.title.map { localizedText(.node(input.node, .title), $0, in: tree) }
      ?? tree.literal(input.id)
    return tree.call(
      "localization.format",
      [
        tree.literal(string.key),
        tree.literal(string.sourceValue, label: "default"), subject,
        tree.text(SwiftLiteral.integer(count)),
      ])
  }
}
