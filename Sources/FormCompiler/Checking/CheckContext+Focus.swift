import FormDiagnostics
import FormSpec

extension CheckContext {
  /// The focus order: `focus.order` when given, else the walk with `next` links.
  mutating func resolveFocusOrder() {
    if let order = definition.focus.order {
      resolveExplicitOrder(order)
    } else {
      walk()
    }
  }

  private mutating func resolveExplicitOrder(_ order: Located<[Located<String>]>) {
    for index in nodes.indices {
      if let next = nodes[index].input?.next, let key = next.keyLocation {
        report(
          .focusOrder,
          "'next' cannot be combined with 'focus.order'; give the order in one place",
          at: key)
      }
    }
    var seen: [String: SourceLocation] = [:]
    for entry in order.value {
      guard let index = input(named: entry.value) else {
        let what =
          byID[entry.value].map {
            nodes[$0].kind.isControl
              ? "is a \(nodes[$0].kind.rawValue), which is not in the keyboard's focus chain"
              : "is a \(nodes[$0].kind.rawValue), not an input"
          }
          ?? "is not an input"
        var message = "'\(entry.value)' in 'focus.order' \(what)"
        let fixIts =
          byID[entry.value] == nil
          ? entry.suggestion(among: documentInputs.map { id($0) }, in: &message) : []
        report(.focusOrder, message, at: entry.location, fixIts: fixIts)
        focusOrderWasRepaired = true
        continue
      }
      if let first = seen[entry.value] {
        report(
          .focusOrder, "'\(entry.value)' appears more than once in 'focus.order'",
          at: entry.location, notes: [Diagnostic.Note("first listed here", at: first)])
        focusOrderWasRepaired = true
        continue
      }
      seen[entry.value] = entry.location
      focusOrder.append(index)
    }
    for index in documentInputs where seen[id(index)] == nil {
      report(
        .focusOrder,
        "'focus.order' does not name input '\(id(index))'; it must name every input once",
        at: order.keyLocation ?? order.location,
        notes: [
          Diagnostic.Note("'\(id(index))' is declared here", at: nodes[index].kindKeyLocation)
        ])
      focusOrder.append(index)
      focusOrderWasRepaired = true
    }
  }

  /// Start at the first input; follow `next`, else the first input not yet visited.
  private mutating func walk() {
    var visitedStep = NodeTable<Int>()
    var cursor = 0
    var current = documentInputs.first
    while let index = current {
      visitedStep[index] = focusOrder.count
      focusOrder.append(index)
      var following: Int?
      if let next = nodes[index].input?.next, let target = input(named: next.value),
        nodes[target].id != nil
      {
        if let step = visitedStep[target] {
          report(
            .focusCycle,
            "'next' of '\(id(index))' leads back to '\(id(target))', which focus has already visited",
            at: next.location,
            notes: [
              Diagnostic.Note(
                "'\(id(target))' is step \(step + 1) of the focus order",
                at: nodes[target].kindKeyLocation)
            ])
        } else {
          following = target
        }
      }
      if following == nil {
        while cursor < documentInputs.count, visitedStep[documentInputs[cursor]] != nil {
          cursor += 1
        }
        following = cursor < documentInputs.count ? documentInputs[cursor] : nil
      }
      current = following
    }
  }
}
