import FormRuntime
import Foundation
import Testing

/// `pattern` rules match the whole value, as ICU's `matches()` decides, with the pattern's own
/// syntax intact: the anchoring must not change what the pattern means.
@Suite("Whole-value patterns")
struct FormPatternTests {
  @Test(
    "a pattern matches when some match spans the whole value",
    arguments: [
      ("a|ab", "ab", true), ("a|ab", "a", true), ("a|ab", "abc", false),
      ("(a|ab)(c|bcd)", "abcd", true),
      ("[0-9]{5}", "12345", true), ("[0-9]{5}", "123456", false), ("x*", "", true),
      ("^a$", "a", true), ("a$|b", "b", true),
    ] as [(String, String, Bool)])
  func whole(pattern: String, value: String, matches: Bool) {
    #expect(FormPattern(pattern).matchesWhole(value) == matches)
  }

  @Test(
    "extended mode keeps its comments, even one that runs to the end of the pattern",
    arguments: [
      ("(?x)[0-9]{5} # five digits", "12345", true),
      ("(?x)[0-9]{5} # five digits", "1234", false),
      ("(?x) [A-Z]{2}  [0-9]{9}  # country, then nine digits", "GB123456789", true),
      ("(?x) [A-Z]{2}  [0-9]{9}  # country, then nine digits", "GB 123456789", false),
      ("(?x: a b )c", "abc", true), ("(?x: a b ) c", "ab c", true),
      ("(?x)a(?-x) b", "a b", true),
      ("(?x)a # comment ) with a parenthesis", "a", true),
      ("a#b", "a#b", true),
      ("[#]x", "#x", true),
      // In extended mode a `#` inside a set starts a comment too (ICU).
      ("(?x)[a#]\n]b", "ab", true),
    ] as [(String, String, Bool)])
  func extended(pattern: String, value: String, matches: Bool) {
    let compiled = FormPattern(pattern)
    #expect(compiled.isValid)
    #expect(compiled.matchesWhole(value) == matches)
  }

  @Test(
    "a quotation keeps its meaning, closed or open to the end",
    arguments: [
      ("\\Qa.b\\E", "a.b", true), ("\\Qa.b\\E", "axb", false), ("x\\Q(y", "x(y", true),
      ("x\\Q(y", "x(yz", false), ("\\Q)\\E+", "))", true),
      // ICU quotes inside sets as well.
      ("[\\Q]\\E]x", "]x", true), ("[\\Q]\\E]\\Qx", "]x", true), ("[\\Q]\\E]\\Qx", "]xE", false),
    ] as [(String, String, Bool)])
  func quotation(pattern: String, value: String, matches: Bool) {
    #expect(FormPattern(pattern).matchesWhole(value) == matches)
  }

  @Test(
    "a pattern ICU rejects is invalid and matches nothing",
    arguments: ["", "(", "[a-", "a{2,1}", "\\", "[\\Q]x", "(?x)[#]x"])
  func invalid(pattern: String) {
    let compiled = FormPattern(pattern)
    #expect(!compiled.isValid)
    #expect(!compiled.matchesWhole(""))
    #expect(!compiled.matchesWhole(pattern))
  }

  @Test("plain patterns match as `^(?:pattern)$` does")
  func agreesWithAnchoredSearch() throws {
    // With backtracking, `^(?:p)$` finds a full match whenever one exists (the values hold no
    // line break), so for patterns without comments or quotations it is the reference: every
    // pattern of one to three of these atoms, on short values.
    let atoms = ["a", "b", "ab", "a*", "b?", "(a|ab)", "(b|ba)", "[ab]", "a{1,2}"]
    var patterns = atoms
    for first in atoms {
      for second in atoms {
        patterns.append(first + second)
        for third in atoms where third.count > 1 { patterns.append(first + second + third) }
      }
    }
    let values = ["", "a", "b", "ab", "ba", "aab", "abab", "bab", "aa", "abb"]
    for pattern in patterns {
      let compiled = FormPattern(pattern)
      let reference = try NSRegularExpression(pattern: "^(?:" + pattern + ")$")
      for value in values {
        let range = NSRange(value.startIndex..., in: value)
        let expected = reference.firstMatch(in: value, range: range) != nil
        #expect(compiled.matchesWhole(value) == expected, "\(pattern) on \(value)")
      }
    }
  }

  @Test("patterns are compiled once and shared")
  func compiledOnce() {
    let validations = ContactForm.schema[.vat].validations
    guard case .pattern(let first) = validations[0].rule,
      case .pattern(let second) = ContactForm.schema[.vat].validations[0].rule
    else {
      Issue.record("no pattern")
      return
    }
    #expect(first === second, "the schema holds one compiled pattern")
  }
}
