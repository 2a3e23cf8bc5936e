extension FormStrings {
  /// The String Catalog format of a stepper's or slider's `format` (`{value} guests`): `%` doubled,
  /// `{value}` the number, `%1$lld` for a whole number (a count a translation can vary by plural),
  /// else `%1$@` (the number written for the user's locale), and its argument.
  public static func numberLabelFormat(_ format: String, isInteger: Bool) -> (
    format: String, arguments: [FormString.FormatArgument]
  ) {
    let argument = FormString.FormatArgument(
      position: 1, conversion: isInteger ? "lld" : "@",
      meaning: isInteger
        ? "the number (a whole number: vary by plural where the language needs it)"
        : "the number as text, written for the user's locale")
    let escaped = format.replacingOccurrences(of: "%", with: "%%")
    return (escaped.replacingOccurrences(of: "{value}", with: argument.specifier), [argument])
  }
}
