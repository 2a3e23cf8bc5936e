import FormSpec

/// A return key that changes while its input stays focused: typing into the input changes its own
/// value, or the user changes a typed control that does not take the focus (a switch, a segmented
/// choice), which shows, hides, enables or disables a later input, so the input goes from being
/// followed by a visible input to being the last one (or back) and its derived key changes.
struct FocusedReturnKeyChange: Sendable, Hashable {
  /// The key in the first state found (in the order the states are enumerated).
  var from: ReturnKey
  /// The key once the input's own value moved it to the other state.
  var to: ReturnKey
  /// The inputs after it, as node indices in focus order, reachable in one of the two states and
  /// not in the other: the inputs its value shows or hides (enables or disables).
  var inputs: [Int]
  /// The typed control whose change moves the input to the other state, as a node index; `nil`
  /// when it is the input's own value.
  var controller: Int? = nil
  /// The state before the change, as an index into ``CheckContext/states``.
  var before = 0
  /// The state after the change, as an index into ``CheckContext/states``.
  var after = 0
}

/// What one candidate input needs for ``CheckContext/resolveFocusedReturnKeyChanges()``: an input
/// of the focus chain whose derived key differs between being followed and being last.
struct FocusedReturnKeyCandidate {
  /// Its node index, its place in ``CheckContext/controllers`` (`nil` when no condition reads
  /// it) and in the focus order.
  var index: Int
  var slot: Int?
  var order: Int
  /// Per checked state: whether it is reachable, and whether a reachable input follows it.
  var reachable: [Bool] = []
  var follows: [Bool] = []
}

extension CheckContext {
  /// The inputs whose return key can change while they stay focused, each with a
  /// ``FocusedReturnKeyCandidate`` to fill from every checked state (``resolvePositions()``).
  func focusedReturnKeyCandidates() -> [FocusedReturnKeyCandidate] {
    guard !controllers.isEmpty else { return [] }
    var slots: [Int: Int] = [:]
    for (slot, controller) in controllers.enumerated() { slots[controller] = slot }
    var candidates: [FocusedReturnKeyCandidate] = []
    for (order, index) in focusOrder.enumerated() {
      // Typing into an input that edits another's value changes the owner's.
      let slot = slots[valueController(index)]
      let behavior = returnBehavior(index)
      guard let followed = behavior.whenFollowed.key, let last = behavior.whenLast.key,
        followed != last
      else { continue }
      candidates.append(FocusedReturnKeyCandidate(index: index, slot: slot, order: order))
    }
    return candidates
  }

  /// Records, from the checked states, which inputs change their derived return key while they
  /// stay focused ([Return keys](docs/SpecFormat.md#return-keys)): two states that differ only in
  /// the input's own value class, reachable in both, followed in one and last in the other. The
  /// states are enumerated in mixed radix (the last controller fastest), so the states differing
  /// only in one controller's class lie a fixed stride apart: one pass over the states per input.
  mutating func resolveFocusedReturnKeyChanges(_ candidates: [FocusedReturnKeyCandidate]) {
    guard !candidates.isEmpty else { return }
    let (counts, quiet) = controllerClassCounts()
    var strides = [Int](repeating: 1, count: counts.count)
    var stride = 1
    for position in counts.indices.reversed() {
      strides[position] = stride
      let product = stride.multipliedReportingOverflow(by: counts[position])
      stride =
        product.overflow || product.partialValue > states.count
        ? states.count : product.partialValue
    }
    for candidate in candidates {
      resolveChangesByControls(candidate, slots: quiet, counts: counts, strides: strides)
      guard let slot = candidate.slot else { continue }
      let count = counts[slot]
      let step = strides[slot]
      search: for first in states.indices where (first / step) % count == 0 {
        var seen: Int?
        for member in 0..<count {
          let state = first + member * step
          guard state < states.count else { break }
          guard candidate.reachable[state] else { continue }
          guard let earlier = seen else {
            seen = state
            continue
          }
          guard candidate.follows[earlier] != candidate.follows[state] else { continue }
          let behavior = returnBehavior(candidate.index)
          let before = stateReachability[earlier]
          let after = stateReachability[state]
          focusedReturnKeyChanges[candidate.index] = FocusedReturnKeyChange(
            from: (candidate.follows[earlier] ? behavior.whenFollowed : behavior.whenLast).key
              ?? .default,
            to: (candidate.follows[state] ? behavior.whenFollowed : behavior.whenLast).key
              ?? .default,
            inputs: focusOrder[(candidate.order + 1)...].filter { before[$0] != after[$0] },
            before: earlier, after: state)
          break search
        }
      }
    }
  }

  /// The number of value classes of each controller then each flag, and the positions of the
  /// controllers the user changes without moving the focus (``changesWithoutFocus(_:)``).
  ///
  /// Worked out here, where the context is borrowed: closures that call its methods from a
  /// `mutating` function copied the whole context.
  private func controllerClassCounts() -> (counts: [Int], quiet: [Int]) {
    var counts: [Int] = []
    counts.reserveCapacity(controllers.count + flagControllers.count)
    var quiet: [Int] = []
    for (position, controller) in controllers.enumerated() {
      counts.append(valueClasses(of: controller).count)
      if changesWithoutFocus(controller) { quiet.append(position) }
    }
    for _ in flagControllers { counts.append(Self.switchClasses.count) }
    return (counts, quiet)
  }

  /// Whether typing into the input at `index` changes its own derived return key while it stays
  /// focused, and between which keys: `nil` when its key is the same in every state its own value
  /// can reach with the other controllers held, or when it has no key (a pad, a custom input), an
  /// explicit one, or no condition reads it.
  func returnKeyChangeWhileFocused(_ index: Int) -> FocusedReturnKeyChange? {
    focusedReturnKeyChanges[index]
  }

  /// The changes of the input's derived return key that another input makes while the input
  /// stays focused: one per typed control the user changes without moving the focus
  /// (``changesWithoutFocus(_:)``), in document order of the controls.
  func returnKeyChangesByControls(_ index: Int) -> [FocusedReturnKeyChange] {
    focusedReturnKeyChangesByControls[index] ?? []
  }

  /// Whether the user changes the typed control at `index` without moving the focus: a tap on a
  /// switch, a segmented control, a stepper, a slider, an inline choice's row, a menu or a wheel
  /// leaves the focused input first responder, keyboard up. A navigation choice pushes its list
  /// (the screen, and the focus, go), a compact date picker shows its calendar in a popover of its
  /// own, and text inputs and custom controls take the focus to change.
  func changesWithoutFocus(_ index: Int) -> Bool {
    let control = nodes[index].input?.control ?? ControlProperties()
    switch nodes[index].kind {
    case .switch, .stepper, .slider: return true
    case .choice: return (control.style?.value ?? .menu) != .navigation
    case .multiChoice: return (control.multiStyle?.value ?? .inline) != .navigation
    case .date: return control.date.effectiveStyle != .compact
    default: return false
    }
  }

  /// Whether the user can give the control at `index` a value of `valueClass` from another: a
  /// choice and a date are never emptied again once chosen.
  private func userCanSet(_ index: Int, to valueClass: VisibilityState.ValueClass) -> Bool {
    guard valueClass == .empty else { return true }
    return nodes[index].kind != .choice && nodes[index].kind != .date
  }

  /// Records, for one candidate input, each typed control among `slots` whose change, in some
  /// state where both the input and the control are reachable (visible and enabled), moves the
  /// input between being followed and being last while it stays reachable: the first such change
  /// in state order, per control.
  private mutating func resolveChangesByControls(
    _ candidate: FocusedReturnKeyCandidate, slots: [Int], counts: [Int], strides: [Int]
  ) {
    // Most inputs are followed (or last) in every state that shows them: nothing can flip.
    var followed = false
    var last = false
    for state in candidate.reachable.indices where candidate.reachable[state] {
      if candidate.follows[state] { followed = true } else { last = true }
      if followed && last { break }
    }
    guard followed && last else { return }
    let behavior = returnBehavior(candidate.index)
    for slot in slots where slot != candidate.slot {
      let controller = controllers[slot]
      let count = counts[slot]
      let step = strides[slot]
      let classes = valueClasses(of: controller)
      search: for first in states.indices where (first / step) % count == 0 {
        for from in 0..<count {
          let earlier = first + from * step
          guard earlier < states.count else { break }
          guard candidate.reachable[earlier], stateReachability[earlier][controller] else {
            continue
          }
          for to in 0..<count where to != from {
            let state = first + to * step
            guard state < states.count, candidate.reachable[state],
              candidate.follows[earlier] != candidate.follows[state],
              to < classes.count, userCanSet(controller, to: classes[to])
            else { continue }
            let before = stateReachability[earlier]
            let after = stateReachability[state]
            focusedReturnKeyChangesByControls[candidate.index, default: []].append(
              FocusedReturnKeyChange(
                from: (candidate.follows[earlier] ? behavior.whenFollowed : behavior.whenLast).key
                  ?? .default,
                to: (candidate.follows[state] ? behavior.whenFollowed : behavior.whenLast).key
                  ?? .default,
                inputs: focusOrder[(candidate.order + 1)...].filter { before[$0] != after[$0] },
                controller: controller, before: earlier, after: state))
            break search
          }
        }
      }
    }
  }

  /// The part of the state before `change` that matters for it, in words (` when 'mode' is
  /// 'manual' and 'authenticate' is on`; empty when nothing else matters): the values of the
  /// other controllers and flags, leaving out each one whose every value gives the same change.
  func describeCircumstances(of change: FocusedReturnKeyChange, for index: Int) -> String {
    guard let controller = change.controller, let slot = controllers.firstIndex(of: controller)
    else { return "" }
    let classes =
      controllers.map { valueClasses(of: $0) } + flagControllers.map { _ in Self.switchClasses }
    var strides = [Int](repeating: 1, count: classes.count)
    var stride = 1
    for position in classes.indices.reversed() {
      strides[position] = stride
      stride = stride.multipliedReportingOverflow(by: classes[position].count).partialValue
    }
    let values = states[change.before]
    let followsBefore = change.from == returnBehavior(index).whenFollowed.key
    func holds(_ before: Int, _ after: Int) -> Bool {
      guard before >= 0, after >= 0, before < states.count, after < states.count else {
        return false
      }
      let reachableBefore = stateReachability.bools(before)
      let reachableAfter = stateReachability.bools(after)
      guard reachableBefore[index], reachableAfter[index], reachableBefore[controller] else {
        return false
      }
      let order = { (visible: [Bool]) -> Bool in
        let chain = focusOrder.filter { visible[$0] && isInKeyboardChain($0) }
        return chain.last != index && chain.contains(index)
      }
      return order(reachableBefore) == followsBefore && order(reachableAfter) != followsBefore
    }
    var kept: [Int] = []
    for position in classes.indices where position != slot {
      let current = classes[position].firstIndex(of: values[position]) ?? 0
      let free = classes[position].indices.allSatisfy { other in
        let shift = (other - current) * strides[position]
        return holds(change.before + shift, change.after + shift)
      }
      if !free { kept.append(position) }
    }
    guard !kept.isEmpty else { return "" }
    return " when " + describePositions(kept, of: values)
  }

  /// The controllers and flags at `positions` with their values in `values`, in words
  /// (`'mode' is 'manual' and 'authenticate' is on`).
  func describePositions(_ positions: [Int], of values: [VisibilityState.ValueClass]) -> String {
    var evaluation = visibilityEvaluation
    evaluation.controllerIDs = positions.map { evaluation.controllerIDs[$0] }
    evaluation.switchPositions = Set(
      positions.indices.filter { evaluation.switchPositions.contains(positions[$0]) })
    evaluation.flagPositions = Set(
      positions.indices.filter { evaluation.flagPositions.contains(positions[$0]) })
    evaluation.multiChoicePositions = Set(
      positions.indices.filter { evaluation.multiChoicePositions.contains(positions[$0]) })
    return evaluation.describe(positions.map { values[$0] })
  }
}
