import FormDiagnostics

/// Decodes a located YAML tree into a ``FormDefinition``, reporting every problem it finds.
///
/// Decoding never stops at the first problem: a bad value is reported and left out (its default
/// applies), an unknown key is reported and skipped, a node without a kind is reported and dropped.
struct SpecDecoder {
  let document: YAMLDocument
  var diagnostics: [Diagnostic] = []
  /// The most diagnostics kept (0: no limit); past it they are only counted.
  var diagnosticLimit = 0
  /// The diagnostics past ``diagnosticLimit``, counted but not built.
  var omittedDiagnostics = 0
  /// Each id declared so far, kept as the located id: its `SourceLocation` is made (its path
  /// read from `SourcePathTable` under its lock) only for a diagnostic.
  private var firstIDs: [String: Located<String>] = [:]
  /// The keys of the mappings of the nodes being decoded, outermost first (``decodeNode(_:)``).
  var nodeKeyStack: [NodeKey?] = []
  /// The first use of each app check's name: whether it is local, and where.
  var firstChecks: [String: (local: Bool, location: SourceLocation)] = [:]
  private var platformChecks: [(ContentType, SourceLocation)] = []
  /// Each choice with `options: app`: its id and where `app` is (its options are generated as a
  /// property named `<id>Options`, checked against every id once all are declared).
  var appOptionChoices: [(id: Located<String>, at: SourceLocation)] = []

  /// The document's path in the table of paths, looked up once rather than per located value.
  let pathID: SourcePathTable.ID

  init(document: YAMLDocument) {
    self.document = document
    pathID = SourcePathTable.shared.id(document.path)
    // A spec declares about one id per 19 YAML nodes: room for one per 16 spares the table the
    // doublings that hashed every id declared so far again.
    firstIDs.reserveCapacity(document.nodes.count / 16)
    // The nodes' keys along the deepest path of a spec: a few dozen.
    nodeKeyStack.reserveCapacity(64)
  }

  /// `value` located at the node `id`, introduced by the key `key`.
  ///
  /// The value is taken, not borrowed: a text read from the document (`document.text(of:)`, a
  /// new reference) moves into the result, where a borrowed one was retained again and the
  /// caller's reference released.
  func located<Value>(_ value: consuming Value, at id: YAMLNode.ID, key: YAMLNode.ID? = nil)
    -> Located<Value>
  {
    // The nodes' numbers read in place: copies of the nodes (twice per decoded value) retained
    // and released their texts.
    let (line, column) = (document[id].line, document[id].column)
    let isOneLineScalar = document[id].kind == .scalar && document[id].endLine == line
    return Located(
      value, path: pathID, line: line, column: column, keyLine: key.map { document[$0].line },
      keyColumn: key.map { document[$0].column },
      length: isOneLineScalar ? document[id].endColumn - column : 0)
  }

  /// The fix-it that replaces a scalar's token with `suggestion`, when the token lies on one line.
  func suggestionFixIts(replacing id: YAMLNode.ID, with suggestion: String) -> [Diagnostic.FixIt] {
    document.fixIts(replacing: id, with: suggestion)
  }

  static let topLevelKeys = [
    "form", "title", "platform", "presentations", "flags", "keyboard", "toolbar", "focus",
    "actions", "validateOn",
    "content", "lint",
  ]

  /// The keys of each nested mapping, by the key that holds it. The schema uses the same table.
  static let nestedKeys: [String: [String]] = [
    "platform": ["iOS"],
    "keyboard": [
      "avoidance", "dismiss", "spacing", "submit", "afterSubmit", "onReturn", "stickyFooter",
    ],
    "toolbar": ["items", "title"],
    "focus": ["order", "wraps", "initial"],
    "lint": ["disable"],
    "lines": ["min", "max"],
    // A date's range has `from` and `to`, a stepper's or slider's `min` and `max`.
    "range": ["from", "to", "min", "max"],
    "visibleWhen": [
      "input", "flag", "equals", "notEquals", "in", "notEmpty", "empty", "contains", "all",
      "any",
    ],
    "actions": ["submit", "cancel"],
    "submit": ["title", "placement", "enabled"],
    "cancel": ["title", "placement", "confirmDiscard"],
    "check": ["name", "debounce", "local"],
    // A stepper's or slider's `format` as its English plural forms.
    "format": ["one", "other"],
  ]

  // MARK: Top level

  mutating func decode() -> FormDefinition? {
    let path = document.path
    guard let root = document.root else {
      let start = SourceLocation(path: path, line: 1, column: 1)
      report(.missingKey, "missing required key 'form'", at: start)
      report(.missingKey, "missing required key 'content'", at: start)
      return nil
    }
    guard document[root].kind == .mapping else {
      report(
        .invalidValue,
        "a spec must be a mapping of keys such as 'form' and 'content', not \(describe(root))",
        at: location(root))
      return nil
    }
    var name: Located<String>?
    var title: Located<String>?
    var titleVariants: [TextVariant] = []
    var platform = PlatformVersion.default
    var platformLocation: SourceLocation?
    var keyboard = KeyboardSettings()
    var toolbar = ToolbarSettings()
    var focus = FocusSettings()
    var actions = FormActions()
    var presentations: Located<[Located<ScreenPresentation>]>?
    var contentID: (key: YAMLNode.ID, value: YAMLNode.ID)?
    var lintDisable: [Located<RuleID>] = []
    var flags: [Located<String>] = []
    var validateOn: Located<ValidationTiming>?
    var layoutGuide: SourceLocation?

    for (key, value) in document.pairs(of: root) {
      let keyText = document[key].text
      switch keyText {
      case "form":
        guard let text = string(value, key: key) else { break }
        if let problem = Identifier.problem(with: text.value, upperCamelCase: true) {
          report(
            .invalidIdentifier, "invalid form name: \(problem)", at: text.location,
            fixIts: Identifier.suggestion(for: text.value, upperCamelCase: true).map {
              suggestionFixIts(replacing: value, with: $0)
            } ?? [])
        } else {
          name = text
        }
      case "title":
        let text = variantText(value, key: key)
        title = text?.text
        titleVariants = text?.variants ?? []
      case "platform":
        for (subkey, subvalue) in mapping(
          value, key: key, place: "'platform'", keys: Self.nestedKeys["platform"]!)
        {
          guard let text = string(subvalue, key: subkey) else { continue }
          if let version = PlatformVersion(parsing: text.value), version >= .minimum {
            platform = version
            platformLocation = text.location
          } else {
            report(
              .invalidValue,
              "'iOS' must be a version 'major' or 'major.minor' of \(PlatformVersion.minimum) or later, not \(quote(text.value))",
              at: text.location)
          }
        }
      case "keyboard":
        let keys = Self.nestedKeys["keyboard"]!
        for (subkey, subvalue) in mapping(value, key: key, place: "'keyboard'", keys: keys) {
          switch document[subkey].text {
          case "avoidance":
            keyboard.avoidance = word(
              subvalue, key: subkey, byWord: Self.keyboardAvoidancesByWord)
            if keyboard.avoidance?.value == .layoutGuide { layoutGuide = location(subvalue) }
          case "dismiss":
            keyboard.dismiss = word(subvalue, key: subkey, byWord: Self.keyboardDismissModesByWord)
          case "spacing": keyboard.spacing = number(subvalue, key: subkey, minimum: 0)
          case "stickyFooter":
            keyboard.stickyFooter = number(subvalue, key: subkey, minimum: 0)
          case "afterSubmit":
            keyboard.afterSubmit = word(subvalue, key: subkey, byWord: Self.afterSubmitsByWord)
          case "onReturn":
            keyboard.onReturn = word(subvalue, key: subkey, byWord: Self.onReturnsByWord)
          default:
            keyboard.submit = word(
              subvalue, key: subkey, among: ReturnKey.submitKeys, byWord: Self.returnKeysByWord)
          }
        }
      case "toolbar": toolbar = decodeToolbar(value, key: key)
      case "focus":
        for (subkey, subvalue) in mapping(
          value, key: key, place: "'focus'", keys: Self.nestedKeys["focus"]!)
        {
          if document[subkey].text == "wraps" {
            focus.wraps = bool(subvalue, key: subkey)
          } else if document[subkey].text == "initial" {
            focus.initial = reference(subvalue, what: "an input id", key: subkey)
          } else if let entries = list(subvalue, key: subkey) {
            let ids = entries.compactMap { reference($0, what: "an input id") }
            focus.order = located(ids, at: subvalue, key: subkey)
          }
        }
      case "content": contentID = (key, value)
      case "actions": actions = decodeActions(value, key: key)
      case "presentations": presentations = decodePresentations(value, key: key)
      case "flags": flags = decodeFlags(value, key: key)
      case "validateOn": validateOn = word(value, key: key, byWord: Self.validationTimingsByWord)
      case "lint":
        for (subkey, subvalue) in mapping(
          value, key: key, place: "'lint'", keys: Self.nestedKeys["lint"]!)
        {
          guard let entries = list(subvalue, key: subkey) else { continue }
          lintDisable = entries.compactMap { entry in
            guard let text = scalarString(entry, what: "a rule id") else { return nil }
            return configurableRule(text.value, at: text.location, in: "'lint.disable'")
          }
        }
      default:
        reportUnknownKey(key, place: "at the top level", valid: Self.topLevelKeys)
      }
    }

    let firstKey = document.pairs(of: root).first.map { location($0.key) } ?? location(root)
    if name == nil && !document.pairs(of: root).contains(where: { document[$0.key].text == "form" })
    {
      report(.missingKey, "missing required key 'form'", at: firstKey)
    }
    guard let contentID else {
      report(.missingKey, "missing required key 'content'", at: firstKey)
      return nil
    }
    let content = decodeNode(contentID.value)
    if let layoutGuide, platform < PlatformVersion(15, 0) {
      report(
        .unsupportedPlatform,
        "'layoutGuide' avoidance needs iOS 15.0, but the deployment target is iOS \(platform)",
        at: layoutGuide)
    }
    for (contentType, at) in platformChecks where contentType.introduced > platform {
      report(
        .unsupportedPlatform,
        "content type '\(contentType.name)' needs iOS \(contentType.introduced), but the deployment target is iOS \(platform)",
        at: at)
    }
    for (id, at) in appOptionChoices {
      let name = id.value + "Options"
      guard let other = firstIDs[name] else { continue }
      report(
        .duplicateID,
        "the options the app loads for '\(id.value)' are generated as '\(name)', which is also an id",
        at: at, notes: [Diagnostic.Note("'\(name)' is declared here", at: other.location)])
    }
    checkActionPlacements(actions, toolbar: toolbar, content: content)
    guard let name, let content else { return nil }
    var definition = FormDefinition(
      path: path, name: name, title: title, platform: platform,
      platformLocation: platformLocation, keyboard: keyboard, toolbar: toolbar, focus: focus,
      content: content, contentKeyLocation: location(contentID.key), lintDisable: lintDisable,
      suppressions: [])
    definition.titleVariants = titleVariants
    definition.actions = actions
    definition.presentations = presentations
    definition.flags = flags
    definition.validateOn = validateOn
    return definition
  }

  /// A `toolbar`: the form's, or an input's own (the same shape).
  mutating func decodeToolbar(_ value: YAMLNode.ID, key: YAMLNode.ID) -> ToolbarSettings {
    var toolbar = ToolbarSettings()
    toolbar.location = location(key)
    let node = document[value]
    if node.kind == .scalar {
      if case .bool(let enabled)? = node.scalarValue {
        toolbar.isEnabled = enabled
      } else {
        report(
          .invalidValue,
          "'toolbar' must be a mapping, or true or false, not \(describe(value))",
          at: location(value))
      }
      return toolbar
    }
    for (subkey, subvalue) in mapping(
      value, key: key, place: "'toolbar'", keys: Self.nestedKeys["toolbar"]!)
    {
      if document[subkey].text == "title" {
        toolbar.title = word(subvalue, key: subkey, byWord: Self.toolbarTitleModesByWord)
        continue
      }
      guard let entries = list(subvalue, key: subkey) else { continue }
      if entries.isEmpty {
        report(
          .invalidValue,
          "'items' must not be empty; remove it for the default toolbar, or write 'toolbar: false'",
          at: location(subvalue))
        continue
      }
      var items: [Located<ToolbarItem>] = []
      for entry in entries {
        guard
          let item: Located<ToolbarItem> = word(
            entry, key: nil, what: "toolbar item", byWord: Self.toolbarItemsByWord)
        else { continue }
        if item.value != .flexibleSpace, let first = items.first(where: { $0.value == item.value })
        {
          report(
            .invalidValue, "'\(item.value.rawValue)' appears more than once in 'items'",
            at: item.location,
            notes: [Diagnostic.Note("first '\(item.value.rawValue)' is here", at: first.location)])
          continue
        }
        items.append(item)
      }
      toolbar.items = items
    }
    return toolbar
  }

  // MARK: Reporting

  /// Records a diagnostic, or only counts it once ``diagnosticLimit`` diagnostics are kept.
  /// (The most frequent one, an unknown key, is not even built then: see
  /// ``reportUnknownKey(_:place:valid:extra:)``.)
  mutating func report(
    _ rule: RuleID, _ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = [],
    fixIts: [Diagnostic.FixIt] = []
  ) {
    guard !isFull else {
      omittedDiagnostics += 1
      return
    }
    diagnostics.append(Diagnostic(rule, message, at: location, notes: notes, fixIts: fixIts))
  }

  /// Whether ``diagnosticLimit`` diagnostics are kept, so further ones are only counted.
  var isFull: Bool { diagnosticLimit > 0 && diagnostics.count >= diagnosticLimit }

  mutating func reportUnknownKey(
    _ key: YAMLNode.ID, place: String, valid: [String], extra: String? = nil
  ) {
    guard !isFull else {
      omittedDiagnostics += 1
      return
    }
    let text = document[key].text
    var message = "unknown key \(quote(text)) \(place)"
    var fixIts: [Diagnostic.FixIt] = []
    if let extra {
      message += "; \(extra)"
    } else if let suggestion = EditDistance.suggestion(for: text, among: valid) {
      message += EditDistance.didYouMean(suggestion, for: text)
      fixIts = suggestionFixIts(replacing: key, with: suggestion)
    } else if !valid.isEmpty {
      message += "; valid keys are " + valid.map { "'\($0)'" }.joined(separator: ", ")
    }
    report(.unknownKey, message, at: location(key), fixIts: fixIts)
  }

  /// Records an id, reporting `duplicate-id` when it was declared before.
  mutating func declare(_ id: Located<String>) {
    // Inserted in one lookup; a duplicate, which is rare, puts the first location back. Looking
    // the id up and then inserting it hashed every id twice.
    guard let first = firstIDs.updateValue(id, forKey: id.value) else { return }
    firstIDs[id.value] = first
    report(
      .duplicateID, "duplicate id '\(id.value)'", at: id.location,
      notes: [Diagnostic.Note("'\(id.value)' is first declared here", at: first.location)])
  }

  mutating func requirePlatform(for contentType: ContentType, at location: SourceLocation) {
    platformChecks.append((contentType, location))
  }

  /// A rule id that configuration may name, or `nil` after reporting `invalid-value`.
  mutating func configurableRule(_ name: String, at location: SourceLocation, in place: String)
    -> Located<RuleID>?
  {
    let id = RuleID(rawValue: name)
    guard let rule = id.rule else {
      let suggestion = EditDistance.suggestion(for: name, among: Rule.all.map(\.id.rawValue))
      report(
        .invalidValue,
        "unknown rule \(quote(name)) in \(place)"
          + (suggestion.map { EditDistance.didYouMean($0, for: name) } ?? ""),
        at: location)
      return nil
    }
    guard rule.isConfigurable else {
      report(
        .invalidValue,
        "'\(name)' is \(rule.defaultSeverity == .error ? "an error" : "a note") and cannot be disabled; only warnings can be switched off",
        at: location)
      return nil
    }
    return Located(id, at: location)
  }

  // MARK: Access

  func location(_ id: YAMLNode.ID) -> SourceLocation { document.location(of: id) }

  /// How a node looks, for messages: `'text'`, `'text' tagged !!int`, `null`, `a list`,
  /// `a mapping`.
  func describe(_ id: YAMLNode.ID) -> String {
    let node = document[id]
    switch node.kind {
    case .sequence: return "a list"
    case .mapping: return "a mapping"
    case .scalar:
      if node.scalarValue == .null { return "null" }
      let text = quote(node.text)
      if let tag = node.tag.coreName { return "\(text) tagged \(tag)" }
      return node.style == .plain ? text : "the quoted string \(text)"
    }
  }
}

/// Quotes user text for a message on one line: `'text'`, newlines escaped, long text cut.
func quote(_ text: String) -> String {
  var shown = ""
  for scalar in text.unicodeScalars.prefix(48) {
    switch scalar {
    case "\n": shown += "\\n"
    case "\r": shown += "\\r"
    case "\t": shown += "\\t"
    default:
      shown.unicodeScalars.append(
        contentsOf: scalar.value < 0x20 || scalar.value == 0x7F
          ? scalar.escaped(asASCII: true).unicodeScalars : String(scalar).unicodeScalars)
    }
  }
  if text.unicodeScalars.count > 48 { shown += "…" }
  return "'\(shown)'"
}

extension YAMLNode.Tag {
  /// The tag as written, for a core-schema tag that names a type (`!!int`); `nil` for no tag and
  /// for the non-specific `!`.
  var coreName: String? {
    switch self {
    case .none, .nonSpecific, .foreign: return nil
    case .string: return "!!str"
    case .int: return "!!int"
    case .float: return "!!float"
    case .bool: return "!!bool"
    case .null: return "!!null"
    case .sequence: return "!!seq"
    case .mapping: return "!!map"
    }
  }
}
