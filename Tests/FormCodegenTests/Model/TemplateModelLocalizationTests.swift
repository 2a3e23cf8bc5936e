import FormCodegen
import FormCompiler
import FormSpec
import Foundation
import Testing

/// The lookups the template model decides, for the fixture that has every kind of catalog string
/// (`Tests/FormCompilerTests/Fixtures/Localization/Strings/Keys.form.yaml`): keys from
/// `FormStrings`, the spec's text as the default, the format arguments of each default message.
struct TemplateModelLocalizationTests {
  static let spec = "Tests/FormCompilerTests/Fixtures/Localization/Strings/Keys.form.yaml"

  static func form() throws -> CheckedForm {
    let url = GoldenFileTests.repository.appendingPathComponent(spec)
    let checked = FormPipeline().run(bytes: [UInt8](try Data(contentsOf: url)), path: spec)
    return try #require(checked.form, "\(checked.diagnostics)")
  }

  /// The model and SwiftUI files, each call on one line (line breaks and indents the layout adds
  /// taken out), so that a test reads expressions whatever their width.
  static func generate(localization: LocalizationSettings?) throws -> (model: String, view: String)
  {
    let files = try CodeGenerator().generate(
      try form(), sourcePath: "Keys.form.yaml", localization: localization)
    func flat(_ text: String) -> String {
      text.replacing(/\(\n\s*/, with: "(").replacing(/,\n\s*/, with: ", ")
        .replacing(/\n\s*\)/, with: ")")
    }
    return (
      flat(try #require(files.first { $0.path == "KeysForm.swift" }).contents),
      flat(try #require(files.first { $0.path == "KeysFormView.swift" }).contents)
    )
  }

  static var settings: LocalizationSettings {
    var settings = LocalizationSettings()
    settings.table = "Forms"
    settings.bundle = .module
    return settings
  }

  @Test func everyCatalogStringIsLookedUpUnderItsKey() throws {
    let (model, view) = try Self.generate(localization: Self.settings)
    #expect(model.contains("FormLocalization(table: \"Forms\", bundle: .module)"))
    for string in FormStrings.strings(of: try Self.form()) {
      // A number label's format is looked up as it stands: `FormNumber` fills in the number.
      let call =
        string.isFormat && !string.key.hasSuffix(".format")
        ? "localization.format(" : "localization.string("
      let lookup =
        call + SwiftLiteral.string(string.key) + ", default: "
        + SwiftLiteral.string(string.sourceValue)
      #expect(model.contains(lookup) || view.contains(lookup), "\(lookup)")
    }
  }

  @Test(arguments: [
    // A stepper's label: its catalog format, filled in by `FormNumber.label(_:locale:)`.
    #"format: localization.string("Keys.guests.format", default: "%1$lld guests")"#,
    // Its English singular, used only when the catalog has no entry (which would vary by plural).
    #"formatOne: localization.singular("Keys.guests.format", default: "%1$lld guest")"#,
    // A multi-choice's `min` and `max`: the localized title and the count.
    #".minSelections(2, localization.format("Keys.days.minSelections", default: "Choose at least %2$lld options for %1$@", localization.string("Keys.days.title", default: "Days"), 2))"#,
    #".maxSelections(3, localization.format("Keys.days.maxSelections", default: "Choose at most %2$lld options for %1$@", localization.string("Keys.days.title", default: "Days"), 3))"#,
    // %1$@ is the localized title, `character` for a count of 1.
    #"localization.format("Keys.name.rules.1", default: "%1$@ must be at least %2$lld character", localization.string("Keys.name.title", default: "Name"), 1)"#,
    // A custom message is plain text, its `%` literal: looked up, never formatted.
    #".maxLength(40, localization.string("Keys.name.rules.2", default: "At most 40 characters, please (100%)"))"#,
    // No title: the localized placeholder; a whole bound is `%2$lld`, another `%2$@` as text.
    #"localization.format("Keys.age.rules.1", default: "%1$@ must be at least %2$lld", localization.string("Keys.age.placeholder", default: "Age"), 18)"#,
    #"localization.format("Keys.age.rules.2", default: "%1$@ must be at most %2$@", localization.string("Keys.age.placeholder", default: "Age"), "120.5")"#,
    // `equals`: the other field's localized title.
    #"localization.format("Keys.code.rules.2", default: "%1$@ must match %2$@", localization.string("Keys.code.placeholder", default: "Code"), localization.string("Keys.name.title", default: "Name"))"#,
    #"hint: localization.string("Keys.notes.hint", default: "Anything we should know")"#,
    #"title: localization.string("Keys.title", default: "Keys & 100% more")"#,
    // An empty string has no key: a literal.
    #"FormStaticText(.label, id: "empty", text: "")"#,
  ])
  func modelExpression(_ expected: String) throws {
    let (model, _) = try Self.generate(localization: Self.settings)
    #expect(model.contains(expected), "\(model)")
  }

  @Test(arguments: [
    #"Text(verbatim: KeysForm.localization.string("Keys.about.label#2.text", default: "Second unnamed label in about"))"#,
    #"FormSubmitButton(KeysForm.localization.string("Keys.about.button#1.title", default: "Unnamed button in about"), of: form)"#,
    #"Text(verbatim: KeysForm.localization.string("Keys.about.footer", default: "We never share it."))"#,
  ])
  func viewExpression(_ expected: String) throws {
    let (_, view) = try Self.generate(localization: Self.settings)
    #expect(view.contains(expected), "\(view)")
  }

  @Test func withoutLocalizationEveryStringIsALiteral() throws {
    let (model, view) = try Self.generate(localization: nil)
    #expect(!model.contains("localization") && !view.contains("localization"))
    #expect(!model.contains("import Foundation"))
    #expect(model.contains(#".required("Name is required")"#))
  }
}
