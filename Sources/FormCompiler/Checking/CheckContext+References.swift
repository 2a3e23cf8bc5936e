import FormSpec

extension CheckContext {
  /// The node index a valid reference names, without reporting.
  func input(named name: String) -> Int? {
    guard let index = byID[name], nodes[index].kind.isInput else { return nil }
    return index
  }
}

extension CheckContext {
  /// The node kinds `reveal` may name: shown content that takes no focus.
  static let revealableKinds: Set<Node.Kind> = [.image, .label, .button]

  /// The node index a `reveal` entry names when it is an image, label or button, without
  /// reporting.
  func revealable(named name: String) -> Int? {
    guard let index = byID[name], Self.revealableKinds.contains(nodes[index].kind) else {
      return nil
    }
    return index
  }

  /// The scroll views and tables that hold a node, innermost first.
  func scrollContainers(of index: Int) -> [Int] {
    ancestors(of: index).filter { nodes[$0].kind == .scroll || nodes[$0].kind == .table }
  }
}
