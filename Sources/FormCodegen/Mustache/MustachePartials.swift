/// Where `{{>name}}` finds its template; a name it cannot resolve renders as nothing.
public struct MustachePartials: Sendable, ExpressibleByDictionaryLiteral {
  private let resolve: @Sendable (String) -> MustacheTemplate?

  /// Partials from a dictionary of parsed templates.
  public init(_ templates: [String: MustacheTemplate]) {
    resolve = { templates[$0] }
  }

  /// Partials from a closure, called each time a partial tag renders.
  public init(resolving resolve: @escaping @Sendable (_ name: String) -> MustacheTemplate?) {
    self.resolve = resolve
  }

  /// Partials from a dictionary literal of parsed templates.
  public init(dictionaryLiteral elements: (String, MustacheTemplate)...) {
    self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }

  /// The template named `name`, if any.
  public func template(named name: String) -> MustacheTemplate? {
    resolve(name)
  }
}
