/// Turns template source into nodes in one pass, applying the spec's standalone-line rules.
struct MustacheParser {
  /// The character after the opening delimiter that gives a tag its kind.
  private enum Sigil: Character {
    case comment = "!"
    case section = "#"
    case inverted = "^"
    case close = "/"
    case partial = ">"
    case ampersand = "&"
    case triple = "{"
    case delimiters = "="
    case parent = "<"
    case block = "$"

    /// Whether a line holding only this tag and whitespace is removed from the output.
    var canStandAlone: Bool { self != .ampersand && self != .triple }
  }

  /// A section whose end tag has not been seen yet.
  private struct OpenSection {
    var name: MustacheName
    var inverted: Bool
    var tagStart: Int
    var bodyStart: Int
    var delimiters: (open: String, close: String)
    var outerNodes: [MustacheNode]
  }

  private let bytes: [UInt8]
  private var position = 0
  private var open: [UInt8]
  private var close: [UInt8]
  private var nodes: [MustacheNode] = []
  private var sections: [OpenSection] = []
  /// How far the source was searched for the line breaks before variable tags, and the leading
  /// spaces and tabs of the line of the last one: tags come in order, so each byte is searched
  /// once.
  private var lineSearchedUpTo = 0
  private var lineIndentation: [UInt8] = []

  /// A parser for `source`, starting with the given delimiters.
  init(_ source: String, delimiters: (open: String, close: String)) {
    bytes = Array(source.utf8)
    open = Array(delimiters.open.utf8)
    close = Array(delimiters.close.utf8)
  }

  /// The template's nodes.
  mutating func parse() throws(MustacheError) -> [MustacheNode] {
    while let tagStart = find(open, from: position) {
      try parseTag(at: tagStart)
    }
    appendText(upTo: bytes.count)
    if let section = sections.last {
      throw error("unclosed section '\(section.name.text)'", at: section.tagStart)
    }
    return nodes
  }

  private mutating func parseTag(at tagStart: Int) throws(MustacheError) {
    var contentStart = tagStart + open.count
    let sigil =
      contentStart < bytes.count ? Sigil(rawValue: Character(.init(bytes[contentStart]))) : nil
    if sigil != nil { contentStart += 1 }
    let terminator = sigil == .triple ? [UInt8(ascii: "}")] + close : close
    guard let contentEnd = find(terminator, from: contentStart) else {
      throw error(
        "unclosed tag, expected '\(String(decoding: terminator, as: UTF8.self))'", at: tagStart)
    }
    let tagEnd = contentEnd + terminator.count
    let content = Self.trimmed(text(contentStart..<contentEnd))
    var indentation: String?
    if sigil?.canStandAlone == true, let line = standaloneLine(tagStart: tagStart, tagEnd: tagEnd) {
      appendText(upTo: line.start)
      indentation = text(line.start..<tagStart)
      position = line.end
    } else {
      appendText(upTo: tagStart)
      position = tagEnd
    }
    switch sigil {
    case .comment: break
    case .parent, .block:
      throw error("template inheritance ('<' and '$' tags) is not supported", at: tagStart)
    case .delimiters:
      let parts =
        content.hasSuffix("=") ? content.dropLast().split(whereSeparator: \.isWhitespace) : []
      guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
        throw error(
          "bad delimiter tag, expected two delimiters separated by whitespace", at: tagStart)
      }
      open = Array(parts[0].utf8)
      close = Array(parts[1].utf8)
    case .section, .inverted:
      sections.append(
        OpenSection(
          name: try name(content, at: tagStart), inverted: sigil == .inverted, tagStart: tagStart,
          bodyStart: tagEnd, delimiters: delimiters, outerNodes: nodes))
      nodes = []
    case .close:
      guard let section = sections.popLast() else {
        throw error("unexpected section end '\(content)'", at: tagStart)
      }
      guard section.name.text == content else {
        throw error(
          "mismatched section end '\(content)', expected '\(section.name.text)'", at: tagStart)
      }
      let body = nodes
      nodes = section.outerNodes
      nodes.append(
        .section(
          MustacheSection(
            section.name, inverted: section.inverted, nodes: body,
            source: text(section.bodyStart..<tagStart), delimiters: section.delimiters)))
    case .partial:
      if content.hasPrefix("*") {
        let name = try name(Self.trimmed(String(content.dropFirst())), at: tagStart)
        nodes.append(.dynamicPartial(MustachePartialTag(name, indentation: indentation)))
      } else {
        guard !content.isEmpty else { throw error("empty tag name", at: tagStart) }
        nodes.append(.partial(MustachePartialTag(content, indentation: indentation)))
      }
    case nil, .ampersand, .triple:
      nodes.append(
        .variable(
          MustacheVariable(
            try name(content, at: tagStart), escaped: sigil == nil,
            lineIndentation: indentationOfLine(at: tagStart))))
    }
  }

  private var delimiters: (open: String, close: String) {
    (String(decoding: open, as: UTF8.self), String(decoding: close, as: UTF8.self))
  }

  /// The whole line around a tag when it holds nothing else but spaces and tabs: from its start
  /// to just after its line break (or the end of the template).
  private func standaloneLine(tagStart: Int, tagEnd: Int) -> (start: Int, end: Int)? {
    func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    var start = tagStart
    while start > 0, isBlank(bytes[start - 1]) { start -= 1 }
    guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { return nil }
    var end = tagEnd
    while end < bytes.count, isBlank(bytes[end]) { end += 1 }
    if end == bytes.count { return (start, end) }
    if bytes[end...].starts(with: "\n".utf8) { return (start, end + 1) }
    if bytes[end...].starts(with: "\r\n".utf8) { return (start, end + 2) }
    return nil
  }

  /// The spaces and tabs that start the line holding `offset` (up to its first other character,
  /// which may be a tag). Offsets must come in increasing order.
  private mutating func indentationOfLine(at offset: Int) -> [UInt8] {
    var start: Int?
    if let lineBreak = bytes[lineSearchedUpTo..<offset].lastIndex(of: UInt8(ascii: "\n")) {
      start = lineBreak + 1
    } else if lineSearchedUpTo == 0 {
      start = 0  // the template's first line
    }
    lineSearchedUpTo = offset
    if let start {
      var end = start
      while end < offset, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") {
        end += 1
      }
      lineIndentation = end > start ? Array(bytes[start..<end]) : []
    }
    return lineIndentation
  }

  private mutating func appendText(upTo end: Int) {
    if end > position { nodes.append(.text(MustacheText(Array(bytes[position..<end])))) }
  }

  private func name(_ text: String, at offset: Int) throws(MustacheError) -> MustacheName {
    guard !text.isEmpty else { throw error("empty tag name", at: offset) }
    guard let name = MustacheName(text) else {
      throw error("invalid tag name '\(text)'", at: offset)
    }
    return name
  }

  private func find(_ needle: [UInt8], from start: Int) -> Int? {
    guard let first = needle.first, start + needle.count <= bytes.count else { return nil }
    for index in start...(bytes.count - needle.count)
    where bytes[index] == first && bytes[index..<index + needle.count].elementsEqual(needle) {
      return index
    }
    return nil
  }

  private func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// `text` without leading and trailing whitespace. It looks at the two ends only: reversing the
  /// whole text, as it once did, cost more than parsing the rest of a template with long comments.
  private static func trimmed(_ text: String) -> String {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(text[first...last])
  }

  /// An error at a byte offset, located by 1-based line and Unicode-scalar column.
  private func error(_ message: String, at offset: Int) -> MustacheError {
    let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let line = 1 + bytes[..<offset].lazy.filter { $0 == UInt8(ascii: "\n") }.count
    let column = 1 + String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count
    return MustacheError(message, line: line, column: column)
  }
}
