extension JSON {
  /// The value as compact JSON text in UTF-8: object members sorted by key, strings escaped as
  /// RFC 8259 requires (and no more), so the same value is always the same bytes.
  package func serialized() -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(256)
    write(into: &out)
    return out
  }

  /// The value as JSON text.
  package var text: String { String(decoding: serialized(), as: UTF8.self) }

  /// A JSON string literal escaped as RFC 8259 requires and no more: `"` and `\` escaped, `\n`,
  /// `\r` and `\t` in their short forms, other control characters as `\u00xx`. String Catalogs
  /// escape the same way (Xcode's writer).
  package static func quoted(_ text: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 2)
    writeString(text, into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  private func write(into out: inout [UInt8]) {
    switch self {
    case .null: out.append(contentsOf: "null".utf8)
    case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
    case .int(let number): out.append(contentsOf: String(number).utf8)
    case .double(let number):
      if !number.isFinite {
        out.append(contentsOf: "null".utf8)
      } else if number == number.rounded(), abs(number) < 9e15 {
        out.append(contentsOf: String(Int(number)).utf8)
      } else {
        out.append(contentsOf: String(number).utf8)
      }
    case .string(let text): Self.writeString(text, into: &out)
    case .array(let items):
      out.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        item.write(into: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      out.append(UInt8(ascii: "{"))
      for (index, member) in members.members.sorted(by: { $0.key < $1.key }).enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        Self.writeString(member.key, into: &out)
        out.append(UInt8(ascii: ":"))
        member.value.write(into: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  private static func writeString(_ text: String, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { bytes in
      var runStart = 0
      for index in 0..<bytes.count {
        let byte = bytes[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
          continue
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        runStart = index + 1
        out.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
        case 0x0A: out.append(UInt8(ascii: "n"))
        case 0x0D: out.append(UInt8(ascii: "r"))
        case 0x09: out.append(UInt8(ascii: "t"))
        default:
          out.append(contentsOf: "u00".utf8)
          out.append(hexDigits[Int(byte >> 4)])
          out.append(hexDigits[Int(byte & 0xF)])
        }
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }
    out.append(UInt8(ascii: "\""))
  }
}
