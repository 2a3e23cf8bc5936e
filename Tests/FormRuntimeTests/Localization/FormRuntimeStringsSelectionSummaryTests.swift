import FormRuntime
import Foundation
import Testing

/// What a navigation or menu multi-choice's row shows beside its title (issue 31): up to two
/// chosen options' titles joined by the language's list separator, then how many are chosen,
/// "All" when every option is, or the language's "None".
@Suite("FormRuntimeStrings: a multi-choice's summary")
struct FormRuntimeStringsSelectionSummaryTests {
  @Test(
    "none, one, two, three and all chosen options in each language",
    arguments: [
      ("en", "None", "Mon, Wed", "3 selected", "All"),
      ("de", "Keine", "Mon, Wed", "3 ausgewählt", "Alle"),
      ("fr", "Aucune", "Mon, Wed", "3 sélectionnées", "Toutes"),
      ("es", "Ninguna", "Mon, Wed", "3 seleccionadas", "Todas"),
      ("ja", "なし", "Mon、Wed", "3件を選択", "すべて"),
      ("ar", "لا شيء", "Mon، Wed", "تم تحديد 3", "الكل"),
      ("he", "ללא", "Mon, Wed", "3 נבחרו", "הכול"),
    ])
  func summary(language: String, none: String, two: String, three: String, all: String) {
    let strings = FormRuntimeStrings(localization: language)
    #expect(strings.selectionSummary([], of: 7) == none)
    #expect(strings.selectionSummary(["Mon"], of: 7) == "Mon")
    #expect(strings.selectionSummary(["Mon", "Wed"], of: 7) == two)
    #expect(strings.selectionSummary(["Mon", "Wed", "Fri"], of: 7) == three)
    #expect(strings.selectionSummary(["Mon", "Wed", "Fri"], of: 3) == all)
    #expect(strings.selectionSummary(["Mon", "Wed"], of: 2) == all)
  }

  @Test("a lone option chosen is its title, not All; a large count is grouped")
  func edges() {
    let strings = FormRuntimeStrings(localization: "en")
    #expect(strings.selectionSummary(["Mon"], of: 1) == "Mon")
    let many = (1...1200).map { "Option \($0)" }
    #expect(strings.selectionSummary(many, of: 2000) == "1,200 selected")
  }

  @Test("a form's localization summarizes in its own language")
  func formLocalization() {
    let localization = FormLocalization(table: "Missing", bundle: .main, localization: "de")
    #expect(localization.runtimeStrings.selectionSummary([], of: 3) == "Keine")
  }
}
