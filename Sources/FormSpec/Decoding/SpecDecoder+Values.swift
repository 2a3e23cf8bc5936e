import FormDiagnostics

extension SpecDecoder {
  /// The pairs of a mapping value, reporting `invalid-value` for anything else and `unknown-key`
  /// for keys outside `keys`.
  mutating func mapping(
    _ value: YAMLNode.ID, key: YAMLNode.ID, place: String, keys: [String]
  ) -> [(key: YAMLNode.ID, value: YAMLNode.ID)] {
    guard document[value].kind == .mapping else {
      report(
        .invalidValue, "\(quote(document[key].text)) must be a mapping, not \(describe(value))",
        at: location(value))
      return []
    }
    return document.pairs(of: value).filter { pair in
      if keys.contains(document[pair.key].text) { return true }
      reportUnknownKey(pair.key, place: "in \(place)", valid: keys)
      return false
    }
  }

  /// The entries of a list value, or `nil` after reporting `invalid-value`.
  mutating func list(_ value: YAMLNode.ID, key: YAMLNode.ID) -> YAMLDocument.Entries? {
    guard document[value].kind == .sequence else {
      report(
        .invalidValue, "\(quote(document[key].text)) must be a list, not \(describe(value))",
        at: location(value))
      return nil
    }
    return document.entries(of: value)
  }

  /// A string value: any non-null scalar, its text kept exactly as written.
  mutating func string(_ value: YAMLNode.ID, key: YAMLNode.ID) -> Located<String>? {
    // Quoted only on the error paths: quoting every key on the happy path costs more than the rest.
    var name: String { quote(document[key].text) }
    // The node's fields are read in place (`document.kind(of:)`): a copy of the node retained and
    // released its text, on every value decoded.
    guard document.kind(of: value) == .scalar else {
      report(.invalidValue, "\(name) must be a string, not \(describe(value))", at: location(value))
      return nil
    }
    if document.isNullScalar(value) {
      report(
        .invalidValue, "\(name) must be a string, not null; write \"\" for an empty string",
        at: location(value))
      return nil
    }
    // An untagged scalar that is not null always has a value; only a tag can fail to fit.
    if document.tag(of: value) != .none, document.scalarValue(of: value) == nil {
      report(
        .invalidValue, "\(quote(document.text(of: value))) does not match its tag",
        at: location(value))
      return nil
    }
    return located(document.text(of: value), at: value, key: key)
  }

  /// A scalar string in a list (an id or a rule id), or `nil` after reporting `invalid-value`.
  mutating func scalarString(_ entry: YAMLNode.ID, what: String) -> Located<String>? {
    guard document.kind(of: entry) == .scalar, !document.isNullScalar(entry),
      document.tag(of: entry) == .none || document.scalarValue(of: entry) != nil
    else {
      report(.invalidValue, "expected \(what), not \(describe(entry))", at: location(entry))
      return nil
    }
    return located(document.text(of: entry), at: entry)
  }

  /// An id that names another node (checked against the tree later).
  mutating func reference(_ value: YAMLNode.ID, what: String, key: YAMLNode.ID? = nil)
    -> Located<String>?
  {
    guard let text = scalarString(value, what: what) else { return nil }
    return located(text.value, at: value, key: key)
  }

  /// A bool: an unquoted core-schema boolean or a `!!bool`. A YAML 1.1 word for one (`yes`,
  /// `off`), a string in YAML 1.2, is `invalid-value` with a fix-it that writes the boolean.
  mutating func bool(_ value: YAMLNode.ID, key: YAMLNode.ID) -> Located<Bool>? {
    // `true` and `false` written plain and untagged, known by their word numbers: resolving the
    // text under the core schema (a null spelling, then each boolean spelling, into a value that
    // holds the text) cost about 450 instructions a boolean.
    if document[value].tag == .none, document[value].style == .plain {
      let word = document[value].word
      if word == Self.trueWord { return located(true, at: value, key: key) }
      if word == Self.falseWord { return located(false, at: value, key: key) }
    }
    if document.kind(of: value) == .scalar, case .bool(let flag)? = document.scalarValue(of: value)
    {
      return located(flag, at: value, key: key)
    }
    let node = document[value]
    var fixIts: [Diagnostic.FixIt] = []
    if node.kind == .scalar, node.style == .plain, node.tag == .none,
      let meant = Self.yaml11Booleans[node.text]
    {
      fixIts = suggestionFixIts(replacing: value, with: meant ? "true" : "false")
    }
    report(
      .invalidValue,
      "\(quote(document[key].text)) must be a boolean, not \(describe(value)); write true or false",
      at: location(value), fixIts: fixIts)
    return nil
  }

  /// YAML 1.1's booleans that YAML 1.2's core schema reads as strings
  /// (https://yaml.org/type/bool.html), with the boolean each meant.
  static let yaml11Booleans: [String: Bool] = {
    var words: [String: Bool] = [:]
    for (word, meant) in [
      ("y", true), ("yes", true), ("on", true), ("n", false), ("no", false),
      ("off", false),
    ] {
      for spelling in [word, word.prefix(1).uppercased() + word.dropFirst(), word.uppercased()] {
        words[spelling] = meant
      }
    }
    return words
  }()

  /// A finite number: an unquoted core-schema int or float (or one tagged `!!int`/`!!float`).
  mutating func number(
    _ value: YAMLNode.ID, key: YAMLNode.ID, minimum: Double? = nil, exclusive: Bool = false
  ) -> Located<Double>? {
    var name: String { quote(document[key].text) }
    var number: Double?
    // A plain run of digits read off its bytes (``YAMLDocument/plainDecimal(of:)``), as the
    // core schema resolves it; anything else resolved in full.
    if let decimal = document.plainDecimal(of: value) {
      number = Double(decimal)
    } else if document.kind(of: value) == .scalar {
      switch document.scalarValue(of: value) {
      case .int(let int)?: number = Double(int)
      case .float(let float)? where float.isFinite: number = float
      default: break
      }
    }
    guard let number else {
      // The node's fields read in place: a copy of the node retains and releases its text.
      let hint =
        document.kind(of: value) == .scalar && document[value].style != .plain
        ? "; write the number without quotes" : ""
      report(
        .invalidValue, "\(name) must be a number, not \(describe(value))\(hint)",
        at: location(value))
      return nil
    }
    if let minimum, exclusive ? number <= minimum : number < minimum {
      let bound = exclusive ? "greater than" : "at least"
      report(
        .invalidValue,
        "\(name) must be \(bound) \(format(minimum)), not \(document.text(of: value))",
        at: location(value))
      return nil
    }
    return located(number, at: value, key: key)
  }

  /// A whole number of at least `minimum` (a count).
  mutating func count(_ value: YAMLNode.ID, key: YAMLNode.ID, minimum: Int) -> Located<Int>? {
    var name: String { quote(document[key].text) }
    let int: Int
    // A plain run of digits read off its bytes, as in `number`.
    if let decimal = document.plainDecimal(of: value) {
      int = decimal
    } else if document.kind(of: value) == .scalar,
      case .int(let resolved)? = document.scalarValue(of: value)
    {
      int = resolved
    } else {
      // Read in place, as in `number`.
      let hint =
        document.kind(of: value) == .scalar && document[value].style != .plain
        ? "; write it without quotes" : ""
      report(
        .invalidValue, "\(name) must be a whole number, not \(describe(value))\(hint)",
        at: location(value))
      return nil
    }
    guard int >= minimum else {
      report(.invalidValue, "\(name) must be at least \(minimum), not \(int)", at: location(value))
      return nil
    }
    return located(int, at: value, key: key)
  }

  /// One of an enumerated set of words, quoted or not, untagged or tagged `!!str` or `!`: any other
  /// core tag says another type than a word and is `invalid-value`.
  mutating func word<Word: SpecWord>(
    _ value: YAMLNode.ID, key: YAMLNode.ID?, among allowed: [Word]? = nil,
    what: String? = nil, byWord: [Word?]? = nil
  ) -> Located<Word>? {
    // Read in place, and `nil` for every word: a copy of the node retained its text, and the
    // default list was a new array of all the cases on every call.
    let tag = document.tag(of: value)
    // A word is a string: a core tag of another type (`!!int words`) contradicts the key.
    let isString = tag == .none || tag == .string || tag == .nonSpecific
    // `byWord`, the cases by word number (`Word(rawValue:)` of each word of
    // ``YAMLWordTable/spec``), finds the case with an array read where `init(rawValue:)` compares
    // the text with each case in turn (about 700 instructions for an input preset).
    let word =
      document.kind(of: value) != .scalar
      ? nil
      : byWord.map { $0[Int(document[value].word)] } ?? Word(rawValue: document.text(of: value))
    if isString, !document.isNullScalar(value), let word, allowed?.contains(word) ?? true {
      return located(word, at: value, key: key)
    }
    let node = document[value]
    let allowed = allowed ?? Array(Word.allCases)
    let subject = key.map { quote(document[$0].text) } ?? what ?? "value"
    let names = allowed.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    var message = "\(subject) must be one of \(names), not \(describe(value))"
    var fixIts: [Diagnostic.FixIt] = []
    if !isString, let word, allowed.contains(word) {
      message += "; write the word without the tag"
      fixIts = suggestionFixIts(replacing: value, with: word.rawValue)
    } else if node.kind == .scalar,
      let suggestion = EditDistance.suggestion(for: node.text, among: allowed.map(\.rawValue))
    {
      message += EditDistance.didYouMean(suggestion, for: node.text)
      fixIts = suggestionFixIts(replacing: value, with: suggestion)
    }
    report(.invalidValue, message, at: location(value), fixIts: fixIts)
    return nil
  }

  func format(_ number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
  }
}
