extension YAMLWordTable {
  /// The words of the spec format: every key, and the values written most (`true`, `false`,
  /// every word of a ``SpecWord`` type, every content type name). Each parse takes these words'
  /// strings from here instead of making them (see ``YAMLWordTable``).
  ///
  /// Every key of a node's mapping is in it (``SpecDecoder/nodeKeyList``): the decoder finds a
  /// key through its number alone (``SpecDecoder/nodeKey(of:)``), and a text that is no word here
  /// is no key.
  static let spec = YAMLWordTable(SpecDecoder.specWords)
}

extension SpecDecoder {
  /// The words of ``YAMLWordTable/spec``, in a fixed order (a dictionary's order changes from
  /// run to run).
  static var specWords: [String] {
    var words = nodeKeyList.map(\.name)
    words += topLevelKeys
    for key in nestedKeys.keys.sorted() {
      words.append(key)
      words += nestedKeys[key]!
    }
    words += RuleKind.allCases.map(\.rawValue) + ["message"]
    words += optionKeys + variantTextKeys + textVariantKeys + ["from", "to"]
    words += ["true", "false"]
    words += Self.words(of: ImageContentMode.self) + Self.words(of: StandardTextFormat.self)
    words += Self.words(of: ActionPlacement.self) + Self.words(of: ActionEnablement.self)
    words += Self.words(of: DateComponentsKind.self) + Self.words(of: DateStyle.self)
    words += Self.words(of: ChoiceStyle.self) + Self.words(of: MultiChoiceStyle.self)
    words += Self.words(of: InputPreset.self) + Self.words(of: OnReturn.self)
    words += Self.words(of: ScreenPresentation.self) + Self.words(of: ValidationTiming.self)
    words += Self.words(of: KeyboardAvoidance.self) + Self.words(of: KeyboardDismissMode.self)
    words += Self.words(of: AfterSubmit.self) + Self.words(of: ReturnKey.self)
    words += Self.words(of: ToolbarItem.self) + Self.words(of: ToolbarTitleMode.self)
    words += Self.words(of: LayoutAxis.self) + Self.words(of: ButtonAction.self)
    words += Self.words(of: KeyboardType.self) + Self.words(of: Autocapitalization.self)
    words += ContentType.all.map(\.name)
    return words
  }

  private static func words<Word: SpecWord>(of type: Word.Type) -> [String] {
    Word.allCases.map(\.rawValue)
  }

  /// What a key of a node's mapping is (``nodeKey(_:)`` of its text), found by its word number.
  func nodeKey(of key: YAMLNode.ID) -> NodeKey? {
    Self.nodeKeysByWord[Int(document[key].word)]
  }

  /// ``nodeKey(_:)`` of each word of ``YAMLWordTable/spec``, by number (`nil` for number 0, no
  /// word).
  static let nodeKeysByWord: [NodeKey?] = YAMLWordTable.spec.words.map { nodeKey($0) }

  /// The rule kind each word of ``YAMLWordTable/spec`` names as a key of a rule (``ruleKeys``),
  /// by number; `nil` for every other word.
  static let ruleKindsByWord: [RuleKind?] = YAMLWordTable.spec.words.map {
    ruleKeys.contains($0) ? RuleKind(rawValue: $0) : nil
  }

  /// The word number of a rule's `message` key.
  static let messageWord = YAMLWordTable.spec.word("message")

  /// The word number of `true`.
  static let trueWord = YAMLWordTable.spec.word("true")
  /// The word number of `false`.
  static let falseWord = YAMLWordTable.spec.word("false")

  /// The input preset each word of ``YAMLWordTable/spec`` names (`InputPreset(rawValue:)`), by
  /// number. Every preset is a word (``specWords``), so a text without a number names none.
  static let presetsByWord: [InputPreset?] = casesByWord()

  /// The keyboard type each word of ``YAMLWordTable/spec`` names, by number.
  static let keyboardTypesByWord: [KeyboardType?] = casesByWord()
  /// The autocapitalization each word of ``YAMLWordTable/spec`` names, by number.
  static let autocapitalizationsByWord: [Autocapitalization?] = casesByWord()
  /// The return key each word of ``YAMLWordTable/spec`` names, by number.
  static let returnKeysByWord: [ReturnKey?] = casesByWord()
  /// The return action each word of ``YAMLWordTable/spec`` names, by number.
  static let onReturnsByWord: [OnReturn?] = casesByWord()
  /// The validation timing each word of ``YAMLWordTable/spec`` names, by number.
  static let validationTimingsByWord: [ValidationTiming?] = casesByWord()
  /// The keyboard avoidance each word of ``YAMLWordTable/spec`` names, by number.
  static let keyboardAvoidancesByWord: [KeyboardAvoidance?] = casesByWord()
  /// The keyboard dismiss mode each word of ``YAMLWordTable/spec`` names, by number.
  static let keyboardDismissModesByWord: [KeyboardDismissMode?] = casesByWord()
  /// What happens after submitting each word of ``YAMLWordTable/spec`` names, by number.
  static let afterSubmitsByWord: [AfterSubmit?] = casesByWord()
  /// The toolbar item each word of ``YAMLWordTable/spec`` names, by number.
  static let toolbarItemsByWord: [ToolbarItem?] = casesByWord()
  /// The toolbar title mode each word of ``YAMLWordTable/spec`` names, by number.
  static let toolbarTitleModesByWord: [ToolbarTitleMode?] = casesByWord()

  /// `Word(rawValue:)` of each word of ``YAMLWordTable/spec``, by number: the `byWord` table of
  /// ``word(_:key:among:what:byWord:)``. Every case of a ``SpecWord`` type in ``specWords`` is a
  /// word, so a text without a number names no case.
  ///
  /// Filled from the cases (each looked up by its text; the table's words are distinct, so each
  /// case has one number): `Word(rawValue:)` of every word, made once per table, cost about
  /// 100,000 instructions a table, more than its lookups save over 50 specs.
  private static func casesByWord<Word: SpecWord>() -> [Word?] {
    var byWord = [Word?](repeating: nil, count: YAMLWordTable.spec.words.count)
    for word in Word.allCases {
      let number = Int(YAMLWordTable.spec.word(word.rawValue))
      precondition(number != 0, "'\(word.rawValue)' is not a word of the spec format")
      byWord[number] = word
    }
    return byWord
  }
}
