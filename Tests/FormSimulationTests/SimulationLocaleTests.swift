import FormCompiler
import FormSimulation
import Foundation
import Testing

/// Locales: which codes are accepted, which are right to left, and the pseudo-locale's transform.
struct SimulationLocaleTests {
  struct Pseudo: Sendable, CustomTestStringConvertible {
    var text: String
    /// The format specifiers the output must keep, in order.
    var specifiers: [String] = []

    var testDescription: String { text.isEmpty ? "(empty)" : text }
  }

  static let pseudo: [Pseudo] = [
    Pseudo(text: "Email"),
    Pseudo(text: "First name"),
    Pseudo(text: "Use at least 8 characters for your password, including a number."),
    Pseudo(text: "%@ is required", specifiers: ["%@"]),
    Pseudo(text: "%1$@ must be at most %2$lld characters", specifiers: ["%1$@", "%2$lld"]),
    Pseudo(text: "100%% done in %d steps", specifiers: ["%%", "%d"]),
    Pseudo(text: "Größe: 5 × 3"),
    Pseudo(text: "x"),
    Pseudo(text: ""),
  ]

  @Test(arguments: pseudo)
  func thePseudoLocaleLengthensBy40PercentWithAccents(_ row: Pseudo) {
    let output = SimulationLocale.pseudoLocalized(row.text)
    let length = row.text.unicodeScalars.count
    // 40 % more characters (Unicode scalars), rounded up.
    let expected = length + Int((Double(length) * 0.4).rounded(.up))
    #expect(output.unicodeScalars.count == expected)
    #expect(output.hasPrefix("") && (length == 0) == output.isEmpty)
    // Deterministic.
    #expect(SimulationLocale.pseudoLocalized(row.text) == output)
    // Format specifiers are kept, in order; no other ASCII letter is left unaccented.
    var rest = Substring(output)
    for specifier in row.specifiers {
      let range = rest.range(of: specifier)
      #expect(range != nil, "\(specifier) lost in \(output)")
      if let range { rest = rest[range.upperBound...] }
    }
    var stripped = output
    for specifier in row.specifiers {
      stripped = stripped.replacingOccurrences(of: specifier, with: "")
    }
    #expect(!stripped.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic })
    if length > 0 { #expect(output != row.text) }
  }

  @Test(arguments: [
    ("en", true, false), ("de", true, false), ("pt-BR", true, false), ("zh_Hant", true, false),
    ("ar", true, true), ("he", true, true), ("fa-IR", true, true), ("ur", true, true),
    ("pseudo", true, false), ("source", true, false),
    ("", false, false), ("e", false, false), ("english", false, false), ("en-", false, false),
    ("x!", false, false), ("12", false, false),
  ])
  func codesAndDirections(code: String, valid: Bool, rightToLeft: Bool) {
    let locale = SimulationLocale(code: code)
    #expect((locale != nil) == valid)
    #expect((locale?.isRightToLeft ?? false) == rightToLeft)
  }

  @Test func translationsReplaceTheSpecsText() throws {
    let form = try SimulationFixtures.form("Specs/SignUp.form.yaml")
    let email = try #require(form.inputs.first { $0.id == "email" })
    let locale = try #require(
      SimulationLocale(code: "de", translations: [.inputTitle("email"): "E-Mail-Adresse"]))
    let german = form.localized(for: locale)
    #expect(german.inputs.first { $0.id == "email" }?.title == "E-Mail-Adresse")
    // Untranslated strings are as written; the layout's shape is unchanged.
    #expect(german.title == form.title)
    #expect(german.layout.count == form.layout.count)
    #expect(email.title != "E-Mail-Adresse")
    // The source locale and a real locale without translations change nothing.
    #expect(form.localized(for: .source) == form)
    #expect(form.localized(for: try #require(SimulationLocale(code: "ar"))) == form)
  }

  @Test func thePseudoLocaleReachesEveryString() throws {
    let form = try SimulationFixtures.form("Specs/SignUp.form.yaml")
    let pseudo = form.localized(for: .pseudo)
    #expect(pseudo.title == form.title.map(SimulationLocale.pseudoLocalized))
    for (original, shown) in zip(form.layout, pseudo.layout) {
      #expect(shown.text == original.text.map(SimulationLocale.pseudoLocalized))
      #expect(shown.header == original.header.map(SimulationLocale.pseudoLocalized))
      #expect(shown.footer == original.footer.map(SimulationLocale.pseudoLocalized))
    }
    for (original, shown) in zip(form.inputs, pseudo.inputs) {
      #expect(shown.title == original.title.map(SimulationLocale.pseudoLocalized))
      #expect(shown.placeholder == original.placeholder.map(SimulationLocale.pseudoLocalized))
      #expect(shown.id == original.id)
    }
  }
}
