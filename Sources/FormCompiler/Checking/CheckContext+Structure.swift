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
    let node = nodes[index]
    let parent = nodes[parentIndex]
    if parent.kind == .table && node.kind != .section {
      return "a table holds only sections; put this \(node.kind.rawValue) in a section"
    }
    if node.kind == .section && ![.table, .scroll, .stack].contains(parent.kind) {
      return "a section stands in a table, scroll or stack, not in a \(parent.kind.rawValue)"
    }
    if parent.kind == .section {
      if node.kind == .table { return "a section cannot hold a table" }
      if node.kind == .scroll && node.effectiveAxis == .vertical {
        return "a section cannot hold a vertical scroll; use a stack, or a horizontal scroll"
      }
    }
    return nil
  }

  /// The vertical scrollers (tables and vertical scrolls) that stand, validly placed, inside
  /// another, each with the innermost one around it (`nested-table`, `nested-scroll`).
  func nestedScrollers() -> [(inner: Int, outer: Int)] {
    nodes.indices.dropFirst().compactMap { index in
      guard placementProblem(of: index) == nil, isVerticalScroller(index),
        let outer = enclosingScroller[index]
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
