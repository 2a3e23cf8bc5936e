import FormDiagnostics

extension SpecSchema {
  /// The schema of a typed control's `value`: a switch's boolean.
  static func controlValue(of kind: Node.Kind) -> JSON {
    switch kind {
    case .switch: return bool
    case .choice: return optionValue
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
