import FormSpec

extension CheckContext {
  var toolbarItems: [ToolbarItem] { definition.toolbar.effectiveItems }

  /// The items of the toolbar the input at `index` shows: its own `toolbar`, else the form's.
  func toolbarItems(_ index: Int) -> [ToolbarItem] {
    ownToolbar(index).map { $0.isEnabled ? $0.items : [] } ?? toolbarItems
  }

  /// How a message names the toolbar of the input at `index`: its own, or the form's.
  func toolbarName(_ index: Int) -> String {
    ownToolbar(index) == nil ? "its toolbar" : "its own toolbar"
  }

  /// The input's own toolbar (`toolbar` on the input), the keys it leaves out taken from the
  /// form's `toolbar`, or `nil` when it has none.
  func ownToolbar(_ index: Int) -> Toolbar? {
    guard let own = nodes[index].input?.toolbar else { return nil }
    let form = definition.toolbar
    return Toolbar(
      isEnabled: own.isEnabled,
      items: own.items?.map(\.value) ?? form.items?.map(\.value) ?? ToolbarSettings.defaultItems,
      title: own.title?.value ?? form.effectiveTitle)
  }
  var wraps: Bool { definition.focus.wraps?.value ?? false }

  /// What Return does on an input, in a state where a visible input follows it and in one where
  /// it is last ([Return keys](docs/SpecFormat.md#return-keys)). Decided once per input; every
  /// state's focus steps, `formc plan` and the generated code read it.
  func returnBehavior(_ index: Int) -> ReturnBehavior {
    let node = nodes[index]
    let none = ReturnStep(key: nil, action: .none)
    guard node.kind != .custom, let input = node.input, !EffectiveTraits.keyboard(of: input).isPad
    else { return ReturnBehavior(whenFollowed: none, whenLast: none) }
    switch effectiveOnReturn(index) {
    case .dismiss: return dismissOnlyReturn(explicit: input.returnKey?.value)
    // A text view under `keyboard.onReturn: none` keeps inserting newlines.
    case .none where node.kind == .field: return inertReturn(explicit: input.returnKey?.value)
    default: break
    }
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

  /// Whether Next, Previous and Return stop at the input: not at a custom control with
  /// `inputView: false`, which brings no input view, so moving the keyboard onto it would close
  /// the keyboard ([`custom`](docs/SpecFormat.md#custom)).
  func isInKeyboardChain(_ index: Int) -> Bool {
    nodes[index].kind != .custom || nodes[index].input?.inputView?.value != false
  }

  /// The focus steps of the visible inputs in one state, from each input's return behaviour.
  /// Next and Previous link the inputs of the keyboard chain; the step of an input outside it
  /// (a custom control with `inputView: false`, reached by a tap) links its neighbours in the
  /// chain.
  func steps(visible: [Bool], behaviors: [Int: ReturnBehavior]) -> [FocusStep] {
    let order = focusOrder.filter { visible[$0] }
    // Closures, not method references: a method reference copies the whole context.
    let inChain = order.map { isInKeyboardChain($0) }
    let chain = order.indices.filter { inChain[$0] }.map { order[$0] }
    return order.enumerated().map { position, index in
      let following = order.indices.dropFirst(position + 1).first { inChain[$0] }.map { order[$0] }
      let preceding = order.indices.prefix(position).last { inChain[$0] }.map { order[$0] }
      let follows = following != nil
      let next =
        following.map { id($0) } ?? (wraps ? chain.first { $0 != index }.map { id($0) } : nil)
      let step = (behaviors[index] ?? returnBehavior(index)).step(follows: follows)
      return FocusStep(
        input: id(index), returnKey: step.key, returnAction: step.action,
        previous: preceding.map { id($0) }, next: next)
    }
  }

  /// Finds, for each input, the first visibility state in which it is the last visible input and
  /// the first in which another visible input follows it.
  mutating func resolvePositions() {
    var candidates = focusedReturnKeyCandidates()
    for (state, values) in states.enumerated() {
      let visible = stateReachability[state]
      let order = focusOrder.filter { visible[$0] }
      // An input after the last one of the keyboard chain is not followed either.
      // A closure, not the method itself: in a mutating method that copied the whole context.
      let lastInChain = order.lastIndex(where: { isInKeyboardChain($0) }) ?? -1
      if !candidates.isEmpty, lastInChain >= 0 {
        // Followed: before the last input of the keyboard chain.
        let lastIndex = order[lastInChain]
        for position in candidates.indices {
          candidates[position].reachable.append(visible[candidates[position].index])
          candidates[position].follows.append(candidates[position].index != lastIndex)
        }
      } else {
        for position in candidates.indices {
          candidates[position].reachable.append(false)
          candidates[position].follows.append(false)
        }
      }
      for (position, index) in order.enumerated() {
        let isLast = position >= lastInChain
        // Read and written back, not changed through the `default:` subscript: its autoclosure
        // was made and released on every input of every state.
        var counts = positionCounts[index] ?? PositionCount()
        counts.count(last: isLast)
        positionCounts[index] = counts
        if isLast {
          if lastIn[index].isNil { lastIn[index] = values }
        } else if followedIn[index].isNil {
          followedIn[index] = values
        }
      }
    }
    resolveFocusedReturnKeyChanges(candidates)
  }
}
