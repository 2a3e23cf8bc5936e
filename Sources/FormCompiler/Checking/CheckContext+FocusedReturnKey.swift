import FormSpec

/// A return key that changes while its input stays focused: typing into the input changes its own
/// value, which shows, hides, enables or disables a later input, so the input goes from being
/// followed by a visible input to being the last one (or back) and its derived key changes.
struct FocusedReturnKeyChange: Sendable, Hashable {
  /// The key in the first state found (in the order the states are enumerated).
  var from: ReturnKey
  /// The key once the input's own value moved it to the other state.
  var to: ReturnKey
  /// The inputs after it, as node indices in focus order, reachable in one of the two states and
  /// not in the other: the inputs its value shows or hides (enables or disables).
  var inputs: [Int]
}

/// What one candidate input needs for ``CheckContext/resolveFocusedReturnKeyChanges()``: an input
/// of the focus chain that some condition reads and whose derived key differs between being
/// followed and being last.
struct FocusedReturnKeyCandidate {
  /// Its node index, its place in ``CheckContext/controllers`` and in the focus order.
  var index: Int
  var slot: Int
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
      guard let slot = slots[index] else { continue }
      let behavior = returnBehavior(index)
      guard let followed = behavior.whenFollowed.key, let last = behavior.whenLast.key,
        followed != last
      else { continue }
      var candidate = FocusedReturnKeyCandidate(index: index, slot: slot, order: order)
      candidate.reachable.reserveCapacity(states.count)
      candidate.follows.reserveCapacity(states.count)
      candidates.append(candidate)
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
    let counts =
      controllers.map { valueClasses(of: $0).count }
      + flagControllers.map { _ in Self.switchClasses.count }
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
      let count = counts[candidate.slot]
      let step = strides[candidate.slot]
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
            inputs: focusOrder[(candidate.order + 1)...].filter { before[$0] != after[$0] })
          break search
        }
      }
    }
  }

  /// Whether typing into the input at `index` changes its own derived return key while it stays
  /// focused, and between which keys: `nil` when its key is the same in every state its own value
  /// can reach with the other controllers held, or when it has no key (a pad, a custom input), an
  /// explicit one, or no condition reads it.
  func returnKeyChangeWhileFocused(_ index: Int) -> FocusedReturnKeyChange? {
    focusedReturnKeyChanges[index]
  }
}
