extension TextDocument {
  /// The byte range of the YAML token that starts at `offset`: a quoted scalar with its quotes,
  /// a plain scalar up to the `:` of a key, a flow indicator or a comment, or the end of the line,
  /// a whole-line comment. formc's diagnostics name only where a token starts; this gives them
  /// their extent. Read from the text, so it works on a document that is not valid YAML.
  func tokenRange(at offset: Int) -> Range<Int> {
    let offset = min(max(offset, 0), bytes.count)
    let line = lines.line(containing: offset)
    let lineEnd = lines.ends[line]
    guard offset < lineEnd else { return offset..<offset }
    let first = bytes[offset]
    switch first {
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      var index = offset + 1
      while index < lineEnd {
        let byte = bytes[index]
        if first == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") {
          index += 2
          continue
        }
        if byte == first {
          if first == UInt8(ascii: "'"), index + 1 < lineEnd, bytes[index + 1] == first {
            index += 2
            continue
          }
          return offset..<index + 1
        }
        index += 1
      }
      return offset..<lineEnd
    case UInt8(ascii: "#"):
      return offset..<trimmedEnd(offset, lineEnd)
    case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
      UInt8(ascii: ","), UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"),
      UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"),
      UInt8(ascii: ">"):
      if first == UInt8(ascii: "-") || first == UInt8(ascii: "?") || first == UInt8(ascii: ":"),
        offset + 1 < lineEnd, bytes[offset + 1] != UInt8(ascii: " ")
      {
        break  // A plain scalar that starts with the character, such as `-3`.
      }
      if first == UInt8(ascii: "&") || first == UInt8(ascii: "*") || first == UInt8(ascii: "!") {
        var index = offset + 1
        while index < lineEnd, bytes[index] != UInt8(ascii: " "), bytes[index] != 0x09 {
          index += 1
        }
        return offset..<index
      }
      return offset..<offset + 1
    default:
      break
    }
    let inFlow = flowDepth(from: lines.starts[line], to: offset) > 0
    var index = offset
    while index < lineEnd {
      let byte = bytes[index]
      if byte == UInt8(ascii: ":"),
        index + 1 == lineEnd || bytes[index + 1] == UInt8(ascii: " ") || bytes[index + 1] == 0x09
          || (inFlow && isFlowIndicator(bytes[index + 1]))
      {
        break
      }
      if byte == UInt8(ascii: "#"), index > offset,
        bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == 0x09
      {
        break
      }
      if inFlow, isFlowIndicator(byte) { break }
      index += 1
    }
    let end = trimmedEnd(offset, index)
    return
      offset..<max(end, min(offset + TextDocument.scalar(at: offset, in: bytes).length, lineEnd))
  }

  /// The identifier-like word around `offset` (letters, digits, `_` and `-`), which may be empty.
  func wordRange(around offset: Int) -> Range<Int> {
    let offset = min(max(offset, 0), bytes.count)
    var start = offset
    while start > 0, Self.isWordByte(bytes[start - 1]) { start -= 1 }
    var end = offset
    while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
    return start..<end
  }

  /// Whether a byte can be part of an id, a key or a rule id.
  static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
      return true
    default:
      return false
    }
  }

  /// The text of a byte range.
  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range.clamped(to: 0..<bytes.count)], as: UTF8.self)
  }

  /// The spaces before the first other character of the line holding `offset`.
  func indentation(ofLineAt offset: Int) -> String {
    let line = lines.line(containing: offset)
    var index = lines.starts[line]
    var indent = ""
    while index < lines.ends[line], bytes[index] == UInt8(ascii: " ") || bytes[index] == 0x09 {
      indent.unicodeScalars.append(Unicode.Scalar(bytes[index]))
      index += 1
    }
    return indent
  }

  private func trimmedEnd(_ start: Int, _ end: Int) -> Int {
    var end = end
    while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == 0x09 { end -= 1 }
    return end
  }

  private func isFlowIndicator(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
      || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{")
  }

  /// How many flow collections are open between `start` and `end` on one line (quoted text
  /// skipped).
  private func flowDepth(from start: Int, to end: Int) -> Int {
    var depth = 0
    var index = start
    var quote: UInt8?
    while index < end {
      let byte = bytes[index]
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: "#"), index == start || bytes[index - 1] == UInt8(ascii: " ") {
        break
      } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
        depth += 1
      } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
        depth = max(0, depth - 1)
      }
      index += 1
    }
    return depth
  }
}
