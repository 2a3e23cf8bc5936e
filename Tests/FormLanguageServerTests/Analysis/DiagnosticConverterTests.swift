import FormDiagnostics
import FormSpec
import Testing

@testable import FormLanguageServer

/// formc's diagnostics as LSP's: 1-based lines and Unicode-scalar columns become 0-based lines and
/// UTF-16 characters, the rule id is the code, notes are related information.
struct DiagnosticConverterTests {
  static let uri = "file:///tmp/formc-lsp-tests/Emoji.form.yaml"

  static func published(_ text: String) -> (SpecAnalyzer.Analysis, [JSON]) {
    let document = TextDocument(uri: uri, version: 3, text: text)
    let analysis = SpecAnalyzer.analyze(document, configurations: ConfigurationCache())!
    return (analysis, DiagnosticConverter.json(analysis.diagnostics, in: document, uri: uri))
  }

  @Test func aColumnAfterAnAstralScalarCountsTwoUTF16Units() throws {
    // `😀` is one scalar for formc and two UTF-16 units (four UTF-8 bytes) for LSP.
    let text =
      "form: Note\ncontent: {scroll: page, children: [{field: a, title: \"😀é\", bgus: 1}]}\n"
    let (analysis, published) = Self.published(text)
    let diagnostic = try #require(analysis.diagnostics.first)
    #expect(analysis.diagnostics.count == 1)
    #expect(diagnostic.rule == .unknownKey)
    let scalarsBefore = Array(
      "content: {scroll: page, children: [{field: a, title: \"😀é\", ".unicodeScalars)
    #expect(diagnostic.location.line == 2)
    #expect(diagnostic.location.column == scalarsBefore.count + 1)
    let json = try #require(published.first)
    #expect(json["range"]?["start"] == ["line": 1, "character": .int(scalarsBefore.count + 1)])
    #expect(json["range"]?["end"] == ["line": 1, "character": .int(scalarsBefore.count + 5)])
    #expect(json["code"] == "unknown-key")
    #expect(json["severity"] == 1)
    #expect(json["message"]?.stringValue == diagnostic.message)
    #expect(
      json["codeDescription"]?["href"]?.stringValue
        == DiagnosticConverter.documentationBase + "unknown-key")
  }

  @Test func notesAreRelatedInformationAtTheirTokens() throws {
    let prefix = "    - {header: \"😀\", section: "
    let text =
      "form: Note\ncontent:\n  scroll: page\n  children:\n" + prefix
      + "info, children: [{field: a, title: A, rules: [{equals: info}]}]}\n"
    let (analysis, published) = Self.published(text)
    let index = try #require(analysis.diagnostics.firstIndex { $0.rule == .danglingReference })
    let note = try #require(analysis.diagnostics[index].notes.first)
    let related = try #require(published[index]["relatedInformation"]?.arrayValue?.first)
    #expect(related["message"]?.stringValue == note.message)
    #expect(related["location"]?["uri"]?.stringValue == Self.uri)
    // formc puts the note at the section's kind key, after `😀` (two UTF-16 units).
    let start = "    - {header: \"😀\", ".utf16.count
    #expect(note.location.column == "    - {header: \"😀\", ".unicodeScalars.count + 1)
    #expect(
      related["location"]?["range"]
        == [
          "start": ["line": 4, "character": .int(start)],
          "end": ["line": 4, "character": .int(start + 7)],
        ])
  }

  @Test(arguments: [(Severity.error, 1), (.warning, 2), (.note, 3)])
  func severities(severity: Severity, lsp: Int) {
    #expect(DiagnosticConverter.severity(severity) == lsp)
  }
}
