/// One piece of a parsed template.
enum MustacheNode: Sendable {
  /// Literal text as UTF-8, with standalone tag lines already removed.
  case text([UInt8])
  /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}`.
  case variable(MustacheName, escaped: Bool)
  /// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`; `source` and `delimiters` are for lambdas.
  case section(
    MustacheName, inverted: Bool, nodes: [MustacheNode], source: String,
    delimiters: (open: String, close: String))
  /// `{{>name}}`; `indentation` is the leading whitespace of a standalone tag, else `nil`.
  case partial(String, indentation: String?)
  /// `{{>*name}}`: the partial named by the value of `name`.
  case dynamicPartial(MustacheName, indentation: String?)
}
