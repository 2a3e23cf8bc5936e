import FormDiagnostics

extension SpecDecoder {
  /// `flags: [captchaRequired, isEditing]`: a non-empty list of lowerCamelCase names, each a
  /// `Bool` the app sets on the view model. A name shares the node ids' namespace (a flag and a
  /// node with the same name are `duplicate-id`); a member a `UIViewController` already has is
  /// allowed, since a flag is no member of the views protocol.
  mutating func decodeFlags(_ value: YAMLNode.ID, key: YAMLNode.ID) -> [Located<String>] {
    guard let entries = list(value, key: key) else { return [] }
    if entries.isEmpty {
      report(
        .invalidValue, "'flags' must not be empty; remove it when the app sets no flags",
        at: location(value))
      return []
    }
    var flags: [Located<String>] = []
    for entry in entries {
      guard let name = scalarString(entry, what: "a flag name such as 'captchaRequired'") else {
        continue
      }
      if let problem = Identifier.problem(
        with: name.value, upperCamelCase: false, viewMember: false)
      {
        report(
          .invalidIdentifier, "invalid flag name: \(problem)", at: name.location,
          fixIts: Identifier.suggestion(for: name.value, upperCamelCase: false).map {
            suggestionFixIts(replacing: entry, with: $0)
          } ?? [])
        continue
      }
      declare(name)
      if !flags.contains(where: { $0.value == name.value }) { flags.append(name) }
    }
    return flags
  }
}
