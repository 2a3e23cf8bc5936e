import FormDiagnostics
import FormSpec

/// Turns formc's diagnostics into LSP's: the rule id as `code` with a `codeDescription` linking
/// its documentation, the severity, the message as formc wrote it, and the notes as
/// `relatedInformation`. A diagnostic names where its token starts; its range spans that token.
enum DiagnosticConverter {
  /// Where each rule is documented (`docs/Diagnostics.md` has a heading per rule id).
  static let documentationBase = "https://github.com/formc/formc/blob/main/docs/Diagnostics.md#"

  /// The most diagnostics published for one document; a generated or hostile document can have
  /// hundreds of thousands, more than any editor can show.
  static let maxPublished = 1000

  /// LSP's severity for formc's: error 1, warning 2, and a note of its own is information (3).
  static func severity(_ severity: Severity) -> Int {
    switch severity {
    case .error: return 1
    case .warning: return 2
    case .note: return 3
    }
  }

  /// The LSP range a formc location stands for in `document`: the token starting there.
  static func range(of location: SourceLocation, in document: TextDocument) -> TextRange {
    let token = document.tokenRange(at: document.offset(of: location))
    return document.range(token.lowerBound, token.upperBound)
  }

  /// One diagnostic as LSP JSON; notes in other files (none today) point at `uri(for:)`.
  static func json(
    _ diagnostic: Diagnostic, in document: TextDocument, uri: String
  ) -> JSON {
    let related: [JSON] = diagnostic.notes.map { note in
      let noteRange: TextRange
      let noteURI: String
      if note.location.path == diagnostic.location.path {
        noteRange = range(of: note.location, in: document)
        noteURI = uri
      } else {
        let position = TextPosition(
          line: max(note.location.line - 1, 0), character: max(note.location.column - 1, 0))
        noteRange = TextRange(start: position, end: position)
        noteURI =
          note.location.path.hasPrefix("/")
          ? DocumentURI.fileURI(note.location.path) : note.location.path
      }
      return [
        "location": ["uri": .string(noteURI), "range": noteRange.json],
        "message": .string(note.message),
      ]
    }
    return JSON.object(dropping: [
      "range": range(of: diagnostic.location, in: document).json,
      "severity": .int(severity(diagnostic.severity)),
      "code": .string(diagnostic.rule.rawValue),
      "codeDescription": diagnostic.rule.rule == nil
        ? nil : ["href": .string(documentationBase + diagnostic.rule.rawValue)],
      "source": "formc",
      "message": .string(diagnostic.message),
      "relatedInformation": related.isEmpty ? nil : .array(related),
      "tags": diagnostic.rule == .unusedSuppression ? [1] : nil,
    ])
  }

  /// The diagnostics of one document, at most ``maxPublished``, in formc's order.
  static func json(_ diagnostics: [Diagnostic], in document: TextDocument, uri: String) -> [JSON] {
    diagnostics.prefix(maxPublished).map { json($0, in: document, uri: uri) }
  }

  /// Diagnostics of a file the server has no text for (a `formc.yml`), positioned by line and
  /// column alone (the column as a UTF-16 offset, exact for ASCII text).
  static func json(fileDiagnostics diagnostics: [Diagnostic], text: [UInt8]?) -> [JSON] {
    let document = text.map {
      TextDocument(uri: "", version: 0, text: String(decoding: $0, as: UTF8.self))
    }
    return diagnostics.prefix(maxPublished).map { diagnostic in
      let range: TextRange
      if let document {
        range = Self.range(of: diagnostic.location, in: document)
      } else {
        let position = TextPosition(
          line: max(diagnostic.location.line - 1, 0),
          character: max(diagnostic.location.column - 1, 0))
        range = TextRange(start: position, end: position)
      }
      return JSON.object(dropping: [
        "range": range.json,
        "severity": .int(severity(diagnostic.severity)),
        "code": .string(diagnostic.rule.rawValue),
        "codeDescription": ["href": .string(documentationBase + diagnostic.rule.rawValue)],
        "source": "formc",
        "message": .string(diagnostic.message),
      ])
    }
  }
}
