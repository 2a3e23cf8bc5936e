import Testing

@testable import FormCodegen

/// `SwiftLayout` and the generator's normalization measure and clean text over UTF-8 bytes for
/// speed; these cases pin them to the character-based rules they stand for.
struct SwiftLayoutTests {
  /// What `fits` means: the first line, counted in characters, fits in 100 columns.
  static func fitsByCharacters(_ indent: Int, _ text: String) -> Bool {
    let firstLine = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)[0]
    return indent + firstLine.count <= SwiftLayout.lineLength
  }

  static let a = String(repeating: "a", count: 90)

  /// Lines at, around and far past the limit; non-ASCII and combining marks at the boundary; a
  /// carriage return; later lines that do not count.
  static let measured: [(indent: Int, text: String)] = [
    (10, a),
    (11, a),
    (0, a + String(repeating: "b", count: 10)),
    (0, a + String(repeating: "b", count: 11)),
    (10, String(a.dropLast()) + "é"),
    (11, String(a.dropLast()) + "é"),
    (10, a + "e\u{301}"),
    (9, a + "e\u{301}"),
    (10, String(repeating: "x", count: 300) + "é"),
    (0, String(repeating: "x", count: 99) + "\u{301}"),
    (0, String(repeating: "x", count: 100) + "\u{301}"),
    (0, String(repeating: "x", count: 101) + "\u{301}"),
    (10, a + "\r\n"),
    (10, "short\n" + String(repeating: "y", count: 200)),
    (4, String(repeating: "y", count: 200) + "\nshort"),
    (0, ""),
    (120, ""),
    (96, "🙂🙂🙂🙂🙂"),
  ]

  @Test(arguments: measured)
  func fitsCountsCharacters(indent: Int, text: String) {
    #expect(SwiftLayout.fits(indent, text) == Self.fitsByCharacters(indent, text))
  }

  /// Measuring parts without joining them gives what measuring the joined text gives, in two,
  /// three or four pieces: split between every two characters of each measured case (a
  /// combining mark after the split joins the character before it, a line break ends the line
  /// wherever it falls).
  @Test(arguments: measured)
  func fitsInPartsMeasuresTheJoinedText(indent: Int, text: String) {
    let characters = Array(text)
    for split in stride(from: 0, through: characters.count, by: max(1, characters.count / 7)) {
      let first = String(characters[..<split])
      let rest = String(characters[split...])
      let joined = Self.fitsByCharacters(indent, text)
      #expect(SwiftLayout.fits(indent, first, rest) == joined, "split at \(split)")
      #expect(SwiftLayout.fits(indent, "", first, rest) == joined, "split at \(split)")
      #expect(SwiftLayout.fits(indent, "", first, rest, "") == joined, "split at \(split)")
    }
    #expect(SwiftLayout.fits(0, "x", "\u{301}") == Self.fitsByCharacters(0, "x\u{301}"))
    #expect(SwiftLayout.fits(99, "x", "\u{301}"))
    #expect(!SwiftLayout.fits(99, "x", "y"))
  }

  /// The byte-based normalization gives what the character-based one gives, or steps aside.
  @Test(arguments: [
    "",
    "\n",
    "   \n\t\n",
    "a",
    "a\n",
    "a  \nb\t\n\n\n\nc\n\n",
    "\n\nlead\n",
    "é  \nx\n",
    "e\u{301} \nx",
    "line\r\nnext\r\n",
    "keep  inner  spaces  \n",
    "a  \n\n\n\nb\t\né  \n\n\nx  \n",
    "one\n\n\ntwo\ne\u{301} \n\n\nthree\r\n",
    "\u{600} \nafter\n\n",
  ])
  func normalizationMatchesTheCharacterRule(text: String) {
    let expected = CodeGenerator.characterNormalize(text)
    #expect(CodeGenerator.normalize(text) == expected)
    if let fast = Array(text.utf8).withUnsafeBufferPointer(CodeGenerator.fastNormalize) {
      #expect(String(decoding: fast, as: UTF8.self) == expected)
    }
    // In place, in a buffer with exactly one byte of room past the text.
    let count = text.utf8.count
    let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: count + 1)
    defer { storage.deallocate() }
    storage.initialize(from: Array(text.utf8), count: count)
    let newCount = CodeGenerator.normalizeInPlace(storage, count: count)
    #expect(
      String(decoding: UnsafeBufferPointer(start: storage, count: newCount), as: UTF8.self)
        == expected)
  }
}
