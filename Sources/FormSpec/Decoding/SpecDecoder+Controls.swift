import FormDiagnostics

extension SpecDecoder {
  /// Why a text input's key is not a typed control's, for `unknown-key`'s message.
  static func controlKeyExplanation(_ kind: Node.Kind, valid: [String]) -> String {
    let keys = valid.map { "'\($0)'" }.joined(separator: ", ")
    switch kind {
    case .switch:
      return "a switch brings no keyboard, so it takes no placeholder, text traits, return key, "
        + "rules or 'next'; it takes \(keys)"
    case .date:
      return "a date brings no keyboard, so it takes no placeholder, text traits, return key "
        + "or 'next'; it takes \(keys)"
    case .choice:
      return "a choice brings no keyboard, so it takes no placeholder, text traits, return key, "
        + "rules or 'next'; it takes \(keys)"
    case .multiChoice:
      return "a multi-choice brings no keyboard, so it takes no placeholder, text traits, return "
        + "key, rules or 'next'; it takes \(keys)"
    case .stepper, .slider:
      return "a \(kind.rawValue) brings no keyboard, so it takes no placeholder, text traits, "
        + "return key, rules or 'next'; it takes \(keys)"
    default:
      return "it takes \(keys)"
    }
  }

  /// A typed control's `value`: a switch's boolean, a choice's option value (checked against
  /// its options by `unknown-option`).
  mutating func decodeControlValue(
    _ kind: Node.Kind, key: YAMLNode.ID, value: YAMLNode.ID, into input: inout InputProperties
  ) {
    switch kind {
    case .switch: input.control.isOn = bool(value, key: key)
    case .choice: input.value = string(value, key: key)
    case .multiChoice: input.control.selection = decodeSelection(value, key: key)
    case .date: input.control.date.value = specDate(value, key: key)
    case .stepper, .slider: input.control.number.value = number(value, key: key)
    default: preconditionFailure("\(kind.rawValue) takes no value")
    }
  }

  /// The keys of an option written as a mapping.
  static let optionKeys = ["value", "title"]

  /// A choice's `options`: a list whose entries are an option value (`socks5`, its own title) or
  /// a mapping `{value: socks5, title: SOCKS 5}`. Entries with an invalid value are reported and
  /// left out; an empty list is kept (`empty-choice` reports it).
  mutating func decodeOptions(_ value: YAMLNode.ID, key: YAMLNode.ID) -> Located<[ChoiceOption]>? {
    guard let entries = list(value, key: key) else { return nil }
    var options: [ChoiceOption] = []
    for entry in entries {
      if document[entry].kind == .mapping {
        var optionValue: Located<String>?
        var title: Located<String>?
        for (subkey, subvalue) in mapping(
          entry, key: key, place: "an option", keys: Self.optionKeys)
        {
          if document[subkey].text == "value" {
            optionValue = optionIdentifier(subvalue, key: subkey)
          } else {
            title = string(subvalue, key: subkey)
          }
        }
        let hasValue = document.pairs(of: entry).contains { document[$0.key].text == "value" }
        if !hasValue {
          report(
            .missingKey, "an option needs 'value', the value the model holds when it is chosen",
            at: location(entry))
        }
        if let optionValue { options.append(ChoiceOption(value: optionValue, title: title)) }
      } else if let optionValue = optionIdentifier(entry, key: nil) {
        options.append(ChoiceOption(value: optionValue, title: nil))
      }
    }
    return located(options, at: value, key: key)
  }

  /// An option's value: a Swift identifier in lowerCamelCase (the case of the enum generated from
  /// the options), or `nil` after reporting `invalid-value`.
  private mutating func optionIdentifier(_ value: YAMLNode.ID, key: YAMLNode.ID?) -> Located<
    String
  >? {
    let node = document[value]
    guard node.kind == .scalar, !node.isNullScalar, node.tag == .none || node.scalarValue != nil
    else {
      report(
        .invalidValue,
        "expected an option: a value such as 'socks5', or a mapping with 'value' and 'title', not \(describe(value))",
        at: location(value))
      return nil
    }
    if let problem = Self.optionValueProblem(node.text) {
      let suggestion = Identifier.suggestion(for: node.text, upperCamelCase: false)
      report(
        .invalidValue,
        "an option's value is the case of the enum formc generates, so it must be a Swift identifier: \(problem); give the text the user sees as 'title'",
        at: location(value),
        fixIts: suggestion.map { suggestionFixIts(replacing: value, with: $0) } ?? [])
      return nil
    }
    return located(node.text, at: value, key: key)
  }

  /// Why `text` cannot be an option's value (an enum case), or `nil`: lowerCamelCase ASCII, not
  /// a Swift keyword, nor a member every `String` enum has.
  static func optionValueProblem(_ text: String) -> String? {
    if ["rawValue", "allCases", "hashValue", "init"].contains(text) {
      return "'\(text)' is a member of every generated enum"
    }
    guard let problem = Identifier.problem(with: text, upperCamelCase: false) else { return nil }
    // Reserved node ids and view-controller members are fine as enum cases; keywords are not.
    if Identifier.swiftKeywords.contains(text) { return problem }
    if Identifier.reservedNodeIDs.contains(text) || Identifier.viewControllerMembers.contains(text)
    {
      return nil
    }
    return text.isEmpty ? "the value is empty" : problem
  }
}

extension SpecDecoder {
  /// A choice's or multi-choice's `options` written as a scalar: `app`, the app loads the
  /// options at run time (`true`, at the word). Any other scalar is `invalid-value`.
  mutating func decodeAppOptions(
    _ kind: Node.Kind, _ value: YAMLNode.ID, key: YAMLNode.ID
  ) -> Located<Bool>? {
    let node = document[value]
    let isString = node.tag == .none || node.tag == .string || node.tag == .nonSpecific
    let isApp = isString && !node.isNullScalar && node.text == "app"
    if isApp { return located(true, at: value, key: key) }
    var message =
      "'options' must be a list of options, or 'app' for options the app loads at run time, not \(describe(value))"
    var fixIts: [Diagnostic.FixIt] = []
    if node.kind == .scalar,
      EditDistance.suggestion(for: node.text, among: ["app"]) != nil
    {
      message += "; did you mean 'app'?"
      fixIts = suggestionFixIts(replacing: value, with: "app")
    }
    report(.invalidValue, message, at: location(value), fixIts: fixIts)
    return nil
  }

  /// A text view's `lines.max`: a whole number of lines ≥ 1, or `none` for no limit (a `nil`
  /// value: the text view grows with its text and the scroll view around it scrolls).
  mutating func maxLines(_ value: YAMLNode.ID, key: YAMLNode.ID) -> Located<Int?>? {
    let node = document[value]
    let isString = node.tag == .none || node.tag == .string || node.tag == .nonSpecific
    if node.kind == .scalar, isString, node.text == "none" {
      return located(Int?.none, at: value, key: key)
    }
    guard node.kind == .scalar, case .int? = node.scalarValue else {
      report(
        .invalidValue,
        "'max' must be a whole number of lines, or 'none' for a text view that grows without a limit, not \(describe(value))",
        at: location(value))
      return nil
    }
    return count(value, key: key, minimum: 1).map {
      located(Optional($0.value), at: value, key: key)
    }
  }
}
