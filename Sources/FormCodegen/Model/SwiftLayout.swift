/// Lays out generated Swift the way `swift format` (100 columns) would, so generated files pass
/// `swift format lint` whatever the length of the strings a spec holds.
///
/// The generator writes one argument per line and breaks long lines at the places swift-format
/// chooses: after `=` for an assignment, after `label:` for an argument, inside the parentheses of
/// an unlabelled argument. A string literal longer than a line stays whole, as swift-format
/// leaves it.
enum SwiftLayout {
  /// The line length the checked-in `.swift-format` uses.
  static let lineLength = 100

  static func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }

  /// Whether the first line of `text` fits at `indent` (later lines were laid out already).
  static func fits(_ indent: Int, _ text: String) -> Bool {
    // ASCII without a carriage return: one byte per character, so count bytes.
    var count = 0
    for byte in text.utf8 {
      if byte == UInt8(ascii: "\n") { break }
      if byte >= 0x80 || byte == UInt8(ascii: "\r") { return fitsByCharacters(indent, text) }
      count += 1
    }
    return indent + count <= lineLength
  }

  private static func fitsByCharacters(_ indent: Int, _ text: String) -> Bool {
    let firstLine = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)[0]
    return indent + firstLine.count <= lineLength
  }

  /// `head value`, or `head` then `value` on the next line, indented two more.
  ///
  /// `head` ends with `= ` or `: `; the first line carries no indentation (the template gives it),
  /// a continuation line carries its full indentation.
  static func statement(indent: Int, head: String, value: String, suffix: String = "") -> String {
    let line = head + value + suffix
    if fits(indent, line) { return line }
    var trimmed = head
    while trimmed.last == " " { trimmed.removeLast() }
    return trimmed + "\n" + spaces(indent + 2) + value + suffix
  }

  /// A call whose arguments each stand on their own line:
  /// `name(\n  arg1,\n  arg2\n)` with the closing parenthesis at `indent`.
  static func call(indent: Int, name: String, arguments: [String], suffix: String = "") -> String {
    guard !arguments.isEmpty else { return "\(name)()\(suffix)" }
    var out = "\(name)("
    for (index, argument) in arguments.enumerated() {
      let isLast = index == arguments.count - 1
      out += "\n" + spaces(indent + 2) + layoutArgument(indent + 2, isLast ? "" : ",", argument)
    }
    return out + "\n" + spaces(indent) + ")" + suffix
  }

  private static func layoutArgument(_ indent: Int, _ comma: String, _ text: String) -> String {
    if fits(indent, text + comma) { return text + comma }
    // `label: value` breaks after the label.
    if let colon = labelEnd(text) {
      let label = String(text[...colon])
      let value = text[text.index(after: colon)...].drop(while: { $0 == " " })
      return label + "\n" + spaces(indent + 2) + value + comma
    }
    // `.case(value)` breaks inside the parentheses.
    if text.hasPrefix("."), let open = text.firstIndex(of: "("), text.hasSuffix(")") {
      let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
      return String(text[...open]) + "\n" + spaces(indent + 2) + inner + "\n" + spaces(indent) + ")"
        + comma
    }
    return text + comma
  }

  /// The index of the colon ending a leading `label:`, if the text starts with one.
  private static func labelEnd(_ text: String) -> String.Index? {
    var index = text.startIndex
    while index < text.endIndex, text[index].isLetter || text[index].isNumber {
      index = text.index(after: index)
    }
    guard index > text.startIndex, index < text.endIndex, text[index] == ":" else { return nil }
    return index
  }

  /// `head A, B, C {`, or, when it does not fit, the inherited types filled greedily onto
  /// continuation lines and the brace on its own line, as swift-format lays out a declaration.
  static func declaration(indent: Int, head: String, inherits types: [String]) -> String {
    let oneLine = head + types.joined(separator: ", ") + " {"
    if fits(indent, oneLine) { return oneLine }
    var lines: [String] = []
    var current = head
    var currentIndent = indent
    for (index, type) in types.enumerated() {
      let piece = type + (index == types.count - 1 ? "" : ",")
      let candidate =
        current.hasSuffix(" ") || current.isEmpty ? current + piece : current + " " + piece
      if fits(currentIndent, candidate) || current == head {
        current = candidate
      } else {
        lines.append(current)
        currentIndent = indent + 2
        current = spaces(currentIndent) + piece
      }
    }
    lines.append(current)
    return lines.joined(separator: "\n") + "\n" + spaces(indent) + "{"
  }

  /// A collection literal with one element per line; trailing commas only when it has several
  /// elements (the checked-in style), `[]` or `[:]` when empty.
  static func list(indent: Int, _ elements: [String], emptyDictionary: Bool = false) -> String {
    guard !elements.isEmpty else { return emptyDictionary ? "[:]" : "[]" }
    let comma = elements.count > 1 ? "," : ""
    let body = elements.map { spaces(indent + 2) + $0 + comma }.joined(separator: "\n")
    return "[\n" + body + "\n" + spaces(indent) + "]"
  }
}
