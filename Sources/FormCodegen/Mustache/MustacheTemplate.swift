/// A Mustache template, parsed once and rendered any number of times.
public struct MustacheTemplate: Sendable {
  /// The parsed template.
  let nodes: [MustacheNode]

  /// Parses `source` with the default `{{` `}}` delimiters.
  public init(parsing source: String) throws(MustacheError) {
    try self.init(parsing: source, delimiters: ("{{", "}}"))
  }

  /// Parses `source` starting with the given delimiters (section lambdas use the current ones).
  init(parsing source: String, delimiters: (open: String, close: String)) throws(MustacheError) {
    var parser = MustacheParser(source, delimiters: delimiters)
    nodes = try parser.parse()
  }

  /// Renders the template with `context` as the bottom of the context stack.
  ///
  /// - Parameters:
  ///   - context: The data; usually a dictionary.
  ///   - partials: Templates for `{{>name}}`; missing ones render as nothing.
  ///   - escaping: How `{{name}}` escapes; `.none` for generated source code.
  ///   - indentingValueLines: Whether a value that spans several lines is indented as a block
  ///     where its tag stands, as the Mustache spec indents a standalone partial: each line the
  ///     value starts after its first begins with the spaces and tabs that start the tag's line in
  ///     the template (only those: other text before the tag on its line is not copied), on top of
  ///     the indentation of the standalone partials the tag is in. An empty line gets none, so no
  ///     trailing whitespace is added. After a value ending in a line break, template text that
  ///     follows the tag on its line is indented the same way. The spec says nothing of this
  ///     (interpolation prints a value as it is), so it is off by default and the spec's
  ///     conformance tests run without it; formc's templates render with it on, so the template
  ///     model writes multi-line values at column 0 and the templates' columns place them.
  public func render(
    _ context: MustacheValue, partials: MustachePartials = [:],
    escaping: MustacheEscaping = .html, indentingValueLines: Bool = false
  ) -> String {
    withRenderedBytes(
      context, partials: partials, escaping: escaping, indentingValueLines: indentingValueLines
    ) {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// ``render(_:partials:escaping:indentingValueLines:)``, handing the UTF-8 to `body` where it was
  /// rendered, without copying it out first; `capacity` is a hint for the output size.
  func withRenderedBytes<R>(
    _ context: MustacheValue, partials: MustachePartials = [:],
    escaping: MustacheEscaping = .html, indentingValueLines: Bool = false, capacity: Int = 0,
    _ body: (UnsafeBufferPointer<UInt8>) -> R
  ) -> R {
    var renderer = MustacheRenderer(
      stack: [context], partials: partials, escaping: escaping,
      indentsValues: indentingValueLines, capacity: capacity)
    renderer.render(nodes)
    return renderer.output.withUnsafeBufferPointer(body)
  }

  /// Renders the template without escaping into a new buffer of `capacity` bytes, except the
  /// variable `hole` (one key, e.g. `declarations`), which `write` writes itself where the tag
  /// stands (after the indentation owed there), with no copy in between.
  func renderedBytes(
    _ context: MustacheValue, capacity: Int, hole: String,
    write: @escaping (inout ByteBuffer) -> Void
  ) -> ByteBuffer {
    var renderer = MustacheRenderer(
      stack: [context], partials: [:], escaping: .none, capacity: capacity)
    renderer.hole = (hole, write)
    renderer.render(nodes)
    return renderer.takeOutput()
  }
}
