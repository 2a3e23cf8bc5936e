/// Swift expressions the generator builds and lays out as `swift format` (100 columns) would:
/// pieces of text, calls and array literals, as one tree of nodes, each measured once when it is
/// added (a node comes after its children), so laying out never measures or flattens a subtree
/// twice.
///
/// Layout follows swift-format's defaults as the checked-in `.swift-format` sets them:
/// - an expression that fits where it starts stays on one line;
/// - otherwise a call breaks after `(` and packs its arguments onto lines indented two more than
///   the line it started on, the closing parenthesis riding on the last argument; an argument too
///   long for a line of its own breaks in turn, and the next argument starts a new line;
/// - an array breaks after `[`, one element per line, with trailing commas only when it has several
///   elements, and `]` on a line of its own;
/// - a call made `onePerLine` always puts each argument on its own line and its closing
///   parenthesis on a line of its own;
/// - text (a literal, a name) never breaks: a literal longer than a line stays whole, on a line
///   of its own after its argument's label, and a closing parenthesis that does not fit after it
///   goes below;
/// - the comma after a broken array's element rides on the element's last line and counts
///   against it (`swift format lint` reports a 101-column line that ends in one).
///
/// Widths count characters (grapheme clusters), as `SwiftLayout.fits` does.
final class SwiftExpression {
  /// A node's index in the tree.
  typealias ID = Int

  /// What a node is.
  enum Kind {
    case text, call, onePerLineCall, array
    /// A string literal of plain text (``SwiftLiteral/isPlain(_:)``): its text is the value,
    /// written between double quotes, so building it makes no new string.
    case literal
    /// An implicit member, `.email`: its text is the name, written after a dot, so building it
    /// makes no new string.
    case member
  }

  /// One node: text, or a call's name, or an array; with its label when it is an argument. Its
  /// text is a run of the tree's one byte array (``Storage/bytes``) and its label is the address
  /// of a static string, so a node is plain data that copies for free, in 32 bytes (a big form's
  /// schema has half a million nodes), and emptying the tree releases no string.
  struct Node {
    /// The label's UTF-8 bytes (a `StaticString`'s, which live as long as the program), if any.
    var labelStart: UnsafePointer<UInt8>?
    /// The width of the node on one line, without its label.
    var width: Int32
    /// Where its children's ids start in ``children``.
    var firstChild: Int32
    /// How many children it has.
    var childCount: Int32
    /// Where its text (or call's name) starts in ``Storage/bytes``.
    var textStart: Int32
    /// Its text's length in bytes.
    var textLength: Int32
    /// The label's length in bytes.
    var labelLength: UInt16
    var kind: Kind
    /// Whether its text (or call's name) is ASCII without a carriage return: one column a byte.
    /// (It fills the node's last free byte: a node is still 32 bytes.)
    var textIsASCII: Bool

    /// The width of `label: ` (0 without a label).
    var labelWidth: Int { labelStart == nil ? 0 : Int(labelLength) + 2 }
    /// The width of the node on one line, with its label.
    var argumentWidth: Int { labelWidth + Int(width) }
    /// The column a list of several elements keeps free on its line to stay on one line:
    /// swift-format breaks such a list that reaches the last column (it counts the trailing
    /// comma the broken list gets), where a single element or a call may reach it.
    var reserve: Int { kind == .array && childCount > 1 ? 1 : 0 }
    /// Whether it can be laid out on more than one line.
    var canBreak: Bool { kind != .text && kind != .literal && kind != .member && childCount > 0 }
    /// The label's bytes (empty without a label).
    var label: UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(start: labelStart, count: labelStart == nil ? 0 : Int(labelLength))
    }
  }

  /// The tree's arrays, in one stored property: a class's stored property is checked for
  /// exclusive access at run time on every access, so each method that builds a node reaches
  /// them once, through a mutating method of this value, instead of once per array and read.
  struct Storage {
    /// The nodes, each after its children.
    var nodes: [Node] = []
    /// The UTF-8 bytes of every node's text, or call's name (none for arrays), each node's in
    /// one run: copied in once when the node is added (a capacity check and a `memcpy`), written
    /// out from here, and dropped without a release per string when the tree is emptied. The
    /// tree owns the allocation and frees it in its `deinit`.
    var bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 2048)
    /// How many of ``bytes`` are used.
    var byteCount = 0
    /// How many bytes ``bytes`` has room for.
    var byteCapacity = 2048
    /// The children of every node, each node's in one run.
    var children: [ID] = []
    /// Elements of arrays that are built as they are written
    /// (``SwiftExpression/array(label:count:element:)``), by the array's node.
    var deferredElements: [ID: DeferredElements] = [:]

    /// Appends a node with its text and children; returns its id. Its width is `width` plus
    /// its text's.
    mutating func append(
      _ kind: Kind, _ text: String, label: StaticString?, width: Int,
      children ids: some Collection<ID>
    ) -> ID {
      let text = appendMeasured(text)
      nodes.append(
        SwiftExpression.node(
          kind, label: label, width: width + text.width, firstChild: children.count,
          count: ids.count, text: text))
      children.append(contentsOf: ids)
      return nodes.count - 1
    }

    /// Appends `text`'s UTF-8 bytes to ``bytes``; returns where they start, how many, whether
    /// they are ASCII without a carriage return, and their width (``SwiftExpression/width(_:)``):
    /// the string is read once, and the copy is scanned where it lands.
    private mutating func appendMeasured(
      _ text: String
    ) -> (start: Int, count: Int, ascii: Bool, width: Int) {
      let start = byteCount
      text.withUTF8Bytes { append($0) }
      let copied = UnsafeBufferPointer(start: bytes + start, count: byteCount - start)
      let ascii = ASCIIScan.isASCIIWithoutCarriageReturn(copied)
      return (start, copied.count, ascii, ascii ? copied.count : text.count)
    }

    /// Appends `utf8` to ``bytes``.
    @inline(__always)
    private mutating func append(_ utf8: UnsafeBufferPointer<UInt8>) {
      guard let source = utf8.baseAddress else { return }
      if byteCount + utf8.count > byteCapacity { grow(toAtLeast: byteCount + utf8.count) }
      ByteCopy.copy(from: source, to: bytes + byteCount, count: utf8.count)
      byteCount += utf8.count
    }

    /// Makes room for `minimum` bytes in ``bytes``, keeping those used.
    @inline(never)
    private mutating func grow(toAtLeast minimum: Int) {
      let capacity = max(minimum, byteCapacity * 2)
      let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
      grown.initialize(from: bytes, count: byteCount)
      bytes.deallocate()
      bytes = grown
      byteCapacity = capacity
    }

    /// Appends `prefix`, `middle` and `suffix` to ``bytes`` as one run; returns where it starts,
    /// how many bytes it has, whether they are ASCII without a carriage return, and its width
    /// (``SwiftExpression/width(_:)`` of the joined text).
    private mutating func appendJoined(
      _ prefix: StaticString, _ middle: String, _ suffix: StaticString
    ) -> (start: Int, count: Int, ascii: Bool, width: Int) {
      let start = byteCount
      prefix.withUTF8Buffer { append($0) }
      middle.withUTF8Bytes { append($0) }
      suffix.withUTF8Buffer { append($0) }
      let joined = UnsafeBufferPointer(start: bytes + start, count: byteCount - start)
      let ascii = ASCIIScan.isASCIIWithoutCarriageReturn(joined)
      let width = ascii ? joined.count : String(decoding: joined, as: UTF8.self).count
      return (start, joined.count, ascii, width)
    }

    /// Appends the text node `prefix`, `middle`, `suffix` without making the joined string;
    /// returns its id.
    mutating func appendText(
      _ prefix: StaticString, _ middle: String, _ suffix: StaticString, label: StaticString?
    ) -> ID {
      let text = appendJoined(prefix, middle, suffix)
      nodes.append(
        SwiftExpression.node(
          .text, label: label, width: text.width, firstChild: 0, count: 0, text: text)
      )
      return nodes.count - 1
    }

    /// Appends a call without a label, named `prefix` and `name`, of `second`, after `first` if
    /// any; returns its id.
    mutating func appendCall(
      _ prefix: StaticString, _ name: String, _ first: ID?, _ second: ID
    ) -> ID {
      let text = appendJoined(prefix, name, "")
      var width = text.width + 2 + nodes[second].argumentWidth
      if let first { width += nodes[first].argumentWidth + 2 }
      nodes.append(
        SwiftExpression.node(
          .call, label: nil, width: width, firstChild: children.count,
          count: first == nil ? 1 : 2, text: text))
      if let first { children.append(first) }
      children.append(second)
      return nodes.count - 1
    }

    /// Appends a text node; returns its id.
    mutating func appendText(_ text: String, label: StaticString?) -> ID {
      let text = appendMeasured(text)
      nodes.append(
        SwiftExpression.node(
          .text, label: label, width: text.width, firstChild: 0, count: 0, text: text)
      )
      return nodes.count - 1
    }

    /// Appends a string literal node of `value` if it is plain text (``SwiftLiteral/isPlain(_:)``),
    /// checked on its bytes where they are copied; returns its id, or `nil` (and appends nothing)
    /// when it needs escaping.
    mutating func appendLiteralIfPlain(_ value: String, label: StaticString?) -> ID? {
      let start = byteCount
      value.withUTF8Bytes { append($0) }
      let copied = UnsafeBufferPointer(start: bytes + start, count: byteCount - start)
      guard ASCIIScan.isPlainPrintable(copied) else {
        byteCount = start
        return nil
      }
      nodes.append(
        SwiftExpression.node(
          .literal, label: label, width: copied.count + 2, firstChild: 0, count: 0,
          text: (start, copied.count, true, copied.count)))
      return nodes.count - 1
    }

    /// Appends the text node of `value`'s decimal digits (after a `-` when negative); returns
    /// its id. The digits are written straight into ``bytes``, without a string.
    mutating func appendDecimal(_ value: Int, label: StaticString?) -> ID {
      var digits = 1
      var rest = value.magnitude
      while rest >= 10 {
        rest /= 10
        digits += 1
      }
      let count = digits + (value < 0 ? 1 : 0)
      if byteCount + count > byteCapacity { grow(toAtLeast: byteCount + count) }
      let start = byteCount
      if value < 0 { bytes[start] = UInt8(ascii: "-") }
      rest = value.magnitude
      for offset in stride(from: start + count - 1, through: start + count - digits, by: -1) {
        bytes[offset] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      }
      byteCount += count
      nodes.append(
        SwiftExpression.node(
          .text, label: label, width: count, firstChild: 0, count: 0,
          text: (start, count, true, count)))
      return nodes.count - 1
    }

    /// Appends an implicit member node, `.name`; returns its id.
    mutating func appendMember(_ name: String, label: StaticString?) -> ID {
      let text = appendMeasured(name)
      // A name that starts with a combining scalar would join the dot in one character.
      let width =
        text.count == 0 || bytes[text.start] < 0x80
        ? text.width + 1 : SwiftExpression.width("." + name)
      nodes.append(
        SwiftExpression.node(
          .member, label: label, width: width, firstChild: 0, count: 0, text: text))
      return nodes.count - 1
    }

    /// Appends a call or array whose children are `ids`; its width is `base` plus its name's
    /// and theirs, as ``appendParent(_:_:label:base:children:)`` measures it (with `base`
    /// counting the commas between them). Returns its id.
    mutating func appendParent(
      _ kind: Kind, _ text: String, label: StaticString?, base: Int,
      children ids: UnsafeBufferPointer<ID>
    ) -> ID {
      let width = base + 2 * max(0, ids.count - 1) + childrenWidth(kind, ids)
      return append(kind, text, label: label, width: width, children: ids)
    }

    /// Appends a call or array whose width is `base` plus its name's and its arguments'
    /// (``Node/argumentWidth`` for a call's, ``Node/width`` for an array's); returns its id.
    mutating func appendParent(
      _ kind: Kind, _ text: String, label: StaticString?, base: Int, children ids: [ID]
    ) -> ID {
      append(kind, text, label: label, width: base + childrenWidth(kind, ids), children: ids)
    }

    /// The width of the children `ids` of a call or array: their ``Node/argumentWidth``s for a
    /// call's, their ``Node/width``s for an array's.
    private func childrenWidth(_ kind: Kind, _ ids: some Sequence<ID>) -> Int {
      var width = 0
      for id in ids { width += kind == .array ? Int(nodes[id].width) : nodes[id].argumentWidth }
      return width
    }
  }

  /// Not checked for exclusive access at run time: every access was a runtime call (and a read of
  /// thread-local storage), 37 thousand per 50 specs, most of them in the schema's inputs. No
  /// conflicting access can happen: ``Storage``'s methods call nothing outside it (no closure, no
  /// class), so no access to it starts while one is open; the tree's own methods call the one
  /// outside closure they run (``array(label:count:element:)``'s `build`) between accesses, never
  /// during one; and a tree is built and written by one thread, never shared.
  @exclusivity(unchecked) private var storage = Storage()

  /// The ids of the arguments of calls and elements of arrays still being built
  /// (``addArgument(_:)``), innermost last, in memory the tree owns: one run for the whole tree,
  /// where an array of ids per call cost an allocation and a free (three per input of a schema).
  /// Plain counters and a pointer, read and written only by this class's methods, none of which
  /// calls out while it holds them: not checked for exclusive access at run time, which cost two
  /// runtime calls per argument.
  @exclusivity(unchecked) private var pendingIDs: UnsafeMutablePointer<ID>? = nil
  /// How many of ``pendingIDs`` are used.
  @exclusivity(unchecked) private var pendingCount = 0
  /// How many ids ``pendingIDs`` has room for.
  @exclusivity(unchecked) private var pendingCapacity = 0

  /// The nodes, each after its children.
  var nodes: [Node] { storage.nodes }
  /// The UTF-8 bytes of every node's text, each node's in one run (``Node/textStart``): valid
  /// until the tree next grows, is emptied or goes.
  var bytes: UnsafePointer<UInt8> { UnsafePointer(storage.bytes) }
  /// The children of every node, each node's in one run.
  var children: [ID] { storage.children }
  /// Elements of arrays that are built as they are written (``array(label:count:element:)``),
  /// by the array's node.
  var deferredElements: [ID: DeferredElements] { storage.deferredElements }

  /// The elements of an array from `range.lowerBound` on, each built by `build` into a tree
  /// when it is written (one tree for all of them, emptied before each), and freed once written.
  struct DeferredElements {
    /// The elements' offsets in the array.
    let range: Range<Int>
    /// Builds element `offset` into `tree`, returning its node.
    let build: (_ offset: Int, _ tree: SwiftExpression) -> ID
  }

  /// A width longer than any line, for an array whose elements are not all built yet.
  private static let overLong = 1 << 20

  /// An empty tree.
  init() {
    storage.nodes.reserveCapacity(256)
    storage.children.reserveCapacity(256)
  }

  deinit {
    storage.bytes.deallocate()
    pendingIDs?.deallocate()
  }

  /// Empties the tree and keeps its arrays' capacity, for building the next element of a deferred
  /// array into it.
  func removeAll() {
    storage.nodes.removeAll(keepingCapacity: true)
    storage.byteCount = 0
    storage.children.removeAll(keepingCapacity: true)
    if !storage.deferredElements.isEmpty {
      storage.deferredElements.removeAll(keepingCapacity: true)
    }
  }

  /// The number of columns `text` takes (its characters).
  static func width(_ text: String) -> Int {
    let ascii = text.withUTF8Bytes { ASCIIScan.isASCIIWithoutCarriageReturn($0) }
    return ascii ? text.utf8.count : text.count
  }

  /// Text that never breaks: a literal, a name, `.case`; `label` makes it a labelled argument.
  func text(_ text: String, label: StaticString? = nil) -> ID {
    storage.appendText(text, label: label)
  }

  /// The text `prefix`, `middle`, `suffix` (`.nextOrSubmit(`, `send`, `)`): the same node as
  /// ``text(_:label:)`` of the joined text makes, without making the joined string.
  func text(
    _ prefix: StaticString, _ middle: String, _ suffix: StaticString, label: StaticString? = nil
  ) -> ID {
    storage.appendText(prefix, middle, suffix, label: label)
  }

  /// ``SwiftLiteral/string(_:)`` of `value` as text: the same output, without making the
  /// literal's string when `value` needs no escaping.
  func literal(_ value: String, label: StaticString? = nil) -> ID {
    storage.appendLiteralIfPlain(value, label: label)
      ?? storage.appendText(SwiftLiteral.escaped(value), label: label)
  }

  /// ``SwiftLiteral/integer(_:)`` of `value` as text: the same node as ``text(_:label:)`` of it
  /// makes, its digits written into the tree without a string when it needs no grouping (under
  /// seven digits).
  func integer(_ value: Int, label: StaticString? = nil) -> ID {
    guard value.magnitude < 1_000_000 else {
      return text(SwiftLiteral.integer(value), label: label)
    }
    return storage.appendDecimal(value, label: label)
  }

  /// ``SwiftLiteral/number(_:)`` of `value` as text: the same node as ``text(_:label:)`` of it
  /// makes, a whole number's digits written as ``integer(_:label:)`` writes them.
  func number(_ value: Double, label: StaticString? = nil) -> ID {
    if value == value.rounded(), abs(value) < 1e15 { return integer(Int(value), label: label) }
    return text(SwiftLiteral.number(value), label: label)
  }

  /// The implicit member `.name` as text (`.email`, `.next`): the same output as
  /// `text("." + name)`, without making the string.
  func member(_ name: String, label: StaticString? = nil) -> ID {
    storage.appendMember(name, label: label)
  }

  /// `name(arguments)`; `onePerLine` puts each argument on its own line when it breaks at all.
  func call(
    _ name: String, label: StaticString? = nil, onePerLine: Bool = false, _ arguments: [ID]
  ) -> ID {
    storage.appendParent(
      onePerLine ? .onePerLineCall : .call, name, label: label,
      base: 2 + 2 * max(0, arguments.count - 1), children: arguments)
  }

  /// Where the arguments of a call (or elements of an array) about to be built start: add them
  /// with ``addArgument(_:)``, then make the call with ``call(_:label:onePerLine:argumentsFrom:)``
  /// or the array with ``array(label:elementsFrom:)`` from this mark. Calls built in between
  /// take their own arguments off first, so marks nest.
  var argumentMark: Int { pendingCount }

  /// Adds `id` to the arguments being built (``argumentMark``).
  func addArgument(_ id: ID) {
    if pendingCount == pendingCapacity {
      let capacity = max(32, pendingCapacity * 2)
      let grown = UnsafeMutablePointer<ID>.allocate(capacity: capacity)
      if let pendingIDs {
        grown.initialize(from: pendingIDs, count: pendingCount)
        pendingIDs.deallocate()
      }
      pendingIDs = grown
      pendingCapacity = capacity
    }
    pendingIDs![pendingCount] = id
    pendingCount += 1
  }

  /// Whether arguments were added since `mark`.
  func hasArguments(since mark: Int) -> Bool { pendingCount > mark }

  /// The ids added since `mark`, taken off the pending ones: valid until the next
  /// ``addArgument(_:)``.
  private func takeArguments(since mark: Int) -> UnsafeBufferPointer<ID> {
    let ids = UnsafeBufferPointer(start: pendingIDs.map { $0 + mark }, count: pendingCount - mark)
    pendingCount = mark
    return ids
  }

  /// `name(arguments)` of the arguments added since `mark` (``argumentMark``): the same node as
  /// ``call(_:label:onePerLine:_:)`` of them makes, without an array of its own.
  func call(
    _ name: String, label: StaticString? = nil, onePerLine: Bool = false, argumentsFrom mark: Int
  ) -> ID {
    storage.appendParent(
      onePerLine ? .onePerLineCall : .call, name, label: label, base: 2,
      children: takeArguments(since: mark))
  }

  /// `[elements]` of the elements added since `mark` (``argumentMark``): the same node as
  /// ``array(label:_:)`` of them makes, without an array of its own.
  func array(label: StaticString? = nil, elementsFrom mark: Int) -> ID {
    storage.appendParent(.array, "", label: label, base: 2, children: takeArguments(since: mark))
  }

  /// `name(first, second)`, or `name(second)` without `first`, the name `prefix` and `name`
  /// (`.` and `minLength`): the same node as ``call(_:label:onePerLine:_:)`` makes, without an
  /// array of the arguments or a string of the name.
  func call(prefix: StaticString = "", _ name: String, _ first: ID?, _ second: ID) -> ID {
    storage.appendCall(prefix, name, first, second)
  }

  /// `[elements]`.
  func array(label: StaticString? = nil, _ elements: [ID]) -> ID {
    storage.appendParent(
      .array, "", label: label, base: 2 + 2 * max(0, elements.count - 1), children: elements)
  }

  /// `[elements]` of `count` elements, each built by `element` (its offset, the tree to build it
  /// in). Elements are built here while the array could still fit on one line; once it cannot,
  /// the array is known to break, one element per line, so the rest are built only as they are
  /// written, each in a tree of its own that is freed after it: a form's thousand inputs never
  /// sit in memory as one tree.
  func array(
    label: StaticString? = nil, count: Int,
    element build: @escaping (_ offset: Int, _ tree: SwiftExpression) -> ID
  ) -> ID {
    var elements: [ID] = []
    var width = 2
    for offset in 0..<count {
      let id = build(offset, self)
      elements.append(id)
      width += Int(storage.nodes[id].width) + (offset > 0 ? 2 : 0)
      if width > SwiftLayout.lineLength, offset + 1 < count {
        let array = storage.append(
          .array, "", label: label, width: Self.overLong, children: elements)
        storage.deferredElements[array] = DeferredElements(
          range: (offset + 1)..<count, build: build)
        return array
      }
    }
    return self.array(label: label, elements)
  }

  fileprivate static func node(
    _ kind: Kind, label: StaticString?, width: Int, firstChild: Int, count: Int,
    text: (start: Int, count: Int, ascii: Bool, width: Int)
  ) -> Node {
    Node(
      labelStart: label?.utf8Start, width: Int32(clamping: width), firstChild: Int32(firstChild),
      childCount: Int32(count), textStart: Int32(text.start), textLength: Int32(text.count),
      labelLength: UInt16(label?.utf8CodeUnitCount ?? 0), kind: kind, textIsASCII: text.ascii)
  }

  /// The id of a node's `offset`th child.
  func child(_ node: Node, _ offset: Int) -> ID { children[Int(node.firstChild) + offset] }

  /// The node `id` laid out starting at `column` of a line indented `indent`. The first line
  /// carries no indentation; later lines carry what they have beyond `margin`, the column the
  /// renderer indents them to (that of the value's tag in the template).
  func layout(_ id: ID, column: Int, indent: Int, margin: Int = 0) -> String {
    var out = TextBuffer(capacity: nodes.count * 24 + 64)
    write(id, into: &out, column: column, indent: indent, margin: margin)
    return out.text
  }

  /// Writes the node `id` laid out as ``layout(_:column:indent:margin:)`` lays it out at the end
  /// of `out`; returns whether it took more than one line.
  @discardableResult
  func write(
    _ id: ID, into out: inout TextBuffer, column: Int, indent: Int, margin: Int = 0
  ) -> Bool {
    var writer = SwiftExpressionWriter(tree: self, column: column, margin: margin)
    swap(&out, &writer.out)
    writer.append(id, indent: indent, trailing: 0)
    swap(&out, &writer.out)
    return writer.brokeLine
  }
}

/// Writes a measured expression, keeping track of the column it has reached.
struct SwiftExpressionWriter: ~Copyable {
  /// The tree's nodes and children, taken out of the tree once: reading a class's stored arrays
  /// on every step would check exclusive access each time.
  private let nodes: [SwiftExpression.Node]
  /// The tree's text bytes: the tree outlives the writer and does not grow while it writes.
  private let bytes: UnsafePointer<UInt8>
  private let children: [SwiftExpression.ID]
  private let deferredElements: [SwiftExpression.ID: SwiftExpression.DeferredElements]
  var out: TextBuffer
  /// Whether a line break has been written.
  private(set) var brokeLine = false
  /// The column the current line has reached.
  var column: Int
  /// The column the renderer indents the later lines to: they are written without it.
  let margin: Int

  init(tree: SwiftExpression, column: Int, margin: Int = 0) {
    self.margin = margin
    nodes = tree.nodes
    bytes = tree.bytes
    children = tree.children
    deferredElements = tree.deferredElements
    self.column = column
    out = TextBuffer(capacity: 0)
  }

  private func child(_ node: SwiftExpression.Node, _ offset: Int) -> SwiftExpression.ID {
    children[Int(node.firstChild) + offset]
  }

  private static var lineLength: Int { SwiftLayout.lineLength }

  /// Writes a node's text (or call's name) from the tree's bytes.
  private mutating func writeBytes(of node: SwiftExpression.Node) {
    out.append(UnsafeBufferPointer(start: bytes + Int(node.textStart), count: Int(node.textLength)))
  }

  /// Writes a call's name, `width` columns.
  private mutating func writeName(of node: SwiftExpression.Node) {
    let name = UnsafeBufferPointer(start: bytes + Int(node.textStart), count: Int(node.textLength))
    out.append(name)
    column += node.textIsASCII ? name.count : String(decoding: name, as: UTF8.self).count
  }

  /// Writes `text` (a literal: inlined, its bytes are copied by a store or two of a known size).
  @inline(__always)
  private mutating func write(_ text: StaticString) {
    out.append(text)
    column += text.utf8CodeUnitCount
  }

  /// Writes a text, literal or member node's text.
  private mutating func writeText(_ index: Int, _ node: SwiftExpression.Node) {
    let text = UnsafeBufferPointer(start: bytes + Int(node.textStart), count: Int(node.textLength))
    if node.kind == .literal {
      out.append(UInt8(ascii: "\""), text, UInt8(ascii: "\""))
    } else if node.kind == .member {
      out.append(UInt8(ascii: "."), text, nil)
    } else {
      writeBytes(of: node)
    }
    column += Int(node.width)
  }

  private mutating func newline(indent: Int) {
    out.newline(indent: indent - margin)
    column = indent
    brokeLine = true
  }

  private mutating func write(label node: SwiftExpression.Node) {
    out.append(node.label)
    column += Int(node.labelLength)
  }

  /// Writes a node's label and `: `, if it has a label.
  private mutating func writeLabel(_ index: Int) {
    let node = nodes[index]
    guard node.labelStart != nil else { return }
    write(label: node)
    write(": ")
  }

  /// Writes a node on one line, with its label.
  private mutating func writeFlat(_ index: Int) {
    writeLabel(index)
    writeFlatValue(index)
  }

  /// Writes a node on one line, without its label.
  private mutating func writeFlatValue(_ index: Int) {
    let node = nodes[index]
    switch node.kind {
    case .text, .literal, .member:
      writeText(index, node)
    case .call, .onePerLineCall:
      writeName(of: node)
      write("(")
      for offset in 0..<Int(node.childCount) {
        if offset > 0 { write(", ") }
        writeFlat(child(node, offset))
      }
      write(")")
    case .array:
      write("[")
      for offset in 0..<Int(node.childCount) {
        if offset > 0 { write(", ") }
        writeFlat(child(node, offset))
      }
      write("]")
    }
  }

  /// Writes an argument (a node with its label) at the current column of a line indented
  /// `indent`, breaking its value; `trailing` characters follow it on its last line.
  private mutating func appendArgument(_ index: Int, indent: Int, trailing: Int) {
    let node = nodes[index]
    if node.labelStart != nil {
      if !node.canBreak, column + node.argumentWidth + trailing > Self.lineLength {
        // A literal too long for the line goes below its label, as swift-format puts it.
        write(label: node)
        write(":")
        newline(indent: indent + 2)
        writeText(index, node)
        return
      }
      write(label: node)
      write(": ")
    }
    append(index, indent: indent, trailing: trailing)
  }

  /// Writes a node (without its label) at the current column of a line indented `indent`;
  /// `trailing` characters (a comma, closing parentheses) follow it on its last line.
  mutating func append(_ index: Int, indent: Int, trailing: Int) {
    let node = nodes[index]
    switch node.kind {
    case .text, .literal, .member:
      writeText(index, node)
    case .call, .onePerLineCall:
      let onePerLine = node.kind == .onePerLineCall
      if !onePerLine || node.childCount == 0 {
        if !node.canBreak || column + Int(node.width) + trailing <= Self.lineLength {
          writeFlatValue(index)
          return
        }
      }
      writeName(of: node)
      write("(")
      if onePerLine {
        appendOnePerLine(node, indent: indent)
      } else {
        appendPacked(node, indent: indent, trailing: trailing)
      }
    case .array:
      if node.childCount == 0
        || column + Int(node.width) + node.reserve + trailing <= Self.lineLength
      {
        writeFlatValue(index)
        return
      }
      write("[")
      let deferred = deferredElements[index]
      let comma = node.childCount + Int32(deferred?.range.count ?? 0) > 1
      for offset in 0..<Int(node.childCount) {
        newline(indent: indent + 2)
        // The comma rides on the element's last line.
        append(child(node, offset), indent: indent + 2, trailing: comma ? 1 : 0)
        if comma { write(",") }
      }
      if let deferred {
        // One tree for every element, emptied before each: a tree of its own per element cost
        // three allocations (and frees) of its arrays per input.
        let tree = SwiftExpression()
        for offset in deferred.range {
          newline(indent: indent + 2)
          tree.removeAll()
          let id = deferred.build(offset, tree)
          var writer = SwiftExpressionWriter(tree: tree, column: column, margin: margin)
          swap(&out, &writer.out)
          writer.append(id, indent: indent + 2, trailing: 1)
          swap(&out, &writer.out)
          column = writer.column
          write(",")
        }
      }
      newline(indent: indent)
      write("]")
    }
  }

  /// Each argument on its own line, then `)` on a line of its own.
  private mutating func appendOnePerLine(_ node: SwiftExpression.Node, indent: Int) {
    for offset in 0..<Int(node.childCount) {
      let isLast = offset == Int(node.childCount) - 1
      newline(indent: indent + 2)
      appendArgument(child(node, offset), indent: indent + 2, trailing: isLast ? 0 : 1)
      if !isLast { write(",") }
    }
    newline(indent: indent)
    write(")")
  }

  /// Arguments packed onto lines, the closing parenthesis on the last one.
  private mutating func appendPacked(
    _ node: SwiftExpression.Node, indent: Int, trailing: Int
  ) {
    let lineLength = Self.lineLength
    // Whether the next argument may join the current line (not at the start, nor after an
    // argument that broke).
    var joinable = false
    for offset in 0..<Int(node.childCount) {
      let index = child(node, offset)
      let argument = nodes[index]
      let isLast = offset == Int(node.childCount) - 1
      // The closing parenthesis (and what follows the call) rides on the last argument.
      let after = isLast ? 1 + trailing : 1
      let width = argument.argumentWidth + argument.reserve
      var overflows = false
      if joinable, column + 1 + width + after <= lineLength {
        write(" ")
        writeFlat(index)
      } else if indent + 2 + width + after <= lineLength {
        newline(indent: indent + 2)
        writeFlat(index)
        joinable = true
      } else if argument.canBreak {
        newline(indent: indent + 2)
        appendArgument(index, indent: indent + 2, trailing: after)
        joinable = false
      } else {
        // Too long for a line with what follows it. A closing parenthesis that does not fit
        // goes below; a literal that does not fit even without it goes below its label.
        newline(indent: indent + 2)
        appendArgument(index, indent: indent + 2, trailing: isLast ? 0 : 1)
        joinable = true
        overflows = column + after > lineLength
      }
      if !isLast {
        write(",")
      } else if overflows {
        // A literal too long for any line stays whole; the parenthesis goes below it, as
        // swift-format puts it.
        newline(indent: indent)
        write(")")
      } else {
        write(")")
      }
    }
  }
}
