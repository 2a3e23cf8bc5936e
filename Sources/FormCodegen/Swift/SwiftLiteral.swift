/// Writes spec strings as Swift source, so nothing a spec says can change the generated code.
public enum SwiftLiteral {
  /// A double-quoted Swift string literal whose value is exactly `text`.
  ///
  /// Quotes, backslashes and every character that could change how the line reads — control and
  /// format characters (including bidirectional overrides and marks), line and paragraph separators,
  /// private-use and unassigned code points — are escaped, so the literal is one line of plain
  /// text. Interpolation (`\(`) cannot occur: every backslash is doubled.
  public static func string(_ text: String) -> String {
    // Printable ASCII without quotes or backslashes, the usual case, stands as it is.
    if isPlain(text) { return .joining("\"", text, "\"") }
    return escaped(text)
  }

  /// `prefix` followed by ``string(_:)`` of `text` (and `suffix`), built as one string: the model
  /// writes most literals after a label, as in `message: "…"` or `.pattern("…")`.
  static func string(_ text: String, prefix: String, suffix: String = "") -> String {
    if isPlain(text) { return .joining(prefix, "\"", text, "\"", suffix) }
    return .joining(prefix, escaped(text), suffix)
  }

  /// Whether `text` is printable ASCII without quotes or backslashes, which stands as it is.
  static func isPlain(_ text: String) -> Bool {
    text.withUTF8Bytes { ASCIIScan.isPlainPrintable($0) }
  }

  /// The literal of text that needs escaping.
  ///
  /// Written from the text's UTF-8 in one pass that measures and one that writes, into a string
  /// of the exact size: printable ASCII is copied byte by byte, and only a non-ASCII scalar is
  /// decoded (and its general category looked up). Built scalar by scalar with `+=`, a
  /// forty-byte pattern cost about 7,000 instructions and several reallocations.
  static func escaped(_ text: String) -> String {
    guard #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *) else { return escapedByScalars(text) }
    return text.withUTF8Bytes { utf8 in
      let count = writeEscaped(utf8, into: nil)
      return String(unsafeUninitializedCapacity: count) { buffer in
        guard let base = buffer.baseAddress else { return 0 }
        return writeEscaped(utf8, into: base)
      }
    }
  }

  /// Writes the literal of `utf8` (valid UTF-8), quotes included, at `out`, or only measures it
  /// when `out` is `nil`; returns its length in bytes.
  ///
  /// The same escapes as the scalar-by-scalar definition (``escapedByScalars(_:)``): `\"`,
  /// `\\`, `\n`, `\r`, `\t`, `\0`, and `\u{…}` (upper-case hexadecimal) for a scalar that
  /// ``needsEscape(_:)``; every other scalar as it is.
  static func writeEscaped(
    _ utf8: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>?
  ) -> Int {
    var length = 0
    @inline(__always) func put(_ byte: UInt8) {
      out?[length] = byte
      length += 1
    }
    @inline(__always) func putEscaped(_ byte: UInt8) {
      put(UInt8(ascii: "\\"))
      put(byte)
    }
    func putUnicodeEscape(_ value: UInt32) {
      put(UInt8(ascii: "\\"))
      put(UInt8(ascii: "u"))
      put(UInt8(ascii: "{"))
      var shift = 28
      while shift > 0, value >> UInt32(shift) == 0 { shift -= 4 }
      while shift >= 0 {
        let digit = UInt8((value >> UInt32(shift)) & 0xF)
        put(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "A") + digit - 10)
        shift -= 4
      }
      put(UInt8(ascii: "}"))
    }
    put(UInt8(ascii: "\""))
    var index = 0
    while index < utf8.count {
      let lead = utf8[index]
      if lead < 0x80 {
        index += 1
        switch lead {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): putEscaped(lead)
        case UInt8(ascii: "\n"): putEscaped(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): putEscaped(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): putEscaped(UInt8(ascii: "t"))
        case 0: putEscaped(UInt8(ascii: "0"))
        case UInt8(ascii: " ")...UInt8(ascii: "~"): put(lead)
        default:
          // The other C0 controls and DEL: their category is `control`.
          if needsEscape(Unicode.Scalar(lead)) {
            putUnicodeEscape(UInt32(lead))
          } else {
            put(lead)
          }
        }
        continue
      }
      // A multi-byte scalar of valid UTF-8: its length from its lead byte.
      let count = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
      var value = UInt32(lead) & (count == 2 ? 0x1F : count == 3 ? 0x0F : 0x07)
      for offset in 1..<count { value = value << 6 | UInt32(utf8[index + offset] & 0x3F) }
      if let scalar = Unicode.Scalar(value), !needsEscape(scalar) {
        for offset in 0..<count { put(utf8[index + offset]) }
      } else {
        putUnicodeEscape(value)
      }
      index += count
    }
    put(UInt8(ascii: "\""))
    return length
  }

  /// The literal of `text` built scalar by scalar: the definition ``writeEscaped(_:into:)``
  /// follows, for systems without `String(unsafeUninitializedCapacity:initializingUTF8With:)`.
  static func escapedByScalars(_ text: String) -> String {
    var out = "\""
    out.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 2)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\0": out += "\\0"
      case " "..."~":
        out.unicodeScalars.append(scalar)
      default:
        if needsEscape(scalar) {
          out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
    return out
  }

  /// A Swift literal for a finite number (`24`, `0.5`, `-3.25`, `1_000_000`).
  public static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return integer(Int(value)) }
    return String(value)
  }

  /// An integer literal, its digits grouped by three from seven digits on, as swift-format's
  /// `GroupNumericLiterals` wants.
  public static func integer(_ value: Int) -> String {
    // Six digits or fewer (nearly every literal): no grouping, and no second conversion.
    if value.magnitude < 1_000_000 { return String(value) }
    let digits = String(value.magnitude)
    guard digits.count >= 7 else { return String(value) }
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { grouped += "_" }
      grouped.append(digit)
    }
    return (value < 0 ? "-" : "") + grouped
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned,
      .surrogate:
      return true
    default:
      return false
    }
  }
}
