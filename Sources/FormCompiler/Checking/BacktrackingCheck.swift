/// Finds repetition nested inside repetition in a regular expression (`(a+)+`, `(\w*x)*`,
/// `(a|b+){2,}`), the shape that makes backtracking engines such as ICU's take exponential time.
///
/// A heuristic over the pattern's text: it tracks groups and character classes, skips escapes,
/// and reports the first repeated group whose body holds an unbounded quantifier, unless the body
/// starts with a punctuation or space literal that separates the repetitions.
enum BacktrackingCheck {
  /// The text of the first repeated group that itself repeats, or `nil`.
  static func nestedRepetition(in pattern: String) -> String? {
    // Only a group can repeat a repetition, and every group opens with `(`: most patterns have
    // none (326 of the corpus's 421), and are answered without copying their scalars.
    guard pattern.utf8.contains(UInt8(ascii: "(")) else { return nil }
    let scalars = Array(pattern.unicodeScalars)
    // For each open group: its start and whether an unbounded quantifier occurred inside it.
    var groups: [(start: Int, repeatsInside: Bool)] = []
    var index = 0
    var inClass = false
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\\" {
        index += 2
        continue
      }
      if inClass {
        if scalar == "]" { inClass = false }
        index += 1
        continue
      }
      switch scalar {
      case "[": inClass = true
      case "(": groups.append((index, false))
      case ")":
        guard let group = groups.popLast() else { break }
        let (quantified, unbounded) = quantifier(after: index + 1, in: scalars)
        if quantified && unbounded && group.repeatsInside
          && !startsWithSeparator(scalars, afterGroupStart: group.start)
        {
          return String(String.UnicodeScalarView(scalars[group.start...index]))
        }
        // The group's own repetition counts as repetition inside its parent.
        if group.repeatsInside || unbounded, !groups.isEmpty {
          groups[groups.count - 1].repeatsInside = true
        }
      case "*", "+":
        if !groups.isEmpty { groups[groups.count - 1].repeatsInside = true }
      case "{":
        if quantifier(after: index, in: scalars).unbounded, !groups.isEmpty {
          groups[groups.count - 1].repeatsInside = true
        }
      default: break
      }
      index += 1
    }
    return nil
  }

  /// Whether the group's body starts with a literal punctuation or space character (`(, \w+)*`):
  /// such a separator marks where each repetition starts, so the match stays linear.
  private static func startsWithSeparator(_ scalars: [Unicode.Scalar], afterGroupStart start: Int)
    -> Bool
  {
    var index = start + 1
    // Skip a non-capturing or named group's prefix: `?:`, `?<name>`.
    if index < scalars.count, scalars[index] == "?" {
      while index < scalars.count, scalars[index] != ":" && scalars[index] != ">" { index += 1 }
      index += 1
    }
    guard index < scalars.count else { return false }
    var first = scalars[index]
    if first == "\\" {
      guard index + 1 < scalars.count else { return false }
      first = scalars[index + 1]
      // `\w`, `\d`, `\s` and the like are classes, not literals.
      if first.properties.isAlphabetic || first.properties.numericType != nil { return false }
      index += 1
    } else if "([.|^$".unicodeScalars.contains(first) {
      return false
    }
    let next = index + 1 < scalars.count ? scalars[index + 1] : " "
    let quantified = "*+?{".unicodeScalars.contains(next)
    return !quantified && !first.properties.isAlphabetic && first.properties.numericType == nil
  }

  /// Whether a quantifier starts at `index`, and whether it allows unbounded (or large) repetition.
  private static func quantifier(after index: Int, in scalars: [Unicode.Scalar]) -> (
    Bool, unbounded: Bool
  ) {
    guard index < scalars.count else { return (false, false) }
    switch scalars[index] {
    case "*", "+": return (true, true)
    case "?": return (true, false)
    case "{":
      if let plain = plainBounds(after: index, in: scalars) { return plain }
      var end = index + 1
      var text = ""
      while end < scalars.count, scalars[end] != "}" {
        text.unicodeScalars.append(scalars[end])
        end += 1
      }
      let parts = text.split(separator: ",", omittingEmptySubsequences: false)
      guard end < scalars.count, !parts.isEmpty, parts.count <= 2,
        parts.allSatisfy({ $0.allSatisfy(\.isNumber) }), !parts[0].isEmpty
      else { return (false, false) }
      if parts.count == 2 {
        guard let upper = Int(parts[1]) else { return (true, true) }
        return (true, upper > 16)
      }
      return (true, (Int(parts[0]) ?? 0) > 16)
    default: return (false, false)
    }
  }

  /// ``quantifier(after:in:)`` for a brace of ASCII digits and commas alone (`{2,}`, `{1,30}`),
  /// the braces patterns hold, read without building and splitting a string (which cost some
  /// 4,000 instructions a brace); `nil` for any other brace, which the general reading takes.
  private static func plainBounds(after open: Int, in scalars: [Unicode.Scalar]) -> (
    Bool, unbounded: Bool
  )? {
    var end = open + 1
    var comma: Int?
    var commas = 0
    while end < scalars.count, scalars[end] != "}" {
      let scalar = scalars[end]
      if scalar == "," {
        commas += 1
        if comma == nil { comma = end }
      } else if !("0"..."9").contains(scalar) {
        return nil
      }
      end += 1
    }
    // As the general reading: a closing brace, one or two parts, the first not empty.
    guard end < scalars.count, commas <= 1, (comma ?? end) > open + 1 else { return (false, false) }
    if let comma {
      // `Int` of the upper part, as the general reading: `nil` (empty, or too large) is unbounded.
      guard let upper = decimal(scalars[(comma + 1)..<end]) else { return (true, true) }
      return (true, upper > 16)
    }
    return (true, (decimal(scalars[(open + 1)..<end]) ?? 0) > 16)
  }

  /// The value of ASCII digits, as `Int(_:)` reads them: `nil` when empty or too large.
  private static func decimal(_ digits: ArraySlice<Unicode.Scalar>) -> Int? {
    guard !digits.isEmpty else { return nil }
    var value = 0
    for digit in digits {
      let (times, overflow) = value.multipliedReportingOverflow(by: 10)
      guard !overflow else { return nil }
      let (sum, carry) = times.addingReportingOverflow(Int(digit.value) - 48)
      guard !carry else { return nil }
      value = sum
    }
    return value
  }
}
