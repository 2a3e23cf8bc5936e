/// Whether each node is reachable (visible and enabled) in each visibility state the checker
/// enumerated: one bit per node and state, worked out once when the states are, so that the
/// rules, the return keys and the checked form read it without evaluating the conditions again
/// (a big form's states times nodes would take a megabyte as `Bool`s).
struct StateReachability {
  /// One state's answer, by node index.
  struct Row {
    fileprivate let words: ArraySlice<UInt64>

    /// Whether node `node` is reachable in the state.
    subscript(node: Int) -> Bool {
      words[words.startIndex + node >> 6] >> UInt64(node & 63) & 1 != 0
    }
  }

  /// The number of nodes of every state.
  let nodeCount: Int
  private let wordsPerState: Int
  private var words: [UInt64] = []
  /// The number of states.
  private(set) var count = 0

  /// No states yet, for a form of `nodeCount` nodes.
  init(nodeCount: Int) {
    self.nodeCount = nodeCount
    wordsPerState = (nodeCount + 63) >> 6
  }

  /// Adds the next state's answer (one `Bool` per node).
  mutating func append(_ reachable: [Bool]) {
    let start = words.count
    words.append(contentsOf: repeatElement(0, count: wordsPerState))
    for node in reachable.indices where reachable[node] {
      words[start + node >> 6] |= 1 << UInt64(node & 63)
    }
    count += 1
  }

  /// State `state`'s answer.
  subscript(state: Int) -> Row {
    Row(words: words[(state * wordsPerState)..<((state + 1) * wordsPerState)])
  }

  /// Whether node `node` is reachable in state `state` (``subscript(_:)``'s row read without
  /// making one).
  func isReachable(_ node: Int, in state: Int) -> Bool {
    words[state * wordsPerState + node >> 6] >> UInt64(node & 63) & 1 != 0
  }

  /// State `state`'s answer as one `Bool` per node.
  func bools(_ state: Int) -> [Bool] {
    let row = self[state]
    return (0..<nodeCount).map { row[$0] }
  }
}
