import CYAML
import FormDiagnostics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Builds located YAML trees from libyaml's event stream, in one pass.
///
/// This is the only place in formc that talks to libyaml. It enforces the caps in
/// ``YAMLParser/Limits`` while parsing, so hostile input fails quickly in bounded memory, and it
/// reports problems as ``Diagnostic``s rather than throwing.
public struct YAMLParser: Sendable {
  /// Caps on what one file may contain. The defaults are far above any honest form spec.
  public struct Limits: Sendable, Hashable {
    /// The largest file accepted, in bytes (default 16 MiB).
    public var maxFileSize: Int
    /// The deepest nesting of collections accepted (default 256).
    public var maxDepth: Int
    /// The most nodes a document may have with every alias expanded (default 1,000,000).
    public var maxExpandedNodes: Int

    /// Creates limits.
    public init(
      maxFileSize: Int = 16 << 20, maxDepth: Int = 256, maxExpandedNodes: Int = 1_000_000
    ) {
      self.maxFileSize = maxFileSize
      self.maxDepth = maxDepth
      self.maxExpandedNodes = maxExpandedNodes
    }
  }

  /// What the parser accepts beyond what form specs need (used by conformance tests).
  public struct Options: Sendable, Hashable {
    /// Keep every document of a stream instead of reporting the second as `yaml-unsupported`.
    public var allowsMultipleDocuments = false
    /// Treat tags outside the core schema as strings instead of reporting `yaml-unsupported`.
    public var allowsForeignTags = false

    /// Creates options; the defaults are the form-spec policy.
    public init(allowsMultipleDocuments: Bool = false, allowsForeignTags: Bool = false) {
      self.allowsMultipleDocuments = allowsMultipleDocuments
      self.allowsForeignTags = allowsForeignTags
    }
  }

  /// The outcome of parsing one file.
  public struct Result: Sendable {
    /// The documents parsed (at most one unless multiple documents are allowed). Empty after a
    /// fatal diagnostic (`yaml-syntax` or `yaml-limit`).
    public var documents: [YAMLDocument]
    /// Problems found, in the order found.
    public var diagnostics: [Diagnostic]
  }

  /// The caps in force.
  public var limits: Limits
  /// The policy in force.
  public var options: Options

  /// Creates a parser.
  public init(limits: Limits = Limits(), options: Options = Options()) {
    self.limits = limits
    self.options = options
  }

  /// Parses UTF-8 bytes. `path` is used in locations only.
  public func parse(_ bytes: [UInt8], path: String) -> Result {
    if bytes.count > limits.maxFileSize {
      let message =
        "file is \(bytes.count) bytes, more than the limit of \(limits.maxFileSize) bytes"
      return Result(
        documents: [],
        diagnostics: [
          Diagnostic(.yamlLimit, message, at: SourceLocation(path: path, line: 1, column: 1))
        ])
    }
    return bytes.withUnsafeBufferPointer { buffer in
      var builder = TreeBuilder(path: path, limits: limits, options: options, bytes: buffer)
      return builder.run()
    }
  }

  /// Parses a string.
  public func parse(_ text: String, path: String) -> Result {
    parse(Array(text.utf8), path: path)
  }
}

/// A fatal problem that ends parsing.
private struct Fatal: Error {
  var diagnostic: Diagnostic
}

private struct TreeBuilder {
  /// An open collection. It holds no reference (its anchor and key index are kept beside the
  /// stack), so pushing, popping and setting a flag copy a few words and retain nothing.
  struct Frame {
    var index: Int32
    var isMapping: Bool
    var line: Int32
    var column: Int32
    var pendingStart: Int
    var expandedAtStart: Int
    /// Whether the collection has an anchor (the last of ``TreeBuilder/openAnchors``).
    var hasAnchor: Bool
    var dropped: Bool
    var expectingKey = true
    var skipValue = false
    /// Whether the mapping's keys are indexed in ``TreeBuilder/keyIndexes`` (a large mapping).
    var isIndexed = false
  }

  struct KeyIdentity: Hashable {
    var text: String
    var isString: Bool
  }

  let path: String
  let limits: YAMLParser.Limits
  let options: YAMLParser.Options
  let bytes: UnsafeBufferPointer<UInt8>
  /// The words whose strings a scalar takes instead of making its own (``YAMLWordTable``).
  let words = YAMLWordTable.spec

  var nodes: [YAMLNode] = []
  var edges: [Int32] = []
  /// The children of the open collections, innermost last: `pending[..<pendingCount]`. A closed
  /// collection's children are dropped by lowering the count, the elements past it overwritten by
  /// later pushes (``push(_:)``): `removeLast(_:)` cost about 94 instructions a collection.
  var pending: [Int32] = []
  var pendingCount = 0
  var stack: [Frame] = []
  /// The anchors of the open collections that have one, innermost last.
  var openAnchors: [String] = []
  /// The keys of large open mappings, by their depth in ``stack``.
  var keyIndexes: [Int: [KeyIdentity: Int32]] = [:]
  var anchors: [String: (id: Int32, size: Int, complete: Bool)] = [:]
  var expanded = 0
  var diagnostics: [Diagnostic] = []
  var documents: [YAMLDocument] = []
  var documentCount = 0
  var skippingDocument = false
  var root: Int32? = nil

  init(
    path: String, limits: YAMLParser.Limits, options: YAMLParser.Options,
    bytes: UnsafeBufferPointer<UInt8>
  ) {
    self.path = path
    self.limits = limits
    self.options = options
    self.bytes = bytes
    expectedNodes = Self.expectedNodeCount(bytes)
  }

  /// The node count the first document is given room for: block YAML holds about 2.3 nodes per
  /// line (a key and its value), so room for 2.5 per line saves a large document the doubling
  /// copies of its node array, and the peak of holding the old and the new array at once. At most
  /// one node per 8 bytes, so a file of blank lines reserves little. A file of up to 64 KiB gets
  /// room for one node per 8 bytes without counting its lines (a spec holds about one per 17):
  /// starting at 256, the arrays of a 14 KB spec grew twice each.
  let expectedNodes: Int

  private static func expectedNodeCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard bytes.count > 1 << 16, let base = bytes.baseAddress else { return bytes.count / 8 + 256 }
    var lines = 0
    var offset = 0
    while let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), bytes.count - offset) {
      lines += 1
      offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
    }
    return min(lines * 5 / 2, bytes.count / 8) + 256
  }

  mutating func run() -> YAMLParser.Result {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) != 0 else {
      return fatal(Diagnostic(.yamlLimit, "out of memory", at: location(1, 1)))
    }
    defer { yaml_parser_delete(&parser) }
    yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
    var event = yaml_event_t()
    do {
      while true {
        guard yaml_parser_parse(&parser, &event) != 0 else {
          return fatal(syntaxError(parser))
        }
        defer { yaml_event_delete(&event) }
        if event.type == YAML_STREAM_END_EVENT { break }
        // The event by address: passed by value, its 104 bytes were copied for every event.
        try handle(&event)
      }
    } catch let error as Fatal {
      return fatal(error.diagnostic)
    } catch {
      return fatal(Diagnostic(.yamlSyntax, "\(error)", at: location(1, 1)))
    }
    return YAMLParser.Result(documents: documents, diagnostics: diagnostics)
  }

  /// `array` at its exact size when growing it left much spare capacity (more than a quarter of
  /// its size, and over 4,096 elements), else `array` itself.
  private static func trimmed<Element>(_ array: [Element]) -> [Element] {
    guard array.capacity - array.count > max(4096, array.count / 4) else { return array }
    var copy: [Element] = []
    copy.reserveCapacity(array.count)
    copy.append(contentsOf: array)
    return copy
  }

  private func fatal(_ diagnostic: Diagnostic) -> YAMLParser.Result {
    YAMLParser.Result(documents: [], diagnostics: [diagnostic])
  }

  private func location(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(path: path, line: line, column: column)
  }

  private func location(_ mark: yaml_mark_t) -> SourceLocation {
    location(mark.line + 1, mark.column + 1)
  }

  // MARK: Events

  /// Adds one event's node to the tree. Its marks are clamped into locals, not into a copy of
  /// the whole event, which is read where `run` keeps it (`event` points at `run`'s local, which
  /// nothing else changes while this runs).
  private mutating func handle(_ event: UnsafePointer<yaml_event_t>) throws {
    let startMark = clamped(event.pointee.start_mark)
    let endMark = clamped(event.pointee.end_mark)
    switch event.pointee.type {
    case YAML_DOCUMENT_START_EVENT:
      documentCount += 1
      if documentCount > 1 && !options.allowsMultipleDocuments {
        skippingDocument = true
        if documentCount == 2 {
          diagnostics.append(
            Diagnostic(
              .yamlUnsupported, "a spec holds one YAML document; this second one is ignored",
              at: location(startMark)))
        }
      }
      let expected = documentCount == 1 ? expectedNodes : 256
      nodes.reserveCapacity(expected)
      edges.reserveCapacity(expected)
      // The children of the open collections: a spec's top-level mapping and its open sections
      // hold a few dozen (grown one doubling at a time from empty, six times per spec).
      pending.reserveCapacity(128)
      root = nil
      anchors.removeAll(keepingCapacity: true)
      expanded = 0
    case YAML_DOCUMENT_END_EVENT:
      if !skippingDocument {
        // The buffers grew by doubling; a document lives on while it is decoded, so a large one
        // keeps exact-size copies instead of up to twice the memory it needs.
        documents.append(
          YAMLDocument(
            path: path, nodes: Self.trimmed(nodes), edges: Self.trimmed(edges),
            root: root.map(YAMLNode.ID.init)))
      }
      skippingDocument = false
      nodes = []
      edges = []
    case _ where skippingDocument:
      return
    case YAML_SCALAR_EVENT:
      let data = event.pointee.data.scalar
      let tag = try resolveTag(data.tag, startMark)
      // libyaml's copy of the scalar, which lives until `run` deletes the event after this
      // returns; it is read only here, to make the text and to test it for a null spelling.
      let bytes = UnsafeRawBufferPointer(start: data.value, count: data.length)
      // A word of the spec format (a key, mostly) takes the word's string, made once per process.
      let word = words.word(bytes)
      let text =
        word != 0
        ? words.words[Int(word)] : bytes.isEmpty ? "" : String(decoding: bytes, as: UTF8.self)
      let style: YAMLNode.Style
      switch data.style {
      case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
      case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
      case YAML_LITERAL_SCALAR_STYLE: style = .literal
      case YAML_FOLDED_SCALAR_STYLE: style = .folded
      default: style = .plain
      }
      let index = Int32(nodes.count)
      let mark = startMark
      var dropped = tag == nil
      if tag == .sequence || tag == .mapping {
        try unsupportedTag(startMark, "a scalar cannot be tagged as a collection")
        dropped = true
      }
      nodes.append(
        YAMLNode(
          kind: .scalar, style: style, tag: tag ?? .foreign, line: Int32(mark.line + 1),
          column: Int32(mark.column + 1), endLine: Int32(endMark.line + 1),
          endColumn: Int32(endMark.column + 1), word: word, text: text,
          // No word is a null spelling (a test checks): a word's bytes need no second look.
          textIsNull: word == 0 && CoreSchema.isNull(bytes), firstChild: 0, childCount: 0))
      try count(1, at: mark)
      if let anchor = data.anchor { anchors[string(anchor)] = (index, 1, true) }
      try add(index, dropped: dropped, at: mark)
    case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
      let isMapping = event.pointee.type == YAML_MAPPING_START_EVENT
      let mark = startMark
      if stack.count >= limits.maxDepth {
        throw Fatal(
          diagnostic: Diagnostic(
            .yamlLimit, "nesting is deeper than the limit of \(limits.maxDepth) levels",
            at: location(mark)))
      }
      let data = event.pointee.data
      let rawTag = isMapping ? data.mapping_start.tag : data.sequence_start.tag
      let anchor = isMapping ? data.mapping_start.anchor : data.sequence_start.anchor
      let isFlow =
        isMapping
        ? data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
        : data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
      let tag = try resolveTag(rawTag, mark)
      var dropped = tag == nil
      if let tag, tag != .none, tag != .nonSpecific, tag != .foreign,
        tag != (isMapping ? .mapping : .sequence)
      {
        try unsupportedTag(
          mark, "a \(isMapping ? "mapping" : "sequence") cannot be tagged as a scalar")
        dropped = true
      }
      try count(1, at: mark)
      let index = Int32(nodes.count)
      nodes.append(
        YAMLNode(
          kind: isMapping ? .mapping : .sequence, style: isFlow ? .flow : .block,
          tag: tag ?? .foreign,
          line: Int32(mark.line + 1), column: Int32(mark.column + 1), endLine: 0, endColumn: 0,
          text: "", textIsNull: false, firstChild: 0, childCount: 0))
      if let anchor {
        let anchorName = string(anchor)
        anchors[anchorName] = (index, 0, false)
        openAnchors.append(anchorName)
      }
      stack.append(
        Frame(
          index: index, isMapping: isMapping, line: Int32(mark.line + 1),
          column: Int32(mark.column + 1), pendingStart: pendingCount,
          expandedAtStart: expanded - 1, hasAnchor: anchor != nil, dropped: dropped))
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      let frame = stack.removeLast()
      let first = Int32(edges.count)
      let childCount = pendingCount - frame.pendingStart
      // The children copied as one run of memory, and dropped from the end: appending the slice
      // went through the generic slice path, about 90 instructions a collection. The buffer is
      // read only inside the closure, which changes `edges`, never `pending`.
      pending.withUnsafeBufferPointer { pending in
        edges.append(
          contentsOf: UnsafeBufferPointer(rebasing: pending[frame.pendingStart..<pendingCount]))
      }
      pendingCount = frame.pendingStart
      // The node made at the collection's start, finished in place: making it again destroyed
      // the old one and wrote every field.
      nodes[Int(frame.index)].close(
        endLine: Int32(endMark.line + 1), endColumn: Int32(endMark.column + 1), firstChild: first,
        childCount: Int32(frame.isMapping ? childCount & ~1 : childCount))
      if frame.isMapping && childCount % 2 == 1 { edges.removeLast() }
      if frame.hasAnchor {
        anchors[openAnchors.removeLast()] = (frame.index, expanded - frame.expandedAtStart, true)
      }
      if frame.isIndexed { keyIndexes[stack.count] = nil }
      let mark = yaml_mark_t(
        index: 0, line: Int(frame.line - 1), column: Int(frame.column - 1))
      try add(frame.index, dropped: frame.dropped, at: mark)
    case YAML_ALIAS_EVENT:
      let name = string(event.pointee.data.alias.anchor)
      guard let target = anchors[name] else {
        throw Fatal(
          diagnostic: Diagnostic(
            .yamlSyntax, "found undefined alias '\(name)'", at: location(startMark)))
      }
      guard target.complete else {
        throw Fatal(
          diagnostic: Diagnostic(
            .yamlLimit, "alias '*\(name)' refers to a node that contains it, so it never ends",
            at: location(startMark)))
      }
      try count(target.size, at: startMark, alias: name)
      try add(target.id, dropped: false, at: startMark)
    default:
      return
    }
  }

  /// Adds a finished node to its parent (or makes it the root).
  private mutating func add(_ id: Int32, dropped: Bool, at mark: yaml_mark_t) throws {
    guard !stack.isEmpty else {
      if !dropped { root = id }
      return
    }
    let top = stack.count - 1
    guard stack[top].isMapping else {
      if !dropped { push(id) }
      return
    }
    if stack[top].expectingKey {
      stack[top].expectingKey = false
      if dropped {
        stack[top].skipValue = true
        return
      }
      guard nodes[Int(id)].kind == .scalar else {
        diagnostics.append(
          Diagnostic(
            .yamlUnsupported, "mapping keys must be scalars; this complex key is ignored",
            at: location(mark)))
        stack[top].skipValue = true
        return
      }
      if let first = findDuplicate(of: id, in: top) {
        let key = nodes[Int(id)]
        let firstNode = nodes[Int(first)]
        diagnostics.append(
          Diagnostic(
            .yamlDuplicateKey, "duplicate key '\(key.text)'", at: location(mark),
            notes: [
              Diagnostic.Note(
                "'\(key.text)' first appears here",
                at: location(Int(firstNode.line), Int(firstNode.column)))
            ]))
        stack[top].skipValue = true
        return
      }
      push(id)
    } else {
      stack[top].expectingKey = true
      if stack[top].skipValue {
        stack[top].skipValue = false
      } else if dropped {
        pendingCount -= 1
      } else {
        push(id)
      }
    }
  }

  /// Pushes a child of the innermost open collection onto ``pending``.
  @inline(__always)
  private mutating func push(_ id: Int32) {
    if pendingCount < pending.count {
      pending[pendingCount] = id
    } else {
      pending.append(id)
    }
    pendingCount += 1
  }

  private func identity(_ node: YAMLNode) -> KeyIdentity {
    KeyIdentity(text: node.text, isString: isStringKey(node))
  }

  /// Whether a key node is a string in the core schema (`1` and `"1"` are different keys).
  private func isStringKey(_ node: borrowing YAMLNode) -> Bool {
    switch node.tag {
    case .string, .nonSpecific, .foreign: return true
    case .none:
      if node.style != .plain { return true }
      if case .string = CoreSchema.resolve(node.text) { return true }
      return false
    default: return false
    }
  }

  /// Finds an earlier key equal to `id` in the mapping at `frameIndex`, indexing large mappings.
  private mutating func findDuplicate(of id: Int32, in frameIndex: Int) -> Int32? {
    let start = stack[frameIndex].pendingStart
    let keyCount = (pendingCount - start) / 2
    if !stack[frameIndex].isIndexed && keyCount < 16 {
      // Compared in place: binding each node would copy (retain) its text.
      return nodes.withUnsafeBufferPointer { nodes -> Int32? in
        let key = Int(id)
        for position in stride(from: start, to: pendingCount, by: 2) {
          let other = Int(pending[position])
          // Word numbers first: two keys with different numbers differ (a text that is a word
          // always has its number), and two with the same number other than 0 are the same
          // word. Only texts that are no word are compared, lengths first: `==` on two different
          // strings takes the slow comparison.
          guard nodes[other].word == nodes[key].word else { continue }
          if nodes[key].word != 0
            || (nodes[other].text.utf8.count == nodes[key].text.utf8.count
              && nodes[other].text == nodes[key].text),
            isStringKey(nodes[other]) == isStringKey(nodes[key])
          {
            return pending[position]
          }
        }
        return nil
      }
    }
    let key = nodes[Int(id)]
    if !stack[frameIndex].isIndexed {
      var index: [KeyIdentity: Int32] = [:]
      index.reserveCapacity(keyCount * 2)
      for position in stride(from: start, to: pendingCount, by: 2) {
        let other = pending[position]
        let otherIdentity = identity(nodes[Int(other)])
        if index[otherIdentity] == nil { index[otherIdentity] = other }
      }
      keyIndexes[frameIndex] = index
      stack[frameIndex].isIndexed = true
    }
    let keyIdentity = identity(key)
    if let first = keyIndexes[frameIndex]?[keyIdentity] { return first }
    keyIndexes[frameIndex]?[keyIdentity] = id
    return nil
  }

  /// Counts `size` more nodes, throwing past ``YAMLParser/Limits/maxExpandedNodes``. Inlined, with
  /// the failure out of line: the call cost about 20 instructions a node, for an addition and a
  /// comparison.
  @inline(__always)
  private mutating func count(_ size: Int, at mark: yaml_mark_t, alias: String? = nil) throws {
    expanded += size
    guard expanded > limits.maxExpandedNodes else { return }
    try countExceeded(at: mark, alias: alias)
  }

  private func countExceeded(at mark: yaml_mark_t, alias: String?) throws {
    let what = alias.map { "alias '*\($0)' expands" } ?? "the document grows"
    throw Fatal(
      diagnostic: Diagnostic(
        .yamlLimit,
        "\(what) past the limit of \(limits.maxExpandedNodes) nodes (with aliases expanded)",
        at: location(mark)))
  }

  // MARK: Tags

  /// The core-schema tag for a libyaml tag, or `nil` for a foreign tag that was reported.
  /// Inlined, a written tag looked up out of line: nearly every node has none, and the call cost
  /// about 17 instructions a node to find that out.
  @inline(__always)
  private mutating func resolveTag(_ raw: UnsafeMutablePointer<yaml_char_t>?, _ mark: yaml_mark_t)
    throws -> YAMLNode.Tag?
  {
    guard let raw else { return YAMLNode.Tag.none }
    return try resolveWrittenTag(raw, mark)
  }

  private mutating func resolveWrittenTag(
    _ raw: UnsafeMutablePointer<yaml_char_t>, _ mark: yaml_mark_t
  ) throws -> YAMLNode.Tag? {
    let tag = string(raw)
    switch tag {
    case "!": return .nonSpecific
    case "tag:yaml.org,2002:str": return .string
    case "tag:yaml.org,2002:int": return .int
    case "tag:yaml.org,2002:float": return .float
    case "tag:yaml.org,2002:bool": return .bool
    case "tag:yaml.org,2002:null": return .null
    case "tag:yaml.org,2002:seq": return .sequence
    case "tag:yaml.org,2002:map": return .mapping
    default:
      if options.allowsForeignTags { return .foreign }
      let shown = tag.hasPrefix("tag:yaml.org,2002:") ? "!!" + tag.dropFirst(18) : tag
      try unsupportedTag(mark, "tag '\(shown)' is not in the YAML core schema")
      return nil
    }
  }

  private mutating func unsupportedTag(_ mark: yaml_mark_t, _ message: String) throws {
    diagnostics.append(
      Diagnostic(.yamlUnsupported, "\(message); the node is ignored", at: location(tagMark(mark))))
  }

  /// The position of the tag in a node that may start with an anchor (`&a !tag value`).
  ///
  /// libyaml's `mark.index` counts characters, not bytes, so the node's byte offset comes from
  /// its line and column.
  private mutating func tagMark(_ mark: yaml_mark_t) -> yaml_mark_t {
    var index = byteOffset(line: mark.line, column: mark.column)
    var column = mark.column
    guard index < bytes.count, bytes[index] == UInt8(ascii: "&") else { return mark }
    while index < bytes.count, bytes[index] != UInt8(ascii: " "),
      bytes[index] != UInt8(ascii: "\t"),
      bytes[index] != UInt8(ascii: "\n")
    {
      index += 1
      if bytes[index - 1] & 0xC0 != 0x80 { column += 1 }
    }
    while index < bytes.count,
      bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
    {
      index += 1
      column += 1
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "!") else { return mark }
    return yaml_mark_t(index: mark.index, line: mark.line, column: column)
  }

  // MARK: Lines

  /// The byte offset of each line's start, breaking lines where libyaml does (LF, CR, CRLF, NEL,
  /// LS, PS). Line 1 starts after a UTF-8 byte order mark, which libyaml does not count as a
  /// column. Built on first use: only diagnostics need it.
  private lazy var lineStarts: [Int] = {
    var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
    var index = starts[0]
    while index < bytes.count {
      let width = lineBreakWidth(at: index)
      index += max(width, 1)
      if width > 0 { starts.append(index) }
    }
    return starts
  }()

  /// The length in bytes of the line break at `index`, or 0.
  private func lineBreakWidth(at index: Int) -> Int {
    switch bytes[index] {
    case 0x0A: return 1
    case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
    case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
    case 0xE2:
      return index + 2 < bytes.count && bytes[index + 1] == 0x80
        && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9) ? 3 : 0
    default: return 0
    }
  }

  /// The byte offset of a 0-based line and column (in Unicode scalars), clamped to the file.
  private mutating func byteOffset(line: Int, column: Int) -> Int {
    guard line < lineStarts.count else { return bytes.count }
    var index = lineStarts[line]
    var remaining = column
    while remaining > 0, index < bytes.count {
      index += 1
      while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
      remaining -= 1
    }
    return index
  }

  /// The 1-based line and column (in Unicode scalars) of a byte offset.
  private mutating func lineAndColumn(ofByte offset: Int) -> (Int, Int) {
    let end = min(max(offset, 0), bytes.count)
    guard end >= lineStarts[0] else { return (1, 1) }
    // The last line starting at or before `end`.
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= end { low = middle } else { high = middle - 1 }
    }
    var column = 1
    for index in lineStarts[low]..<end where bytes[index] & 0xC0 != 0x80 { column += 1 }
    return (low + 1, column)
  }

  /// A libyaml mark moved inside the file. At the end of a file that does not end with a line
  /// break, libyaml puts the end of the stream (and an empty node there, as in `key:`) on a line
  /// of its own past the last one; that becomes the position just after the last character, a
  /// place an editor can show. Every other mark is returned as it is.
  private mutating func clamped(_ mark: yaml_mark_t) -> yaml_mark_t {
    guard mark.column == 0, mark.line > 0, !bytes.isEmpty, lineBreakBefore(bytes.count) == 0,
      mark.line >= lineStarts.count
    else { return mark }
    let (line, column) = lineAndColumn(ofByte: bytes.count)
    return yaml_mark_t(index: mark.index, line: line - 1, column: column - 1)
  }

  /// The length in bytes of a line break that ends just before `end`, or 0.
  private func lineBreakBefore(_ end: Int) -> Int {
    for width in 1...3 where end >= width && lineBreakWidth(at: end - width) == width {
      return width
    }
    return 0
  }

  // MARK: Errors

  private mutating func syntaxError(_ parser: yaml_parser_t) -> Diagnostic {
    let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
    if parser.error == YAML_READER_ERROR, let invalid = Self.firstInvalidUTF8(in: bytes),
      invalid.offset <= parser.problem_offset
    {
      // libyaml reports the byte where it noticed the problem (after a cut-short sequence, the
      // next byte); point at the first byte of the invalid sequence instead. An invalid sequence
      // after libyaml's problem (a control character, say) is not the problem reported.
      let (line, column) = lineAndColumn(ofByte: invalid.offset)
      return Diagnostic(
        .yamlSyntax, "invalid UTF-8: \(invalid.problem)", at: location(line, column))
    }
    if parser.error == YAML_READER_ERROR {
      let (line, column) = lineAndColumn(ofByte: parser.problem_offset)
      var message = problem
      if parser.problem_value >= 0 && problem.contains("octet") {
        message += " (byte 0x\(String(parser.problem_value, radix: 16, uppercase: true)))"
      }
      if problem.contains("UTF-8") || problem.contains("octet") || problem.contains("UTF-16") {
        message = "invalid UTF-8: " + message
      }
      return Diagnostic(.yamlSyntax, message, at: location(line, column))
    }
    var message = problem
    var notes: [Diagnostic.Note] = []
    if let contextPointer = parser.context {
      let context = String(cString: contextPointer)
      message += " " + context
      let subject =
        context.hasPrefix("while parsing ")
        ? String(context.dropFirst("while parsing ".count))
        : context.hasPrefix("while scanning ")
          ? String(context.dropFirst("while scanning ".count)) : context
      if parser.context_mark.line != parser.problem_mark.line
        || parser.context_mark.column != parser.problem_mark.column
      {
        notes.append(
          Diagnostic.Note("\(subject) starts here", at: location(clamped(parser.context_mark))))
      }
    }
    return Diagnostic(
      .yamlSyntax, message, at: location(clamped(parser.problem_mark)), notes: notes)
  }

  /// The first invalid UTF-8 sequence: its byte offset and what is wrong with it.
  static func firstInvalidUTF8(in bytes: UnsafeBufferPointer<UInt8>) -> (
    offset: Int, problem: String
  )? {
    func hex(_ range: Range<Int>) -> String {
      range.map { "0x" + String(bytes[$0], radix: 16, uppercase: true) }.joined(separator: " ")
    }
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      let minimum: UInt32
      switch lead {
      case 0xC2...0xDF: (length, minimum) = (2, 0x80)
      case 0xE0...0xEF: (length, minimum) = (3, 0x800)
      case 0xF0...0xF4: (length, minimum) = (4, 0x10000)
      case 0x80...0xBF:
        return (index, "byte \(hex(index..<index + 1)) continues a character that never started")
      default: return (index, "byte \(hex(index..<index + 1)) never appears in UTF-8")
      }
      var scalar = UInt32(lead) & (0xFF >> (length + 1))
      for offset in 1..<length {
        guard index + offset < bytes.count, bytes[index + offset] & 0xC0 == 0x80 else {
          return (index, "the character starting with \(hex(index..<index + offset)) is cut short")
        }
        scalar = scalar << 6 | UInt32(bytes[index + offset] & 0x3F)
      }
      if scalar < minimum || (0xD800...0xDFFF).contains(scalar) || scalar > 0x10FFFF {
        return (index, "bytes \(hex(index..<index + length)) do not encode a valid character")
      }
      index += length
    }
    return nil
  }

  private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>) -> String {
    String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
  }
}
