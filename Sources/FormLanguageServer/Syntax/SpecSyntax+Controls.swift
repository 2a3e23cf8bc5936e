import FormSpec

extension SpecSyntax {
  /// The ids of inputs and typed controls (switches), each with its node, in document order:
  /// what a `visibleWhen` may name.
  var inputsAndControls: [(id: String, node: NodeSite)] {
    nodes.compactMap { node in
      guard let id = node.id, let kind = node.kind, kind.isInput || kind.isControl else {
        return nil
      }
      return (id, node)
    }
  }
}
