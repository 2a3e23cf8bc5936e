import FormDiagnostics

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

  /// The node with the given id, read in place: `document[id].kind` copies nothing (a node
  /// returned by value retained its text and released it again, about 36,000 times per 50 specs).
  ///
  /// An addressor, not a `_read`: reading through `nodes[index]` in a `_read` still copied the
  /// whole node (its text retained and released) wherever the decoder read one field of it.
  @inlinable public subscript(id: YAMLNode.ID) -> YAMLNode {
    unsafeAddress {
      let index = Int(id.index)
      precondition(index >= 0 && index < nodes.count, "a node id of another document")
      // The address outlives the closure but not the access: `nodes` is a `let` of this
      // document, and the caller holds the document for as long as it reads through the
      // address, so the array's storage is neither freed nor replaced meanwhile.
      return nodes.withUnsafeBufferPointer { $0.baseAddress! + index }
    }
  }

  // A node's fields one at a time, read here, where the document is borrowed: in a `mutating`
  // method of the decoder, each `document[id].kind` copied the whole node out (its text retained
  // and released) before reading the field.

  /// A node's kind.
  func kind(of id: YAMLNode.ID) -> YAMLNode.Kind { self[id].kind }
  /// A node's tag.
  func tag(of id: YAMLNode.ID) -> YAMLNode.Tag { self[id].tag }
  /// A scalar's text (empty for collections).
  func text(of id: YAMLNode.ID) -> String { self[id].text }
  /// Whether a node is a null scalar (``YAMLNode/isNullScalar``).
  func isNullScalar(_ id: YAMLNode.ID) -> Bool { self[id].isNull }
  /// A scalar's value under the core schema (``YAMLNode/scalarValue``).
  func scalarValue(of id: YAMLNode.ID) -> YAMLScalarValue? { self[id].scalarValue }

  /// A plain, untagged scalar of 1 to 18 decimal digits (`3`, `120`, `007`) as the integer
  /// ``scalarValue(of:)`` resolves it to, read off its bytes; `nil` for every other node, which
  /// `scalarValue(of:)` resolves in full. Counts and sizes are written so: resolving one tried
  /// the boolean spellings and then parsed the text (about 360 instructions), on a copy of the
  /// node (its text retained and released). 18 digits always fit in an `Int`.
  func plainDecimal(of id: YAMLNode.ID) -> Int? {
    guard self[id].kind == .scalar, self[id].tag == .none, self[id].style == .plain else {
      return nil
    }
    let digits = self[id].text.utf8
    guard !digits.isEmpty, digits.count <= 18 else { return nil }
    var value = 0
    for byte in digits {
      let digit = byte &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      value = value &* 10 &+ Int(digit)
    }
    return value
  }

  /// The entries of a sequence (empty for other kinds).
  public func entries(of id: YAMLNode.ID) -> Entries {
    Entries(children: children(of: id, kind: .sequence))
  }

  /// The key/value pairs of a mapping in document order (empty for other kinds).
  ///
  /// A repeated key keeps only its first occurrence (the repeat was reported as
  /// `yaml-duplicate-key`).
  public func pairs(of id: YAMLNode.ID) -> Pairs {
    Pairs(children: children(of: id, kind: .mapping))
  }

  /// The children of a node of `kind` as they stand in the edge storage (none for other kinds).
  ///
  /// The node's fields are read in place: a copy of the node retained and released its text.
  private func children(of id: YAMLNode.ID, kind: YAMLNode.Kind) -> Children {
    guard self[id].kind == kind else { return Children(edges: edges, start: 0, count: 0) }
    return Children(
      edges: edges, start: Int(self[id].firstChild), count: Int(self[id].childCount))
  }

  /// A collection's children: a run of the document's edge storage, shared, not copied.
  struct Children: Sendable {
    let edges: [Int32]
    let start: Int
    let count: Int

    subscript(offset: Int) -> YAMLNode.ID { YAMLNode.ID(edges[start + offset]) }
  }

  /// The entries of a sequence, read in place from the document's storage (no array is built).
  public struct Entries: RandomAccessCollection, Sendable {
    let children: Children
    /// Always 0; positions count entries.
    public var startIndex: Int { 0 }
    /// The number of entries.
    public var endIndex: Int { children.count }
    /// The entry at `position` (0-based).
    public subscript(position: Int) -> YAMLNode.ID { children[position] }
  }

  /// The key/value pairs of a mapping, read in place from the document's storage (no array is
  /// built).
  public struct Pairs: RandomAccessCollection, Sendable {
    let children: Children
    /// Always 0; positions count pairs.
    public var startIndex: Int { 0 }
    /// The number of pairs (a mapping's children alternate key, value).
    public var endIndex: Int { children.count / 2 }
    /// The pair at `position` (0-based).
    public subscript(position: Int) -> (key: YAMLNode.ID, value: YAMLNode.ID) {
      (children[2 * position], children[2 * position + 1])
    }
  }

  /// The source range a node spans.
  ///
  /// The numbers are read in place, as in ``location(of:)``: a copy of the node retained its text.
  @inlinable public func range(of id: YAMLNode.ID) -> SourceRange {
    SourceRange(
      start: SourceLocation(path: path, line: Int(self[id].line), column: Int(self[id].column)),
      end: SourceLocation(
        path: path, line: Int(self[id].endLine), column: Int(self[id].endColumn)))
  }

  /// Where a node starts.
  @inlinable public func location(of id: YAMLNode.ID) -> SourceLocation {
    SourceLocation(path: path, line: Int(self[id].line), column: Int(self[id].column))
  }

  /// A scalar's token as written (tag, anchor and quotes included), when it lies on one line.
  public func singleLineRange(of id: YAMLNode.ID) -> SourceRange? {
    let node = self[id]
    guard node.kind == .scalar, node.endLine == node.line, node.endColumn > node.column else {
      return nil
    }
    return SourceRange(
      start: location(of: id),
      end: SourceLocation(path: path, line: Int(node.line), column: Int(node.endColumn)))
  }

  /// The fix-it that replaces a scalar's token with a suggested word (none when the token spans
  /// lines).
  public func fixIts(replacing id: YAMLNode.ID, with suggestion: String) -> [Diagnostic.FixIt] {
    singleLineRange(of: id).map { [.replacing(self[id].text, in: $0, with: suggestion)] } ?? []
  }
}

extension YAMLDocument {
  /// The lines the entry of `mapping` at `position` (its key through its value) stands on: from
  /// the start of the key's line to the start of the line after the value's last, trailing
  /// comment included. What a fix-it that removes the whole entry deletes. `nil` when the entry
  /// shares a line with other text: an entry of a flow mapping (`{a: 1, b: 2}`), or a block
  /// mapping's first entry, which may follow a list item's dash (`- custom: rating`).
  public func entryLines(of mapping: YAMLNode.ID, at position: Int) -> SourceRange? {
    let pairs = self.pairs(of: mapping)
    guard self[mapping].style == .block, position > 0, position < pairs.count else { return nil }
    let (key, value) = pairs[position]
    let last = max(Int(self[key].line), lastLine(of: value))
    return SourceRange(
      start: SourceLocation(path: path, line: Int(self[key].line), column: 1),
      end: SourceLocation(path: path, line: last + 1, column: 1))
  }

  /// The last line a node's text is on: a block collection's is its last child's (libyaml ends
  /// a block collection where the next token starts, lines later); an end at the start of a line
  /// (a block scalar's, after its final line break) is the line before's.
  private func lastLine(of id: YAMLNode.ID) -> Int {
    let node = self[id]
    if node.kind != .scalar, node.style == .block, node.childCount > 0 {
      let children = Children(
        edges: edges, start: Int(node.firstChild), count: Int(node.childCount))
      var last = Int(node.line)
      for offset in 0..<children.count {
        last = max(last, lastLine(of: children[offset]))
      }
      return last
    }
    if node.endColumn == 1, node.endLine > node.line { return Int(node.endLine) - 1 }
    return Int(max(node.endLine, node.line))
  }
}
