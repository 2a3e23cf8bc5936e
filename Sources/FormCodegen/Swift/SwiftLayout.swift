/// Line measures for generated Swift, laid out the way `swift format` (100 columns) would lay it
/// out (see ``SwiftExpression`` for expressions), so generated files pass `swift format lint`
/// whatever the length of the strings a spec holds.
enum SwiftLayout {
  /// The line length the checked-in `.swift-format` uses.
  static let lineLength = 100

  static func spaces(_ count: Int) -> String {
    count < indentations.count ? indentations[count] : String(repeating: " ", count: count)
  }

  /// Indentation strings up to 64 columns, made once (those up to 15 are stored inline).
  private static let indentations = (0..<65).map { String(repeating: " ", count: $0) }

  /// Whether `first` and `second` written one after another fit at `indent`, measured as the
  /// four-piece ``fits(_:_:_:_:_:)`` measures. (Overloads by the number of pieces: with empty
  /// pieces as default arguments, each was measured.)
  static func fits(_ indent: Int, _ first: String, _ second: String) -> Bool {
    if let a = asciiWidth(first), let b = asciiWidth(second) {
      return indent + a + b <= lineLength
    }
    return fits(indent, first + second)
  }

  /// Whether `first` to `third` written one after another fit at `indent`, measured as the
  /// four-piece ``fits(_:_:_:_:_:)`` measures.
  static func fits(_ indent: Int, _ first: String, _ second: String, _ third: String) -> Bool {
    if let a = asciiWidth(first), let b = asciiWidth(second), let c = asciiWidth(third) {
      return indent + a + b + c <= lineLength
    }
    return fits(indent, first + second + third)
  }

  /// Whether `first` to `fourth` written one after another fit at `indent`, measured without
  /// joining them when each is one line of ASCII (the usual case); otherwise as ``fits(_:_:)``
  /// measures the joined text.
  static func fits(
    _ indent: Int, _ first: String, _ second: String, _ third: String, _ fourth: String
  ) -> Bool {
    if let a = asciiWidth(first), let b = asciiWidth(second), let c = asciiWidth(third),
      let d = asciiWidth(fourth)
    {
      return indent + a + b + c + d <= lineLength
    }
    return fits(indent, first + second + third + fourth)
  }

  /// Whether `first` to `sixth` written one after another fit at `indent`, measured as the
  /// four-piece ``fits(_:_:_:_:_:)`` measures.
  static func fits(
    _ indent: Int, _ first: String, _ second: String, _ third: String, _ fourth: String,
    _ fifth: String, _ sixth: String
  ) -> Bool {
    if let a = asciiWidth(first), let b = asciiWidth(second), let c = asciiWidth(third),
      let d = asciiWidth(fourth), let e = asciiWidth(fifth), let f = asciiWidth(sixth)
    {
      return indent + a + b + c + d + e + f <= lineLength
    }
    return fits(indent, first + second + third + fourth + fifth + sixth)
  }

  /// Whether `first`, `second`, `third` and the affixed `piece` (`affix`'s head, `piece` and
  /// `affix`'s tail) written one after another fit at `indent`, measured as the six-piece
  /// ``fits(_:_:_:_:_:_:_:)`` measures them: the affix's ASCII counted by its bytes.
  static func fits(
    _ indent: Int, _ first: String, _ second: String, _ third: String, _ affix: SwiftAffix,
    _ piece: String
  ) -> Bool {
    if let a = asciiWidth(first), let b = asciiWidth(second), let c = asciiWidth(third),
      let d = asciiWidth(piece)
    {
      return indent + a + b + c + affix.width + d <= lineLength
    }
    return fits(
      indent,
      first + second + third + affix.head.description + piece + affix.tail.description)
  }

  /// Whether the affixed `piece` (`affix`'s head, `piece` and `affix`'s tail) fits at `indent`,
  /// measured as the three-piece ``fits(_:_:_:_:)`` measures it.
  static func fits(_ indent: Int, _ affix: SwiftAffix, _ piece: String) -> Bool {
    if let width = asciiWidth(piece) { return indent + affix.width + width <= lineLength }
    return fits(indent, affix.head.description + piece + affix.tail.description)
  }

  /// The width of `text` when it is one line of ASCII without a carriage return (one column a
  /// byte); `nil` otherwise.
  static func asciiWidth(_ text: String) -> Int? {
    text.withUTF8Bytes { bytes in
      ASCIIScan.firstLineBreakOrNonASCII(bytes, limit: bytes.count) == nil ? bytes.count : nil
    }
  }

  /// The width of `text` when it is visible ASCII only (no space, no control character): one
  /// column a byte; `nil` otherwise.
  static func visibleASCIIWidth(_ text: String) -> Int? {
    text.withUTF8Bytes { bytes in
      bytes.allSatisfy { $0 > 0x20 && $0 < 0x7F } ? bytes.count : nil
    }
  }

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
}
