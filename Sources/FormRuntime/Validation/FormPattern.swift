import Foundation

/// A `pattern` rule's ICU regular expression, compiled once and matched against a whole value.
///
/// The pattern is compiled as written. A value matches when some match of the pattern spans all of
/// it, as ICU's `matches()` (and `NSPredicate`'s `MATCHES`) decide: `a|ab` matches `ab`, which a
/// search for the first match followed by a length check would miss. To anchor both ends the
/// pattern is placed in `\A(?:` … `)\z`, after closing what the pattern may leave open at its
/// end, so that its own syntax keeps its meaning there: a `\Q` quotation without `\E` (closed
/// with `\E`) and a `#` comment of `(?x)` mode (closed by a line break inside a `(?#…)` comment,
/// which is inert in every mode). A pattern that ICU rejects matches nothing, as lint reports it.
///
/// Instances are immutable and safe to share between threads (so is `NSRegularExpression`, as
/// its documentation says), and equal when their sources are.
public final class FormPattern: Sendable, Hashable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The pattern as the spec wrote it.
  public let source: String
  /// The whole-value expression, or `nil` when ICU rejects the pattern.
  private let expression: Expression?

  /// `NSRegularExpression` is immutable and thread-safe (Apple's documentation of the class);
  /// the box says so to the compiler on platforms where the class is not marked `Sendable`.
  private struct Expression: @unchecked Sendable {
    let regex: NSRegularExpression
  }

  /// Compiles a pattern.
  public init(_ source: String) {
    self.source = source
    expression = Self.wholeValueExpression(source).map(Expression.init)
  }

  /// Compiles a pattern written as a literal.
  public convenience init(stringLiteral source: String) {
    self.init(source)
  }

  /// Whether ICU accepts the pattern.
  public var isValid: Bool { expression != nil }

  /// Whether some match of the pattern spans the whole value (never, when the pattern is
  /// invalid).
  public func matchesWhole(_ value: String) -> Bool {
    guard let regex = expression?.regex else { return false }
    let range = NSRange(value.startIndex..., in: value)
    return regex.firstMatch(in: value, options: [], range: range) != nil
  }

  /// The source.
  public var description: String { source }

  /// Whether two patterns have the same source.
  public static func == (lhs: FormPattern, rhs: FormPattern) -> Bool {
    lhs.source == rhs.source
  }

  /// Hashes the source.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(source)
  }

  // MARK: - Anchoring

  /// The anchored expression for a pattern that compiles on its own, or `nil`.
  static func wholeValueExpression(_ source: String) -> NSRegularExpression? {
    guard (try? NSRegularExpression(pattern: source)) != nil else { return nil }
    let closesQuote = endsInsideQuotation(source)
    // The scan below is a small tokenizer, not ICU's; should it misjudge an open quotation, the
    // other choice is tried before giving up.
    for quote in [closesQuote, !closesQuote] {
      if let regex = try? NSRegularExpression(pattern: anchored(source, closingQuote: quote)) {
        return regex
      }
    }
    return nil
  }

  /// `\A(?:` pattern [`\E`] `(?#` line break `(?:)` `)\z`.
  ///
  /// `(?#` line break `(?:)` is inert whatever the mode at the pattern's end: outside `(?x)` it is
  /// one comment group ending at the first `)`; inside an open `(?x)` `#` comment the line break
  /// ends that comment and `(?:)` is an empty group. Either way the following `)` closes `(?:`.
  static func anchored(_ source: String, closingQuote: Bool) -> String {
    "\\A(?:" + source + (closingQuote ? "\\E" : "") + "(?#\n(?:))\\z"
  }

  /// Whether the pattern ends inside a `\Q` quotation that no `\E` closes.
  ///
  /// Follows ICU's syntax as far as it matters for `\Q`: escapes, `(?#…)` comments, `#` comments
  /// in `(?x)` mode (scoped to groups, with inline flag groups such as `(?ix)`, `(?-x)`, `(?x:`),
  /// and sets in brackets, which ICU nests. ICU quotes with `\Q` inside a set too, and in `(?x)`
  /// mode a `#` inside a set starts a comment as well (checked against ICU: `[\Q]\E]x` matches
  /// `]x`, `(?x)[#]x` does not compile).
  static func endsInsideQuotation(_ source: String) -> Bool {
    let scalars = Array(source.unicodeScalars)
    var index = 0
    var extended: [Bool] = [false]
    var setDepth = 0
    func at(_ offset: Int) -> Unicode.Scalar? {
      index + offset < scalars.count ? scalars[index + offset] : nil
    }
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\\" {
        if at(1) == "Q" {
          index += 2
          while index < scalars.count, !(scalars[index] == "\\" && at(1) == "E") { index += 1 }
          if index >= scalars.count { return true }
          index += 2
        } else {
          index += 2
        }
        continue
      }
      if setDepth > 0 {
        if scalar == "[" {
          setDepth += 1
        } else if scalar == "]" {
          setDepth -= 1
        } else if scalar == "#", extended.last == true {
          while index < scalars.count, scalars[index] != "\n" { index += 1 }
        }
        index += 1
        continue
      }
      switch scalar {
      case "[":
        setDepth = 1
        // A `]` or `^]` right after the opening bracket is a literal.
        if at(1) == "^" { index += 1 }
        if at(1) == "]" { index += 1 }
      case "#" where extended.last == true:
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
      case "(":
        if at(1) == "?", at(2) == "#" {
          while index < scalars.count, scalars[index] != ")" { index += 1 }
        } else if at(1) == "?" {
          // Inline flags: `(?ix-s)` changes the enclosing group's mode, `(?ix-s:` opens a group.
          var offset = 2
          var on = true
          var mode = extended.last ?? false
          var isFlagGroup = false
          while let flag = at(offset), flag.properties.isAlphabetic || flag == "-" {
            if flag == "-" { on = false } else if flag == "x" { mode = on }
            offset += 1
            isFlagGroup = true
          }
          if isFlagGroup, at(offset) == ")" {
            extended[extended.count - 1] = mode
            index += offset
          } else if isFlagGroup, at(offset) == ":" {
            extended.append(mode)
            index += offset
          } else {
            extended.append(extended.last ?? false)
          }
        } else {
          extended.append(extended.last ?? false)
        }
      case ")":
        if extended.count > 1 { extended.removeLast() }
      default:
        break
      }
      index += 1
    }
    return false
  }
}
