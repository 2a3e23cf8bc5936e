import FormTestSupport
import Foundation
import Testing

@testable import FormCompiler

/// `PatternSyntax` may say "don't know" for a valid pattern but never "valid" for one ICU rejects.
struct PatternSyntaxTests {
  @Test(arguments: [
    "[a-z]+@[a-z]+\\.[a-z]{2,}", ".*[0-9].*", "[a-z0-9_.]+", "[A-Z0-9]{6,10}", "(a+)+b",
    "(\\w+,?\\s*)*", "https?://\\S+", "\\d{5}(-\\d{4})?", "\\+?[0-9 ()-]{7,20}",
    "(0[1-9]|1[0-2])/[0-9]{2}", "^[^@ ]+@[^@ ]+$", "(?:ab|cd)*?", "a{0,3}+", "\\bword\\b",
  ])
  func plainPatternsAreAnsweredWithoutICU(pattern: String) {
    #expect(PatternSyntax.isPlainlyValid(pattern))
    #expect((try? NSRegularExpression(pattern: pattern)) != nil)
  }

  @Test(arguments: [
    "", "(", "a)", "[a", "[]", "[^]", "a{", "a{2,1}", "a**", "*a", "^*", "\\b+", "[z-a]",
    "\\p{L}", "[[:alpha:]]", "[:alpha:]", "(?i)a", "[{ab}]", "[a&&b]", "a|", "()", "\\Qa\\E",
    "[a-\\d]", "(?<name>a)", "(?=a)", "a{12345}", "é",
  ])
  func anythingElseIsLeftToICU(pattern: String) {
    #expect(!PatternSyntax.isPlainlyValid(pattern))
  }

  /// Random patterns built from pieces of the subset and from the characters around its edges;
  /// every one the recognizer accepts must compile.
  @Test func neverAcceptsWhatICURejects() {
    let pieces = [
      "a", "Z", "9", "_", " ", "-", ".", ",", ":", "&", "@", "#", "'", "\"", "/", "\\d", "\\S",
      "\\.", "\\-", "\\\\", "\\b", "\\", "[a-z]", "[^0-9_]", "[ -]", "[.-]", "[(){}]", "[:",
      "[", "]", "^", "$", "(", "(?:", ")", "|", "*", "+", "?", "{2}", "{2,}", "{1,3}", "{3,1}",
      "{", "}", "{,2}", "a-", "-z", "[a-", "&&", "[z-a]", "[0-9 ]",
    ]
    var random = SplitMix64(seed: 0x5EED)
    var accepted = 0
    for _ in 0..<30_000 {
      let count = Int(random.next() % 7) + 1
      let pattern = (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
        .joined()
      guard PatternSyntax.isPlainlyValid(pattern) else { continue }
      accepted += 1
      #expect((try? NSRegularExpression(pattern: pattern)) != nil, "accepted \(pattern)")
    }
    // The generator must reach the accepting side often enough to mean something.
    #expect(accepted > 3_000)
  }
}
