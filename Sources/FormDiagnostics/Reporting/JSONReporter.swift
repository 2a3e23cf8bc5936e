/// formc's own JSON document, a stable interface for scripts and editors (`docs/Reporters.md`).
///
/// `{"version": 1, "diagnostics": [{"path", "line", "column", "severity", "rule", "message",
/// "notes": [{"path", "line", "column", "message"}], "fixIts": [{"message", "line", "column",
/// "endLine", "endColumn", "replacement"}]}]}` with keys in exactly that order (`fixIts` only
/// when the diagnostic has one; its range is in the diagnostic's file, the end just after the
/// replaced text), pretty-printed with 2-space indentation and one final newline. Paths are as
/// given.
public struct JSONReporter: DiagnosticReporter {
  /// The document's `version`; it changes only when a field is removed or changes meaning.
  public static let formatVersion = 1

  /// Creates the reporter.
  public init() {}

  /// Renders the document; with no diagnostics, `"diagnostics": []`.
  public func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
    JSON.object([
      ("version", .int(Self.formatVersion)),
      ("diagnostics", .array(diagnostics.sorted().map(Self.value(of:)))),
    ]).prettyPrinted
  }

  private static func value(of diagnostic: Diagnostic) -> JSON {
    let notes: [JSON] = diagnostic.notes.map { note in
      .object(position(note.location) + [("message", .string(note.message))])
    }
    var members =
      position(diagnostic.location) + [
        ("severity", .string(diagnostic.severity.rawValue)),
        ("rule", .string(diagnostic.rule.rawValue)),
        ("message", .string(diagnostic.message)),
        ("notes", .array(notes)),
      ]
    if !diagnostic.fixIts.isEmpty {
      members.append(
        (
          "fixIts",
          .array(
            diagnostic.fixIts.map { fixIt in
              .object([
                ("message", .string(fixIt.message)),
                ("line", .int(fixIt.range.start.line)),
                ("column", .int(fixIt.range.start.column)),
                ("endLine", .int(fixIt.range.end.line)),
                ("endColumn", .int(fixIt.range.end.column)),
                ("replacement", .string(fixIt.replacement)),
              ])
            })
        ))
    }
    return .object(members)
  }

  private static func position(_ location: SourceLocation) -> JSON.Members {
    [
      ("path", .string(location.path)), ("line", .int(location.line)),
      ("column", .int(location.column)),
    ]
  }
}
