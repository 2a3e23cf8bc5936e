import FormDiagnostics

extension SpecDecoder {
  /// A number control's own keys: `range`, `step`, `format` and a slider's images. Whether the
  /// range is empty, the step fits and the value lies on it is lint's to say (`empty-range`,
  /// `bad-step`, `value-out-of-range`, `value-off-step`).
  mutating func decodeNumberKey(
    _ property: Property, key: YAMLNode.ID, value: YAMLNode.ID, into number: inout NumberProperties
  ) {
    switch property {
    case .range: number.range = decodeRange(value, key: key)
    case .step: number.step = self.number(value, key: key)
    case .format:
      if document[value].kind == .mapping {
        decodePluralFormat(value, key: key, into: &number)
        return
      }
      guard let format = string(value, key: key) else { return }
      if !format.value.contains(NumberProperties.valuePlaceholder) {
        report(
          .invalidValue,
          "'format' is the label with '{value}' where the value goes, such as '{value} guests'; "
            + "'\(format.value)' has no '{value}'",
          at: location(value))
        return
      }
      number.format = format
    case .minimumImage, .maximumImage:
      guard let name = string(value, key: key) else { return }
      if name.value.isEmpty || name.value.contains(where: \.isWhitespace) {
        report(
          .invalidValue,
          "\(quote(document[key].text)) is an SF Symbol name such as 'speaker.fill', not '\(name.value)'",
          at: location(value))
        return
      }
      if property == .minimumImage {
        number.minimumImage = name
      } else {
        number.maximumImage = name
      }
    default: preconditionFailure("\(property.rawValue) is no number control key")
    }
  }

  /// `range: {min: 1, max: 12}`: both ends are needed (`missing-key` on the mapping otherwise).
  private mutating func decodeRange(_ value: YAMLNode.ID, key: YAMLNode.ID) -> NumberRange? {
    let pairs = mapping(value, key: key, place: "'range'", keys: ["min", "max"])
    guard document[value].kind == .mapping else { return nil }
    var range = NumberRange(min: nil, max: nil, location: location(key))
    for (subkey, subvalue) in pairs {
      let bound = number(subvalue, key: subkey)
      if document[subkey].text == "min" { range.min = bound } else { range.max = bound }
    }
    let written = Set(document.pairs(of: value).map { document[$0.key].text })
    let missing = ["min", "max"].filter { !written.contains($0) }
    if !missing.isEmpty {
      report(
        .missingKey,
        "'range' needs " + missing.map { "'\($0)'" }.joined(separator: " and ")
          + ": the control's smallest and largest values",
        at: location(value))
    }
    return range
  }

  /// `format: {one: "{value} guest", other: "{value} guests"}`: the English singular and plural
  /// of the label. Both are needed (`missing-key` at the mapping), each with `{value}`
  /// (`invalid-value` at the string); other keys are `unknown-key`.
  private mutating func decodePluralFormat(
    _ value: YAMLNode.ID, key: YAMLNode.ID, into number: inout NumberProperties
  ) {
    var forms: [String: Located<String>] = [:]
    let keys = Self.nestedKeys["format"]!
    for (subkey, subvalue) in mapping(value, key: key, place: "'format'", keys: keys) {
      let name = document[subkey].text
      guard let form = string(subvalue, key: subkey) else { continue }
      if !form.value.contains(NumberProperties.valuePlaceholder) {
        report(
          .invalidValue,
          "'format.\(name)' is the label with '{value}' where the value goes, such as "
            + "'\(name == "one" ? "{value} guest" : "{value} guests")'; '\(form.value)' has no '{value}'",
          at: location(subvalue))
        continue
      }
      forms[name] = form
    }
    let written = Set(document.pairs(of: value).map { document[$0.key].text })
    let missing = keys.filter { !written.contains($0) }
    if !missing.isEmpty {
      report(
        .missingKey,
        "'format' as a mapping needs " + missing.map { "'\($0)'" }.joined(separator: " and ")
          + ": the label for 1 ('{value} guest') and for other numbers ('{value} guests'); "
          + "a label without plural forms is a plain string",
        at: location(value))
      return
    }
    guard let other = forms["other"], let one = forms["one"] else { return }
    // `format` stands where the mapping is: that is what a problem with the whole label names.
    number.format = located(other.value, at: value, key: key)
    number.formatOne = one
  }
}
