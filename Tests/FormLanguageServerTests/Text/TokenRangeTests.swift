import Testing

@testable import FormLanguageServer

/// The extent of the token a diagnostic points at.
struct TokenRangeTests {
  @Test(arguments: [
    ("  feild: email", 2, "feild"),
    ("  input: emial   ", 9, "emial"),
    ("  title: \"Sign: up\" # note", 9, "\"Sign: up\""),
    ("  title: 'it''s' x", 9, "'it''s'"),
    ("  title: Create account # hi", 9, "Create account"),
    ("  visibleWhen: {input: kind, equals: b}", 23, "kind"),
    ("  order: [email, pasword]", 17, "pasword"),
    ("# formc:disable-next-line missing-label  ", 0, "# formc:disable-next-line missing-label"),
    ("  - field: x", 2, "-"),
    ("  height: -3", 10, "-3"),
    ("  text: a:b", 8, "a:b"),
    ("  x: &anchor y", 5, "&anchor"),
    ("  x:", 4, ""),
    ("  😀: 1", 2, "😀"),
  ])
  func spansTheToken(line: String, offset: Int, token: String) {
    let document = TextDocument(uri: "u", version: 1, text: line + "\nnext: line\n")
    let byteOffset = line.unicodeScalars.prefix(offset).map { String($0).utf8.count }.reduce(0, +)
    #expect(document.text(document.tokenRange(at: byteOffset)) == token)
  }
}
