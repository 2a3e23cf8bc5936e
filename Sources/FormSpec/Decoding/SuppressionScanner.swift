/// Finds `# formc:disable-next-line rule-id[, rule-id]` comments in a spec's text.
///
/// Only whole-line comments count. Libyaml does not report comments, so they are found by a scan
/// of the raw bytes; lines are 1-based and columns count Unicode scalars.
enum SuppressionScanner {
  static let directive = "formc:disable-next-line"
  private static let directiveBytes = Array(directive.utf8)

  /// Whether `needle` occurs in `bytes`: a cheap filter that lets most comment lines skip the
  /// scalar-by-scalar parse (a line whose bytes lack the directive cannot hold it).
  private static func contains(_ needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Bool {
    guard let first = needle.first, bytes.count >= needle.count else { return false }
    var index = bytes.startIndex
    let last = bytes.endIndex - needle.count
    while index <= last {
      if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) {
        return true
      }
      index += 1
    }
    return false
  }

  /// The suppressions in `bytes`, with the raw rule names (validated by the caller).
  static func scan(_ bytes: [UInt8], path: String) -> [(
    comment: SourceLocation, target: Int, rules: [Located<String>]
  )] {
    var result: [(SourceLocation, Int, [Located<String>])] = []
    var line = 1
    var start = 0
    while start <= bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") {
        end += 1
      }
      if let found = parse(bytes[start..<end], line: line, path: path) {
        result.append((found.0, line + 1, found.1))
      }
      if end < bytes.count, bytes[end] == UInt8(ascii: "\r"), end + 1 < bytes.count,
        bytes[end + 1] == UInt8(ascii: "\n")
      {
        end += 1
      }
      start = end + 1
      line += 1
    }
    return result
  }

  private static func parse(_ bytes: ArraySlice<UInt8>, line: Int, path: String) -> (
    SourceLocation, [Located<String>]
  )? {
    guard bytes.contains(UInt8(ascii: "#")), contains(directiveBytes, in: bytes) else {
      return nil
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
    guard index < scalars.count, scalars[index] == "#" else { return nil }
    let comment = SourceLocation(path: path, line: line, column: index + 1)
    index += 1
    while index < scalars.count, scalars[index] == " " { index += 1 }
    let rest = String(String.UnicodeScalarView(scalars[index...]))
    guard rest.hasPrefix(directive) else { return nil }
    index += directive.unicodeScalars.count
    var rules: [Located<String>] = []
    var current = ""
    var currentStart = 0
    func flush() {
      if !current.isEmpty {
        rules.append(
          Located(current, at: SourceLocation(path: path, line: line, column: currentStart + 1)))
      }
      current = ""
    }
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "," || scalar == " " || scalar == "\t" {
        flush()
      } else {
        if current.isEmpty { currentStart = index }
        current.unicodeScalars.append(scalar)
      }
      index += 1
    }
    flush()
    return (comment, rules)
  }
}
