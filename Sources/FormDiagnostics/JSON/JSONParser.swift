/// Parses JSON text (RFC 8259) into ``JSON``.
///
/// Works on UTF-8 bytes in one pass. Invalid UTF-8 and lone UTF-16 surrogates in `\u` escapes
/// become U+FFFD rather than failing, as a client's text must never stop the server. Nesting is
/// capped so hostile input cannot exhaust the stack.
package struct JSONParser {
  /// Why text is not JSON, with the byte offset where that became clear.
  package struct Failure: Error, Sendable, Equatable {
    /// What is wrong, lowercase.
    package var reason: String
    /// The 0-based byte offset.
    package var offset: Int
  }

  /// The deepest nesting of arrays and objects accepted.
  package static let maxDepth = 512

  /// Parses a whole document: one value, surrounded only by whitespace.
  package static func parse(_ bytes: [UInt8]) throws(Failure) -> JSON {
    try bytes.withUnsafeBufferPointer { buffer throws(Failure) in
      var parser = Cursor(bytes: buffer)
      parser.skipWhitespace()
      let value = try parser.value(depth: 0)
      parser.skipWhitespace()
      guard parser.offset == buffer.count else {
        throw Failure(reason: "unexpected text after the value", offset: parser.offset)
      }
      return value
    }
  }

  /// Parses a string holding JSON text.
  package static func parse(_ text: String) throws(Failure) -> JSON {
    try parse(Array(text.utf8))
  }

  private struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    func fail(_ reason: String) -> Failure { Failure(reason: reason, offset: offset) }

    mutating func skipWhitespace() {
      while offset < bytes.count {
        switch bytes[offset] {
        case 0x20, 0x09, 0x0A, 0x0D: offset += 1
        default: return
        }
      }
    }

    mutating func value(depth: Int) throws(Failure) -> JSON {
      guard offset < bytes.count else { throw fail("unexpected end of input") }
      switch bytes[offset] {
      case UInt8(ascii: "{"): return try object(depth: depth + 1)
      case UInt8(ascii: "["): return try array(depth: depth + 1)
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): return try literal("true", .bool(true))
      case UInt8(ascii: "f"): return try literal("false", .bool(false))
      case UInt8(ascii: "n"): return try literal("null", .null)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
      default: throw fail("unexpected character")
      }
    }

    mutating func literal(_ word: StaticString, _ value: JSON) throws(Failure) -> JSON {
      let count = word.utf8CodeUnitCount
      guard offset + count <= bytes.count else { throw fail("unexpected end of input") }
      for index in 0..<count where bytes[offset + index] != word.utf8Start[index] {
        throw fail("unexpected character")
      }
      offset += count
      return value
    }

    mutating func object(depth: Int) throws(Failure) -> JSON {
      guard depth <= JSONParser.maxDepth else { throw fail("nesting is too deep") }
      offset += 1
      var members = JSONObject()
      skipWhitespace()
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
        offset += 1
        return .object(members)
      }
      while true {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
          throw fail("expected a member name")
        }
        let key = try string()
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
          throw fail("expected ':' after a member name")
        }
        offset += 1
        skipWhitespace()
        members[key] = try value(depth: depth)
        skipWhitespace()
        guard offset < bytes.count else { throw fail("unexpected end of input") }
        if bytes[offset] == UInt8(ascii: ",") {
          offset += 1
          continue
        }
        guard bytes[offset] == UInt8(ascii: "}") else { throw fail("expected ',' or '}'") }
        offset += 1
        return .object(members)
      }
    }

    mutating func array(depth: Int) throws(Failure) -> JSON {
      guard depth <= JSONParser.maxDepth else { throw fail("nesting is too deep") }
      offset += 1
      var items: [JSON] = []
      skipWhitespace()
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
        offset += 1
        return .array(items)
      }
      while true {
        skipWhitespace()
        items.append(try value(depth: depth))
        skipWhitespace()
        guard offset < bytes.count else { throw fail("unexpected end of input") }
        if bytes[offset] == UInt8(ascii: ",") {
          offset += 1
          continue
        }
        guard bytes[offset] == UInt8(ascii: "]") else { throw fail("expected ',' or ']'") }
        offset += 1
        return .array(items)
      }
    }

    mutating func string() throws(Failure) -> String {
      offset += 1
      let start = offset
      // Fast path: no escapes, so the text is the bytes between the quotes.
      while offset < bytes.count {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "\"") {
          let text = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
          offset += 1
          return text
        }
        if byte == UInt8(ascii: "\\") { break }
        if byte < 0x20 { throw fail("control character in a string") }
        offset += 1
      }
      var scratch = Array(UnsafeBufferPointer(rebasing: bytes[start..<offset]))
      while offset < bytes.count {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "\"") {
          offset += 1
          return String(decoding: scratch, as: UTF8.self)
        }
        if byte < 0x20 { throw fail("control character in a string") }
        guard byte == UInt8(ascii: "\\") else {
          scratch.append(byte)
          offset += 1
          continue
        }
        offset += 1
        guard offset < bytes.count else { break }
        let escape = bytes[offset]
        offset += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(escape)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
          var scalar = try hex4()
          if (0xD800..<0xDC00).contains(scalar) {
            // A high surrogate: a low one must follow to make a scalar.
            if offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
              bytes[offset + 1] == UInt8(ascii: "u")
            {
              let saved = offset
              offset += 2
              let low = try hex4()
              if (0xDC00..<0xE000).contains(low) {
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
              } else {
                offset = saved
                scalar = 0xFFFD
              }
            } else {
              scalar = 0xFFFD
            }
          } else if (0xDC00..<0xE000).contains(scalar) {
            scalar = 0xFFFD
          }
          let value = Unicode.Scalar(scalar) ?? "\u{FFFD}"
          scratch.append(contentsOf: String(value).utf8)
        default:
          offset -= 1
          throw fail("invalid escape in a string")
        }
      }
      throw fail("unterminated string")
    }

    mutating func hex4() throws(Failure) -> UInt32 {
      guard offset + 4 <= bytes.count else { throw fail("unexpected end of input") }
      var value: UInt32 = 0
      for _ in 0..<4 {
        let byte = bytes[offset]
        let digit: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
        default: throw fail("invalid \\u escape")
        }
        value = value << 4 | UInt32(digit)
        offset += 1
      }
      return value
    }

    mutating func number() throws(Failure) -> JSON {
      let start = offset
      var isInteger = true
      if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
      guard offset < bytes.count, isDigit(bytes[offset]) else { throw fail("invalid number") }
      if bytes[offset] == UInt8(ascii: "0") {
        offset += 1
      } else {
        while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
      }
      if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
        isInteger = false
        offset += 1
        guard offset < bytes.count, isDigit(bytes[offset]) else { throw fail("invalid number") }
        while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
      }
      if offset < bytes.count,
        bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E")
      {
        isInteger = false
        offset += 1
        if offset < bytes.count,
          bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")
        {
          offset += 1
        }
        guard offset < bytes.count, isDigit(bytes[offset]) else { throw fail("invalid number") }
        while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
      }
      let text = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
      if isInteger, let integer = Int(text) { return .int(integer) }
      guard let double = Double(text) else { throw fail("invalid number") }
      return .double(double)
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
  }
}
