import FormTestSupport
import Testing

@testable import FormCodegen

/// `SwiftLiteral.escaped` writes a literal from its text's UTF-8 in two passes; it must give
/// exactly the literal of the scalar-by-scalar definition (`escapedByScalars`) for every text.
struct SwiftLiteralTests {
  /// Texts with every kind of escape: quotes, backslashes, the named escapes, C0 controls and
  /// DEL, two-, three- and four-byte scalars that stand as they are or need escaping (format
  /// characters, bidirectional overrides, separators, private use, unassigned), combining marks.
  static let texts: [String] = [
    "", "plain", "quote\"d", "back\\slash", "\\(interpolation)", "line\nfeed", "cr\rlf",
    "tab\there", "nul\0byte", "\u{1}\u{1F}\u{7F}", "été", "naïve café", "日本語のテキスト",
    "emoji 👩‍👩‍👧 🇫🇷", "a\u{202E}b\u{200F}c", "soft\u{AD}hyphen", "zero\u{200B}width",
    "line\u{2028}para\u{2029}", "private\u{E000}\u{F8FF}", "plane 16 \u{10FFFD}",
    "unassigned \u{0378}\u{FFFF}", "bom \u{FEFF}", "e\u{301} combining", "\u{85} next line",
    "\u{9F}\u{A0}\u{7FF}\u{800}\u{FFFD}\u{10000}", "^[A-Z]{2}\\d{4}$", "\"", "\\",
  ]

  @Test(arguments: texts)
  func escapedIsTheLiteralOfEachScalar(text: String) {
    #expect(SwiftLiteral.escaped(text) == SwiftLiteral.escapedByScalars(text))
  }

  /// Random texts of scalars drawn from ASCII, Latin-1, the BMP and the other planes (surrogates
  /// skipped), a seeded generator so a failure repeats.
  @Test func escapedAgreesOnRandomTexts() {
    var generator = SplitMix64(seed: 55)
    let ranges: [ClosedRange<UInt32>] = [
      0...0x7F, 0x80...0xFF, 0x100...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFF, 0x10000...0x10FFFF,
    ]
    for _ in 0..<2_000 {
      var text = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...24, using: &generator) {
        let range = ranges.randomElement(using: &generator)!
        text.append(Unicode.Scalar(UInt32.random(in: range, using: &generator))!)
      }
      let string = String(text)
      #expect(SwiftLiteral.escaped(string) == SwiftLiteral.escapedByScalars(string))
    }
  }

  /// A tree's integer and number nodes are those of the text of `SwiftLiteral.integer` and
  /// `SwiftLiteral.number`: the same layout, grouped digits and fractions included.
  @Test(arguments: [
    0, 7, -7, 10, 99, 100, 12_345, -999_999, 999_999, 1_000_000, -1_234_567, Int.max, Int.min + 1,
  ])
  func integerNodesAreTheTextOfTheirLiterals(value: Int) {
    let tree = SwiftExpression()
    let built = tree.call("f", [tree.integer(value), tree.integer(value, label: "n")])
    let other = SwiftExpression()
    let text = other.call(
      "f",
      [
        other.text(SwiftLiteral.integer(value)),
        other.text(SwiftLiteral.integer(value), label: "n"),
      ])
    #expect(tree.layout(built, column: 0, indent: 0) == other.layout(text, column: 0, indent: 0))
    #expect(tree.nodes[built].width == other.nodes[text].width)
  }

  @Test(arguments: [0, -0.0, 3, -3, 0.5, -3.25, 1e6, 1e15, 1e16, 123_456.75, 2_500_000])
  func numberNodesAreTheTextOfTheirLiterals(value: Double) {
    let tree = SwiftExpression()
    let built = tree.call("f", [tree.number(value, label: "n")])
    let other = SwiftExpression()
    let text = other.call("f", [other.text(SwiftLiteral.number(value), label: "n")])
    #expect(tree.layout(built, column: 0, indent: 0) == other.layout(text, column: 0, indent: 0))
  }
}
