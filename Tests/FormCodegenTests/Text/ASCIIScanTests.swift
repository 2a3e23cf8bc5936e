import Testing

@testable import FormCodegen

/// `ASCIIScan` looks at eight bytes at a time; each answer must be the one its byte-by-byte
/// definition gives, wherever in a word (or in the tail after the last whole word) the byte that
/// matters sits.
struct ASCIIScanTests {
  /// Bytes that change an answer, and ordinary ones.
  static let alphabet: [UInt8] = [
    0x41, 0x61, 0x20, 0x7E, 0x7F, 0x1F, 0x00, 0x0A, 0x0D, 0x22, 0x5C, 0x80, 0xC3, 0xFF, 0x21, 0x5B,
  ]

  /// Deterministic byte strings: every length up to 40 and every position of each special byte
  /// in a plain string, then pseudo-random mixtures.
  static let samples: [[UInt8]] = {
    var result: [[UInt8]] = []
    for length in 0...40 {
      result.append([UInt8](repeating: 0x61, count: length))
      for position in 0..<length {
        for special in alphabet {
          var bytes = [UInt8](repeating: 0x61, count: length)
          bytes[position] = special
          result.append(bytes)
        }
      }
    }
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<2000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let length = Int(state >> 58)
      var bytes: [UInt8] = []
      for _ in 0..<length {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        // Mostly plain letters, sometimes a byte from the alphabet.
        bytes.append(state >> 61 == 0 ? alphabet[Int(state >> 32) % alphabet.count] : 0x62)
      }
      result.append(bytes)
    }
    return result
  }()

  @Test func firstLineBreakOrNonASCIIMatchesTheByteLoop() {
    for bytes in Self.samples {
      for limit in [0, 1, 7, 8, 9, 16, 17, 100, Int.max] {
        let expected = bytes.prefix(limit).firstIndex { $0 == 0x0A || $0 == 0x0D || $0 >= 0x80 }
        let found = bytes.withUnsafeBufferPointer {
          ASCIIScan.firstLineBreakOrNonASCII($0, limit: limit)
        }
        #expect(found == expected, "\(bytes) limit \(limit)")
      }
    }
  }

  @Test func firstLineFeedMatchesTheByteLoop() {
    for bytes in Self.samples {
      for start in [0, 1, 7, 8, 9, 16, 17, 100] {
        let expected = bytes.indices.first { $0 >= start && bytes[$0] == 0x0A }
        let found = bytes.withUnsafeBufferPointer { ASCIIScan.firstLineFeed($0, from: start) }
        #expect(found == expected, "\(bytes) from \(start)")
      }
    }
  }

  @Test func isPlainPrintableMatchesTheByteLoop() {
    for bytes in Self.samples {
      let expected = bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }
      #expect(bytes.withUnsafeBufferPointer { ASCIIScan.isPlainPrintable($0) } == expected)
    }
  }

  /// Words of `a` joined by one or two spaces at every position, for the space checks.
  static let spacedSamples: [[UInt8]] = {
    var result: [[UInt8]] = []
    for length in 1...26 {
      for first in 0..<length {
        var single = [UInt8](repeating: 0x61, count: length)
        single[first] = 0x20
        result.append(single)
        if first + 1 < length {
          var double = single
          double[first + 1] = 0x20
          result.append(double)
          for second in (first + 2)..<max(first + 2, length) {
            var two = single
            two[second] = 0x20
            result.append(two)
          }
        }
      }
    }
    return result
  }()

  @Test func isSingleSpacedLineMatchesTheByteLoop() {
    for bytes in Self.samples + Self.spacedSamples {
      let adjacentSpaces = zip(bytes, bytes.dropFirst()).contains { $0 == 0x20 && $1 == 0x20 }
      let expected =
        !bytes.isEmpty && bytes.first != 0x20 && bytes.last != 0x20 && !adjacentSpaces
        && bytes.allSatisfy { $0 >= 0x20 && $0 < 0x80 }
      let found = bytes.withUnsafeBufferPointer { ASCIIScan.isSingleSpacedLine($0) }
      #expect(found == expected, "\(bytes)")
    }
  }

  @Test func isASCIIWithoutCarriageReturnMatchesTheByteLoop() {
    for bytes in Self.samples {
      let expected = bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
      let found = bytes.withUnsafeBufferPointer { ASCIIScan.isASCIIWithoutCarriageReturn($0) }
      #expect(found == expected)
    }
  }

  /// A doc comment of single-spaced words is filled a line at a time; the same words with a
  /// line break at the end take the path of texts of several lines, which must fill them alike
  /// (`SwiftDocCommentTests` compares both with the word-by-word filling).
  @Test func docCommentLinesMatchTheWordByWordFilling() {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    for _ in 0..<400 {
      var words: [String] = []
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      for _ in 0..<Int(state >> 59) + 1 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let length = Int(state >> 57) + 1  // 1–128 letters: some longer than a line
        words.append(String(repeating: "w", count: length))
      }
      let text = words.joined(separator: " ")
      for column in [0, 4, 40, 90, 96, 97, 120] {
        let fast = SwiftDocComment.lines(text, column: column, indent: 2)
        let wordByWord = SwiftDocComment.lines(text + "\n", column: column, indent: 2)
        #expect(fast == wordByWord, "\(text) at \(column)")
      }
    }
  }

  /// `SwiftLayout.fits`, which uses the scan, against the byte loop it replaced, for indents on
  /// both sides of the limit (including ones past it).
  @Test func fitsMatchesTheByteLoop() {
    func reference(_ indent: Int, _ text: String) -> Bool {
      let budget = SwiftLayout.lineLength - indent
      let answer: Bool? = Array(text.utf8).withUnsafeBufferPointer { bytes in
        for index in 0..<bytes.count {
          let byte = bytes[index]
          if byte == UInt8(ascii: "\n") { return index <= budget }
          if byte >= 0x80 || byte == UInt8(ascii: "\r") { return nil }
          if index > budget + 1 { return false }
        }
        return bytes.count <= budget
      }
      return answer ?? SwiftLayoutTests.fitsByCharacters(indent, text)
    }
    let lines = [
      "", "a", String(repeating: "x", count: 97), String(repeating: "x", count: 98),
      String(repeating: "x", count: 99) + "é", String(repeating: "x", count: 98) + "\n" + "y",
      String(repeating: "x", count: 101) + "\r", "é" + String(repeating: "x", count: 99),
    ]
    for text in lines + Self.samples.compactMap({ String(validating: $0, as: UTF8.self) }) {
      for indent in [0, 1, 60, 90, 98, 99, 100, 101, 102, 103, 120] {
        #expect(SwiftLayout.fits(indent, text) == reference(indent, text), "\(indent) \(text)")
      }
    }
  }
}
