import FormDiagnostics

extension SpecDecoder {
  /// A multi-choice's `value`: a list of option values, each once and without a comma (`[mon,
  /// wed]`; `[]` chooses none). Whether each is an option is `unknown-option`'s to say.
  mutating func decodeSelection(_ value: YAMLNode.ID, key: YAMLNode.ID) -> Located<
    [Located<String>]
  >? {
    guard document[value].kind == .sequence else {
      report(
        .invalidValue,
        "a multi-choice's 'value' is the list of options chosen when the form opens, such as '[mon, wed]', not \(describe(value))",
        at: location(value))
      return nil
    }
    var chosen: [Located<String>] = []
    for entry in document.entries(of: value) {
      guard let text = string(entry, key: key) else { continue }
      // The value's text joins the chosen values with commas (`FormChoice.text(of:in:)`): one
      // with a comma would read as two. Option values are identifiers; the app's must not have
      // one either (the runtime leaves such an option out).
      if text.value.contains(",") {
        report(
          .invalidValue,
          "'value' lists '\(text.value)', which contains a comma: a multi-choice's value joins the chosen values with commas, so it would read as several",
          at: text.location)
        continue
      }
      if chosen.contains(where: { $0.value == text.value }) {
        report(.invalidValue, "'value' lists '\(text.value)' twice", at: text.location)
        continue
      }
      chosen.append(text)
    }
    return located(chosen, at: value, key: key)
  }

  /// A multi-choice's `min` and `max` against each other and its options: bounds no selection
  /// can meet are reported and dropped, as is a `value` that breaks them.
  mutating func checkSelectionBounds(_ control: inout ControlProperties) {
    if let min = control.minSelections, let max = control.maxSelections, min.value > max.value {
      let later = max.location < min.location ? min : max
      report(
        .invalidValue,
        "'min' (\(min.value)) is greater than 'max' (\(max.value)): no selection can meet both",
        at: later.location)
      control.minSelections = nil
      control.maxSelections = nil
    }
    var seen = Set<String>()
    let optionCount = (control.options?.value ?? []).filter { seen.insert($0.value.value).inserted }
      .count
    if let min = control.minSelections, control.options != nil, optionCount > 0,
      min.value > optionCount
    {
      report(
        .invalidValue,
        "'min' (\(min.value)) is more than the \(optionCount) option\(optionCount == 1 ? "" : "s"), so it can never be met",
        at: min.location)
      control.minSelections = nil
    }
    guard let selection = control.selection, !selection.value.isEmpty else { return }
    if let max = control.maxSelections, selection.value.count > max.value {
      report(
        .invalidValue,
        "'value' chooses \(selection.value.count) options, more than 'max' (\(max.value))",
        at: selection.location)
    } else if let min = control.minSelections, selection.value.count < min.value {
      report(
        .invalidValue,
        "'value' chooses \(selection.value.count) option\(selection.value.count == 1 ? "" : "s"), fewer than 'min' (\(min.value))",
        at: selection.location)
    }
  }
}
