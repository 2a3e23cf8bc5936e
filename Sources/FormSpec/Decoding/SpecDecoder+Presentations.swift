import FormDiagnostics

extension SpecDecoder {
  /// `presentations: [fullScreen, sheet, popover]`: a non-empty list, each word at most once.
  mutating func decodePresentations(_ value: YAMLNode.ID, key: YAMLNode.ID)
    -> Located<[Located<ScreenPresentation>]>?
  {
    guard let entries = list(value, key: key) else { return nil }
    if entries.isEmpty {
      report(
        .invalidValue,
        "'presentations' must not be empty; remove it to simulate every presentation",
        at: location(value))
      return nil
    }
    var words: [Located<ScreenPresentation>] = []
    for entry in entries {
      guard let word: Located<ScreenPresentation> = word(entry, key: nil, what: "presentation")
      else { continue }
      if let first = words.first(where: { $0.value == word.value }) {
        report(
          .invalidValue, "'\(word.value.rawValue)' appears more than once in 'presentations'",
          at: word.location,
          notes: [Diagnostic.Note("first '\(word.value.rawValue)' is here", at: first.location)])
        continue
      }
      words.append(word)
    }
    return words.isEmpty ? nil : located(words, at: value, key: key)
  }
}
