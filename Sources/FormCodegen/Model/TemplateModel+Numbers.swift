import FormCompiler
import FormSpec

/// What the generated code says for a `stepper` or `slider`: its typed stored property (`Int`
/// when the range, step and value are whole, else `Double`), its text for the runtime's
/// conditions, its schema arguments and the SwiftUI control.
extension TemplateModelBuilder {
  /// `Int` or `Double`.
  func numberType(_ input: ResolvedInput) -> String {
    input.number?.isInteger == true ? "Int" : "Double"
  }

  /// The Swift literal of a number control's initial value (`2`, `0.5`).
  func numberInitialValue(_ input: ResolvedInput) -> String {
    SwiftLiteral.number(Double(input.initialValue) ?? input.number?.minimum ?? 0)
  }

  /// `value(of:)`'s expression for a number control: `String(self.guests)` for a whole number;
  /// for a decimal, `FormNumber.text` rounded to its fraction digits, the text conditions test.
  func numberReadValue(_ input: ResolvedInput) -> String {
    if input.number?.isInteger == true { return .joining("String(self.", input.id, ")") }
    let digits = input.number?.fractionDigits.map { ", fractionDigits: \($0)" } ?? ""
    return .joining("FormNumber.text(self.", input.id, digits, ")")
  }

  /// `setValue(_:for:)`'s statement for a number control: text that is no number keeps the value.
  func numberWriteValue(_ input: ResolvedInput) -> String {
    .joining("self.", input.id, " = ", numberType(input), "(value) ?? self.", input.id)
  }

  /// A number control's schema arguments: `number: FormNumber(…)` and its `value`.
  func numberArguments(_ input: ResolvedInput, in tree: SwiftExpression) -> [SwiftExpression.ID] {
    guard let number = input.number else { return [] }
    var facts = [
      tree.text(
        SwiftLiteral.number(number.minimum) + "..." + SwiftLiteral.number(number.maximum),
        label: "range"),
      tree.text(number.step.map(SwiftLiteral.number) ?? "nil", label: "step"),
      tree.text(number.isInteger ? "true" : "false", label: "isInteger"),
      tree.text(number.fractionDigits.map(String.init) ?? "nil", label: "fractionDigits"),
    ]
    if let format = number.format {
      facts.append(numberFormat(input, format, in: tree))
    }
    if let one = number.formatOne {
      facts.append(numberFormatOne(input, one, in: tree))
    }
    if let image = number.minimumImage {
      facts.append(tree.literal(image, label: "minimumImage"))
    }
    if let image = number.maximumImage {
      facts.append(tree.literal(image, label: "maximumImage"))
    }
    return [
      tree.call("FormNumber", label: "number", facts),
      tree.text(numberInitialValue(input), label: "value"),
    ]
  }

  /// The SwiftUI range and step arguments: `in: 1...12, step: 1` (no step for a continuous
  /// slider).
  func numberBounds(_ input: ResolvedInput) -> String {
    guard let number = input.number else { return "" }
    let range =
      "in: " + SwiftLiteral.number(number.minimum) + "..." + SwiftLiteral.number(number.maximum)
    return range + (number.step.map { ", step: " + SwiftLiteral.number($0) } ?? "")
  }
}

extension SwiftUIViewTranslator {
  /// A stepper: `Stepper(value:in:step:)` labelled with the title and the value's label (in a
  /// localized form, written for `<Form>.localization.locale`); a
  /// slider: the title and the value's label above `Slider(value:in:step:)` with the images at
  /// its ends (an `Int` slider goes through FormRuntime's `formDouble` binding: `Slider` takes a
  /// floating-point value).
  func numberControl(_ index: Int, _ node: LayoutNode) -> [SwiftNode] {
    guard let id = node.id, let input = inputs[index], input.number != nil else { return [] }
    let typeName = builder.typeName
    var binding = builder.usesObservation ? "Bindable(form).\(id)" : "$form.\(id)"
    let title = text(input.title ?? id, .node(index, .title), font: nil)
    // A localized form writes the number for its own locale (the language its strings are in),
    // not `Locale.current`.
    let locale = builder.localization == nil ? "" : ", locale: \(typeName).localization.locale"
    let value = SwiftNode.line("Text(verbatim: form.numberLabel(of: .\(id)\(locale)))")
    let label = SwiftNode.block(SwiftBlock("HStack", [title, .line("Spacer()"), value]))
    let bounds = builder.numberBounds(input)
    if node.kind == .stepper {
      return [
        .chain(
          .block(SwiftBlock("Stepper(value: \(binding), \(bounds))", [label])),
          [.line(".formControl(\(typeName).Field.\(id), of: form)")])
      ]
    }
    if input.number?.isInteger == true { binding += ".formDouble" }
    var trailing: [(label: String, body: [SwiftNode])] = []
    if let image = input.number?.minimumImage {
      trailing.append(
        ("minimumValueLabel:", [.line("Image(systemName: \(SwiftLiteral.string(image)))")]))
      let maximum = input.number?.maximumImage ?? ""
      trailing.append(
        ("maximumValueLabel:", [.line("Image(systemName: \(SwiftLiteral.string(maximum)))")]))
    }
    let slider = SwiftNode.block(
      SwiftBlock(
        "Slider(value: \(binding), \(bounds))",
        [text(input.title ?? id, .node(index, .title), font: nil)], trailing: trailing))
    return [
      .chain(
        .block(SwiftBlock("VStack(alignment: .leading)", [label, slider])),
        [.line(".formControl(\(typeName).Field.\(id), of: form)")])
    ]
  }
}

extension TemplateModelBuilder {
  /// A number a stepper or slider can take that none of its controller's named values is, for a
  /// UI test's "any other value" state: the range's values from `min` on, in steps (a hundredth
  /// of the range for a continuous slider).
  func otherNumber(_ number: ResolvedInput.Number, _ controller: Controller) -> String {
    let step = number.step ?? (number.maximum - number.minimum) / 100
    var value = number.minimum
    while controller.values.contains(number.text(value)), value < number.maximum, step > 0 {
      value += step
    }
    return number.text(value)
  }

  /// `format:` of a number control: the spec's text (`{value} guests`), or, when the form is
  /// localized, its String Catalog format (`%1$lld guests`, which a translation may vary by
  /// plural) looked up as it stands, for `FormNumber.label(_:locale:)` to fill in.
  func numberFormat(_ input: ResolvedInput, _ format: String, in tree: SwiftExpression)
    -> SwiftExpression.ID
  {
    guard let string = catalogStrings[.node(input.node, .format)], string.isFormat else {
      return tree.literal(format, label: "format")
    }
    return tree.call(
      "localization.string", label: "format",
      [
        tree.literal(string.key),
        tree.literal(string.sourceValue, label: "default"),
      ])
  }

  /// `formatOne:` of a number control with plural forms: the spec's English singular
  /// (`{value} guest`), or, when the form is localized, that singular as a catalog format
  /// (`%1$lld guest`) for the case the catalog has no entry for the label
  /// (`localization.singular(_:default:)`): an entry varies by plural itself. A decimal's
  /// catalog entry cannot vary by plural (its number is `%1$@`), so its singular (`%1$@ hour`)
  /// shows while the strings are the source language's (`localization.sourceSingular`).
  func numberFormatOne(_ input: ResolvedInput, _ one: String, in tree: SwiftExpression)
    -> SwiftExpression.ID
  {
    guard let string = catalogStrings[.node(input.node, .format)], string.isFormat else {
      return tree.literal(one, label: "formatOne")
    }
    let isInteger = input.number?.isInteger == true
    let catalogOne =
      string.pluralOne ?? FormStrings.numberLabelFormat(one, isInteger: isInteger).format
    return tree.call(
      isInteger ? "localization.singular" : "localization.sourceSingular", label: "formatOne",
      [
        tree.literal(string.key),
        tree.literal(catalogOne, label: "default"),
      ])
  }
}
