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

  static func spaces(_ count: Int) -> String {
    count < indentations.count ? indentations[count] : String(repeating: " ", count: count)
  }

  /// Indentation strings up to 64 columns, made once (those up to 15 are stored inline).
  private static let indentations = (0..<65).map { String(repeating: " ", count: $0) }

  /// Whether the first line of `text` fits at `indent` (later lines were laid out already).
  static func fits(_ indent: Int, _ text: String) -> Bool {
    fits(indent, text, suffixLength: 0)
  }

  /// Whether the first line of `text` followed by `suffixLength` more ASCII characters (when
  /// `text` is one line) fits at `indent`.
  private static func fits(_ indent: Int, _ text: String, suffixLength: Int) -> Bool {
    let budget = lineLength - indent
    let answer: Bool? = text.withUTF8Bytes { bytes in
      // ASCII without a carriage return: one byte per character, so count bytes. Once the bytes
      // exceed the budget by two the line cannot fit: before a non-ASCII scalar, only the last
      // ASCII character could join it in one character. So only the first `budget + 3` bytes
      // are looked at; a line feed among them ends the line, anything else unusual is counted
      // by characters.
      if let index = ASCIIScan.firstLineBreakOrNonASCII(bytes, limit: max(budget + 3, 1)) {
        return bytes[index] == UInt8(ascii: "\n") ? index <= budget : nil
      }
      if bytes.count > budget + 2 { return false }
      return bytes.count + suffixLength <= budget
    }
    return answer ?? fitsByCharacters(indent, text, suffixLength: suffixLength)
  }

  private static func fitsByCharacters(_ indent: Int, _ text: String, suffixLength: Int) -> Bool {
    let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    return indent + lines[0].count + (lines.count == 1 ? suffixLength : 0) <= lineLength
  }

  /// `head value`, or `head` then `value` on the next line, indented two more.
  ///
  /// `head` ends with `= ` or `: `; the first line carries no indentation (the template gives it),
  /// a continuation line carries its full indentation.
  static func statement(indent: Int, head: String, value: String) -> String {
    statement(indent: indent, head: head, line: .joining(head, value)) { value }
  }

  /// ``statement(indent:head:value:)`` whose value is `SwiftLiteral.string(literal)`, or `nil`
  /// when `literal` is nil.
  static func statement(indent: Int, head: String, literal: String?) -> String {
    statement(
      indent: indent, head: head,
      line: literal.map { SwiftLiteral.string($0, prefix: head) } ?? .joining(head, "nil")
    ) { literal.map(SwiftLiteral.string) ?? "nil" }
  }

  /// ``statement(indent:head:value:)`` given its one-line form `line` (`head` followed by the
  /// value), built once by the caller: the usual case, a line that fits, costs nothing more.
  /// `value` is asked for only when the line must break.
  static func statement(indent: Int, head: String, line: String, value: () -> String) -> String {
    if fits(indent, line) { return line }
    var trimmed = head[...]
    while trimmed.last == " " { trimmed.removeLast() }
    return .joining(String(trimmed), "\n", spaces(indent + 2), value())
  }

  /// A call whose arguments each stand on their own line:
  /// `name(\n  arg1,\n  arg2\n)` with the closing parenthesis at `indent`.
  static func call(indent: Int, name: String, arguments: [String], suffix: String = "") -> String {
    guard !arguments.isEmpty else { return name + "()" + suffix }
    var capacity = name.utf8.count + suffix.utf8.count + indent + 3
    for argument in arguments { capacity += argument.utf8.count + indent + 8 }
    var out = TextBuffer(capacity: capacity)
    appendCall(to: &out, indent: indent, name: name, arguments: arguments)
    out.append(suffix)
    return out.text
  }

  /// ``call(indent:name:arguments:suffix:)`` written at the end of `out`.
  static func appendCall(
    to out: inout TextBuffer, indent: Int, name: String, arguments: [String]
  ) {
    appendCall(to: &out, indent: indent, name: name, count: arguments.count) { arguments[$0] }
  }

  /// ``call(indent:name:arguments:suffix:)`` written at the end of `out`, its `count` arguments
  /// given one by one by `argument`, so that no array of them is built.
  static func appendCall(
    to out: inout TextBuffer, indent: Int, name: String, count: Int,
    argument: (_ index: Int) -> String
  ) {
    out.append(name)
    out.append(byte: UInt8(ascii: "("))
    guard count > 0 else { return out.append(byte: UInt8(ascii: ")")) }
    for index in 0..<count {
      out.newline(indent: indent + 2)
      appendArgument(&out, indent + 2, isLast: index == count - 1, argument(index))
    }
    out.newline(indent: indent)
    out.append(byte: UInt8(ascii: ")"))
  }

  private static func appendArgument(
    _ out: inout TextBuffer, _ indent: Int, isLast: Bool, _ text: String
  ) {
    let comma: StaticString = isLast ? "" : ","
    if fits(indent, text, suffixLength: comma.utf8CodeUnitCount) {
      out.append(text)
      out.append(comma)
      return
    }
    // `label: value` breaks after the label.
    if let colon = labelEnd(text) {
      out.append(text[...colon])
      out.newline(indent: indent + 2)
      out.append(text[text.index(after: colon)...].drop(while: { $0 == " " }))
      out.append(comma)
      return
    }
    // `.case(value)` breaks inside the parentheses.
    if text.hasPrefix("."), let open = text.firstIndex(of: "("), text.hasSuffix(")") {
      out.append(text[...open])
      out.newline(indent: indent + 2)
      out.append(text[text.index(after: open)..<text.index(before: text.endIndex)])
      out.newline(indent: indent)
      out.append(byte: UInt8(ascii: ")"))
      out.append(comma)
      return
    }
    out.append(text)
    out.append(comma)
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
    var capacity = indent + 3
    for element in elements { capacity += element.utf8.count + indent + 4 }
    var out = TextBuffer(capacity: capacity)
    appendList(to: &out, indent: indent, count: elements.count) { index, out in
      out.append(elements[index])
    }
    return out.text
  }

  /// ``list(indent:_:emptyDictionary:)`` written at the end of `out`, each of its `count`
  /// elements written by `element` (without its comma), and no element built on its own.
  static func appendList(
    to out: inout TextBuffer, indent: Int, count: Int, emptyDictionary: Bool = false,
    element: (_ index: Int, _ out: inout TextBuffer) -> Void
  ) {
    guard count > 0 else { return out.append(emptyDictionary ? "[:]" : "[]") }
    out.append(byte: UInt8(ascii: "["))
    for index in 0..<count {
      out.newline(indent: indent + 2)
      element(index, &out)
      if count > 1 { out.append(byte: UInt8(ascii: ",")) }
    }
    out.newline(indent: indent)
    out.append(byte: UInt8(ascii: "]"))
  }
}
