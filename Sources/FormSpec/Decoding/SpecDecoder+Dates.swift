import FormDiagnostics

extension SpecDecoder {
  /// A date's `value` or range bound: `2026-12-24`, `09:30`, `2026-12-24T09:30`, `today` or
  /// `now`, or `nil` after reporting `invalid-value` at the scalar.
  mutating func specDate(_ value: YAMLNode.ID, key: YAMLNode.ID) -> Located<SpecDate>? {
    guard let text = string(value, key: key) else { return nil }
    switch SpecDate.parse(text.value) {
    case .success(let date):
      return located(date, at: value, key: key)
    case .failure(let problem):
      report(
        .invalidValue,
        "\(quote(document[key].text)) must be a date such as 2026-12-24, a time such as 09:30, both as 2026-12-24T09:30, 'today' or 'now', not \(describe(value)): \(problem.reason)",
        at: location(value))
      return nil
    }
  }

  /// A date's `range: {from, to}`: either bound may be left out.
  mutating func decodeDateRange(
    _ value: YAMLNode.ID, key: YAMLNode.ID, into date: inout DateProperties
  ) {
    for (subkey, subvalue) in mapping(
      value, key: key, place: "'range'", keys: ["from", "to"])
    {
      let bound = specDate(subvalue, key: subkey)
      if document[subkey].text == "from" { date.from = bound } else { date.to = bound }
    }
  }

  /// Reports (`invalid-value`, at the scalar) a value or bound whose shape does not fit the
  /// date's `components` (a time on a `date`), and drops it.
  mutating func checkDateShapes(_ date: inout DateProperties) {
    let components = date.effectiveComponents
    func check(_ bound: inout Located<SpecDate>?, _ name: String) {
      guard let given = bound, !given.value.fits(components) else { return }
      let written = date.components == nil ? " (the default)" : ""
      report(
        .invalidValue,
        "\(name) '\(given.value.text)' does not fit a date whose components are '\(components.rawValue)'\(written); write \(SpecDate.example(for: components))",
        at: given.location)
      bound = nil
    }
    check(&date.value, "'value'")
    check(&date.from, "'range.from'")
    check(&date.to, "'range.to'")
  }
}
