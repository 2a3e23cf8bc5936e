import FormCodegen
import FormCompiler
import FormSpec
import Testing

/// The value label of a stepper or slider in the SwiftUI screen (issue 31): a localized form writes
/// the number for its own locale (`FormLocalization.locale`: the language its strings are in, so a
/// screen shown in German groups `1.500` as its German words around it), not `Locale.current`; a
/// form without localization writes it for the user's locale.
struct NumberLabelLocaleTests {
  static let spec = """
    form: Snippet
    content:
      table: booking
      children:
        - section: party
          children:
            - stepper: guests
              title: Guests
              range: {min: 1, max: 2000}
              format: "{value} guests"
            - slider: budget
              title: Budget
              range: {min: 10, max: 60}
              step: 2.5
              format: "€{value}"
            - stepper: hours
              title: Hours
              range: {min: 0, max: 4}
              step: 0.5
              format: {one: "{value} hour", other: "{value} hours"}

    """

  static func view(
    localization: LocalizationSettings?, output: Configuration.Output = .swiftui
  ) throws -> String {
    let checked = FormPipeline().run(bytes: Array(spec.utf8), path: "Snippet.form.yaml")
    let form = try #require(checked.form, "\(checked.diagnostics)")
    let files = try CodeGenerator().generate(
      form, sourcePath: "Snippet.form.yaml", outputs: [output], localization: localization)
    return try #require(files.first).contents
  }

  @Test(arguments: ["guests", "budget"])
  func aLocalizedFormWritesTheNumberForItsLocale(id: String) throws {
    var settings = LocalizationSettings()
    settings.table = "Forms"
    let view = try Self.view(localization: settings)
    #expect(
      view.contains(
        "Text(verbatim: form.numberLabel(of: .\(id), locale: SnippetForm.localization.locale))"),
      "\(view)")
  }

  @Test(arguments: ["guests", "budget"])
  func aFormWithoutLocalizationWritesItForTheUsersLocale(id: String) throws {
    let view = try Self.view(localization: nil)
    #expect(view.contains("Text(verbatim: form.numberLabel(of: .\(id)))"), "\(view)")
  }

  /// A decimal's English singular in a localized form is the source language's
  /// (`localization.sourceSingular`): a translation of its label is one string for every value.
  @Test func aLocalizedDecimalsSingularIsTheSourceLanguages() throws {
    var settings = LocalizationSettings()
    settings.table = "Forms"
    let view = try Self.view(localization: settings, output: .model)
    #expect(
      view.replacing(/\n\s*/, with: " ").contains(
        #"formatOne: localization.sourceSingular("Snippet.hours.format", default: "%1$@ hour")"#),
      "\(view)")
  }
}
