import FormCodegen
import FormCompiler
import FormSpec
import Testing

/// The label of a navigation or menu multi-choice in the SwiftUI screen (issue 31): a FormRuntime
/// `FormMultiChoiceSummary` of the title and the options' titles, each localized as the option
/// rows are, joined in the form's language when the form is localized.
struct MultiChoiceSummaryTests {
  static let spec = """
    form: Snippet
    content:
      table: reminder
      children:
        - section: main
          children:
            - multiChoice: days
              title: Days
              style: STYLE
              options: [mon, {value: tue, title: Tuesday}]

    """

  /// The SwiftUI file of the spec with `style`, each call and array on one line (the trailing
  /// comma of a broken array taken out).
  static func view(style: String, localization: LocalizationSettings?) throws -> String {
    let source = spec.replacing("STYLE", with: style)
    let checked = FormPipeline().run(bytes: Array(source.utf8), path: "Snippet.form.yaml")
    let form = try #require(checked.form, "\(checked.diagnostics)")
    let files = try CodeGenerator().generate(
      form, sourcePath: "Snippet.form.yaml", outputs: [.swiftui], localization: localization)
    return try #require(files.first).contents.replacing(/,\n\s*\]/, with: "]")
      .replacing(/\[\n\s*/, with: "[").replacing(/\(\n\s*/, with: "(")
      .replacing(/,\n\s*/, with: ", ").replacing(/\n\s*\)/, with: ")")
  }

  @Test(arguments: ["navigation", "menu"])
  func theLabelSummarizesTheChosenOptions(style: String) throws {
    let view = try Self.view(style: style, localization: nil)
    #expect(
      view.contains(
        #"FormMultiChoiceSummary(Text(verbatim: "Days"), chosen: form.days, titles: ["mon", "Tuesday"])"#
      ), "\(view)")
  }

  @Test(arguments: ["navigation", "menu"])
  func aLocalizedFormLooksTheTitlesUpAndJoinsThemInItsLanguage(style: String) throws {
    var settings = LocalizationSettings()
    settings.table = "Forms"
    let view = try Self.view(style: style, localization: settings)
    let expected =
      #"FormMultiChoiceSummary(Text(verbatim: SnippetForm.localization.string("Snippet.days.title", default: "Days")), chosen: form.days, titles: [SnippetForm.localization.string("Snippet.days.options.mon", default: "mon"), SnippetForm.localization.string("Snippet.days.options.tue", default: "Tuesday")], strings: SnippetForm.localization.runtimeStrings)"#
    #expect(view.contains(expected), "\(view)")
  }
}
