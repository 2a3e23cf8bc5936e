import FormSpec

extension CheckContext {
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
    // Counted in arrays by node index and written to the tables once at the end: a table's
    // lookup and write for every input of every state copied the counts and the states' values
    // in and out of optionals. The keyboard chain is known once, not asked per input and state.
    let inChain = nodes.indices.map { isInKeyboardChain($0) }
    var shown = [Int](repeating: 0, count: nodes.count)
    var last = [Int](repeating: 0, count: nodes.count)
    var firstLast = [Int](repeating: -1, count: nodes.count)
    var firstFollowed = [Int](repeating: -1, count: nodes.count)
    var order: [Int] = []
    order.reserveCapacity(focusOrder.count)
    // Each state's last input of the keyboard chain (-1 when it has none), which the candidates
    // read after the loop: appending to each candidate's two lists in every state checked the
    // uniqueness of the list of candidates and of each list, twice per candidate and state.
    var lastInChainNodes: [Int] = []
    if !candidates.isEmpty { lastInChainNodes.reserveCapacity(states.count) }
    for state in states.indices {
      let visible = stateReachability[state]
      order.removeAll(keepingCapacity: true)
      for index in focusOrder where visible[index] { order.append(index) }
      // An input after the last one of the keyboard chain is not followed either.
      let lastInChain = order.lastIndex { inChain[$0] } ?? -1
      if !candidates.isEmpty { lastInChainNodes.append(lastInChain >= 0 ? order[lastInChain] : -1) }
      for (position, index) in order.enumerated() {
        shown[index] += 1
        if position >= lastInChain {
          last[index] += 1
          if firstLast[index] < 0 { firstLast[index] = state }
        } else if firstFollowed[index] < 0 {
          firstFollowed[index] = state
        }
      }
    }
    // A candidate is reachable in a state where it is visible and the keyboard chain has a last
    // input, and followed where it is not that input (a state without one: neither).
    for position in candidates.indices {
      let index = candidates[position].index
      candidates[position].reachable = lastInChainNodes.indices.map {
        lastInChainNodes[$0] >= 0 && stateReachability.isReachable(index, in: $0)
      }
      candidates[position].follows = lastInChainNodes.map { $0 >= 0 && $0 != index }
    }
    // The tables are filled here alone, once.
    let states = states
    positionCounts = NodeTable(
      shown.indices.map { shown[$0] > 0 ? PositionCount(shown: shown[$0], last: last[$0]) : nil })
    lastIn = NodeTable(firstLast.map { $0 >= 0 ? states[$0] : nil })
    followedIn = NodeTable(firstFollowed.map { $0 >= 0 ? states[$0] : nil })
    resolveFocusedReturnKeyChanges(candidates)
  }
}
