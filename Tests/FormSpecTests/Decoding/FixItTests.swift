import FormDiagnostics
import FormSpec
import Testing

/// The decoder's "did you mean" suggestions and identifier spellings are fix-its: data that names
/// the token to replace (its whole extent as written: quotes, tags) and the new text, so editors
/// and SARIF consumers apply them without reading the message.
struct FixItTests {
  /// The diagnostics of a spec, read through the real decoder.
  static func diagnostics(_ text: String) -> [Diagnostic] {
    FormSpecReader().read(bytes: Array(text.utf8), path: "F.form.yaml").diagnostics
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var spec: String
    var rule: RuleID
    /// Line, first column, column after the replaced text.
    var range: (line: Int, start: Int, end: Int)
    var replacement: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "an unknown key", spec: "form: F\ncontent:\n  feild: email\n", rule: .unknownKey,
      range: (3, 3, 8), replacement: "field"),
    Case(
      name: "a quoted unknown key keeps its extent", spec: "form: F\ncontent:\n  'feild': email\n",
      rule: .unknownKey, range: (3, 3, 10), replacement: "field"),
    Case(
      name: "a misspelt word",
      spec: "form: F\ncontent:\n  field: email\n  input: emial\n", rule: .invalidValue,
      range: (4, 10, 15), replacement: "email"),
    Case(
      name: "a word behind a core tag",
      spec: "form: F\ncontent:\n  field: email\n  input: !!int email\n", rule: .invalidValue,
      range: (4, 10, 21), replacement: "email"),
    Case(
      name: "a content type",
      spec: "form: F\ncontent:\n  field: email\n  contentType: emailAdress\n",
      rule: .invalidValue, range: (4, 16, 27), replacement: "emailAddress"),
    Case(
      name: "an id in snake case", spec: "form: F\ncontent:\n  field: e_mail\n",
      rule: .invalidIdentifier, range: (3, 10, 16), replacement: "eMail"),
    Case(
      name: "a form name in lower case", spec: "form: signUp\ncontent:\n  field: email\n",
      rule: .invalidIdentifier, range: (1, 7, 13), replacement: "SignUp"),
  ]

  @Test(arguments: cases)
  func suggestionIsAFixIt(_ example: Case) throws {
    let diagnostics = Self.diagnostics(example.spec)
    let diagnostic = try #require(
      diagnostics.first { $0.rule == example.rule }, "\(diagnostics)")
    let fixIt = try #require(diagnostic.fixIts.first, "\(diagnostic)")
    #expect(diagnostic.fixIts.count == 1)
    #expect(fixIt.replacement == example.replacement)
    #expect(fixIt.range.start.path == "F.form.yaml")
    #expect(fixIt.range.start.line == example.range.line)
    #expect(fixIt.range.start.column == example.range.start)
    #expect(fixIt.range.end.line == example.range.line)
    #expect(fixIt.range.end.column == example.range.end)
    #expect(
      fixIt.message.hasPrefix("replace '") && fixIt.message.hasSuffix("'\(example.replacement)'"))
  }

  @Test("a diagnostic without a suggestion has no fix-it")
  func noSuggestionNoFixIt() throws {
    let diagnostics = Self.diagnostics("form: F\ncontent:\n  zzzzzzzzzz: email\n")
    let diagnostic = try #require(diagnostics.first { $0.rule == .unknownKey })
    #expect(diagnostic.message.contains("valid keys are"))
    #expect(diagnostic.fixIts.isEmpty)
  }

  @Test("a token over several lines gets no fix-it (its extent is not one line)")
  func multiLineTokenHasNoFixIt() throws {
    let diagnostics = Self.diagnostics(
      "form: F\ncontent:\n  field: email\n  input: \"emi\n    al\"\n")
    let diagnostic = try #require(diagnostics.first { $0.rule == .invalidValue })
    #expect(diagnostic.fixIts.isEmpty)
  }

  @Test("applying the fix-its to the source, until none is left, gives a spec without errors")
  func applyingFixesTheSpec() throws {
    var spec = "form: F\ncontent:\n  feild: email\n  input: emial\n"
    // The misspelt kind key hides the input's other keys: its fix-it comes first, then the
    // value's.
    for _ in 0..<3 {
      let fixIts = Self.diagnostics(spec).flatMap(\.fixIts)
      if fixIts.isEmpty { break }
      var lines = spec.split(separator: "\n", omittingEmptySubsequences: false).map {
        Array($0.unicodeScalars)
      }
      // Apply from the end so earlier ranges keep their columns.
      for fixIt in fixIts.sorted(by: { $0.range.start > $1.range.start }) {
        let line = fixIt.range.start.line - 1
        lines[line].replaceSubrange(
          (fixIt.range.start.column - 1)..<(fixIt.range.end.column - 1),
          with: fixIt.replacement.unicodeScalars)
      }
      spec = lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
    }
    #expect(spec == "form: F\ncontent:\n  field: email\n  input: email\n")
    #expect(Self.diagnostics(spec).isEmpty)
  }
}
