import FormDiagnostics
import FormSpec

/// The text of one open document, as UTF-8 bytes with its line tables, and the conversions
/// between the three ways a place in it is named: a byte offset, an LSP position (0-based line,
/// UTF-16 code units) and a formc location (1-based line and column, the column counting Unicode
/// scalars, lines ended as libyaml ends them).
struct TextDocument: Sendable {
  /// The document's URI as the client sent it.
  var uri: String
  /// The version the client gave the text (it rises with every change).
  var version: Int
  /// The text.
  private(set) var bytes: [UInt8]
  /// Lines as LSP counts them.
  private(set) var lines: LineTable
  /// Lines as libyaml counts them (the same table unless the text holds NEL, LS or PS).
  private(set) var yamlLines: LineTable

  /// Creates a document.
  init(uri: String, version: Int, text: String) {
    self.uri = uri
    self.version = version
    bytes = Array(text.utf8)
    lines = LineTable(bytes, breaks: .lsp)
    yamlLines = lines
    if lines.hasYAMLOnlyBreaks { yamlLines = LineTable(bytes, breaks: .yaml) }
  }

  /// The text as a string.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  // MARK: Changes

  /// Replaces the whole text.
  mutating func replaceAll(with text: String) {
    bytes = Array(text.utf8)
    reindex()
  }

  /// Replaces the text in `range` (LSP positions) with `text`. Positions past a line's end or
  /// the document's end are clamped to it, as LSP asks; a range whose end is before its start
  /// is read the other way round.
  mutating func replace(_ range: TextRange, with text: String) {
    var start = offset(of: range.start)
    var end = offset(of: range.end)
    if end < start { swap(&start, &end) }
    bytes.replaceSubrange(start..<end, with: text.utf8)
    reindex()
  }

  /// Applies one `TextDocumentContentChangeEvent`: a ranged change, or the whole text.
  mutating func apply(_ change: JSON) throws(ResponseError) {
    guard let text = change["text"]?.stringValue else {
      throw .invalidParams("a content change needs 'text'")
    }
    if let rangeJSON = change["range"] {
      guard let range = TextRange(rangeJSON) else {
        throw .invalidParams("a content change's 'range' is not a range")
      }
      replace(range, with: text)
    } else {
      replaceAll(with: text)
    }
  }

  private mutating func reindex() {
    lines = LineTable(bytes, breaks: .lsp)
    yamlLines = lines.hasYAMLOnlyBreaks ? LineTable(bytes, breaks: .yaml) : lines
  }

  // MARK: Positions

  /// The byte offset of an LSP position, clamped to the line's content and to the document.
  func offset(of position: TextPosition) -> Int {
    guard position.line >= 0 else { return 0 }
    guard position.line < lines.count else { return bytes.count }
    let start = lines.starts[position.line]
    let end = lines.ends[position.line]
    var offset = start
    var units = 0
    while offset < end, units < max(position.character, 0) {
      let (length, width) = Self.scalar(at: offset, in: bytes)
      // A position inside a surrogate pair stays before the scalar.
      if units + width > position.character { break }
      units += width
      offset += length
    }
    return offset
  }

  /// The LSP position of a byte offset (clamped to the document).
  func position(of offset: Int) -> TextPosition {
    let offset = min(max(offset, 0), bytes.count)
    let line = lines.line(containing: offset)
    let start = lines.starts[line]
    let stop = min(offset, lines.ends[line])
    var index = start
    var units = 0
    while index < stop {
      let (length, width) = Self.scalar(at: index, in: bytes)
      units += width
      index += length
    }
    return TextPosition(line: line, character: units)
  }

  /// The byte offset of a formc location (1-based line and Unicode-scalar column, libyaml's
  /// lines), clamped to the line's content and to the document.
  func offset(of location: SourceLocation) -> Int {
    offset(yamlLine: location.line, column: location.column)
  }

  /// The byte offset of a 1-based libyaml line and Unicode-scalar column.
  func offset(yamlLine line: Int, column: Int) -> Int {
    guard line >= 1 else { return 0 }
    guard line <= yamlLines.count else { return bytes.count }
    var offset = yamlLines.starts[line - 1]
    let end = yamlLines.ends[line - 1]
    var remaining = column - 1
    while remaining > 0, offset < end {
      offset += Self.scalar(at: offset, in: bytes).length
      remaining -= 1
    }
    return offset
  }

  /// The formc location (1-based line and scalar column, libyaml's lines) of a byte offset.
  func location(of offset: Int, path: String) -> SourceLocation {
    let offset = min(max(offset, 0), bytes.count)
    let line = yamlLines.line(containing: offset)
    var index = yamlLines.starts[line]
    let stop = min(offset, yamlLines.ends[line])
    var column = 1
    while index < stop {
      index += Self.scalar(at: index, in: bytes).length
      column += 1
    }
    return SourceLocation(path: path, line: line + 1, column: column)
  }

  /// The LSP position of a formc location.
  func position(of location: SourceLocation) -> TextPosition {
    position(of: offset(of: location))
  }

  /// The LSP range between two byte offsets.
  func range(_ start: Int, _ end: Int) -> TextRange {
    TextRange(start: position(of: start), end: position(of: end))
  }

  /// The UTF-8 length and UTF-16 width of the scalar starting at `offset`.
  static func scalar(at offset: Int, in bytes: [UInt8]) -> (length: Int, width: Int) {
    let lead = bytes[offset]
    let length: Int
    switch lead {
    case 0..<0x80: return (1, 1)
    case 0xC0..<0xE0: length = 2
    case 0xE0..<0xF0: length = 3
    case 0xF0..<0xF8: length = 4
    default: return (1, 1)  // A continuation byte on its own (never in text from JSON).
    }
    return (min(length, bytes.count - offset), length == 4 ? 2 : 1)
  }
}
