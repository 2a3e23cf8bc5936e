/// A scalar's value under the YAML 1.2 core schema.
public enum YAMLScalarValue: Hashable, Sendable {
  /// `null`, `Null`, `NULL`, `~` or empty.
  case null
  /// `true`/`True`/`TRUE`/`false`/`False`/`FALSE` (never `yes`, `no`, `on` or `off`).
  case bool(Bool)
  /// A decimal, `0o` octal or `0x` hexadecimal integer that fits in `Int`.
  case int(Int)
  /// A float, including `.inf` and `.nan` spellings, or an integer too large for `Int`.
  case float(Double)
  /// Anything else, and every quoted or `!`/`!!str`-tagged scalar.
  case string(String)
}

extension YAMLNode {
  /// The scalar's value under the core schema, honouring its tag and style.
  ///
  /// Returns `nil` for collections and for a scalar whose core tag does not fit its text
  /// (`!!int abc`).
  public var scalarValue: YAMLScalarValue? {
    guard kind == .scalar else { return nil }
    switch tag {
    case .string, .nonSpecific, .foreign: return .string(text)
    case .none:
      guard style == .plain else { return .string(text) }
      // Nullness was found on the text's bytes when the node was made (``isNull``): comparing
      // the text with each null spelling again cost about 100 instructions a short scalar.
      return isNull ? .null : CoreSchema.resolveNonNull(text)
    case .null: return CoreSchema.isNull(text) ? .null : nil
    case .bool: return CoreSchema.bool(text).map(YAMLScalarValue.bool)
    case .int: return CoreSchema.int(text)
    case .float:
      if let value = CoreSchema.float(text) { return .float(value) }
      switch CoreSchema.int(text) {
      case .int(let value)?: return .float(Double(value))
      case let other: return other
      }
    case .sequence, .mapping: return nil
    }
  }
}

extension YAMLNode {
  /// Whether ``scalarValue`` is `.null`, found without resolving an untagged scalar fully (which
  /// tries every core-schema type on every string).
  var isNullScalar: Bool { isNull }

  /// Whether a node of `kind`, `style` and `tag` is a null scalar: an untagged plain scalar or a
  /// `!!null` one whose text is a core-schema null (`textIsNull`, which the parser finds on the
  /// text's bytes). Every other tag's value (``scalarValue``) is a string, a boolean, a number or
  /// nothing, never `.null`.
  static func isNull(kind: Kind, style: Style, tag: Tag, textIsNull: Bool) -> Bool {
    guard kind == .scalar, textIsNull else { return false }
    switch tag {
    case .none: return style == .plain
    case .null: return true
    case .nonSpecific, .string, .int, .float, .bool, .sequence, .mapping, .foreign: return false
    }
  }
}

/// The YAML 1.2 core schema's resolution of plain scalars, without regular expressions.
enum CoreSchema {
  static func resolve(_ text: String) -> YAMLScalarValue {
    isNull(text) ? .null : resolveNonNull(text)
  }

  /// ``resolve(_:)`` of a text that is no null spelling.
  static func resolveNonNull(_ text: String) -> YAMLScalarValue {
    if let value = bool(text) { return .bool(value) }
    if let value = int(text) { return value }
    if let value = float(text) { return .float(value) }
    return .string(text)
  }

  static func isNull(_ text: String) -> Bool {
    // Most scalars are longer than any null spelling: a length test spares the comparisons.
    guard text.utf8.count <= 4 else { return false }
    switch text {
    case "", "~", "null", "Null", "NULL": return true
    default: return false
    }
  }

  /// ``isNull(_:)`` of the UTF-8 text `bytes`, tested on the bytes: the parser knows every
  /// scalar's nullness this way before it makes the scalar's string, where comparing the string
  /// with each null spelling cost about 50 instructions a scalar.
  static func isNull(_ bytes: UnsafeRawBufferPointer) -> Bool {
    switch bytes.count {
    case 0: return true
    case 1: return bytes[0] == UInt8(ascii: "~")
    case 4:
      // `null`, `Null` or `NULL`.
      if bytes[0] == UInt8(ascii: "n") || bytes[0] == UInt8(ascii: "N"),
        bytes[1] == UInt8(ascii: "u"), bytes[2] == UInt8(ascii: "l"), bytes[3] == UInt8(ascii: "l")
      {
        return true
      }
      return bytes[0] == UInt8(ascii: "N") && bytes[1] == UInt8(ascii: "U")
        && bytes[2] == UInt8(ascii: "L") && bytes[3] == UInt8(ascii: "L")
    default: return false
    }
  }

  static func bool(_ text: String) -> Bool? {
    let length = text.utf8.count
    guard length == 4 || length == 5 else { return nil }
    // Every spelling starts with `t`, `T`, `f` or `F`: other four- and five-byte scalars (`0.00`,
    // `email`) are compared with none of them.
    switch text.utf8.first {
    case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"): break
    default: return nil
    }
    switch text {
    case "true", "True", "TRUE": return true
    case "false", "False", "FALSE": return false
    default: return nil
    }
  }

  /// `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+`.
  static func int(_ text: String) -> YAMLScalarValue? {
    // Every integer starts with a digit or a sign; most scalars are words.
    guard let first = text.utf8.first, isDigit(first, radix: 10) || first == 0x2D || first == 0x2B
    else { return nil }
    // The bytes are read in place (`withUTF8`), not copied into an array: a native string's
    // bytes are contiguous already.
    var bytesOfText = text
    return bytesOfText.withUTF8 { bytes -> YAMLScalarValue? in
      if bytes.count > 2, bytes[0] == UInt8(ascii: "0"),
        bytes[1] == UInt8(ascii: "o") || bytes[1] == UInt8(ascii: "x")
      {
        let radix = bytes[1] == UInt8(ascii: "o") ? 8 : 16
        let digits = UnsafeBufferPointer(rebasing: bytes[2...])
        guard digits.allSatisfy({ isDigit($0, radix: radix) }) else { return nil }
        if let value = Int(String(decoding: digits, as: UTF8.self), radix: radix) {
          return .int(value)
        }
        return .float(digits.reduce(0.0) { $0 * Double(radix) + Double(digitValue($1)) })
      }
      var index = 0
      if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") { index = 1 }
      guard index < bytes.count,
        UnsafeBufferPointer(rebasing: bytes[index...]).allSatisfy({ isDigit($0, radix: 10) })
      else {
        return nil
      }
      if let value = Int(text) { return .int(value) }
      return Double(text).map(YAMLScalarValue.float)
    }
  }

  /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `[-+]?\.(inf|Inf|INF)`,
  /// `\.(nan|NaN|NAN)`.
  static func float(_ text: String) -> Double? {
    // Every float starts with a digit, a sign or a point; most scalars are words.
    guard let first = text.utf8.first,
      isDigit(first, radix: 10) || first == 0x2D || first == 0x2B || first == 0x2E
    else { return nil }
    switch text {
    case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
    case "-.inf", "-.Inf", "-.INF": return -.infinity
    case ".nan", ".NaN", ".NAN": return .nan
    default: break
    }
    var bytesOfText = text
    return bytesOfText.withUTF8 { floatValue($0, text) }
  }

  /// ``float(_:)`` of `text`, whose UTF-8 bytes are `bytes`, past its first tests.
  private static func floatValue(_ bytes: UnsafeBufferPointer<UInt8>, _ text: String) -> Double? {
    var index = 0
    func digits() -> Int {
      let start = index
      while index < bytes.count, isDigit(bytes[index], radix: 10) { index += 1 }
      return index - start
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      index += 1
    }
    let integerDigits = digits()
    var fractionDigits = 0
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      fractionDigits = digits()
    }
    guard integerDigits > 0 || fractionDigits > 0 else { return nil }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
      {
        index += 1
      }
      guard digits() > 0 else { return nil }
    }
    guard index == bytes.count else { return nil }

    return Double(text)
  }

  private static func isDigit(_ byte: UInt8, radix: Int) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "7"): return true
    case UInt8(ascii: "8"), UInt8(ascii: "9"): return radix >= 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"):
      return radix == 16
    default: return false
    }
  }

  private static func digitValue(_ byte: UInt8) -> Int {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
    default: return Int(byte - UInt8(ascii: "A")) + 10
    }
  }
}
