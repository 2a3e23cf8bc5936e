import FormCompiler
import FormSpec

extension SwiftUIViewTranslator {
  /// A date's `DatePicker`, bound to the model's `Date` (a date that starts unset through
  /// FormRuntime's `formDate()`, which shows the current moment until the user picks), limited to
  /// the spec's range, showing its components in its style.
  func datePicker(
    _ index: Int, _ id: String, _ input: ResolvedInput, _ date: ResolvedInput.DateControl
  ) -> SwiftNode {
    let typeName = builder.typeName
    var binding = builder.usesObservation ? "Bindable(form).\(id)" : "$form.\(id)"
    if date.isOptional { binding += ".formDate()" }
    var arguments = ["selection: " + binding]
    if let range = builder.dateRangeExpression(date) { arguments.append("in: " + range) }
    arguments.append(
      "displayedComponents: " + builder.dateDisplayedComponents(date.components))
    return .chain(
      .block(
        SwiftBlock(
          "DatePicker", arguments: arguments,
          [text(input.title ?? id, .node(index, .title), font: nil)])),
      [
        .line(builder.datePickerStyle(date.style)),
        .line(".formControl(\(typeName).Field.\(id), of: form)"),
      ])
  }
}
