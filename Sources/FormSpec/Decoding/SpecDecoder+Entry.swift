import FormDiagnostics

extension SpecDecoder {
  /// `format: cardNumber`: a formatter's name, lowerCamelCase: a standard one
  /// (``StandardTextFormat``) or one the app supplies under that name.
  mutating func formatName(_ value: YAMLNode.ID, key: YAMLNode.ID) -> Located<String>? {
    let standard = StandardTextFormat.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    guard let name = scalarString(value, what: "a format name such as \(standard)") else {
      return nil
    }
    if let problem = Identifier.problem(with: name.value, upperCamelCase: false, viewMember: false)
    {
      report(
        .invalidValue,
        "'format' must be \(standard) or the lowerCamelCase name of the app's formatter: "
          + problem,
        at: name.location)
      return nil
    }
    return located(name.value, at: value, key: key)
  }
}
