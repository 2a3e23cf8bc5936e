import FormDiagnostics

extension SpecSchema {
  /// The schema of a typed control's `value`: a switch's boolean.
  static func controlValue(of kind: Node.Kind) -> JSON {
    switch kind {
    case .switch: return bool
    case .choice: return optionValue
    case .multiChoice: return selection
    case .date: return dateText
    case .stepper, .slider: return number()
    default: preconditionFailure("no value schema for \(kind)")
    }
  }

  /// A choice's `options`: each an option value, or a mapping with `value` and an optional
  /// `title`.
  static var options: JSON {
    let mapping: JSON = .object([
      ("type", .string("object")),
      ("required", .array([.string("value")])),
      ("properties", .object([("value", optionValue), ("title", string)])),
      ("additionalProperties", .bool(false)),
    ])
    return list(.object([("anyOf", .array([optionValue, mapping]))]))
  }

  /// A multi-choice's `value`: option values, each once.
  static var selection: JSON {
    .object([("type", .string("array")), ("items", optionValue), ("uniqueItems", .bool(true))])
  }

  /// An option's value: a lowerCamelCase Swift identifier, not a keyword nor a member of every
  /// generated enum (``SpecDecoder/optionValueProblem(_:)``).
  static var optionValue: JSON {
    let excluded = Identifier.swiftKeywords.union(["rawValue", "allCases", "hashValue", "init"])
    return .object([
      ("type", .string("string")), ("pattern", .string("^[a-z][A-Za-z0-9]*$")),
      ("not", .object([("enum", .array(excluded.sorted().map { .string($0) }))])),
    ])
  }
}

extension SpecSchema {
  /// A date's `value` or range bound (``SpecDate/parse(_:)``): a local day `2026-12-24`, a time
  /// `09:30`, both `2026-12-24T09:30`, `today` or `now`. The pattern checks the shape; the day's
  /// existence and the fit with `components` are the decoder's.
  static var dateText: JSON {
    .object([
      ("type", .string("string")),
      (
        "pattern",
        .string(
          "^(today|now|[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])(T([01][0-9]|2[0-3]):[0-5][0-9])?|([01][0-9]|2[0-3]):[0-5][0-9])$"
        )
      ),
    ])
  }

  /// A number control's own keys: `range` (both ends), `step`, `format` (holding `{value}`, or a
  /// mapping of its `one` and `other` plural forms, each holding it) and a slider's SF Symbol
  /// names.
  static func numberProperty(_ key: String) -> JSON {
    switch key {
    case "range": return mapping("range", { _ in number() }, required: ["min", "max"])
    case "step": return number(minimum: 0, exclusive: true)
    case "format":
      // One string, or its English plural forms: `{one: "{value} guest", other: "{value} guests"}`.
      let label = JSON.object([("type", .string("string")), ("pattern", .string("\\{value\\}"))])
      let plural = JSON.object([
        ("type", .string("object")),
        ("required", .array([.string("one"), .string("other")])),
        ("properties", .object([("one", label), ("other", label)])),
        ("additionalProperties", .bool(false)),
      ])
      return .object([("oneOf", .array([label, plural]))])
    default:
      return .object([("type", .string("string")), ("pattern", .string("^\\S+$"))])
    }
  }
}
