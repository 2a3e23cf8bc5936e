/// A parsed YAML document: located nodes in flat storage, with a root.
public struct YAMLDocument: Sendable {
  /// The path of the file the document came from, as the user named it.
  public let path: String
  /// Every node, in the order libyaml produced them.
  public let nodes: [YAMLNode]
  /// Children of collections, as node indices, contiguous per collection.
  @usableFromInline let edges: [Int32]
  /// The root node, or `nil` for an empty document.
  public let root: YAMLNode.ID?

  /// The node with the given id.
  @inlinable public subscript(id: YAMLNode.ID) -> YAMLNode { nodes[Int(id.index)] }

  /// The entries of a sequence (empty for other kinds).
  @inlinable public func entries(of id: YAMLNode.ID) -> [YAMLNode.ID] {
    let node = self[id]
    guard node.kind == .sequence else { return [] }
    let start = Int(node.firstChild)
    return (start..<start + Int(node.childCount)).map { YAMLNode.ID(edges[$0]) }
  }

  /// The key/value pairs of a mapping in document order (empty for other kinds).
  ///
  /// A repeated key keeps only its first occurrence (the repeat was reported as
  /// `yaml-duplicate-key`).
  @inlinable public func pairs(of id: YAMLNode.ID) -> [(key: YAMLNode.ID, value: YAMLNode.ID)] {
    let node = self[id]
    guard node.kind == .mapping else { return [] }
    let start = Int(node.firstChild)
    return stride(from: start, to: start + Int(node.childCount), by: 2).map {
      (YAMLNode.ID(edges[$0]), YAMLNode.ID(edges[$0 + 1]))
    }
  }

  /// The source range a node spans.
  @inlinable public func range(of id: YAMLNode.ID) -> SourceRange {
    let node = self[id]
    return SourceRange(
      start: SourceLocation(path: path, line: Int(node.line), column: Int(node.column)),
      end: SourceLocation(path: path, line: Int(node.endLine), column: Int(node.endColumn)))
  }

  /// Where a node starts.
  @inlinable public func location(of id: YAMLNode.ID) -> SourceLocation {
    let node = self[id]
    return SourceLocation(path: path, line: Int(node.line), column: Int(node.column))
  }
}
