import FormDiagnostics
import FormSpec

/// A JSON value, and a parser for streams of them (yaml-test-suite's `in.json` may hold several).
enum JSONValue: Equatable, CustomStringConvertible {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  var description: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return "\(value)"
    case .number(let value): return "\(value)"
    case .string(let value): return "\"\(value)\""
    case .array(let values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
    case .object(let members):
      return "{"
        + members.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }
        .joined(separator: ", ") + "}"
    }
  }

  /// Parses zero or more whitespace-separated JSON values.
  static func parseStream(_ text: String) -> [JSONValue]? {
    var parser = Parser(scalars: Array(text.unicodeScalars))
    var values: [JSONValue] = []
    while true {
      parser.skipSpace()
      if parser.index == parser.scalars.count { return values }
      guard let value = parser.value() else { return nil }
      values.append(value)
    }
  }

  private struct Parser {
    let scalars: [Unicode.Scalar]
    var index = 0

    mutating func skipSpace() {
      while index < scalars.count, " \t\r\n".unicodeScalars.contains(scalars[index]) { index += 1 }
    }

    mutating func literal(_ word: String) -> Bool {
      let word = Array(word.unicodeScalars)
      guard index + word.count <= scalars.count, Array(scalars[index..<index + word.count]) == word
      else { return false }
      index += word.count
      return true
    }

    mutating func value() -> JSONValue? {
      skipSpace()
      guard index < scalars.count else { return nil }
      switch scalars[index] {
      case "n": return literal("null") ? .null : nil
      case "t": return literal("true") ? .bool(true) : nil
      case "f": return literal("false") ? .bool(false) : nil
      case "\"": return string().map(JSONValue.string)
      case "[":
        index += 1
        var values: [JSONValue] = []
        skipSpace()
        if index < scalars.count, scalars[index] == "]" {
          index += 1
          return .array(values)
        }
        while true {
          guard let value = value() else { return nil }
          values.append(value)
          skipSpace()
          guard index < scalars.count else { return nil }
          index += 1
          if scalars[index - 1] == "]" { return .array(values) }
          guard scalars[index - 1] == "," else { return nil }
        }
      case "{":
        index += 1
        var members: [String: JSONValue] = [:]
        skipSpace()
        if index < scalars.count, scalars[index] == "}" {
          index += 1
          return .object(members)
        }
        while true {
          skipSpace()
          guard let key = string() else { return nil }
          skipSpace()
          guard index < scalars.count, scalars[index] == ":" else { return nil }
          index += 1
          guard let value = value() else { return nil }
          members[key] = value
          skipSpace()
          guard index < scalars.count else { return nil }
          index += 1
          if scalars[index - 1] == "}" { return .object(members) }
          guard scalars[index - 1] == "," else { return nil }
        }
      default:
        let start = index
        while index < scalars.count, "+-0123456789.eE".unicodeScalars.contains(scalars[index]) {
          index += 1
        }
        return Double(String(String.UnicodeScalarView(scalars[start..<index]))).map(
          JSONValue.number)
      }
    }

    mutating func string() -> String? {
      guard index < scalars.count, scalars[index] == "\"" else { return nil }
      index += 1
      var result = String.UnicodeScalarView()
      var pendingHigh: UInt32?
      while index < scalars.count {
        let scalar = scalars[index]
        index += 1
        if scalar == "\"" { return String(result) }
        guard scalar == "\\" else {
          result.append(scalar)
          continue
        }
        guard index < scalars.count else { return nil }
        let escape = scalars[index]
        index += 1
        switch escape {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "r": result.append("\r")
        case "b": result.append("\u{08}")
        case "f": result.append("\u{0C}")
        case "/": result.append("/")
        case "\\": result.append("\\")
        case "\"": result.append("\"")
        case "u":
          guard index + 4 <= scalars.count,
            let code = UInt32(
              String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16)
          else { return nil }
          index += 4
          if (0xD800..<0xDC00).contains(code) {
            pendingHigh = code
          } else if (0xDC00..<0xE000).contains(code), let high = pendingHigh {
            let combined = 0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)
            result.append(Unicode.Scalar(combined)!)
            pendingHigh = nil
          } else if let scalar = Unicode.Scalar(code) {
            result.append(scalar)
          }
        default: return nil
        }
      }
      return nil
    }
  }
}

extension YAMLDocument {
  /// The document as JSON under the core schema (for conformance tests).
  func json(_ id: YAMLNode.ID? = nil) -> JSONValue {
    guard let id = id ?? root else { return .null }
    let node = self[id]
    switch node.kind {
    case .sequence: return .array(entries(of: id).map { json($0) })
    case .mapping:
      var members: [String: JSONValue] = [:]
      for (key, value) in pairs(of: id) { members[self[key].text] = json(value) }
      return .object(members)
    case .scalar:
      switch node.scalarValue {
      case .null?: return .null
      case .bool(let value)?: return .bool(value)
      case .int(let value)?: return .number(Double(value))
      case .float(let value)?: return .number(value)
      case .string(let value)?: return .string(value)
      case nil: return .string(node.text)
      }
    }
  }
}
