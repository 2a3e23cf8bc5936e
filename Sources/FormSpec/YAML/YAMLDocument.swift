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
  @inlinable public func entries(of id: YAMLNode.ID) -> Entries {
    let node = self[id]
    guard node.kind == .sequence else { return Entries(edges: edges, start: 0, count: 0) }
    return Entries(edges: edges, start: Int(node.firstChild), count: Int(node.childCount))
  }

  /// The key/value pairs of a mapping in document order (empty for other kinds).
  ///
  /// A repeated key keeps only its first occurrence (the repeat was reported as
  /// `yaml-duplicate-key`).
  @inlinable public func pairs(of id: YAMLNode.ID) -> Pairs {
    let node = self[id]
    guard node.kind == .mapping else { return Pairs(edges: edges, start: 0, count: 0) }
    return Pairs(edges: edges, start: Int(node.firstChild), count: Int(node.childCount) / 2)
  }

  /// The entries of a sequence, read in place from the document's storage (no array is built).
  public struct Entries: RandomAccessCollection, Sendable {
    @usableFromInline let edges: [Int32]
    @usableFromInline let start: Int
    /// Always 0; positions count entries.
    public let startIndex = 0
    /// The number of entries.
    public let endIndex: Int

    @inlinable init(edges: [Int32], start: Int, count: Int) {
      self.edges = edges
      self.start = start
      self.endIndex = count
    }

    /// The entry at `position` (0-based).
    @inlinable public subscript(position: Int) -> YAMLNode.ID {
      YAMLNode.ID(edges[start + position])
    }
  }

  /// The key/value pairs of a mapping, read in place from the document's storage (no array is
  /// built).
  public struct Pairs: RandomAccessCollection, Sendable {
    @usableFromInline let edges: [Int32]
    @usableFromInline let start: Int
    /// Always 0; positions count pairs.
    public let startIndex = 0
    /// The number of pairs.
    public let endIndex: Int

    @inlinable init(edges: [Int32], start: Int, count: Int) {
      self.edges = edges
      self.start = start
      self.endIndex = count
    }

    /// The pair at `position` (0-based).
    @inlinable public subscript(position: Int) -> (key: YAMLNode.ID, value: YAMLNode.ID) {
      let edge = start + 2 * position
      return (YAMLNode.ID(edges[edge]), YAMLNode.ID(edges[edge + 1]))
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
