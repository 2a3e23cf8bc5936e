extension MustacheTemplate {
  /// The first key of every variable and section tag, in template order, repeats included
  /// (`a` for `{{a.b}}`; nothing for `{{.}}`).
  var tagKeys: [String] {
    var keys: [String] = []
    func walk(_ nodes: [MustacheNode]) {
      for node in nodes {
        switch node {
        case .variable(let variable): variable.name.keys.first.map { keys.append($0) }
        case .section(let section):
          section.name.keys.first.map { keys.append($0) }
          walk(section.nodes)
        case .dynamicPartial(let tag): tag.name.keys.first.map { keys.append($0) }
        case .text, .partial: break
        }
      }
    }
    walk(nodes)
    return keys
  }

  /// The number of spaces and tabs that start the line of the first `{{key}}` variable tag, or
  /// `nil` when the template prints no such tag: the column a multi-line value printed there is
  /// laid out for.
  func lineIndentation(ofVariable key: String) -> Int? {
    func find(_ nodes: [MustacheNode]) -> Int? {
      for node in nodes {
        switch node {
        case .variable(let variable) where variable.name.keys == [key]:
          return variable.lineIndentation.count
        case .section(let section):
          if let found = find(section.nodes) { return found }
        default: break
        }
      }
      return nil
    }
    return find(nodes)
  }
}
