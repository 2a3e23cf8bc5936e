/// A JSON document with ordered object keys, written by hand so the bytes are deterministic.
package enum JSONValue {
  /// An object's members, in the order they are written.
  package typealias Members = [(key: String, value: JSONValue)]

  case string(String)
  case int(Int)
  case bool(Bool)
  case array([JSONValue])
  case object(Members)

  /// Pretty-printed with 2-space indentation, `": "` after keys, and one final newline.
  package var rendered: String {
    var out = ""
    write(into: &out, indent: "")
    return out + "\n"
  }

  private func write(into out: inout String, indent: String) {
    let inner = indent + "  "
    switch self {
    case .string(let text): out += Self.quoted(text)
    case .int(let number): out += String(number)
    case .bool(let flag): out += flag ? "true" : "false"
    case .array(let items):
      guard !items.isEmpty else {
        out += "[]"
        return
      }
      out += "[\n"
      for (index, item) in items.enumerated() {
        out += inner
        item.write(into: &out, indent: inner)
        out += index == items.count - 1 ? "\n" : ",\n"
      }
      out += indent + "]"
    case .object(let members):
      guard !members.isEmpty else {
        out += "{}"
        return
      }
      out += "{\n"
      for (index, member) in members.enumerated() {
        out += inner + Self.quoted(member.key) + ": "
        member.value.write(into: &out, indent: inner)
        out += index == members.count - 1 ? "\n" : ",\n"
      }
      out += indent + "}"
    }
  }

  /// A JSON string literal: `"` and `\` escaped, control characters (U+0000–U+001F and
  /// U+007F–U+009F) as `\u00xx`, everything else kept as UTF-8.
  package static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x22: out += "\\\""
      case 0x5C: out += "\\\\"
      case 0x00...0x1F, 0x7F...0x9F:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
