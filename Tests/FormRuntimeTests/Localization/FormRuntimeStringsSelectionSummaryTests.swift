import FormRuntime
import Foundation
import Testing

/// What a navigation or menu multi-choice's row shows beside its title (issue 31): the chosen
/// options' titles joined by the language's list separator, or the language's "None".
@Suite("FormRuntimeStrings: a multi-choice's summary")
struct FormRuntimeStringsSelectionSummaryTests {
  @Test(
    "none, one and two chosen options in each language",
    arguments: [
      ("en", "None", "Mon, Wed"),
      ("de", "Keine", "Mon, Wed"),
      ("fr", "Aucune", "Mon, Wed"),
      ("es", "Ninguna", "Mon, Wed"),
      ("ja", "なし", "Mon、Wed"),
      ("ar", "لا شيء", "Mon، Wed"),
      ("he", "ללא", "Mon, Wed"),
    ])
  func summary(language: String, none: String, two: String) {
    let strings = FormRuntimeStrings(localization: language)
    #expect(strings.selectionSummary([]) == none)
    #expect(strings.selectionSummary(["Mon"]) == "Mon")
    #expect(strings.selectionSummary(["Mon", "Wed"]) == two)
  }

  @Test("a form's localization summarizes in its own language")
  func formLocalization() {
    let localization = FormLocalization(table: "Missing", bundle: .main, localization: "de")
    #expect(localization.runtimeStrings.selectionSummary([]) == "Keine")
  }
}
