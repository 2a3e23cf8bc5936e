import Testing

@testable import FormCodegen

/// `String.joining` copies UTF-8 straight into a new string; it must equal `+` for empty, small
/// (inline), literal, native and non-ASCII pieces alike.
struct StringJoiningTests {
  static let pieces: [String] = [
    "", "a", "return ", "fifteen bytes!!", "sixteen bytes!!!", "é", "日本語のテキスト",
    String(repeating: "x", count: 200), "👩‍👩‍👧", "\"quoted\\\"", "\n\r\t",
  ]

  @Test func equalsConcatenation() {
    for a in Self.pieces {
      for b in Self.pieces {
        #expect(String.joining(a, b) == a + b)
        #expect(String.joining(a, b, a, b, a, b) == a + b + a + b + a + b)
        #expect(String.joining(b, "", a) == b + a)
      }
    }
  }

  @Test func resultIsAProperStringOfTheRightLength() {
    let joined = String.joining(String(repeating: "é", count: 10), "abc", "日本")
    #expect(joined.utf8.count == 20 + 3 + 6)
    #expect(joined.count == 15)
    #expect(joined.hasSuffix("abc日本"))
  }
}
