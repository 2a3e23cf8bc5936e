import FormDiagnostics
import FormSpec
import Testing

/// Suggestions and their "did you mean" clause: a suggestion that looks the same as what was
/// written (a look-alike character outside ASCII) says which character differs.
struct EditDistanceTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var written: String
    var suggestion: String
    var clause: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "an ASCII misspelling names no character", written: "feild", suggestion: "field",
      clause: "; did you mean 'field'?"),
    Case(
      name: "a KELVIN SIGN, which Swift strings compare equal to 'K'",
      written: "return\u{212A}ey", suggestion: "returnKey",
      clause: "; did you mean 'returnKey'? (it is written with U+212A KELVIN SIGN)"),
    Case(
      name: "a Cyrillic letter that looks Latin", written: "\u{0435}mail", suggestion: "email",
      clause: "; did you mean 'email'? (it is written with U+0435 CYRILLIC SMALL LETTER IE)"),
    Case(
      name: "a character the suggestion has too is not named", written: "Gr\u{F6}\u{DF}e",
      suggestion: "Gr\u{F6}sse",
      clause: "; did you mean 'Gr\u{F6}sse'? (it is written with U+00DF LATIN SMALL LETTER SHARP S)"
    ),
    Case(
      name: "a repeated character is named once", written: "\u{0435}\u{0435}x", suggestion: "eex",
      clause: "; did you mean 'eex'? (it is written with U+0435 CYRILLIC SMALL LETTER IE)"),
    Case(
      name: "an invisible character", written: "e\u{200B}mail", suggestion: "email",
      clause: "; did you mean 'email'? (it is written with U+200B ZERO WIDTH SPACE)"),
    Case(
      name: "a control character outside ASCII, by its code point", written: "a\u{85}b",
      suggestion: "ab", clause: "; did you mean 'ab'? (it is written with U+0085)"),
    Case(
      name: "at most three named, then a count",
      written: "\u{0430}\u{0431}\u{0432}\u{0433}\u{0434}", suggestion: "abvgd",
      clause:
        "; did you mean 'abvgd'? (it is written with U+0430 CYRILLIC SMALL LETTER A, U+0431 CYRILLIC SMALL LETTER BE, U+0432 CYRILLIC SMALL LETTER VE and 2 more)"
    ),
    Case(
      name: "a character without a name, by its code point", written: "a\u{E000}", suggestion: "ab",
      clause: "; did you mean 'ab'? (it is written with U+E000)"),
  ]

  @Test(arguments: cases)
  func didYouMean(_ example: Case) {
    #expect(EditDistance.didYouMean(example.suggestion, for: example.written) == example.clause)
  }

  /// What the KELVIN SIGN case is about: the key and the suggestion print alike, and the decoder
  /// still suggests (and fixes) the ASCII spelling.
  @Test("an unknown key written with a KELVIN SIGN names it, and the fix-it writes ASCII")
  func unknownKeyWithKelvinSign() throws {
    let spec = "form: F\ncontent:\n  field: email\n  return\u{212A}ey: next\n"
    let diagnostics = FormSpecReader().read(bytes: Array(spec.utf8), path: "F.form.yaml")
      .diagnostics
    let diagnostic = try #require(diagnostics.first { $0.rule == .unknownKey }, "\(diagnostics)")
    #expect(
      diagnostic.message.hasSuffix(
        "; did you mean 'returnKey'? (it is written with U+212A KELVIN SIGN)"), "\(diagnostic)")
    let fixIt = try #require(diagnostic.fixIts.first)
    #expect(Array(fixIt.replacement.utf8) == Array("returnKey".utf8))
  }
}
