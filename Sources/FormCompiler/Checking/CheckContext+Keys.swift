import FormSpec

extension CheckContext {
  var toolbarItems: [ToolbarItem] { definition.toolbar.effectiveItems }
  var wraps: Bool { definition.focus.wraps?.value ?? false }

  /// The focus steps of the visible inputs in one state.
  func steps(visible: [Bool]) -> [FocusStep] {
    let order = focusOrder.filter { visible[$0] }
    return order.enumerated().map { position, index in
      let node = nodes[index]
      let follows = position + 1 < order.count
      let previous = position > 0 ? id(order[position - 1]) : nil
      let next = follows ? id(order[position + 1]) : (wraps && order.count > 1 ? id(order[0]) : nil)
      guard node.kind != .custom, let input = node.input else {
        return FocusStep(
          input: id(index), returnKey: nil, returnAction: .none, previous: previous, next: next)
      }
      let traits = EffectiveTraits(input)
      guard !traits.keyboard.isPad else {
        return FocusStep(
          input: id(index), returnKey: nil, returnAction: .none, previous: previous, next: next)
      }
      let explicit = input.returnKey?.value
      let key: ReturnKey
      let action: FocusStep.ReturnAction
      switch (node.kind, explicit) {
      case (.textView, nil), (.textView, .default?):
        key = .default
        action = .newline
      case (_, .next?):
        key = .next
        action = follows ? .next : .dismiss
      case (_, let explicit?) where explicit != .default:
        key = explicit
        action = .submit
      default:
        key = follows ? .next : definition.keyboard.effectiveSubmit
        action = follows ? .next : .submit
      }
      return FocusStep(
        input: id(index), returnKey: key.rawValue, returnAction: action, previous: previous,
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
      if let explicit = input.returnKey, let key = explicit.keyLocation {
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
      if traits.keyboard.isPad && !hasDone && (!hasNext || (!wraps && lastIn[index] != nil)) {
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
