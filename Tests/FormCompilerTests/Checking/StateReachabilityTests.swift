import Testing

@testable import FormCompiler

/// The states' reachability packed in words: a node read by state and index
/// (`isReachable(_:in:)`) answers as the state's row does and as the `Bool`s appended.
struct StateReachabilityTests {
  @Test(arguments: [1, 63, 64, 65, 130])
  func isReachableAgreesWithTheRows(nodeCount: Int) {
    var reachability = StateReachability(nodeCount: nodeCount)
    // Three states: every third node, every node but the last, none.
    let states = [
      (0..<nodeCount).map { $0 % 3 == 0 },
      (0..<nodeCount).map { $0 != nodeCount - 1 },
      [Bool](repeating: false, count: nodeCount),
    ]
    for state in states { reachability.append(state) }
    for (state, expected) in states.enumerated() {
      let row = reachability[state]
      for node in 0..<nodeCount {
        #expect(reachability.isReachable(node, in: state) == expected[node])
        #expect(row[node] == expected[node])
      }
      #expect(reachability.bools(state) == expected)
    }
  }
}
