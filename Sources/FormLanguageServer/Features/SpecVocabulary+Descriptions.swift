import FormSpec

extension SpecVocabulary.Value {
  /// What the value may be, for people: "one of `insets`, `layoutGuide`, `none`".
  var summary: String {
    switch self {
    case .string: return "a string"
    case .formName: return "an UpperCamelCase Swift identifier"
    case .version: return "an iOS version, `major` or `major.minor`"
    case .bool: return "`true` or `false`"
    case .constantTrue: return "`true`"
    case .number(let minimum?, let exclusive):
      return "a number \(exclusive ? ">" : "≥") \(minimum)"
    case .number(nil, _): return "a number"
    case .count(let minimum): return "a whole number ≥ \(minimum)"
    case .words(let words): return "one of " + words.map(Markdown.code).joined(separator: ", ")
    case .inputID: return "the id of an input"
    case .nodeID(let kind):
      return kind.allowsEmptyID ? "the node's id (may be empty)" : "the \(kind.rawValue)'s id"
    case .list(let element): return "a list of \(element.pluralSummary)"
    case .mapping(let place):
      return "a mapping of "
        + SpecVocabulary.keys(in: place).map(Markdown.code).joined(separator: ", ")
    case .mappingOrBool(let place):
      return "`true`, `false`, or a mapping of "
        + SpecVocabulary.keys(in: place).map(Markdown.code).joined(separator: ", ")
    case .mappingOrString(let place):
      return "a string, or a mapping of "
        + SpecVocabulary.keys(in: place).map(Markdown.code).joined(separator: ", ")
    case .node: return "a node (a mapping with a kind key such as `field: email`)"
    }
  }

  /// The summary of a list's elements.
  private var pluralSummary: String {
    switch self {
    case .inputID: return "input ids"
    case .node: return "nodes"
    case .mapping(.rule): return "rules"
    case .words(let words): return "words from " + words.map(Markdown.code).joined(separator: ", ")
    default: return summary
    }
  }
}

extension SpecVocabulary.Place {
  /// Where the place is, for people: "at the top level", "in a field", "in 'keyboard'".
  var summary: String {
    switch self {
    case .topLevel: return "at the top level"
    case .settings(let holder): return "in `\(holder)`"
    case .node(let kind?): return "in a \(kind.rawValue)"
    case .node(nil): return "in a node"
    case .rule: return "in a rule"
    }
  }
}
