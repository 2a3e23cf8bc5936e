#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Renders nodes against a context stack into UTF-8 bytes, indenting the lines of standalone
/// partials and, when `indentsValues`, the later lines of multi-line values.
struct MustacheRenderer: ~Copyable {
  let partials: MustachePartials
  let escaping: MustacheEscaping
  /// Whether each line a value starts after its first is indented by its tag's line (see
  /// ``MustacheTemplate/render(_:partials:escaping:indentingValueLines:)``).
  let indentsValues: Bool
  /// The contexts, innermost last.
  private(set) var stack: [MustacheValue]
  /// The pairs of each context that is an ordered dictionary (`nil` for any other), taken out
  /// once when it is pushed, so that looking a name up reads them in place instead of copying
  /// each context out of its enum.
  private var pairFrames: [[(key: String, value: MustacheValue)]?] = []
  /// How many contexts are unordered dictionaries, which only ``MustacheName/resolve(in:)`` reads.
  private var unorderedFrames = 0
  /// What has been rendered so far, as UTF-8.
  private(set) var output: ByteBuffer
  /// The indentation of the standalone partial being rendered, owed at each of its line starts.
  private var indentation: [UInt8] = []
  /// Indentation owed before the next output. Writing it lazily means that lines a standalone tag
  /// removed, and the end of a partial, leave none behind.
  private var pending: [UInt8]?
  /// Whether `pending` is owed at a line a value started, and so is dropped when the line is
  /// empty (the next output is a line break): indenting values adds no trailing whitespace.
  private var pendingSkipsEmptyLine = false
  /// A variable the caller writes itself, straight into ``output`` (its name has one key), or
  /// `nil`: a generated file's declarations are laid out where the file is assembled.
  var hole: (name: String, write: (inout ByteBuffer) -> Void)?
  /// How many partials are being rendered inside each other.
  private var partialDepth = 0
  /// Partials nested deeper than this render as nothing, so a partial that includes itself
  /// without end cannot exhaust the stack.
  static let maxPartialDepth = 64

  init(
    stack: [MustacheValue], partials: MustachePartials, escaping: MustacheEscaping,
    indentsValues: Bool = false, capacity: Int = 0
  ) {
    self.stack = []
    self.partials = partials
    self.escaping = escaping
    self.indentsValues = indentsValues
    output = ByteBuffer(capacity: capacity)
    for value in stack { push(value) }
  }

  private mutating func push(_ value: MustacheValue) {
    stack.append(value)
    switch value {
    case .orderedDictionary(let pairs): pairFrames.append(pairs)
    case .dictionary:
      pairFrames.append(nil)
      unorderedFrames += 1
    default: pairFrames.append(nil)
    }
  }

  private mutating func pop() {
    if case .dictionary = stack.removeLast() { unorderedFrames -= 1 }
    pairFrames.removeLast()
  }

  /// The string a one-key name denotes, read in place from the ordered dictionary that holds it;
  /// `nil` when the name has several keys or denotes anything else, or nothing
  /// (``MustacheName/resolve(in:)`` then decides). Most variable tags print a string.
  private func resolveString(_ name: MustacheName) -> String? {
    guard unorderedFrames == 0, name.keys.count == 1 else { return nil }
    let key = name.keys[0]
    let length = key.utf8.count
    return pairFrames.withUnsafeBufferPointer { frames -> String? in
      var frame = frames.count - 1
      while frame >= 0 {
        if let pairs = frames[frame] {
          let found = pairs.withUnsafeBufferPointer { pairs -> String?? in
            guard let index = MustacheValue.lastIndex(of: key, length: length, in: pairs) else {
              return nil
            }
            if case .string(let text) = pairs[index].value { return .some(text) }
            return .some(nil)
          }
          // The nearest frame holding the name decides, whatever it holds there.
          if let found { return found }
        }
        frame -= 1
      }
      return nil
    }
  }

  mutating func render(_ nodes: [MustacheNode]) {
    // Through a buffer, so each node is looked at in place rather than copied out.
    nodes.withUnsafeBufferPointer { nodes in
      for index in nodes.indices {
        if case .text(let text) = nodes[index] {
          writeLiteral(text.bytes)
        } else {
          render(nodes[index])
        }
      }
    }
  }

  private mutating func render(_ node: borrowing MustacheNode) {
    switch node {
    case .text(let text):
      writeLiteral(text.bytes)
    case .variable(let variable):
      if let hole, variable.name.keys.count == 1, variable.name.keys[0] == hole.name {
        if let pending {
          output.append(pending)
          self.pending = nil
        }
        return hole.write(&output)
      }
      let escaped = variable.escaped
      if !escaped || escaping == .none, let text = resolveString(variable.name) {
        return writeValue(text, variable.lineIndentation)
      }
      guard let value = variable.name.resolve(in: stack) else { return }
      switch value {
      case .string(let text) where !escaped || escaping == .none:
        writeValue(text, variable.lineIndentation)
      case .lambda(let body):
        let text = expand(body(nil))
        writeValue(escaped ? escaping.escape(text) : text, variable.lineIndentation)
      default:
        let text = value.printed
        writeValue(escaped ? escaping.escape(text) : text, variable.lineIndentation)
      }
    case .section(let section):
      let value = section.name.resolve(in: stack) ?? .null
      if section.inverted {
        if !value.isTruthy { render(section.nodes) }
      } else if case .lambda(let body) = value {
        let result = body(section.source)
        if let template = try? MustacheTemplate(parsing: result, delimiters: section.delimiters) {
          render(template.nodes)
        } else {
          result.withUTF8Bytes { writeLiteral($0) }
        }
      } else if case .list(let items) = value {
        for item in items {
          push(item)
          render(section.nodes)
          pop()
        }
      } else if value.isTruthy {
        push(value)
        render(section.nodes)
        pop()
      }
    case .partial(let tag):
      renderPartial(tag.name, indentation: tag.indentation)
    case .dynamicPartial(let tag):
      guard case .string(let partialName)? = tag.name.resolve(in: stack) else { return }
      renderPartial(partialName, indentation: tag.indentation)
    }
  }

  /// Renders a partial. A standalone one indents each of its lines by its own indentation on top
  /// of the current one; an inline one is not indented, not even by an enclosing partial.
  private mutating func renderPartial(_ name: String, indentation own: String?) {
    guard partialDepth < Self.maxPartialDepth, let template = partials.template(named: name) else {
      return
    }
    partialDepth += 1
    defer { partialDepth -= 1 }
    let outer = indentation
    indentation = own.map { outer + Array($0.utf8) } ?? []
    if own != nil { owe(indentation) }
    render(template.nodes)
    indentation = outer
    if own != nil { owe(outer) }
  }

  /// What was rendered, for whoever writes after it.
  consuming func takeOutput() -> ByteBuffer { output }

  /// A lambda's result rendered as a template with default delimiters; text that does not parse
  /// is kept as it is.
  private func expand(_ source: String) -> String {
    guard let template = try? MustacheTemplate(parsing: source) else { return source }
    var renderer = MustacheRenderer(
      stack: stack, partials: partials, escaping: escaping, indentsValues: indentsValues)
    renderer.render(template.nodes)
    return renderer.output.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
  }

  /// Template text: owes the indentation after each line break.
  private mutating func writeLiteral(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard !indentation.isEmpty, let base = bytes.baseAddress else { return write(bytes) }
    var lineStart = 0
    // The C library's `memchr` finds each line break.
    while lineStart < bytes.count,
      let found = memchr(base + lineStart, Int32(UInt8(ascii: "\n")), bytes.count - lineStart)
    {
      let index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
      write(UnsafeBufferPointer(rebasing: bytes[lineStart...index]))
      owe(indentation)
      lineStart = index + 1
    }
    write(UnsafeBufferPointer(rebasing: bytes[lineStart...]))
  }

  /// A variable's value. When values are indented, each line it starts after its first begins
  /// with `lineIndentation` (that of the tag's line in the template) on top of the enclosing
  /// standalone partials' indentation, unless it is empty; the value's first line follows what the
  /// template put before the tag.
  private mutating func writeValue(_ text: String, _ lineIndentation: [UInt8]) {
    // Most values are one short line, in which finding no line break costs a few instructions.
    guard indentsValues, !lineIndentation.isEmpty || !indentation.isEmpty,
      text.withUTF8Bytes({ Self.firstLineBreak(in: $0, from: 0) != nil })
    else { return write(text) }
    let indentation = self.indentation + lineIndentation
    text.withUTF8Bytes { writeLines($0, indentation: indentation) }
  }

  /// A value with a line break, each line after the first starting with `indentation` unless it
  /// is empty. The lines are appended straight to the output: only what follows a final line
  /// break is owed, as after a line of template text.
  private mutating func writeLines(_ bytes: UnsafeBufferPointer<UInt8>, indentation: [UInt8]) {
    guard let firstBreak = Self.firstLineBreak(in: bytes, from: 0) else { return write(bytes) }
    write(UnsafeBufferPointer(rebasing: bytes[...firstBreak]))
    indentation.withUnsafeBufferPointer { indentation in
      var lineStart = firstBreak + 1
      while lineStart < bytes.count {
        let end = Self.firstLineBreak(in: bytes, from: lineStart).map { $0 + 1 } ?? bytes.count
        if !Self.isEmptyLine(UnsafeBufferPointer(rebasing: bytes[lineStart...])) {
          output.append(indentation)
        }
        output.append(UnsafeBufferPointer(rebasing: bytes[lineStart..<end]))
        lineStart = end
      }
    }
    if bytes[bytes.count - 1] == UInt8(ascii: "\n") {
      owe(indentation, skippingEmptyLine: true)
    }
  }

  /// Whether `bytes` starts with a line break (`\n` or `\r\n`), so that its line is empty.
  @inline(__always)
  private static func isEmptyLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes[0] == UInt8(ascii: "\n")
      || (bytes[0] == UInt8(ascii: "\r") && bytes.count > 1 && bytes[1] == UInt8(ascii: "\n"))
  }

  /// The index of the first `\n` at or after `start`: a short run is scanned a word at a time
  /// (calling `memchr` costs more than scanning a name), a longer one by `memchr`.
  @inline(__always)
  private static func firstLineBreak(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int?
  {
    guard bytes.count - start > 64, let base = bytes.baseAddress else {
      return ASCIIScan.firstLineFeed(bytes, from: start)
    }
    guard let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) else {
      return nil
    }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base)
  }

  private mutating func owe(_ indentation: [UInt8], skippingEmptyLine: Bool = false) {
    pending = indentation
    pendingSkipsEmptyLine = skippingEmptyLine
  }

  private mutating func write(_ text: String) {
    text.withUTF8Bytes { write($0) }
  }

  private mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard !bytes.isEmpty else { return }
    if let pending {
      if !(pendingSkipsEmptyLine && Self.isEmptyLine(bytes)) { output.append(pending) }
      self.pending = nil
    }
    output.append(bytes)
  }
}
