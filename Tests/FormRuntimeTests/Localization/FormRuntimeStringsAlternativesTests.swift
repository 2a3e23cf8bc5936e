import FormRuntime
import Foundation
import Testing

/// Lists of alternatives in each language: the other inputs' titles of `requiredWithout`'s
/// default message, joined in the language the form is read in rather than in English.
@Suite("FormRuntimeStrings: alternatives")
struct FormRuntimeStringsAlternativesTests {
  @Test(
    "one, two and three alternatives in each language",
    arguments: [
      ("en", "Email or Fax", "Email, Fax or Pager"),
      ("de", "Email oder Fax", "Email, Fax oder Pager"),
      ("fr", "Email ou Fax", "Email, Fax ou Pager"),
      ("es", "Email o Fax", "Email, Fax o Pager"),
      ("ja", "EmailまたはFax", "Email、FaxまたはPager"),
      ("ar", "Email أو Fax", "Email، Fax أو Pager"),
      ("he", "Email או Fax", "Email, Fax או Pager"),
    ])
  func alternatives(language: String, two: String, three: String) {
    let strings = FormRuntimeStrings(localization: language)
    #expect(strings.alternatives([]) == "")
    #expect(strings.alternatives(["Email"]) == "Email")
    #expect(strings.alternatives(["Email", "Fax"]) == two)
    #expect(strings.alternatives(["Email", "Fax", "Pager"]) == three)
  }

  @Test("a form's localization joins in its own language")
  func formLocalization() throws {
    let localization = FormLocalization(table: "Missing", bundle: .main, localization: "de")
    #expect(localization.alternatives(["E-Mail", "Fax"]) == "E-Mail oder Fax")
  }
}
