import FormDiagnostics

extension SpecDecoder {
  /// `check: usernameAvailable` or `check: {name: usernameAvailable, debounce: 0.5}`: the app's
  /// check of the input's value, by its lowerCamelCase name, with the seconds to wait after a
  /// change (``InputCheck/defaultDebounce`` when not given).
  mutating func decodeCheck(_ value: YAMLNode.ID, key: YAMLNode.ID) -> Located<InputCheck>? {
    guard document[value].kind == .mapping else {
      let what = "a check name such as 'usernameAvailable' or a mapping of 'name' and 'debounce'"
      guard let name = checkName(value, what: what) else { return nil }
      return located(InputCheck(name: name), at: value, key: key)
    }
    var name: String?
    var debounce = InputCheck.defaultDebounce
    var valid = true
    for (subkey, subvalue) in mapping(
      value, key: key, place: "'check'", keys: Self.nestedKeys["check"]!)
    {
      if document[subkey].text == "name" {
        name = checkName(subvalue, what: "a check name such as 'usernameAvailable'")
        valid = valid && name != nil
      } else if let seconds = number(subvalue, key: subkey, minimum: 0) {
        debounce = seconds.value
      } else {
        valid = false
      }
    }
    let hasName = document.pairs(of: value).contains { document[$0.key].text == "name" }
    if !hasName {
      let at = document.pairs(of: value).first.map { location($0.key) } ?? location(value)
      report(
        .missingKey, "'check' needs 'name', the app's check such as 'usernameAvailable'", at: at)
      return nil
    }
    guard valid, let name else { return nil }
    return located(InputCheck(name: name, debounce: debounce), at: value, key: key)
  }

  /// A check's name: a lowerCamelCase Swift identifier, the generated protocol's method.
  private mutating func checkName(_ value: YAMLNode.ID, what: String) -> String? {
    guard let name = scalarString(value, what: what) else { return nil }
    if let problem = Identifier.problem(with: name.value, upperCamelCase: false, viewMember: false)
    {
      report(
        .invalidValue, "'check' must name the app's check in lowerCamelCase: " + problem,
        at: name.location)
      return nil
    }
    return name.value
  }
}
