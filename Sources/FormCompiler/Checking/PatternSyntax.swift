/// A quick answer, without ICU, for the plain patterns specs mostly hold.
///
/// Compiling the first pattern of a process costs ICU about 1.5 ms to build its tables, more than
/// checking a small spec takes. This recognizer accepts a conservative subset of ICU's syntax:
/// literals, `.`, `^`, `$`, escaped punctuation, `\d \D \w \W \s \S \b \B`, groups (`(…)`,
/// `(?:…)`), alternation, bracket classes of literals, ranges and those escapes, and the
/// quantifiers `* + ? {n} {n,} {n,m}`, each optionally lazy (`?`) or possessive (`+`). Anything
/// else, and anything it cannot vouch for, goes to ICU: it may answer "don't know" for a valid
/// pattern, never "valid" for an invalid one (a test runs it against ICU on random patterns).
enum PatternSyntax {
  /// Whether the pattern is in the subset and well formed there. `false` means "ask ICU".
  static func isPlainlyValid(_ pattern: String) -> Bool {
    var scanner = Scanner(bytes: Array(pattern.utf8))
    return scanner.alternation(depth: 0) && scanner.atEnd
  }

  /// Groups nested deeper than this are left to ICU.
  static let maxDepth = 32

  private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    var atEnd: Bool { index == bytes.count }
    var next: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Alternatives separated by `|`, each non-empty.
    mutating func alternation(depth: Int) -> Bool {
      guard depth <= PatternSyntax.maxDepth, sequence(depth: depth) else { return false }
      while next == UInt8(ascii: "|") {
        index += 1
        guard sequence(depth: depth) else { return false }
      }
      return true
    }

    /// One or more pieces, up to `|`, `)` or the end.
    mutating func sequence(depth: Int) -> Bool {
      var pieces = 0
      while let byte = next, byte != UInt8(ascii: "|"), byte != UInt8(ascii: ")") {
        guard let quantifiable = atom(depth: depth) else { return false }
        if isQuantifierStart(next) {
          guard quantifiable, quantifier() else { return false }
        }
        pieces += 1
      }
      return pieces > 0
    }

    /// One atom; `nil` when it is not in the subset, else whether a quantifier may follow it.
    mutating func atom(depth: Int) -> Bool? {
      guard let byte = next else { return nil }
      index += 1
      switch byte {
      case UInt8(ascii: "^"), UInt8(ascii: "$"): return false
      case UInt8(ascii: "."): return true
      case UInt8(ascii: "\\"):
        guard let escaped = next else { return nil }
        index += 1
        if Self.classEscapes.contains(escaped) { return true }
        if escaped == UInt8(ascii: "b") || escaped == UInt8(ascii: "B") { return false }
        return Self.punctuation.contains(escaped) ? true : nil
      case UInt8(ascii: "("):
        if next == UInt8(ascii: "?") {
          guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ":") else { return nil }
          index += 2
        }
        guard alternation(depth: depth + 1), next == UInt8(ascii: ")") else { return nil }
        index += 1
        return true
      case UInt8(ascii: "["): return bracketClass() ? true : nil
      default:
        return Self.isLiteral(byte) ? true : nil
      }
    }

    /// `[`…`]` after its `[`: an optional `^`, then literals, ranges and class escapes, with a
    /// `-` allowed last.
    mutating func bracketClass() -> Bool {
      if next == UInt8(ascii: "^") { index += 1 }
      var members = 0
      while let byte = next, byte != UInt8(ascii: "]") {
        if byte == UInt8(ascii: "-") {
          // Only as the last member, where it is literal.
          guard members > 0, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "]") else {
            return false
          }
          index += 1
          members += 1
          continue
        }
        if byte == UInt8(ascii: "\\") {
          guard index + 1 < bytes.count else { return false }
          let escaped = bytes[index + 1]
          guard Self.classEscapes.contains(escaped) || Self.punctuation.contains(escaped) else {
            return false
          }
          index += 2
          members += 1
          continue
        }
        guard Self.isClassLiteral(byte) else { return false }
        index += 1
        if next == UInt8(ascii: "-"), index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "]")
        {
          let upper = bytes[index + 1]
          guard Self.isRangeEnd(byte), Self.isRangeEnd(upper), byte <= upper else { return false }
          index += 2
        }
        members += 1
      }
      guard members > 0, next == UInt8(ascii: "]") else { return false }
      index += 1
      return true
    }

    func isQuantifierStart(_ byte: UInt8?) -> Bool {
      byte == UInt8(ascii: "*") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "?")
        || byte == UInt8(ascii: "{")
    }

    /// `* + ? {n} {n,} {n,m}` with `n <= m`, then at most one `?` or `+`.
    mutating func quantifier() -> Bool {
      guard let byte = next else { return false }
      index += 1
      if byte == UInt8(ascii: "{") {
        guard let lower = number() else { return false }
        if next == UInt8(ascii: ",") {
          index += 1
          if next != UInt8(ascii: "}") {
            guard let upper = number(), lower <= upper else { return false }
          }
        }
        guard next == UInt8(ascii: "}") else { return false }
        index += 1
      }
      if next == UInt8(ascii: "?") || next == UInt8(ascii: "+") { index += 1 }
      return !isQuantifierStart(next)
    }

    /// Up to four decimal digits.
    mutating func number() -> Int? {
      var value = 0
      var digits = 0
      while let byte = next, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        guard digits < 4 else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
        digits += 1
        index += 1
      }
      return digits > 0 ? value : nil
    }

    static let classEscapes: Set<UInt8> = Set("dDwWsS".utf8)
    /// Punctuation that an escape makes literal.
    static let punctuation: Set<UInt8> = Set("\\.*+?()[]{}|^$-/".utf8)
    /// Punctuation that means itself outside a class.
    static let literalPunctuation: Set<UInt8> = Set(" _@,:;!#%&'\"/=<>~-".utf8)
    /// Punctuation that means itself inside a class. Not `{` (ICU reads `{ab}` as a string),
    /// `:` (`[:name:]` is a property), `&` (`&&` intersects) or `$`.
    static let classPunctuation: Set<UInt8> = Set(" _.@,;!#%'\"/=<>~+*?()|".utf8)

    /// A letter, digit, or punctuation that means itself outside a class.
    static func isLiteral(_ byte: UInt8) -> Bool {
      isAlphanumeric(byte) || literalPunctuation.contains(byte)
    }

    /// What may stand for itself inside a class.
    static func isClassLiteral(_ byte: UInt8) -> Bool {
      isAlphanumeric(byte) || classPunctuation.contains(byte)
    }

    /// What a range may start or end with: a letter or digit.
    static func isRangeEnd(_ byte: UInt8) -> Bool { isAlphanumeric(byte) }

    static func isAlphanumeric(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
  }
}
