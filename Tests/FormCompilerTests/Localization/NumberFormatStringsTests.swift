import FormCompiler
import Testing

/// A stepper's or slider's `format` in the String Catalog: a format string whose number is a
/// format specifier (`%1$lld` for a whole number, so that translators can vary it by plural in
/// Xcode; `%1$@`, the number written for the user's locale, otherwise), not the spec's `{value}`
/// (issue 31).
struct NumberFormatStringsTests {
  static let spec = """
    form: Booking
    content:
      table: booking
      children:
        - section: main
          children:
            - stepper: guests
              title: Guests
              range: {min: 1, max: 20}
              format: "{value} guests"
            - slider: budget
              range: {min: 10, max: 60}
              step: 2.5
              format: "€{value}"
            - slider: tip
              range: {min: 0, max: 30}
              step: 5
              format: "{value}% tip"
    """

  static func strings() throws -> [FormString] {
    let checked = FormPipeline().run(bytes: Array(Self.spec.utf8), path: "Booking.form.yaml")
    return FormStrings.strings(of: try #require(checked.form, "\(checked.diagnostics)"))
  }

  @Test(arguments: [
    ("Booking.guests.format", "%1$lld guests", "%1$lld"),
    ("Booking.budget.format", "€%1$@", "%1$@"),
    ("Booking.tip.format", "%1$lld%% tip", "%1$lld"),
  ])
  func formatIsACatalogFormat(key: String, value: String, specifier: String) throws {
    let string = try #require(try Self.strings().first { $0.key == key })
    #expect(string.sourceValue == value)
    #expect(string.arguments.map(\.specifier) == [specifier])
    #expect(string.comment.contains("\(specifier) is "))
  }
}
