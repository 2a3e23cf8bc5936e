import FormSpec

extension CheckContext {
  var toolbarItems: [ToolbarItem] { definition.toolbar.effectiveItems }
  var wraps: Bool { definition.focus.wraps?.value ?? false }

  /// What Return does on an input, in a state where a visible input follows it and in one where
  /// it is last ([Return keys](docs/SpecFormat.md#return-keys)). Decided once per input; every
  /// state's focus steps, `formc plan` and the generated code read it.
  func returnBehavior(_ index: Int) -> ReturnBehavior {
    let node = nodes[index]
    let none = ReturnStep(key: nil, action: .none)
    guard node.kind != .custom, let input = node.input, !EffectiveTraits(input).keyboard.isPad
    else { return ReturnBehavior(whenFollowed: none, whenLast: none) }
    switch (node.kind, input.returnKey?.value) {
    case (.textView, nil), (.textView, .default?):
      let newline = ReturnStep(key: .default, action: .newline)
      return ReturnBehavior(whenFollowed: newline, whenLast: newline)
    case (_, .next?):
      return ReturnBehavior(
        whenFollowed: ReturnStep(key: .next, action: .next),
        whenLast: ReturnStep(key: .next, action: .dismiss))
    case (_, let explicit?) where explicit != .default:
      let submit = ReturnStep(key: explicit, action: .submit)
      return ReturnBehavior(whenFollowed: submit, whenLast: submit)
    default:
      return ReturnBehavior(
        whenFollowed: ReturnStep(key: .next, action: .next),
        whenLast: ReturnStep(key: definition.keyboard.effectiveSubmit, action: .submit))
    }
  }

  /// The focus steps of the visible inputs in one state, from each input's return behaviour.
  func steps(visible: [Bool], behaviors: [Int: ReturnBehavior]) -> [FocusStep] {
    let order = focusOrder.filter { visible[$0] }
    return order.enumerated().map { position, index in
      let follows = position + 1 < order.count
      let previous = position > 0 ? id(order[position - 1]) : nil
      let next = follows ? id(order[position + 1]) : (wraps && order.count > 1 ? id(order[0]) : nil)
      let step = (behaviors[index] ?? returnBehavior(index)).step(follows: follows)
      return FocusStep(
        input: id(index), returnKey: step.key, returnAction: step.action, previous: previous,
        next: next)
    }
  }

  /// `return-key-mismatch`, `no-return-key` and `text-view-without-toolbar`.
  mutating func checkKeys() {
    var lastIn: [Int: [VisibilityState.ValueClass]] = [:]
    var followedIn: [Int: [VisibilityState.ValueClass]] = [:]
    for values in states {
      let visible = visibility(in: values)
      let order = focusOrder.filter { visible[$0] }
      for (position, index) in order.enumerated() {
        if position + 1 == order.count {
          if lastIn[index] == nil { lastIn[index] = values }
        } else if followedIn[index] == nil {
          followedIn[index] = values
        }
      }
    }
    let hasNext = toolbarItems.contains(.next)
    let hasDone = toolbarItems.contains(.done)
    for index in focusOrder {
      let node = nodes[index]
      guard let input = node.input, node.kind != .custom else { continue }
      // After a `focus-order` error the order is formc's repair, not the user's: no verdict on
      // a return key or a pad from an input's place in it.
      if !focusOrderWasRepaired, let explicit = input.returnKey, let key = explicit.keyLocation {
        if explicit.value == .next, let state = lastIn[index] {
          report(
            .returnKeyMismatch,
            "return key 'next' on '\(id(index))', which is the last visible input\(describeState(state)); nothing follows it",
            at: key)
        } else if explicit.value.isAction, let state = followedIn[index] {
          report(
            .returnKeyMismatch,
            "return key '\(explicit.value.rawValue)' submits from '\(id(index))', but another input follows it\(describeState(state))",
            at: key)
        }
      }
      let traits = EffectiveTraits(input)
      let strandedWhenLast = !focusOrderWasRepaired && !wraps && lastIn[index] != nil
      if traits.keyboard.isPad && !hasDone && (!hasNext || strandedWhenLast) {
        let why =
          hasNext
          ? "its toolbar has no 'done' and Next cannot leave it while it is last\(describeState(lastIn[index] ?? []))"
          : "its toolbar has neither 'next' nor 'done'"
        report(
          .noReturnKey,
          "the '\(traits.keyboard.rawValue)' keyboard of '\(id(index))' has no return key, and \(why); the user is stuck",
          at: node.kindKeyLocation)
      }
      let returnKey = input.returnKey?.value ?? .default
      if node.kind == .textView && returnKey == .default && !hasNext && !hasDone {
        report(
          .textViewWithoutToolbar,
          "Return inserts a newline in text view '\(id(index))', and its toolbar has neither 'next' nor 'done'; the user is stuck",
          at: node.kindKeyLocation)
      }
    }
  }
}
