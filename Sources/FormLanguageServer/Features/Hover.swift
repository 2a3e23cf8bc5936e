import FormCompiler
import FormDiagnostics
import FormSpec

/// `textDocument/hover`: a key's documentation and allowed values; on an input (its kind key, its
/// id, or a reference to it) what `formc plan` says about it; on a word, what the word sets; on
/// a diagnostic, what `formc explain` says about its rule.
enum Hover {
  /// The hover at `position`, or `null`.
  static func hover(_ context: FeatureContext, at position: TextPosition) -> JSON {
    let document = context.document
    let offset = document.offset(of: position)
    let syntax = context.syntax
    var sections: [String] = []
    var range: Range<Int>?
    if let scalar = syntax.scalar(at: offset) {
      range = scalar.range
      sections += describe(scalar, context: context, syntax: syntax)
    }
    let diagnostics = context.analysis.diagnostics.filter { diagnostic in
      let token = document.tokenRange(at: document.offset(of: diagnostic.location))
      return token.lowerBound <= offset && offset <= token.upperBound
    }
    var explained = Set<RuleID>()
    for diagnostic in diagnostics where explained.insert(diagnostic.rule).inserted {
      guard let rule = FormRules.description(of: diagnostic.rule) else { continue }
      if range == nil {
        range = document.tokenRange(at: document.offset(of: diagnostic.location))
      }
      sections.append(
        "**formc explain \(rule.id.rawValue)**\n\n```text\n\(rule.explanation)```")
    }
    guard !sections.isEmpty else { return .null }
    let markdown = sections.joined(separator: "\n\n---\n\n")
    return JSON.object(dropping: [
      "contents": context.markup(markdown, markdownSupported: context.capabilities.hoverMarkdown),
      "range": range.map { context.range($0).json },
    ])
  }

  static func describe(
    _ scalar: SpecSyntax.Scalar, context: FeatureContext, syntax: SpecSyntax
  ) -> [String] {
    switch scalar.role {
    case .key(let place, let key):
      var sections = [keySection(key, in: place)]
      if let kind = Node.Kind(rawValue: key), kind.isInput || kind.isControl,
        let owner = scalar.owner,
        let id = syntax.nodes[owner].id
      {
        sections.append(PlanHover.describe(input: id, in: context))
      }
      return sections
    case .value(let place, let key):
      if case .nodeID? = SpecVocabulary.value(of: key, in: place),
        Node.Kind(rawValue: key)?.isInput == true
      {
        return [PlanHover.describe(input: scalar.text, in: context)]
      }
      if let reference = syntax.references.first(where: {
        $0.range == scalar.range && $0.role != .flag
      }) {
        return [referenceSection(reference, syntax: syntax, context: context)]
      }
      return [wordSection(scalar.text, key: key, place: place) ?? keySection(key, in: place)]
    case .entry(let place, let key):
      if let reference = syntax.references.first(where: { $0.range == scalar.range }) {
        return [referenceSection(reference, syntax: syntax, context: context)]
      }
      if case .settings("lint") = place,
        let rule = FormRules.description(of: RuleID(rawValue: scalar.text))
      {
        return ["**formc explain \(rule.id.rawValue)**\n\n```text\n\(rule.explanation)```"]
      }
      return [wordSection(scalar.text, key: key, place: place) ?? keySection(key, in: place)]
    }
  }

  /// A key's documentation, allowed values, default and whether it is required.
  static func keySection(_ key: String, in place: SpecVocabulary.Place) -> String {
    var lines = ["**\(Markdown.code(key))** \(place.summary)"]
    guard SpecVocabulary.keys(in: place).contains(key) else {
      lines.append("")
      lines.append("The format has no key \(Markdown.code(key)) here.")
      return lines.joined(separator: "\n")
    }
    let entry = KeyDocumentation.entry(for: key, in: place)
    if let summary = entry?.summary {
      lines.append("")
      lines.append(summary)
    }
    var facts: [String] = []
    if let value = SpecVocabulary.value(of: key, in: place) {
      facts.append("- Value: \(value.summary)")
    }
    if SpecVocabulary.requiredKeys(in: place).contains(key) {
      facts.append("- Required")
    } else if let defaultValue = entry?.defaultValue {
      facts.append("- Default: \(defaultValue)")
    }
    if !facts.isEmpty {
      lines.append("")
      lines += facts
    }
    return lines.joined(separator: "\n")
  }

  /// What an enumerated word sets: a preset's traits, a content type's iOS version.
  static func wordSection(_ word: String, key: String, place: SpecVocabulary.Place) -> String? {
    guard
      case .words(let words)? = SpecVocabulary.value(of: key, in: place) ?? listElement(key, place),
      words.contains(word)
    else { return nil }
    let (_, documentation) = Completion.describe(word: word, key: key, place: place)
    var text = "**\(Markdown.code(word))**: \(Markdown.code(key)) \(place.summary)"
    if let documentation { text += "\n\n\(documentation)" }
    return text
  }

  private static func listElement(_ key: String, _ place: SpecVocabulary.Place)
    -> SpecVocabulary.Value?
  {
    if case .list(let element)? = SpecVocabulary.value(of: key, in: place) { return element }
    return nil
  }

  /// A reference: the input it names, with its plan, or that it names nothing.
  static func referenceSection(
    _ reference: SpecSyntax.Reference, syntax: SpecSyntax, context: FeatureContext
  ) -> String {
    guard let declaration = syntax.declaration(of: reference.name) else {
      return "No node has the id \(Markdown.code(reference.name))."
    }
    if reference.role == .reveal {
      let kind = declaration.kind?.rawValue ?? "node"
      let article = kind == "image" ? "an" : "a"
      return
        "\(Markdown.code(reference.name)) is \(article) \(kind), brought into view with the input while it is focused and \(Markdown.code(reference.name)) is shown."
    }
    guard declaration.kind?.isInput == true || declaration.kind?.isControl == true else {
      return
        "\(Markdown.code(reference.name)) is a \(declaration.kind?.rawValue ?? "node"), not an input."
    }
    return PlanHover.describe(input: reference.name, in: context)
  }
}
