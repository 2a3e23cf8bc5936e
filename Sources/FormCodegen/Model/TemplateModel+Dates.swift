import FormCompiler
import FormSpec

/// What the generated code says for a `date`: its typed stored property (`Date`, or `Date?`
/// when the spec gives no `value`), its text for the runtime's conditions and validation, its
/// schema arguments and its SwiftUI `DatePicker`. The spec's dates stay texts in the generated
/// code (`FormDate.value("2026-12-24")`), resolved in the user's calendar when the form is
/// created, so the code is the same bytes wherever formc runs.
extension TemplateModelBuilder {
  /// The Swift type of a date's stored property: `Date`, or `Date?` when it starts unset.
  func datePropertyType(_ input: ResolvedInput) -> String {
    input.date?.isOptional ?? true ? "Date?" : "Date"
  }

  /// The Swift of a date's initial value: `FormDate.value("2026-12-24")`, or `nil`.
  func dateInitialValue(_ input: ResolvedInput) -> String {
    guard let value = input.date?.value else { return "nil" }
    return "FormDate.value(" + SwiftLiteral.string(value) + ")"
  }

  /// `value(of:)`'s expression for a date: its local text (`2026-12-24`), `""` while unset.
  func dateReadValue(_ input: ResolvedInput) -> String {
    let components = input.date?.components ?? .date
    return .joining("FormDate.text(of: self.", input.id, ", .", components.rawValue, ")")
  }

  /// `setValue(_:for:)`'s statement for a date: text that is no date unsets an optional date and
  /// leaves one with a `value` as it is.
  func dateWriteValue(_ input: ResolvedInput) -> String {
    input.date?.isOptional ?? true
      ? .joining("self.", input.id, " = FormDate.date(from: value)")
      : .joining("self.", input.id, " = FormDate.date(from: value) ?? self.", input.id)
  }

  /// A date's schema arguments: `date: FormDate(…)` with what differs from a compact calendar
  /// day without a range, its initial value as the spec writes it, and the range's message.
  func dateArguments(_ input: ResolvedInput, in tree: SwiftExpression) -> [SwiftExpression.ID] {
    guard let date = input.date else { return [] }
    var fields: [SwiftExpression.ID] = []
    if date.components != .date {
      fields.append(tree.member(date.components.rawValue, label: "components"))
    }
    if date.style != .compact {
      fields.append(tree.member(date.style.rawValue, label: "style"))
    }
    if let from = date.from { fields.append(tree.literal(from, label: "from")) }
    if let to = date.to { fields.append(tree.literal(to, label: "to")) }
    var arguments: [SwiftExpression.ID] = []
    if !fields.isEmpty { arguments.append(tree.call("FormDate", label: "date", fields)) }
    if let value = date.value {
      arguments.append(tree.literal(value, label: "value"))
    }
    return arguments
  }

  /// `rangeMessage:` of a date with a range: formc's default message, looked up when the form is
  /// localized.
  func dateRangeArgument(_ input: ResolvedInput, in tree: SwiftExpression) -> SwiftExpression.ID? {
    guard let date = input.date, date.from != nil || date.to != nil else { return nil }
    let subject = input.title ?? input.id
    return rangeMessage(
      input, message: String.joining(subject, " is outside the dates allowed"), in: tree)
  }

  /// The date picker's `displayedComponents`.
  func dateDisplayedComponents(_ components: DateComponentsKind) -> String {
    switch components {
    case .date: return "[.date]"
    case .time: return "[.hourAndMinute]"
    case .dateAndTime: return "[.date, .hourAndMinute]"
    }
  }

  /// The SwiftUI style modifier of a date: `.datePickerStyle(.compact)` (iOS 14),
  /// `.graphical` (iOS 14) for `inline`, `.wheel` (iOS 13).
  func datePickerStyle(_ style: DateStyle) -> String {
    switch style {
    case .compact: return ".datePickerStyle(.compact)"
    case .inline: return ".datePickerStyle(.graphical)"
    case .wheel: return ".datePickerStyle(.wheel)"
    }
  }

  /// The date picker's `in:` argument, or `nil` without a range: `FormDate.range(from:to:)`,
  /// `FormDate.range(from:)` or `FormDate.range(through:)` over the spec's texts.
  func dateRangeExpression(_ date: ResolvedInput.DateControl) -> String? {
    switch (date.from, date.to) {
    case (let from?, let to?):
      return "FormDate.range(from: \(SwiftLiteral.string(from)), to: \(SwiftLiteral.string(to)))"
    case (let from?, nil): return "FormDate.range(from: \(SwiftLiteral.string(from)))"
    case (nil, let to?): return "FormDate.range(through: \(SwiftLiteral.string(to)))"
    case (nil, nil): return nil
    }
  }
}

extension TemplateModelBuilder {
  /// A date's range message: the literal without `localization`, else
  /// `localization.format("<key>", default: "%1$@ is outside the dates allowed", <title>)`.
  func rangeMessage(_ input: ResolvedInput, message: String, in tree: SwiftExpression)
    -> SwiftExpression.ID
  {
    validationMessageArgument(
      input, property: .range, label: "rangeMessage", message: message, in: tree)
  }

  /// A message of formc's whose subject is the input's title (`rangeMessage`, `optionMessage`):
  /// the literal without `localization`, else `localization.format("<key>", default: …,
  /// <title>)`.
  func validationMessageArgument(
    _ input: ResolvedInput, property: FormString.Property, label: StaticString, message: String,
    in tree: SwiftExpression
  ) -> SwiftExpression.ID {
    let origin = FormString.Origin.node(input.node, property)
    guard let string = catalogStrings[origin], string.isFormat else {
      return tree.literal(message, label: label)
    }
    let subject =
      input.title.map { localizedText(.node(input.node, .title), $0, in: tree) }
      ?? tree.literal(input.id)
    return tree.call(
      "localization.format", label: label,
      [
        tree.literal(string.key),
        tree.literal(string.sourceValue, label: "default"), subject,
      ])
  }
}

extension TemplateModelBuilder {
  /// Whether the view model holds a `Date` (a `date` input), so its file imports Foundation.
  var holdsDates: Bool { form.inputs.contains { $0.date != nil } }
}
