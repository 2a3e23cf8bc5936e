import FormDiagnostics
import Foundation
import Testing

@Suite struct JSONReporterTests {
  let reporter = JSONReporter()

  @Test func documentIsExactAndSorted() {
    let expected = #"""
      {
        "version": 1,
        "diagnostics": [
          {
            "path": "/elsewhere/x.form.yaml",
            "line": 1,
            "column": 1,
            "severity": "error",
            "rule": "custom-rule",
            "message": "custom failure",
            "notes": []
          },
          {
            "path": "a.form.yaml",
            "line": 3,
            "column": 5,
            "severity": "warning",
            "rule": "missing-label",
            "message": "input 'email' has neither title nor placeholder",
            "notes": []
          },
          {
            "path": "a.form.yaml",
            "line": 4,
            "column": 14,
            "severity": "error",
            "rule": "invalid-value",
            "message": "value \"a\\\"b\" is not C:\\forms, 100% sure: no\nsecond line 🎉\u001b[2J",
            "notes": [
              {
                "path": "a.form.yaml",
                "line": 3,
                "column": 5,
                "message": "first defined here"
              },
              {
                "path": "dir/ü b.form.yaml",
                "line": 1,
                "column": 1,
                "message": "see also, 50%: here"
              }
            ]
          },
          {
            "path": "dir/ü b.form.yaml",
            "line": 2,
            "column": 3,
            "severity": "error",
            "rule": "unknown-key",
            "message": "unknown key 'feild'",
            "notes": []
          }
        ]
      }

      """#
    let output = reporter.render(
      ReportingFixtures.diagnostics, context: ReportingFixtures.context())
    #expect(output == expected)
  }

  @Test func emptyList() {
    let expected = "{\n  \"version\": 1,\n  \"diagnostics\": []\n}\n"
    #expect(reporter.render([], context: ReportingFixtures.context()) == expected)
  }

  @Test func roundTripsThroughJSONSerialization() throws {
    let diagnostics =
      ReportingFixtures.diagnostics + [
        Diagnostic(
          .warning, .traitConflict, "every control: \u{0}\u{1}\u{1F}\u{7F}\u{9F}\t\r\n/ \u{2028}",
          at: SourceLocation(path: "q\"\\.yaml", line: 9, column: 99))
      ]
    let output = reporter.render(diagnostics, context: ReportingFixtures.context())
    let root = try #require(
      JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    #expect(root["version"] as? Int == 1)
    let parsed = try #require(root["diagnostics"] as? [[String: Any]])
    let sorted = diagnostics.sorted()
    #expect(parsed.count == sorted.count)
    for (object, diagnostic) in zip(parsed, sorted) {
      #expect(object["path"] as? String == diagnostic.location.path)
      #expect(object["line"] as? Int == diagnostic.location.line)
      #expect(object["column"] as? Int == diagnostic.location.column)
      #expect(object["severity"] as? String == diagnostic.severity.rawValue)
      #expect(object["rule"] as? String == diagnostic.rule.rawValue)
      #expect(object["message"] as? String == diagnostic.message)
      let notes = try #require(object["notes"] as? [[String: Any]])
      #expect(notes.count == diagnostic.notes.count)
      for (note, expected) in zip(notes, diagnostic.notes) {
        #expect(note["path"] as? String == expected.location.path)
        #expect(note["line"] as? Int == expected.location.line)
        #expect(note["column"] as? Int == expected.location.column)
        #expect(note["message"] as? String == expected.message)
      }
    }
  }

  @Test func outputIsIndependentOfInputOrder() {
    let context = ReportingFixtures.context()
    let forward = reporter.render(ReportingFixtures.diagnostics, context: context)
    #expect(reporter.render(ReportingFixtures.diagnostics.reversed(), context: context) == forward)
  }
}

/// Fix-its in the reporters that carry them, and in `Diagnostic`'s own Codable form.
@Suite struct FixItReportingTests {
  static let diagnostic = Diagnostic(
    .unknownKey, "unknown key 'feild' in a node; did you mean 'field'?",
    at: SourceLocation(path: "a.form.yaml", line: 3, column: 3),
    fixIts: [
      .replacing(
        "feild",
        in: SourceRange(
          start: SourceLocation(path: "a.form.yaml", line: 3, column: 3),
          end: SourceLocation(path: "a.form.yaml", line: 3, column: 8)),
        with: "field")
    ])

  @Test func jsonListsFixItsAfterNotes() {
    let text = JSONReporter().render([Self.diagnostic], context: ReportingFixtures.context())
    #expect(
      text.contains(
        #"""
              "notes": [],
              "fixIts": [
                {
                  "message": "replace 'feild' with 'field'",
                  "line": 3,
                  "column": 3,
                  "endLine": 3,
                  "endColumn": 8,
                  "replacement": "field"
                }
              ]
        """#), "\(text)")
  }

  @Test func jsonOmitsFixItsWhenThereAreNone() {
    var plain = Self.diagnostic
    plain.fixIts = []
    let text = JSONReporter().render([plain], context: ReportingFixtures.context())
    #expect(!text.contains("fixIts"))
  }

  @Test func sarifHasAFixWithTheDeletedRegionAndTheText() {
    let text = SARIFReporter().render([Self.diagnostic], context: ReportingFixtures.context())
    #expect(text.contains(#""fixes": ["#))
    #expect(text.contains(#""text": "replace 'feild' with 'field'""#))
    #expect(
      text.contains(
        #"""
                              "deletedRegion": {
                                "startLine": 3,
                                "startColumn": 3,
                                "endLine": 3,
                                "endColumn": 8
                              },
                              "insertedContent": {
                                "text": "field"
                              }
        """#), "\(text)")
  }

  @Test func codableRoundTripsAndAcceptsDocumentsWithoutFixIts() throws {
    let data = try JSONEncoder().encode(Self.diagnostic)
    #expect(try JSONDecoder().decode(Diagnostic.self, from: data) == Self.diagnostic)
    let old =
      #"{"severity":"error","rule":"unknown-key","message":"m","location":{"path":"a","line":1,"column":2},"notes":[]}"#
    let decoded = try JSONDecoder().decode(Diagnostic.self, from: Data(old.utf8))
    #expect(decoded.fixIts.isEmpty && decoded.message == "m")
  }
}
