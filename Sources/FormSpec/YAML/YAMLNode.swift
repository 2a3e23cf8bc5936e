/// One node of a located YAML tree: a scalar, a sequence or a mapping.
///
/// Nodes live in a ``YAMLDocument``'s flat storage and refer to their children by ``YAMLNode/ID``,
/// so building a tree allocates no object per node. An alias is stored as the id of the node it
/// names, so aliased subtrees are shared, never copied.
public struct YAMLNode: Sendable {
  /// The index of a node in its document.
  public struct ID: Hashable, Sendable, Comparable {
    /// The position in ``YAMLDocument/nodes``.
    public let index: Int32

    /// Creates an id from a storage index.
    @inlinable public init(_ index: Int32) { self.index = index }

    /// Orders by storage index, which is document order for nodes written in place.
    public static func < (lhs: ID, rhs: ID) -> Bool { lhs.index < rhs.index }
  }

  /// What a node is.
  public enum Kind: UInt8, Sendable {
    /// A scalar; its text is ``YAMLNode/text``.
    case scalar
    /// A sequence; its entries are its children.
    case sequence
    /// A mapping; its children alternate key, value.
    case mapping
  }

  /// How a scalar was written, which decides whether it may resolve to a non-string.
  public enum Style: UInt8, Sendable {
    /// Unquoted; resolved by the YAML 1.2 core schema.
    case plain
    /// `'single quoted'`.
    case singleQuoted
    /// `"double quoted"`.
    case doubleQuoted
    /// A `|` block scalar.
    case literal
    /// A `>` block scalar.
    case folded
    /// A collection written in flow style (`[a]`, `{a: 1}`).
    case flow
    /// A collection written in block style.
    case block
  }

  /// The node's tag, restricted to the YAML 1.2 core schema.
  public enum Tag: UInt8, Sendable {
    /// No tag: a plain scalar is resolved by the core schema, a quoted one is a string.
    case none
    /// The non-specific tag `!`: always a string.
    case nonSpecific
    /// `!!str`.
    case string
    /// `!!int`.
    case int
    /// `!!float`.
    case float
    /// `!!bool`.
    case bool
    /// `!!null`.
    case null
    /// `!!seq`.
    case sequence
    /// `!!map`.
    case mapping
    /// Any tag outside the core schema (kept only when the parser is told to accept them).
    case foreign
  }

  /// What the node is.
  public let kind: Kind
  /// The scalar style, or flow/block for collections.
  public let style: Style
  /// The explicit tag.
  public let tag: Tag
  /// Whether the node is a null scalar (``isNullScalar``), found once when the node is made: the
  /// decoder asks it of nearly every value, and working it out there copied the node (its text
  /// retained and released) each time.
  @usableFromInline let isNull: Bool
  /// The 1-based line of the node's first character (its tag or anchor if it has one).
  public let line: Int32
  /// The 1-based column, in Unicode scalars, of the node's first character.
  public let column: Int32
  /// The 1-based line just after the node's last character.
  public internal(set) var endLine: Int32
  /// The 1-based column, in Unicode scalars, just after the node's last character.
  public internal(set) var endColumn: Int32
  /// The scalar's number in ``YAMLWordTable/spec`` when its text is one of those words, else 0.
  /// Stored in what was padding before ``text``: a node is 48 bytes with it or without it.
  @usableFromInline let word: UInt16
  /// The scalar's text as parsed (quotes and escapes resolved); empty for collections.
  public let text: String
  @usableFromInline var firstChild: Int32
  @usableFromInline var childCount: Int32

  @usableFromInline init(
    kind: Kind, style: Style, tag: Tag, line: Int32, column: Int32, endLine: Int32,
    endColumn: Int32, word: UInt16 = 0, text: String, textIsNull: Bool, firstChild: Int32,
    childCount: Int32
  ) {
    self.kind = kind
    self.style = style
    self.tag = tag
    self.isNull = Self.isNull(kind: kind, style: style, tag: tag, textIsNull: textIsNull)
    self.line = line
    self.column = column
    self.endLine = endLine
    self.endColumn = endColumn
    self.word = word
    self.text = text
    self.firstChild = firstChild
    self.childCount = childCount
  }

  /// Ends a collection made when it started: where it ends and where its children are.
  @inline(__always)
  mutating func close(endLine: Int32, endColumn: Int32, firstChild: Int32, childCount: Int32) {
    self.endLine = endLine
    self.endColumn = endColumn
    self.firstChild = firstChild
    self.childCount = childCount
  }

  /// Whether the node is a scalar.
  @inlinable public var isScalar: Bool { kind == .scalar }
}
