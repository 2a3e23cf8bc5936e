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
  static func escaped(_ text: String) -> String {
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
