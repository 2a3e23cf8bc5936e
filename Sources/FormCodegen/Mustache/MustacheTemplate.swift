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
  public func render(
    _ context: MustacheValue, partials: MustachePartials = [:],
    escaping: MustacheEscaping = .html
  ) -> String {
    withRenderedBytes(context, partials: partials, escaping: escaping) {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// ``render(_:partials:escaping:)``, handing the UTF-8 to `body` where it was rendered, without
  /// copying it out first; `capacity` is a hint for the output size.
  func withRenderedBytes<R>(
    _ context: MustacheValue, partials: MustachePartials = [:],
    escaping: MustacheEscaping = .html, capacity: Int = 0,
    _ body: (UnsafeBufferPointer<UInt8>) -> R
  ) -> R {
    var renderer = MustacheRenderer(
      stack: [context], partials: partials, escaping: escaping, capacity: capacity)
    renderer.render(nodes)
    return renderer.output.withUnsafeBufferPointer(body)
  }
}
