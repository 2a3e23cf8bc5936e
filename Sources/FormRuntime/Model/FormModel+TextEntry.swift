extension FormModel {
  /// FormRuntime's standard formatter for `format`: the default for a form whose spec names no
  /// formatter of the app's.
  public func textFormatter(for format: FormTextFormat) -> FormTextFormatter? {
    FormTextFormatter.standard(format)
  }

  /// The editor that limits and formats the user's typing into `field`, or `nil` when the spec
  /// gives it neither `maxLength` nor a `format` the app or FormRuntime supplies.
  public func textEditor(for field: Field) -> FormTextEditor? {
    guard let entry = Self.schema[field].entry else { return nil }
    let editor = FormTextEditor(
      maxLength: entry.maxLength, formatter: entry.format.flatMap(textFormatter(for:)))
    return editor.isActive ? editor : nil
  }

  /// The raw value of a formatted input: its text without the formatter's separators (a card
  /// number's digits); the text itself for an input without a format. The model stores the text
  /// as the user sees it.
  public func rawValue(of field: Field) -> String {
    let value = value(of: field)
    guard let formatter = textEditor(for: field)?.formatter else { return value }
    return formatter.raw(value)
  }
}
