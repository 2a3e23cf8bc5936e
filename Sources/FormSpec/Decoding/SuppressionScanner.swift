import FormDiagnostics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds `# formc:disable-next-line rule-id[, rule-id]` comments in a spec's text.
///
/// Only whole-line comments count. Libyaml does not report comments, so they are found by a scan
/// of the raw bytes; lines are 1-based and columns count Unicode scalars.
enum SuppressionScanner {
  static let directive = "formc:disable-next-line"
  private static let directiveBytes = Array(directive.utf8)

  /// The offset of the first occurrence of the directive at or after `start`, or `nil`.
  private static func nextDirective(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    let needle = directiveBytes
    guard let base = bytes.baseAddress, bytes.count >= needle.count else { return nil }
    let last = bytes.count - needle.count
    var index = start
    while index <= last {
      // The C library's `memchr` (vectorised) finds each candidate first byte.
      guard let found = memchr(base + index, Int32(needle[0]), last + 1 - index) else {
        return nil
      }
      index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
      if memcmp(base + index, needle, needle.count) == 0 { return index }
      index += 1
    }
    return nil
  }

  /// The suppressions in `bytes`, with the raw rule names (validated by the caller).
  ///
  /// Only lines holding the directive's bytes are parsed; a file without them costs one scan.
  static func scan(_ bytes: [UInt8], path: String) -> [(
    comment: SourceLocation, target: Int, rules: [Located<String>]
  )] {
    bytes.withUnsafeBufferPointer { buffer in
      var result: [(SourceLocation, Int, [Located<String>])] = []
      guard var hit = nextDirective(in: buffer, from: 0) else { return result }
      var line = 1
      var start = 0
      while start <= buffer.count {
        var end = start
        while end < buffer.count, buffer[end] != UInt8(ascii: "\n"),
          buffer[end] != UInt8(ascii: "\r")
        {
          end += 1
        }
        if hit < end {
          if let found = parse(bytes[start..<end], line: line, path: path) {
            result.append((found.0, line + 1, found.1))
          }
          guard let next = nextDirective(in: buffer, from: end) else { break }
          hit = next
        }
        if end < buffer.count, buffer[end] == UInt8(ascii: "\r"), end + 1 < buffer.count,
          buffer[end + 1] == UInt8(ascii: "\n")
        {
          end += 1
        }
        start = end + 1
        line += 1
      }
      return result
    }
  }

  private static func parse(_ bytes: ArraySlice<UInt8>, line: Int, path: String) -> (
    SourceLocation, [Located<String>]
  )? {
    guard bytes.contains(UInt8(ascii: "#")) else { return nil }
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
