/// One piece of a parsed template.
///
/// Each case holds a single reference, so handing a node to the renderer costs one retain rather
/// than a copy of every string and array it holds (copying nodes was a fifth of rendering).
enum MustacheNode: Sendable {
  /// Literal text, with standalone tag lines already removed.
  case text(MustacheText)
  /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}`.
  case variable(MustacheVariable)
  /// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
  case section(MustacheSection)
  /// `{{>name}}`.
  case partial(MustachePartialTag<String>)
  /// `{{>*name}}`: the partial named by the value of `name`.
  case dynamicPartial(MustachePartialTag<MustacheName>)
}

/// Literal template text.
///
/// The bytes live in an allocation of the node's own rather than an array: reading an array out of
/// a class for a call that mutates the renderer retains it, once per text node rendered (68,000
/// retains and releases over 50 specs); a buffer is plain data. Sendable because the bytes are
/// written once, in `init`, and freed only with the node.
final class MustacheText: @unchecked Sendable {
  /// The text as UTF-8, owned by the node and never changed.
  let bytes: UnsafeBufferPointer<UInt8>

  init(_ bytes: [UInt8]) {
    let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = storage.initialize(from: bytes)
    self.bytes = UnsafeBufferPointer(storage)
  }

  deinit { bytes.deallocate() }
}

/// A `{{name}}`, `{{{name}}}` or `{{&name}}` tag.
final class MustacheVariable: Sendable {
  let name: MustacheName
  /// Whether the value is escaped (`{{name}}`).
  let escaped: Bool
  /// The spaces and tabs that start the tag's line in the template source (only those, whatever
  /// else stands before the tag): what each later line of a multi-line value is indented by when
  /// the renderer indents values.
  let lineIndentation: [UInt8]

  init(_ name: MustacheName, escaped: Bool, lineIndentation: [UInt8] = []) {
    self.name = name
    self.escaped = escaped
    self.lineIndentation = lineIndentation
  }
}

/// A section; `source` and `delimiters` are for lambdas.
final class MustacheSection: Sendable {
  let name: MustacheName
  /// `{{^name}}`: rendered when the value is falsy.
  let inverted: Bool
  /// The section's body.
  let nodes: [MustacheNode]
  /// The body's source text.
  let source: String
  /// The delimiters in force where the section starts.
  let delimiters: (open: String, close: String)

  init(
    _ name: MustacheName, inverted: Bool, nodes: [MustacheNode], source: String,
    delimiters: (open: String, close: String)
  ) {
    self.name = name
    self.inverted = inverted
    self.nodes = nodes
    self.source = source
    self.delimiters = delimiters
  }
}

/// A `{{>name}}` tag (`Name` is `String`) or a `{{>*name}}` tag (`Name` is ``MustacheName``);
/// `indentation` is the leading whitespace of a standalone tag, else `nil`.
final class MustachePartialTag<Name: Sendable>: Sendable {
  let name: Name
  let indentation: String?

  init(_ name: Name, indentation: String?) {
    self.name = name
    self.indentation = indentation
  }
}
