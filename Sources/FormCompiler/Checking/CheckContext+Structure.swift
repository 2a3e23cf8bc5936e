import FormSpec

extension CheckContext {
  /// `invalid-child`, `nested-table`, `nested-scroll`, `no-scroll-container` and `no-inputs`.
  mutating func checkStructure() {
    let root = nodes[0]
    if ![.scroll, .table, .stack].contains(root.kind) {
      report(
        .invalidChild,
        "'content' must be a scroll, table or stack, not a \(root.kind.rawValue)",
        at: root.kindKeyLocation)
    }
    // The innermost vertical scroll or table above each node, found in one pass: in pre-order a
    // parent comes before its children.
    var scroller = [Int?](repeating: nil, count: nodes.count)
    for index in nodes.indices.dropFirst() {
      let parent = parents[index]!
      scroller[index] = isVerticalScroller(parent) ? parent : scroller[parent]
      if let problem = Self.placementProblem(nodes[index], in: nodes[parent]) {
        report(.invalidChild, problem, at: nodes[index].kindKeyLocation)
        continue
      }
      // Only a table or a vertical scroll inside another is a problem.
      guard let outer = scroller[index], isVerticalScroller(index) else { continue }
      let node = nodes[index]
      let outerNode = nodes[outer]
      let note = Diagnostic.Note(
        "the enclosing \(outerNode.kind.rawValue) \(name(outer)) is here",
        at: outerNode.kindKeyLocation)
      if node.kind == .table {
        report(
          .nestedTable,
          "table \(name(index)) is inside the \(outerNode.kind.rawValue) \(name(outer)); a table scrolls by itself and cannot be nested in a vertical scroll or table",
          at: node.kindKeyLocation, notes: [note])
      } else {
        report(
          .nestedScroll,
          "vertical scroll \(name(index)) is inside the \(outerNode.kind.rawValue) \(name(outer)); which of them scrolls to the focused input is ambiguous",
          at: node.kindKeyLocation, notes: [note])
      }
    }
    if definition.keyboard.effectiveAvoidance == .insets {
      for index in nodes.indices where nodes[index].kind.isInput {
        if scroller[index] == nil {
          report(
            .noScrollContainer,
            "\(nodes[index].kind.rawValue) \(name(index)) is in no vertical scroll or table, so 'insets' avoidance cannot scroll it above the keyboard",
            at: nodes[index].kindKeyLocation)
        }
      }
    }
    if !nodes.contains(where: { $0.kind.isInput }) {
      report(
        .noInputs, "the form has no inputs, so it needs no keyboard handling",
        at: definition.contentKeyLocation)
    }
  }

  /// `'id'`, or `(unnamed)` for a node without one.
  func name(_ index: Int) -> String {
    nodes[index].id.map { "'\($0.value)'" } ?? "(unnamed)"
  }

  private static func placementProblem(_ node: Node, in parent: Node) -> String? {
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
}
