import FormSpec

extension CheckContext {
  /// The input a reference names, or `nil` after reporting `dangling-reference`.
  mutating func resolveInput(_ reference: Located<String>, what: String) -> Int? {
    guard let index = byID[reference.value] else {
      var message = "\(what) names unknown id '\(reference.value)'"
      let inputIDs = documentInputs.map { id($0) }
      if let suggestion = EditDistance.suggestion(for: reference.value, among: inputIDs) {
        message += "; did you mean '\(suggestion)'?"
      }
      report(.danglingReference, message, at: reference.location)
      return nil
    }
    guard nodes[index].kind.isInput else {
      report(
        .danglingReference,
        "\(what) must name an input, but '\(reference.value)' is a \(nodes[index].kind.rawValue)",
        at: reference.location,
        notes: [
          Diagnostic.Note("'\(reference.value)' is declared here", at: nodes[index].kindKeyLocation)
        ])
      return nil
    }
    return index
  }

  /// `dangling-reference` for `next`, `visibleWhen.input` and `equals` rules.
  mutating func checkReferences() {
    for index in nodes.indices {
      let node = nodes[index]
      if let next = node.input?.next { _ = resolveInput(next, what: "'next'") }
      if let condition = node.visibleWhen?.value {
        _ = resolveInput(condition.input, what: "'visibleWhen'")
      }
      for rule in node.input?.rules ?? [] {
        if case .equals(let other) = rule.kind, other != node.id?.value {
          _ = resolveInput(
            Located(other, at: rule.valueLocation), what: "the 'equals' rule")
        }
      }
    }
  }

  /// The node index a valid reference names, without reporting.
  func input(named name: String) -> Int? {
    guard let index = byID[name], nodes[index].kind.isInput else { return nil }
    return index
  }
}
