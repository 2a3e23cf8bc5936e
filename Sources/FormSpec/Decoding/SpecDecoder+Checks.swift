import FormDiagnostics

extension SpecDecoder {
  /// `check: usernameAvailable` or `check: {name: usernameAvailable, debounce: 0.5}`: the app's
  /// check of the input's value, by its lowerCamelCase name, with the seconds to wait after a
  /// change (``InputCheck/defaultDebounce`` when not given); `local: true` makes it the app's
  /// synchronous check, run at once, which takes no `debounce` (`invalid-value` at `debounce`).
  mutating func decodeCheck(_ value: YAMLNode.ID, key: YAMLNode.ID) -> Located<InputCheck>? {
    guard document[value].kind == .mapping else {
      let what = "a check name such as 'usernameAvailable' or a mapping of 'name' and 'debounce'"
      guard let name = checkName(value, what: what) else { return nil }
      guard declareCheck(name, local: false, at: value) else { return nil }
      return located(InputCheck(name: name), at: value, key: key)
    }
    var name: String?
    var debounce = InputCheck.defaultDebounce
    var local = false
    var debounceKey: YAMLNode.ID?
    var valid = true
    for (subkey, subvalue) in mapping(
      value, key: key, place: "'check'", keys: Self.nestedKeys["check"]!)
    {
      if document[subkey].text == "name" {
        name = checkName(subvalue, what: "a check name such as 'usernameAvailable'")
        valid = valid && name != nil
      } else if document[subkey].text == "local" {
        if let flag = bool(subvalue, key: subkey) { local = flag.value } else { valid = false }
      } else if let seconds = number(subvalue, key: subkey, minimum: 0) {
        debounce = seconds.value
        debounceKey = subkey
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
    if local, let debounceKey {
      report(
        .invalidValue,
        "a local check ('local: true') runs at once on each change and takes no 'debounce'; "
          + "remove 'debounce'",
        at: location(debounceKey))
      return nil
    }
    guard valid, let name, declareCheck(name, local: local, at: value) else { return nil }
    return located(InputCheck(name: name, debounce: debounce, local: local), at: value, key: key)
  }

  /// Records the use of the check `name`, reporting `invalid-value` (and returning `false`) when
  /// it was used before as the other kind: a local check and an `async` one cannot share a name,
  /// which is one method of the generated checks protocol.
  private mutating func declareCheck(_ name: String, local: Bool, at value: YAMLNode.ID) -> Bool {
    guard let first = firstChecks[name] else {
      firstChecks[name] = (local, location(value))
      return true
    }
    guard first.local != local else { return true }
    let kinds = local ? ("an async", "local") : ("a local", "async")
    report(
      .invalidValue,
      "the check '\(name)' is \(kinds.0) check above and cannot be \(kinds.1) here: one name is "
        + "one method of the app's checks; give this check another name",
      at: location(value),
      notes: [Diagnostic.Note("'\(name)' is first used here", at: first.location)])
    return false
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
