import FormCompiler
import FormSpec

/// Input limits and formats (`maxLength`, `format` in the spec): the schema's `entry:` argument,
/// and the view model's hook through which the app supplies formatters of its own.
extension TemplateModelBuilder {
  /// `entry: FormTextEntry(maxLength: 16, format: .cardNumber)`, or `nil` when the input has
  /// neither key. A standard format is its static member; an app's is a string literal.
  func entryArgument(_ input: ResolvedInput, in tree: SwiftExpression) -> SwiftExpression.ID? {
    guard input.maxLength != nil || input.format != nil else { return nil }
    var arguments: [SwiftExpression.ID] = []
    if let maxLength = input.maxLength {
      arguments.append(tree.text(String(maxLength), label: "maxLength"))
    }
    if let format = input.format {
      let value =
        StandardTextFormat(rawValue: format) != nil
        ? "." + format : SwiftLiteral.string(format)
      arguments.append(tree.text(value, label: "format"))
    }
    return tree.call("FormTextEntry", label: "entry", arguments)
  }

  /// The formats the spec names that FormRuntime does not supply, in document order.
  private var appFormats: [String] {
    var seen = Set<String>()
    return form.inputs.compactMap(\.format).filter {
      StandardTextFormat(rawValue: $0) == nil && seen.insert($0).inserted
    }
  }

  /// The view model's formatter hook: `textFormatters`, where the app registers formatters by
  /// name, and `textFormatter(for:)`, which the runtime asks; none when no input has a format.
  var textEntryMembers: [[SwiftNode]] {
    guard form.inputs.contains(where: { $0.format != nil }) else { return [] }
    let appFormats = appFormats
    let names =
      appFormats.isEmpty
      ? ""
      : " The spec names " + appFormats.map { "`\($0)`" }.joined(separator: ", ")
        + ", which only the app supplies: without a formatter here, those inputs are not "
        + "formatted."
    return [
      [
        .declaration(
          SwiftDeclaration(
            doc: "The app's text formatters by format name (`form.textFormatters[\"iban\"] = "
              + "FormTextFormatter(…)`): they format the inputs whose spec `format` names them, "
              + "in place of FormRuntime's standard ones. Set them before the screen shows."
              + names,
            .assignment(
              head: .joining(modifier, "var textFormatters: [FormTextFormat: FormTextFormatter]"),
              value: "[:]")))
      ],
      [
        .declaration(
          SwiftDeclaration(
            doc: "The formatter of a format: the app's (`textFormatters`), else FormRuntime's "
              + "standard one.",
            modifier + "func textFormatter(for format: FormTextFormat) -> FormTextFormatter?",
            body: [.line("textFormatters[format] ?? FormTextFormatter.standard(format)")]))
      ],
    ]
  }
}
