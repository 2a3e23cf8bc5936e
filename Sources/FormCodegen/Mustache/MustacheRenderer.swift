/// Renders nodes against a context stack, indenting the lines of standalone partials.
struct MustacheRenderer {
  let partials: MustachePartials
  let escaping: MustacheEscaping
  /// The contexts, innermost last.
  var stack: [MustacheValue]
  /// What has been rendered so far.
  private(set) var output = ""
  /// The indentation of the standalone partial being rendered, owed at each of its line starts.
  private var indentation = ""
  /// Indentation owed before the next output. Writing it lazily means that lines a standalone tag
  /// removed, and the end of a partial, leave none behind.
  private var pending: String?
  /// How many partials are being rendered inside each other.
  private var partialDepth = 0
  /// Partials nested deeper than this render as nothing, so a partial that includes itself
  /// without end cannot exhaust the stack.
  static let maxPartialDepth = 64

  init(stack: [MustacheValue], partials: MustachePartials, escaping: MustacheEscaping) {
    self.stack = stack
    self.partials = partials
    self.escaping = escaping
  }

  mutating func render(_ nodes: [MustacheNode]) {
    for node in nodes {
      switch node {
      case .text(let text):
        writeLiteral(text)
      case .variable(let name, let escaped):
        guard let value = name.resolve(in: stack) else { continue }
        var text = value.printed
        if case .lambda(let body) = value { text = expand(body(nil)) }
        write(escaped ? escaping.escape(text) : text)
      case .section(let name, let inverted, let nodes, let source, let delimiters):
        let value = name.resolve(in: stack) ?? .null
        if inverted {
          if !value.isTruthy { render(nodes) }
        } else if case .lambda(let body) = value {
          let result = body(source)
          if let template = try? MustacheTemplate(parsing: result, delimiters: delimiters) {
            render(template.nodes)
          } else {
            writeLiteral(result)
          }
        } else {
          let items =
            if case .list(let items) = value { items } else { value.isTruthy ? [value] : [] }
          for item in items {
            stack.append(item)
            render(nodes)
            stack.removeLast()
          }
        }
      case .partial(let name, let indentation):
        renderPartial(name, indentation: indentation)
      case .dynamicPartial(let name, let indentation):
        guard case .string(let partialName)? = name.resolve(in: stack) else { continue }
        renderPartial(partialName, indentation: indentation)
      }
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
    indentation = own.map { outer + $0 } ?? ""
    if own != nil { pending = indentation }
    render(template.nodes)
    indentation = outer
    if own != nil { pending = outer }
  }

  /// A lambda's result rendered as a template with default delimiters; text that does not parse
  /// is kept as it is.
  private func expand(_ source: String) -> String {
    guard let template = try? MustacheTemplate(parsing: source) else { return source }
    var renderer = MustacheRenderer(stack: stack, partials: partials, escaping: escaping)
    renderer.render(template.nodes)
    return renderer.output
  }

  /// Template text: owes the indentation after each line break.
  private mutating func writeLiteral(_ text: String) {
    guard !indentation.isEmpty else { return write(text) }
    var lineStart = text.startIndex
    for index in text.utf8.indices where text.utf8[index] == UInt8(ascii: "\n") {
      let next = text.utf8.index(after: index)
      write(text[lineStart..<next])
      pending = indentation
      lineStart = next
    }
    write(text[lineStart...])
  }

  private mutating func write(_ text: some StringProtocol) {
    guard !text.isEmpty else { return }
    if let pending {
      output += pending
      self.pending = nil
    }
    output += text
  }
}
