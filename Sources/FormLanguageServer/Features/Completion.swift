import FormDiagnostics
import FormSpec

/// `textDocument/completion`: the keys valid at the cursor, the words a key takes, input presets
/// with their traits, the ids of inputs where an input id is expected, and rule ids in a
/// suppression comment.
///
/// The text being typed is rarely valid YAML (`inp` on a line of its own has no `:`), so the
/// place is found by writing a probe word at the cursor into a copy of the text, in a few ways,
/// until one parses; the probe's role in that tree (a key of some place, the value of some key,
/// an entry of some list) is what the cursor is.
enum Completion {
  /// The probe written at the cursor.
  static let probeWord = "formcCompletionProbe"

  /// LSP's `CompletionItemKind` values used here.
  enum ItemKind: Int {
    case keyword = 14
    case property = 10
    case value = 12
    case reference = 18
    case enumMember = 20
    case module = 9
  }

  /// Where the cursor is, as the probe found it.
  struct Probe {
    /// The probe's role.
    var role: SpecSyntax.Role
    /// The probe's scalar in the probed tree.
    var scalar: SpecSyntax.Scalar
    /// The probed tree.
    var syntax: SpecSyntax
    /// Whether the lines after the cursor's were dropped to make the text parse (so the tree
    /// lacks the nodes declared there).
    var isTruncated = false
  }

  /// The completion list at `position`.
  static func list(_ context: FeatureContext, at position: TextPosition) -> JSON {
    let items = self.items(context, at: position)
    return ["isIncomplete": false, "items": .array(items)]
  }

  static func items(_ context: FeatureContext, at position: TextPosition) -> [JSON] {
    let document = context.document
    let offset = document.offset(of: position)
    let word = document.wordRange(around: offset)
    if let items = suppressionItems(context, offset: offset, word: word) { return items }
    // The first reading of the cursor that offers something: `wr` under `focus:` parses as the
    // mapping's scalar value (which takes no words) before it parses as a key being typed.
    for probe in locate(in: document, at: offset, word: word) {
      let items = self.items(context, probe: probe, word: word)
      if !items.isEmpty { return items }
    }
    return []
  }

  static func items(_ context: FeatureContext, probe: Probe, word: Range<Int>) -> [JSON] {
    if let items = conditionValueItems(context, probe: probe, word: word) { return items }
    let followedByColon = isFollowedByColon(context.document, after: word.upperBound)
    switch probe.role {
    case .key(let place, _):
      return keyItems(context, place: place, probe: probe, word: word, addColon: !followedByColon)
    case .value(let place, let key):
      return valueItems(
        context, shape: SpecVocabulary.value(of: key, in: place), place: place, key: key,
        probe: probe, word: word)
    case .entry(let place, let key):
      switch SpecVocabulary.value(of: key, in: place) {
      case .list(let element)?:
        return valueItems(
          context, shape: element, place: place, key: key, probe: probe, word: word)
      // One id or a list of them (`reveal: [captchaImage]`, `requiredWithout: [email]`).
      case .inputID?:
        return valueItems(
          context, shape: .inputID, place: place, key: key, probe: probe, word: word)
      default:
        return []
      }
    }
  }

  // MARK: Finding the place

  /// Writes the probe at `offset` in copies of the text and reads each copy that parses with the
  /// probe in it, most likely reading first: on a line with nothing before the word, a key.
  static func locate(in document: TextDocument, at offset: Int, word: Range<Int>) -> [Probe] {
    let bytes = document.bytes
    let line = document.lines.line(containing: offset)
    let lineEnd = document.lines.ends[line]
    let probeBytes = Array(probeWord.utf8)
    let spacer: [UInt8] = offset > 0 && bytes[offset - 1] == UInt8(ascii: ":") ? [0x20] : []
    // 1. The probe inserted at the cursor: a value, an entry, a key with its ':' already there.
    let inserted = Array(bytes[..<offset]) + spacer + probeBytes + Array(bytes[offset...])
    // 2. The probe as a new key: the word replaced, the rest of the line dropped.
    let asKey =
      Array(bytes[..<word.lowerBound]) + spacer + probeBytes + Array(":".utf8)
      + Array(bytes[lineEnd...])
    let lineStart = document.lines.starts[line]
    let onlyIndented = bytes[lineStart..<word.lowerBound].allSatisfy { $0 == 0x20 }
    var candidates = (onlyIndented ? [asKey, inserted] : [inserted, asKey]).map { ($0, false) }
    // 3. The same with everything after the cursor's line dropped, for a document whose later
    //    lines do not parse.
    let truncation = bytes.count - lineEnd
    if truncation > 0 {
      candidates += candidates.map { (Array($0.0.dropLast(truncation)), true) }
    }
    var probes: [Probe] = []
    for (candidate, isTruncated) in candidates {
      let text = TextDocument(
        uri: document.uri, version: document.version,
        text: String(decoding: candidate, as: UTF8.self))
      let syntax = SpecSyntax(text)
      if let scalar = syntax.scalars.first(where: { $0.text.contains(probeWord) }) {
        probes.append(
          Probe(role: scalar.role, scalar: scalar, syntax: syntax, isTruncated: isTruncated))
      }
    }
    return probes
  }

  private static func isFollowedByColon(_ document: TextDocument, after offset: Int) -> Bool {
    var index = offset
    let bytes = document.bytes
    while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
    return index < bytes.count && bytes[index] == UInt8(ascii: ":")
  }

  // MARK: Keys

  static func keyItems(
    _ context: FeatureContext, place: SpecVocabulary.Place, probe: Probe, word: Range<Int>,
    addColon: Bool
  ) -> [JSON] {
    let mapping = probe.syntax.mappings.first { site in
      site.place == place && site.keys.contains { $0.contains(Completion.probeWord) }
    }
    let present = Set((mapping?.keys ?? []).filter { !$0.contains(Completion.probeWord) })
    let required = Set(SpecVocabulary.requiredKeys(in: place))
    var keys = SpecVocabulary.keys(in: place)
    if case .node(let kind?) = place {
      keys.removeAll { $0 == kind.rawValue }
    }
    if let bounds = rangeKeys(place: place, probe: probe) {
      keys.removeAll { !bounds.contains($0) }
    }
    return keys.enumerated().compactMap { index, key -> JSON? in
      guard !present.contains(key) else { return nil }
      let value = SpecVocabulary.value(of: key, in: place)
      let isKind = Node.Kind(rawValue: key) != nil && place == .node(nil)
      var documentation = KeyDocumentation.entry(for: key, in: place)?.summary ?? ""
      if let value { documentation += "\n\nValue: \(value.summary)." }
      if let defaultValue = KeyDocumentation.entry(for: key, in: place)?.defaultValue {
        documentation += " Default: \(defaultValue)."
      }
      let detail: String
      if isKind {
        detail = "node kind"
      } else if required.contains(key) {
        detail = "required"
      } else {
        detail = value.map { Markdown.plain($0.summary) } ?? ""
      }
      return item(
        context, label: key, kind: isKind ? .keyword : .property, detail: detail,
        documentation: documentation,
        sortText: "\(required.contains(key) ? 0 : 1)\(pad(index))",
        range: word, newText: addColon ? "\(key): " : key)
    }
  }

  // MARK: Values

  /// The keys of a `range` by the kind of the node that holds it: a date's `from` and `to`, a
  /// stepper's or slider's `min` and `max`; `nil` outside a `range` or when the kind is unknown.
  static func rangeKeys(place: SpecVocabulary.Place, probe: Probe) -> [String]? {
    guard place == .settings("range"), let owner = probe.scalar.owner,
      probe.syntax.nodes.indices.contains(owner), let kind = probe.syntax.nodes[owner].kind
    else { return nil }
    switch kind {
    case .date: return ["from", "to"]
    case .stepper, .slider: return ["min", "max"]
    default: return nil
    }
  }

  static func valueItems(
    _ context: FeatureContext, shape: SpecVocabulary.Value?, place: SpecVocabulary.Place,
    key: String, probe: Probe, word: Range<Int>
  ) -> [JSON] {
    switch shape {
    case .words(let words)?:
      return words.enumerated().map { index, value in
        let (detail, documentation) = describe(word: value, key: key, place: place)
        return item(
          context, label: value, kind: .enumMember, detail: detail, documentation: documentation,
          sortText: pad(index), range: word, newText: value)
      }
    case .bool?, .mappingOrBool?:
      return ["true", "false"].enumerated().map { index, flag in
        item(
          context, label: flag, kind: .value, detail: "bool", documentation: nil,
          sortText: pad(index), range: word, newText: flag)
      }
    case .constantTrue?:
      return [
        item(
          context, label: "true", kind: .value, detail: "bool", documentation: nil, sortText: "0",
          range: word, newText: "true")
      ]
    case .inputID?:
      return idItems(context, place: place, key: key, probe: probe, word: word)
    case .formName?:
      guard let name = suggestedFormName(context.document.uri) else { return [] }
      return [
        item(
          context, label: name, kind: .value, detail: "from the file name", documentation: nil,
          sortText: "0", range: word, newText: name)
      ]
    default:
      return []
    }
  }

  /// A word's detail and documentation: a preset's traits, a content type's iOS version.
  static func describe(word: String, key: String, place: SpecVocabulary.Place) -> (
    String, String?
  ) {
    switch (place, key) {
    case (.node, "input"):
      guard let preset = InputPreset(rawValue: word) else { return ("preset", nil) }
      return (preset.traits.summary, "Input preset `\(word)`: \(preset.traits.summary).")
    case (.node, "contentType"):
      guard let type = ContentType.byName[word] else { return ("content type", nil) }
      return (
        "iOS \(type.introduced)+", "`UITextContentType.\(word)`, iOS \(type.introduced) and later."
      )
    case (.node, "keyboard"):
      guard let keyboard = KeyboardType(rawValue: word) else { return ("keyboard", nil) }
      return (
        keyboard.isPad ? "pad: no return key" : "keyboard type",
        "`UIKeyboardType.\(keyboard == .url ? "URL" : word)`"
          + (keyboard.isPad ? "; a pad without a return key." : ".")
      )
    case (.node, "format"):
      guard let format = StandardTextFormat(rawValue: word) else { return ("app format", nil) }
      return ("standard format", "Format `\(word)`: \(format.summary).")
    case (.settings("lint"), "disable"):
      guard let rule = RuleID(rawValue: word).rule else { return ("rule", nil) }
      return ("warning", rule.summary)
    default:
      return (key, nil)
    }
  }

  /// Input ids where `key` expects one, without the ones that cannot be right there: the node's
  /// own id, and for `focus.order` the ids already listed.
  static func idItems(
    _ context: FeatureContext, place: SpecVocabulary.Place, key: String, probe: Probe,
    word: Range<Int>
  ) -> [JSON] {
    let syntax = probe.syntax
    let ownerID = probe.scalar.owner.flatMap { syntax.nodes[$0].id }
    var excluded: Set<String> = ownerID.map { [$0] } ?? []
    if case .settings("focus") = place {
      for reference in syntax.references where reference.role == .focusOrder {
        if !reference.name.contains(probeWord) { excluded.insert(reference.name) }
      }
    }
    // `visibleWhen.flag`, and the `flag` of a `when` entry of a text that changes with app
    // flags, name a flag of the top-level `flags` list.
    if place == .settings("visibleWhen") || place == SpecVocabulary.textVariant, key == "flag" {
      var seen = Set<String>()
      return syntax.flags.enumerated().compactMap { index, flag -> JSON? in
        guard seen.insert(flag).inserted else { return nil }
        return item(
          context, label: flag, kind: .reference, detail: "flag", documentation: nil,
          sortText: pad(index), range: word, newText: flag)
      }
    }
    // `reveal` names what shows with the input: an image, a label or a button.
    if case .node = place, key == "reveal" {
      var seen = Set<String>()
      return syntax.nodes.enumerated().compactMap { index, node -> JSON? in
        guard let id = node.id, let kind = node.kind,
          [Node.Kind.image, .label, .button].contains(kind), !excluded.contains(id),
          seen.insert(id).inserted
        else { return nil }
        return item(
          context, label: id, kind: .reference, detail: kind.rawValue, documentation: nil,
          sortText: pad(index), range: word, newText: id)
      }
    }
    // A date rule (`after`, `onOrAfter`, …) names another date, which is a typed control.
    let namesDates = place == .rule && ["after", "before", "onOrAfter", "onOrBefore"].contains(key)
    // A `visibleWhen` may name a typed control (a switch) as well as an input, and `valueOf` a
    // choice whose options the app loads.
    let allowsControls =
      place == .settings("visibleWhen") || namesDates || key == "valueOf"
    var inputs = allowsControls ? syntax.inputsAndControls : syntax.inputs
    if probe.isTruncated, let earlier = context.cache.lastYAMLSyntax {
      // The inputs declared after the cursor, as the document's last version that was YAML had
      // them (the probed text lost them with its last lines).
      let known = Set(inputs.map(\.id))
      inputs += (allowsControls ? earlier.inputsAndControls : earlier.inputs).filter {
        !known.contains($0.id)
      }
    }
    var seen = Set<String>()
    return inputs.enumerated().compactMap { index, input -> JSON? in
      guard !excluded.contains(input.id), !namesDates || input.node.kind == .date,
        seen.insert(input.id).inserted
      else { return nil }
      let kind = input.node.kind?.rawValue ?? "input"
      return item(
        context, label: input.id, kind: .reference, detail: kind, documentation: nil,
        sortText: pad(index), range: word, newText: input.id)
    }
  }

  /// `SignUp` for `…/SignUp.form.yaml`, when the file name is an acceptable form name.
  static func suggestedFormName(_ uri: String) -> String? {
    let path = DocumentURI.filePath(uri) ?? uri
    guard let file = path.split(separator: "/").last else { return nil }
    let name = String(file.split(separator: ".").first ?? "")
    guard Identifier.problem(with: name, upperCamelCase: true) == nil else { return nil }
    return name
  }

  // MARK: Suppression comments

  /// Rule ids after `# formc:disable-next-line`, or `nil` when the cursor is not in one.
  static func suppressionItems(_ context: FeatureContext, offset: Int, word: Range<Int>)
    -> [JSON]?
  {
    let document = context.document
    let line = document.lines.line(containing: offset)
    let before = document.text(document.lines.starts[line]..<offset)
    let trimmed = before.drop { $0 == " " || $0 == "\t" }
    guard trimmed.hasPrefix("#") else { return nil }
    let comment = trimmed.dropFirst().drop { $0 == " " }
    let directive = "formc:disable-next-line"
    guard comment.hasPrefix(directive + " ") || comment.hasPrefix(directive + ",") else {
      return nil
    }
    let whole = document.text(document.lines.starts[line]..<document.lines.ends[line])
    let listed = Set(
      whole.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init))
    let current = document.text(word)
    return Rule.all.filter(\.isConfigurable).enumerated().compactMap { index, rule -> JSON? in
      let id = rule.id.rawValue
      guard id == current || !listed.contains(id) else { return nil }
      return item(
        context, label: id, kind: .module, detail: "warning", documentation: rule.summary,
        sortText: pad(index), range: word, newText: id)
    }
  }

  // MARK: Items

  static func item(
    _ context: FeatureContext, label: String, kind: ItemKind, detail: String,
    documentation: String?, sortText: String, range: Range<Int>, newText: String
  ) -> JSON {
    JSON.object(dropping: [
      "label": .string(label),
      "kind": .int(kind.rawValue),
      "detail": detail.isEmpty ? nil : .string(detail),
      "documentation": documentation.map {
        context.markup($0, markdownSupported: context.capabilities.completionMarkdown)
      },
      "sortText": .string(sortText),
      "filterText": .string(label),
      "textEdit": context.edit(range, newText),
    ])
  }

  static func pad(_ index: Int) -> String {
    let digits = String(index)
    return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
  }
}
