import FormDiagnostics
import FormSpec
import Testing

@testable import FormLanguageServer

/// Positions in three units: bytes, LSP's (line, UTF-16 unit) and formc's (line, Unicode scalar,
/// libyaml's lines), and changes applied in LSP positions.
struct TextDocumentTests {
  struct PositionCase: CustomStringConvertible, Sendable {
    var text: String
    /// The byte offset of interest.
    var offset: Int
    var lsp: TextPosition
    /// formc's 1-based line and scalar column of the same place.
    var formc: (line: Int, column: Int)
    var description: String { "\(text.debugDescription) @\(offset)" }
  }

  static let positionCases: [PositionCase] = [
    PositionCase(
      text: "form: A\ntitle: x\n", offset: 8, lsp: .init(line: 1, character: 0), formc: (2, 1)),
    // An astral scalar is 4 bytes, 2 UTF-16 units and 1 column.
    PositionCase(text: "a: 😀x\n", offset: 7, lsp: .init(line: 0, character: 5), formc: (1, 5)),
    PositionCase(text: "a: 😀😀: b\n", offset: 11, lsp: .init(line: 0, character: 7), formc: (1, 6)),
    // A two-byte scalar: 2 bytes, 1 unit, 1 column.
    PositionCase(text: "é: 1\nb", offset: 2, lsp: .init(line: 0, character: 1), formc: (1, 2)),
    // CRLF and CR end lines for both.
    PositionCase(
      text: "a: 1\r\nb: 2\r\n", offset: 6, lsp: .init(line: 1, character: 0), formc: (2, 1)),
    PositionCase(text: "a: 1\rb: 2\r", offset: 8, lsp: .init(line: 1, character: 3), formc: (2, 4)),
    // LINE SEPARATOR and NEL end a line for libyaml, not for LSP.
    PositionCase(
      text: "a: 1\u{2028}b: 2\n", offset: 7, lsp: .init(line: 0, character: 5), formc: (2, 1)),
    PositionCase(
      text: "a\u{85}b: 😀\nc", offset: 3, lsp: .init(line: 0, character: 2), formc: (2, 1)),
    // libyaml skips a byte order mark: formc's column 1 is after it, LSP's character 1.
    PositionCase(
      text: "\u{FEFF}form: A\n", offset: 3, lsp: .init(line: 0, character: 1), formc: (1, 1)),
  ]

  @Test(arguments: positionCases)
  func convertsPositions(_ example: PositionCase) {
    let document = TextDocument(uri: "file:///t.form.yaml", version: 1, text: example.text)
    #expect(document.position(of: example.offset) == example.lsp)
    #expect(document.offset(of: example.lsp) == example.offset)
    let location = document.location(of: example.offset, path: "t")
    #expect(location.line == example.formc.line)
    #expect(location.column == example.formc.column)
    #expect(
      document.offset(
        of: SourceLocation(path: "t", line: example.formc.line, column: example.formc.column))
        == example.offset)
  }

  @Test func clampsPositionsPastTheEnd() {
    let document = TextDocument(uri: "u", version: 1, text: "ab\r\ncd")
    #expect(document.offset(of: TextPosition(line: 0, character: 99)) == 2)
    #expect(document.offset(of: TextPosition(line: 7, character: 0)) == 6)
    #expect(document.offset(of: TextPosition(line: -1, character: 3)) == 0)
    #expect(document.offset(yamlLine: 1, column: 40) == 2)
    #expect(document.position(of: 3) == TextPosition(line: 0, character: 2))
  }

  @Test func aPositionInsideASurrogatePairStaysBeforeTheScalar() {
    let document = TextDocument(uri: "u", version: 1, text: "😀b")
    #expect(document.offset(of: TextPosition(line: 0, character: 1)) == 0)
    #expect(document.offset(of: TextPosition(line: 0, character: 2)) == 4)
  }

  struct EditCase: CustomStringConvertible, Sendable {
    var before: String
    var range: (Int, Int, Int, Int)
    var text: String
    var after: String
    var description: String { "\(before.debugDescription) → \(after.debugDescription)" }
  }

  static let edits: [EditCase] = [
    EditCase(before: "form: A\n", range: (0, 6, 0, 7), text: "SignUp", after: "form: SignUp\n"),
    EditCase(before: "a: 😀\nb", range: (0, 5, 0, 5), text: "x", after: "a: 😀x\nb"),
    EditCase(before: "a: 😀\nb", range: (0, 3, 0, 5), text: "", after: "a: \nb"),
    EditCase(before: "a\r\nb\r\nc", range: (0, 1, 2, 0), text: "-", after: "a-c"),
    EditCase(before: "a\r\nb", range: (1, 1, 1, 1), text: "\r\nz", after: "a\r\nb\r\nz"),
    // Inserting a LF after a CR joins them into one CRLF break.
    EditCase(before: "a\rb", range: (0, 1, 1, 0), text: "\n", after: "a\nb"),
    EditCase(before: "x", range: (5, 0, 9, 9), text: "!", after: "x!"),
    EditCase(before: "abc", range: (0, 2, 0, 1), text: "-", after: "a-c"),
  ]

  @Test(arguments: edits)
  func appliesIncrementalChanges(_ edit: EditCase) throws {
    var document = TextDocument(uri: "u", version: 1, text: edit.before)
    let change: JSON = [
      "range": [
        "start": ["line": .int(edit.range.0), "character": .int(edit.range.1)],
        "end": ["line": .int(edit.range.2), "character": .int(edit.range.3)],
      ],
      "text": .string(edit.text),
    ]
    try document.apply(change)
    #expect(document.text == edit.after)
    #expect(document.lines == LineTable(Array(edit.after.utf8), breaks: .lsp))
  }

  @Test func aChangeWithoutARangeReplacesEverything() throws {
    var document = TextDocument(uri: "u", version: 1, text: "old\ntext")
    try document.apply(["text": "new"])
    #expect(document.text == "new")
    #expect(document.lines.count == 1)
  }

  @Test func aMalformedChangeIsRejected() {
    var document = TextDocument(uri: "u", version: 1, text: "x")
    #expect(throws: ResponseError.self) { try document.apply(["range": "nope", "text": "y"]) }
    #expect(throws: ResponseError.self) { try document.apply(["range": .null]) }
    #expect(document.text == "x")
  }

  /// Random edits in UTF-16 positions, checked against Swift's own UTF-16 view of the text.
  @Test func randomEditsMatchAUTF16Model() throws {
    var random = SplitMix(seed: 22)
    let pieces = ["a", "é", "😀", "\n", "\r\n", "\r", " ", "𝄞x", "\u{2028}"]
    var model = Array("form: A\ncontent:\n  😀: é\r\n".utf16)
    var document = TextDocument(uri: "u", version: 1, text: String(decoding: model, as: UTF16.self))
    for _ in 0..<400 {
      let lines = Self.lspLines(model)
      let startLine = Int(random.next() % UInt64(lines.count))
      let endLine = min(lines.count - 1, startLine + Int(random.next() % 2))
      func character(_ line: Int) -> Int {
        let content = Array(model[lines[line]])
        var value = Int(random.next() % UInt64(content.count + 1))
        // Keep off the middle of a surrogate pair, where LSP leaves the meaning open.
        if value > 0, value < content.count, UTF16.isTrailSurrogate(content[value]) { value -= 1 }
        return value
      }
      var start = (startLine, character(startLine))
      var end = (endLine, character(endLine))
      if (end.0, end.1) < (start.0, start.1) { swap(&start, &end) }
      let insert = (0..<Int(random.next() % 3)).map { _ in
        pieces[Int(random.next() % UInt64(pieces.count))]
      }.joined()
      let from = lines[start.0].lowerBound + start.1
      let to = lines[end.0].lowerBound + end.1
      model.replaceSubrange(from..<to, with: Array(insert.utf16))
      try document.apply([
        "range": [
          "start": ["line": .int(start.0), "character": .int(start.1)],
          "end": ["line": .int(end.0), "character": .int(end.1)],
        ],
        "text": .string(insert),
      ])
      #expect(document.text == String(decoding: model, as: UTF16.self))
      #expect(document.lines == LineTable(document.bytes, breaks: .lsp))
    }
  }

  /// Each line's content in the model, as a range of UTF-16 indices, split at LF, CRLF and CR.
  static func lspLines(_ units: [UInt16]) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    var start = 0
    var index = 0
    while index < units.count {
      let unit = units[index]
      if unit == 0x0A || unit == 0x0D {
        lines.append(start..<index)
        if unit == 0x0D, index + 1 < units.count, units[index + 1] == 0x0A { index += 1 }
        start = index + 1
      }
      index += 1
    }
    lines.append(start..<units.count)
    return lines
  }
}

/// A small deterministic generator for the random tests.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
