import FormDiagnostics
import FormSpec

/// `textDocument/codeAction`: quick fixes for the diagnostics in the requested range.
///
/// - A diagnostic's fix-its (a "did you mean" suggestion, an identifier's spelling) replace their
///   token; one that removes text (an ineffective `toolbar` entry) removes its lines.
/// - `missing-key` adds each required key the mapping lacks, with a placeholder value.
/// - A warning gets a `# formc:disable-next-line rule-id` comment above its line (or its rule id
///   added to the comment already there).
/// - An unused suppression comment is removed.
enum CodeActions {
  /// The code actions for `range` (LSP positions), limited to `only` kinds when given.
  static func actions(_ context: FeatureContext, range: TextRange, only: [String]?) -> JSON {
    if let only, !only.contains(where: { $0 == "quickfix" || "quickfix".hasPrefix($0 + ".") }) {
      return []
    }
    let document = context.document
    let start = document.offset(of: range.start)
    let end = document.offset(of: range.end)
    let startLine = document.lines.line(containing: start)
    let endLine = document.lines.line(containing: end)
    var actions: [JSON] = []
    for diagnostic in context.analysis.diagnostics {
      let token = document.tokenRange(at: document.offset(of: diagnostic.location))
      let line = document.lines.line(containing: token.lowerBound)
      let overlaps =
        (token.lowerBound <= end && start <= token.upperBound)
        || (startLine...endLine).contains(line) && start == end
      guard overlaps else { continue }
      let json = DiagnosticConverter.json(diagnostic, in: document, uri: context.uri)
      actions += suggestionFixes(diagnostic, context: context, json: json)
      if diagnostic.rule == .missingKey {
        actions += missingKeyFixes(diagnostic, context: context, json: json)
      }
      // An unused suppression's removal is its fix-it (above); suppressing it makes no sense.
      if diagnostic.rule != .unusedSuppression, diagnostic.severity == .warning,
        diagnostic.rule.rule?.isConfigurable == true
      {
        actions.append(suppression(diagnostic, context: context, json: json))
      }
    }
    return .array(actions)
  }

  static func action(
    _ title: String, _ edits: [JSON], context: FeatureContext, diagnostic: JSON,
    preferred: Bool = false
  ) -> JSON {
    JSON.object(dropping: [
      "title": .string(title),
      "kind": "quickfix",
      "diagnostics": [diagnostic],
      "isPreferred": preferred ? true : nil,
      "edit": ["changes": .object([context.uri: .array(edits)])],
    ])
  }

  // MARK: Fix-its

  /// The diagnostic's fix-its (a "did you mean" word, an identifier's spelling), each replacing
  /// its token; a quoted token keeps its quotes. The first is the preferred fix.
  static func suggestionFixes(_ diagnostic: Diagnostic, context: FeatureContext, json: JSON)
    -> [JSON]
  {
    let document = context.document
    return diagnostic.fixIts.enumerated().compactMap { index, fixIt in
      let start = document.offset(of: fixIt.range.start)
      let end = document.offset(of: fixIt.range.end)
      guard start < end else { return nil }
      if fixIt.replacement.isEmpty {
        // A removal (an ineffective `toolbar` entry): its lines, titled by the fix-it.
        return action(
          fixIt.message.prefix(1).uppercased() + fixIt.message.dropFirst(),
          [context.edit(start..<end, "")], context: context, diagnostic: json,
          preferred: index == 0)
      }
      let content = Navigation.contentRange(start..<end, in: document)
      let old = document.text(content)
      guard old != fixIt.replacement else { return nil }
      return action(
        "Replace '\(old)' with '\(fixIt.replacement)'", [context.edit(content, fixIt.replacement)],
        context: context, diagnostic: json, preferred: index == 0)
    }
  }

  // MARK: Missing keys

  static func missingKeyFixes(_ diagnostic: Diagnostic, context: FeatureContext, json: JSON)
    -> [JSON]
  {
    let document = context.document
    let syntax = context.syntax
    let offset = document.offset(of: diagnostic.location)
    guard let mapping = syntax.mapping(startingAt: offset) ?? topLevelMapping(syntax, at: offset)
    else { return [] }
    var missing = SpecVocabulary.requiredKeys(in: mapping.place).filter {
      !mapping.keys.contains($0)
    }
    // A condition names an input or an app flag (the schema says "one of them"); an input's
    // condition needs a test, a flag's does not.
    if mapping.place == .settings("visibleWhen") {
      let namesFlag = mapping.keys.contains("flag")
      if !namesFlag, !mapping.keys.contains("input") { missing.append("input") }
      if !namesFlag,
        !["equals", "notEquals", "in", "contains", "notEmpty", "empty"].contains(
          where: mapping.keys.contains)
      {
        missing.append("notEmpty")
      }
    }
    return missing.map { key in
      let value = placeholder(for: key, in: mapping, syntax: syntax, context: context)
      return action(
        "Add '\(key)'", [insertion(key: key, value: value, into: mapping, context: context)],
        context: context, diagnostic: json, preferred: missing.count == 1)
    }
  }

  /// The root mapping, for a `missing-key` at the top level (reported at the first key).
  private static func topLevelMapping(_ syntax: SpecSyntax, at offset: Int)
    -> SpecSyntax.MappingSite?
  {
    syntax.mappings.first { $0.place == .topLevel && ($0.firstKey ?? $0.start) == offset }
  }

  /// A value that makes the key valid, for the user to change.
  static func placeholder(
    for key: String, in mapping: SpecSyntax.MappingSite, syntax: SpecSyntax,
    context: FeatureContext
  ) -> String {
    switch SpecVocabulary.value(of: key, in: mapping.place) {
    case .list?: return "[]"
    case .number?: return "44"
    case .count?: return "1"
    case .bool?: return "false"
    case .constantTrue?: return "true"
    case .formName?: return Completion.suggestedFormName(context.uri) ?? "MyForm"
    case .inputID?:
      let owner = mapping.owner.flatMap { syntax.nodes[$0].id }
      return syntax.inputs.first { $0.id != owner }?.id ?? "input"
    case .node?:
      return mapping.isFlow ? "{scroll: page, children: []}" : "\n  scroll: page\n  children: []"
    default: return "\"\""
    }
  }

  /// A `TextEdit` adding `key: value` to a mapping: before the `}` of a flow mapping, else on a
  /// new line after the mapping's last line, indented as its keys are.
  static func insertion(
    key: String, value: String, into mapping: SpecSyntax.MappingSite, context: FeatureContext
  ) -> JSON {
    let document = context.document
    if mapping.isFlow {
      let close = max(mapping.start, mapping.end - 1)
      let separator = mapping.keys.isEmpty ? "" : ", "
      return context.edit(close..<close, "\(separator)\(key): \(value)")
    }
    let lastLine = document.lines.line(containing: max(mapping.start, mapping.end - 1))
    let insertAt = document.lines.ends[lastLine]
    let keyStart = mapping.firstKey ?? mapping.start
    let keyLine = document.lines.line(containing: keyStart)
    let column = keyStart - document.lines.starts[keyLine]
    let indent = String(repeating: " ", count: column)
    let shownValue =
      value.hasPrefix("\n") ? value.replacing("\n", with: "\n" + indent) : " " + value
    return context.edit(insertAt..<insertAt, "\n\(indent)\(key):\(shownValue)")
  }

  // MARK: Suppressions

  /// Adds `# formc:disable-next-line rule-id` above the diagnostic's line, or the rule id to such
  /// a comment already there.
  static func suppression(_ diagnostic: Diagnostic, context: FeatureContext, json: JSON) -> JSON {
    let document = context.document
    let rule = diagnostic.rule.rawValue
    let offset = document.offset(of: diagnostic.location)
    let line = document.lines.line(containing: offset)
    let title = "Disable '\(rule)' for this line"
    if line > 0 {
      let previous = document.text(document.lines.starts[line - 1]..<document.lines.ends[line - 1])
      let trimmed = previous.drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix("#"),
        trimmed.dropFirst().drop(while: { $0 == " " }).hasPrefix("formc:disable-next-line")
      {
        let end = document.lines.ends[line - 1]
        return action(
          title, [context.edit(end..<end, ", \(rule)")], context: context, diagnostic: json)
      }
    }
    let start = document.lines.starts[line]
    let indent = document.indentation(ofLineAt: start)
    let lineBreak = document.lineBreak
    return action(
      title,
      [context.edit(start..<start, "\(indent)# formc:disable-next-line \(rule)\(lineBreak)")],
      context: context, diagnostic: json)
  }
}

extension TextDocument {
  /// The document's line break: the first one in it, LF when it has none.
  var lineBreak: String {
    guard lines.count > 1 else { return "\n" }
    let end = lines.ends[0]
    return end + 1 < bytes.count && bytes[end] == 0x0D && bytes[end + 1] == 0x0A
      ? "\r\n" : bytes[end] == 0x0D ? "\r" : "\n"
  }
}
