import FormSpec

extension CheckContext {
  /// The node index a valid reference names, without reporting.
  func input(named name: String) -> Int? {
    guard let index = byID[name], nodes[index].kind.isInput else { return nil }
    return index
  }
}
