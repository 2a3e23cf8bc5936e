import FormDiagnostics
import FormSpec

extension CheckContext {
  /// Finds the innermost vertical scroll or table above each node, in one pass: in pre-order a
  /// parent comes before its children.
  mutating func resolveScrollers() {
    enclosingScroller = [Int?](repeating: nil, count: nodes.count)
    for index in nodes.indices.dropFirst() {
      let parent = parents[index]!
      enclosingScroller[index] = isVerticalScroller(parent) ? parent : enclosingScroller[parent]
    }
  }

  /// `'id'`, or `(unnamed)` for a node without one.
  func name(_ index: Int) -> String {
    nodes[index].id.map { "'\($0.value)'" } ?? "(unnamed)"
  }

  /// Why a node cannot stand in its parent (`invalid-child`), or `nil` when it can.
  func placementProblem(of index: Int) -> String? {
    guard let parentIndex = parents[index] else { return nil }
    // Kinds, not nodes: this runs for every node twice, and a node's copy is a retain.
    let kind = nodes[index].kind
    let parentKind = nodes[parentIndex].kind
    if parentKind == .table && kind != .section {
      return "a table holds only sections; put this \(kind.rawValue) in a section"
    }
    if kind == .section && ![.table, .scroll, .stack].contains(parentKind) {
      return "a section stands in a table, scroll or stack, not in a \(parentKind.rawValue)"
    }
    if parentKind == .section {
      if kind == .table { return "a section cannot hold a table" }
      if kind == .scroll && nodes[index].effectiveAxis == .vertical {
        return "a section cannot hold a vertical scroll; use a stack, or a horizontal scroll"
      }
    }
    return nil
  }

  /// The vertical scrollers (tables and vertical scrolls) that stand, validly placed, inside
  /// another, each with the innermost one around it (`nested-table`, `nested-scroll`).
  func nestedScrollers() -> [(inner: Int, outer: Int)] {
    nodes.indices.dropFirst().compactMap { index in
      // The cheapest test first: most nodes have no scroller around them.
      guard let outer = enclosingScroller[index], isVerticalScroller(index),
        placementProblem(of: index) == nil
      else { return nil }
      return (index, outer)
    }
  }

  /// The note that points at the scroller around a nested one.
  func enclosingNote(_ outer: Int) -> Diagnostic.Note {
    Diagnostic.Note(
      "the enclosing \(nodes[outer].kind.rawValue) \(name(outer)) is here",
      at: nodes[outer].kindKeyLocation)
  }
}
