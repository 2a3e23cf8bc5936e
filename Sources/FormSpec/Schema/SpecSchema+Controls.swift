import FormDiagnostics

extension SpecSchema {
  /// The schema of a typed control's `value`: a switch's boolean.
  static func controlValue(of kind: Node.Kind) -> JSON {
    switch kind {
    case .switch: return bool
    case .choice: return optionValue
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
  /// A number control's own keys: `range` (both ends), `step`, `format` (holding `{value}`) and a
  /// slider's SF Symbol names.
  static func numberProperty(_ key: String) -> JSON {
    switch key {
    case "range": return mapping("range", { _ in number() }, required: ["min", "max"])
    case "step": return number(minimum: 0, exclusive: true)
    case "format":
      return .object([("type", .string("string")), ("pattern", .string("\\{value\\}"))])
    default:
      return .object([("type", .string("string")), ("pattern", .string("^\\S+$"))])
    }
  }
}
