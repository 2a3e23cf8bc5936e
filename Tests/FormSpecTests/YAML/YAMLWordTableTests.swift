import Testing

@testable import FormSpec

/// The spec format's words are found by their bytes (`YAMLWordTable`): a scalar spelt as a word
/// takes the word's string and number, every other scalar makes its own string and has number 0,
/// and the decoder's lookups by number agree with its lookups by text.
struct YAMLWordTableTests {
  @Test func everyWordIsFoundWithItsNumber() {
    let table = YAMLWordTable.spec
    #expect(table.words.count > 200)
    #expect(table.words[0] == "")
    for (number, word) in table.words.enumerated().dropFirst() {
      #expect(table.word(word) == UInt16(number), "'\(word)'")
    }
    #expect(Set(table.words).count == table.words.count)
    // The parser takes a word's nullness as false without testing its bytes.
    #expect(!table.words.dropFirst().contains { CoreSchema.isNull($0) })
  }

  @Test(arguments: [
    "", "fields", "Field", "scrol", "scrolls", "titl", "title ", " title", "é", "tru", "True",
    "children2", "x", "autocapitalizationX", "autocapitalizatioN", "abcdefghijklmnopqrstuvwxy",
    "title\u{0}", "\u{0}", "creditCardExpirationYear ", "creditCardExpirationMont",
  ])
  func aTextThatIsNoWordHasNumberZero(text: String) {
    #expect(!YAMLWordTable.spec.words.dropFirst().contains(text))
    #expect(YAMLWordTable.spec.word(text) == 0)
  }

  /// Words up to the longest the table takes, and one past it, which it leaves out.
  @Test func wordsOfEveryLength() {
    let words = (1...25).map { String(repeating: "a", count: $0 - 1) + "b" }
    let table = YAMLWordTable(words + ["", "b"])
    #expect(table.words == [""] + words.prefix(24))
    for (offset, word) in words.enumerated() {
      #expect(table.word(word) == (offset < 24 ? UInt16(offset + 1) : 0), "\(word.utf8.count)")
    }
    #expect(table.word("a") == 0)
    #expect(table.word("ab") == 2)
  }

  /// Lookups read the bytes in overlapping whole words: a text that differs from a word in any
  /// one byte, at any length, is not found as the word.
  @Test func everyByteCounts() {
    let words = (1...24).map { length in
      String((0..<length).map { Character(Unicode.Scalar(UInt8(97 + $0 % 26))) })
    }
    let table = YAMLWordTable(words)
    for (offset, word) in words.enumerated() {
      #expect(table.word(word) == UInt16(offset + 1))
      for position in 0..<word.utf8.count {
        var bytes = Array(word.utf8)
        bytes[position] = UInt8(ascii: "Z")
        #expect(table.word(String(decoding: bytes, as: UTF8.self)) == 0, "\(word) at \(position)")
      }
    }
  }

  /// A node's number is its text's: the word's string for a word, whatever its style or tag, and
  /// 0 with the text's own string for anything else. The number sits in padding: a node is no
  /// larger.
  @Test func aScalarsNumberIsItsTexts() throws {
    let text = """
      form: Sign
      "title": 'email'
      content: !!str field
      k1: creditCardExpirationYear
      k2: creditCardExpirationYearX
      autocapitalization: words
      k3: |
        true
      k4: [true, false, "", ~, 12, é]
      k5: {Title: TRUE, "field ": x}

      """
    let result = YAMLParser().parse(Array(text.utf8), path: "words.yaml")
    let document = try #require(result.documents.first)
    var words = 0
    for node in document.nodes {
      let expected = node.kind == .scalar ? YAMLWordTable.spec.word(node.text) : 0
      #expect(node.word == expected, "'\(node.text)'")
      if node.word != 0 {
        words += 1
        #expect(node.text == YAMLWordTable.spec.words[Int(node.word)])
      }
    }
    // form, title, email, content, field, creditCardExpirationYear, autocapitalization, words,
    // true, false.
    #expect(words == 10)
    #expect(MemoryLayout<YAMLNode>.size <= 48)
  }

  /// Every key of a node's mapping is a word, so a text without a number is no key, and the
  /// lookup by number finds what the lookup by text finds.
  @Test func nodeKeysByNumberAgreeWithNodeKeysByText() {
    for (name, _) in SpecDecoder.nodeKeyList {
      #expect(YAMLWordTable.spec.word(name) != 0, "'\(name)' is not a word")
    }
    for (number, word) in YAMLWordTable.spec.words.enumerated() {
      switch (SpecDecoder.nodeKeysByWord[number], SpecDecoder.nodeKey(word)) {
      case (nil, nil): break
      case (.kind(let a)?, .kind(let b)?): #expect(a == b)
      case (.property(let a, let p)?, .property(let b, let q)?): #expect(a == b && p == q)
      default: Issue.record("'\(word)' is found differently")
      }
    }
  }

  /// Every input preset is a word, and the preset by number is the preset by text.
  @Test func presetsByNumberAgreeWithPresetsByText() {
    for preset in InputPreset.allCases {
      #expect(YAMLWordTable.spec.word(preset.rawValue) != 0, "'\(preset.rawValue)' is not a word")
    }
    for (number, word) in YAMLWordTable.spec.words.enumerated() {
      #expect(SpecDecoder.presetsByWord[number] == InputPreset(rawValue: word), "'\(word)'")
    }
  }

  /// Every case of the word types the decoder finds by number is a word, and the case by number
  /// is the case by text.
  @Test func wordsByNumberAgreeWithWordsByText() {
    expectByNumberAgreesByText(SpecDecoder.keyboardTypesByWord)
    expectByNumberAgreesByText(SpecDecoder.autocapitalizationsByWord)
    expectByNumberAgreesByText(SpecDecoder.returnKeysByWord)
    expectByNumberAgreesByText(SpecDecoder.onReturnsByWord)
    expectByNumberAgreesByText(SpecDecoder.validationTimingsByWord)
    expectByNumberAgreesByText(SpecDecoder.keyboardAvoidancesByWord)
    expectByNumberAgreesByText(SpecDecoder.keyboardDismissModesByWord)
    expectByNumberAgreesByText(SpecDecoder.afterSubmitsByWord)
    expectByNumberAgreesByText(SpecDecoder.toolbarItemsByWord)
    expectByNumberAgreesByText(SpecDecoder.toolbarTitleModesByWord)
  }

  private func expectByNumberAgreesByText<Word: SpecWord>(_ byWord: [Word?]) {
    for word in Word.allCases {
      #expect(YAMLWordTable.spec.word(word.rawValue) != 0, "'\(word.rawValue)' is not a word")
    }
    #expect(byWord.count == YAMLWordTable.spec.words.count)
    for (number, word) in YAMLWordTable.spec.words.enumerated() {
      #expect(byWord[number] == Word(rawValue: word), "'\(word)' as \(Word.self)")
    }
  }

  /// Every rule key and `message` are words; the rule kind by number is the kind by text.
  @Test func ruleKeysByNumberAgreeWithRuleKeysByText() {
    #expect(SpecDecoder.messageWord != 0)
    #expect(YAMLWordTable.spec.words[Int(SpecDecoder.messageWord)] == "message")
    for (number, word) in YAMLWordTable.spec.words.enumerated() {
      let expected = SpecDecoder.ruleKeys.contains(word) ? RuleKind(rawValue: word) : nil
      #expect(SpecDecoder.ruleKindsByWord[number] == expected, "'\(word)'")
    }
    for key in SpecDecoder.ruleKeys {
      #expect(YAMLWordTable.spec.word(key) != 0, "'\(key)' is not a word")
    }
  }
}
