import FormDiagnostics

extension SpecDecoder {
  static let inputKeys = [
    "title", "placeholder", "hint", "input", "keyboard", "contentType", "autocapitalization",
    "autocorrection", "smartPunctuation", "secure", "returnKey", "value", "required", "rules",
    "next", "onReturn", "requiredMessage", "enabledWhen", "validateOn", "maxLength", "format",
    "check", "toolbar", "valueOf", "reveal",
  ]
  static let customKeys = [
    "title", "placeholder", "hint", "value", "required", "rules", "next", "requiredMessage",
    "enabledWhen", "validateOn", "inputView", "toolbar", "reveal",
  ]
  static let commonKeys = ["height", "visibleWhen"]
  /// The keys of a `switch`: no placeholder, text traits, return key, rules or `next`;
  /// `required` asks for it to be on (a terms switch).
  static let switchKeys = [
    "title", "hint", "value", "required", "requiredMessage", "enabledWhen",
  ]
  /// The keys of a `choice`: its options and style, a value among them, `required`,
  /// `enabledWhen`, and `valueOf` (another input whose value it edits).
  static let choiceKeys = [
    "title", "hint", "options", "style", "value", "required", "requiredMessage", "enabledWhen",
    "valueOf",
  ]
  /// The keys of a `multiChoice`: a choice's, with `value` a list of options, and the fewest
  /// (`min`) and most (`max`) options chosen.
  static let multiChoiceKeys = [
    "title", "hint", "options", "style", "value", "min", "max", "required", "requiredMessage",
    "enabledWhen",
  ]
  static let ruleKeys = [
    "minLength", "maxLength", "pattern", "email", "equals", "min", "max", "requiredWithout",
    "after", "before", "onOrAfter", "onOrBefore",
  ]
  /// The keys of a `date`: its components, style, value and range, `required`, and `rules`
  /// (`after`, `before`, `onOrAfter`, `onOrBefore` another date).
  static let dateKeys = [
    "title", "hint", "components", "style", "value", "range", "required", "requiredMessage",
    "rules", "enabledWhen",
  ]
  /// The keys of a `stepper`: its range, step, value and the label's format.
  static let stepperKeys = [
    "title", "hint", "range", "step", "value", "format", "enabledWhen",
  ]
  /// The keys of an `image`: where its picture comes from, how it fills its height, and what
  /// VoiceOver reads (or that it is decorative).
  static let imageKeys = ["source", "contentMode", "description", "decorative"]
  /// The keys of a `slider`: a stepper's, and the images at its ends.
  static let sliderKeys = stepperKeys + ["minimumImage", "maximumImage"]

  /// The property keys a node kind takes, in the order messages list them.
  static func propertyKeys(of kind: Node.Kind) -> [String] {
    propertyKeysByKind[kind]!
  }

  /// ``propertyKeys(of:)`` for every kind, built once rather than for every node.
  private static let propertyKeysByKind: [Node.Kind: [String]] = Dictionary(
    uniqueKeysWithValues: Node.Kind.allCases.map { ($0, makePropertyKeys(of: $0)) })

  private static func makePropertyKeys(of kind: Node.Kind) -> [String] {
    let specific: [String]
    switch kind {
    case .scroll: specific = ["children", "axis", "paging"]
    case .table: specific = ["children"]
    case .section: specific = ["children", "header", "footer"]
    case .stack: specific = ["children", "axis", "spacing"]
    case .field: specific = inputKeys
    // A text view's many lines take no format.
    case .textView: specific = inputKeys.filter { $0 != "format" } + ["lines"]
    case .custom: specific = customKeys
    case .switch: specific = switchKeys
    case .choice: specific = choiceKeys
    case .multiChoice: specific = multiChoiceKeys
    case .date: specific = dateKeys
    case .stepper: specific = stepperKeys
    case .slider: specific = sliderKeys
    case .label: specific = ["text"]
    case .button: specific = ["title", "action", "enabled"]
    case .spacer: specific = []
    case .image: specific = imageKeys
    }
    return specific + commonKeys
  }

  /// The keys a node kind cannot do without, besides its kind key.
  static func requiredKeys(of kind: Node.Kind) -> [String] {
    switch kind {
    case .scroll, .table, .section, .stack: return requiresChildren
    case .label: return requiresText
    case .button: return requiresTitle
    case .spacer, .custom: return requiresHeight
    case .image: return requiresSourceAndHeight
    case .choice, .multiChoice: return requiresOptions
    case .stepper, .slider: return requiresRange
    case .field, .textView, .switch, .date: return []
    }
  }

  private static let requiresChildren = ["children"]
  private static let requiresText = ["text"]
  private static let requiresTitle = ["title"]
  private static let requiresHeight = ["height"]
  private static let requiresSourceAndHeight = ["source", "height"]
  private static let requiresOptions = ["options"]
  private static let requiresRange = ["range"]

  static let allPropertyKeys: [String] = {
    var seen = Set<String>()
    return Node.Kind.allCases.flatMap(propertyKeys(of:)).filter { seen.insert($0).inserted }
  }()

  static let kindKeys = Node.Kind.allCases.map(\.rawValue)

  /// What a key of a node's mapping is: a kind key, or a property key with its place in each
  /// kind's ``propertyKeys(of:)``. One lookup (``nodeKey(_:)``) finds both, instead of a
  /// comparison with every kind name and then with every property name.
  enum NodeKey {
    /// A kind key such as `field`.
    case kind(Node.Kind)
    /// A property key; `positions[k]` is its index in `propertyKeys(of:)` of the kind with
    /// ordinal `k`, or -1 where that kind does not take it.
    case property(Property, positions: KindPositions)
  }

  /// A property key's index in each kind's ``propertyKeys(of:)``, by the kind's ordinal: a value
  /// of fixed size with no reference in it, so a ``NodeKey`` is copied without a retain (an array
  /// here was retained and released on every key of every node).
  typealias KindPositions = SIMD32<Int8>

  /// Every property key a node may have, spelt as written.
  enum Property: String, CaseIterable {
    case children, axis, paging, spacing, header, footer, text, action, title, lines, height
    case visibleWhen, placeholder, hint, input, keyboard, contentType, autocapitalization
    case autocorrection, smartPunctuation, secure, returnKey, value, required, rules, next
    case onReturn, enabled
    case requiredMessage, options, style, enabledWhen, validateOn, maxLength, format
    case check, inputView, toolbar, valueOf, reveal
    case components, range, step, minimumImage, maximumImage, min, max
    case source, contentMode, description, decorative
  }

  /// Every kind key and property key, each once: the kinds in `Node.Kind.allCases` order, then
  /// the properties in ``Property`` order. Each property's positions come from one pass over each
  /// kind's ``propertyKeys(of:)`` (looking every property up in every kind's list with
  /// `firstIndex(of:)` cost about 1.2 M instructions, paid by every run before its first spec).
  static let nodeKeyList: [(name: String, key: NodeKey)] = {
    let kinds = Node.Kind.allCases
    let properties = Property.allCases
    var offsets: [String: Int] = [:]
    offsets.reserveCapacity(properties.count)
    for (offset, property) in properties.enumerated() { offsets[property.rawValue] = offset }
    precondition(kinds.count <= KindPositions.scalarCount, "a kind without a key position")
    var positions = [KindPositions](
      repeating: KindPositions(repeating: -1), count: properties.count)
    for (ordinal, kind) in kinds.enumerated() {
      for (position, name) in propertyKeys(of: kind).enumerated() {
        // The first place a key stands, as `firstIndex(of:)` finds it.
        guard let offset = offsets[name], positions[offset][ordinal] < 0 else { continue }
        positions[offset][ordinal] = Int8(position)
      }
    }
    var list: [(name: String, key: NodeKey)] = []
    list.reserveCapacity(kinds.count + properties.count)
    for kind in kinds { list.append((kind.rawValue, .kind(kind))) }
    for (offset, property) in properties.enumerated() {
      list.append((property.rawValue, .property(property, positions: positions[offset])))
    }
    return list
  }()

  /// Every kind key and property key (``nodeKeyList`` by name).
  static let nodeKeys: [String: NodeKey] = Dictionary(
    nodeKeyList.lazy.map { ($0.name, $0.key) }, uniquingKeysWith: { $1 })

  /// ``nodeKeyList`` by first byte, each bucket holding a few keys with their UTF-8 length:
  /// finding a key costs a comparison or two instead of hashing its text. Built from the list
  /// in its order (sorting the keys by name cost about 0.35 M instructions at start-up).
  private static let nodeKeyBuckets: [[(name: String, length: Int, key: NodeKey)]] = {
    var buckets = [[(name: String, length: Int, key: NodeKey)]](repeating: [], count: 128)
    for (name, key) in nodeKeyList {
      buckets[Int(name.utf8.first!)].append((name, name.utf8.count, key))
    }
    return buckets
  }()

  /// What `text` is as a key of a node's mapping, as ``nodeKeys`` says.
  static func nodeKey(_ text: String) -> NodeKey? {
    guard let first = text.utf8.first, first < 128 else { return nil }
    let length = text.utf8.count
    // By position: each candidate is compared in place, not copied out of the bucket.
    let bucket = nodeKeyBuckets[Int(first)]
    for position in bucket.indices where bucket[position].length == length {
      if bucket[position].name == text { return bucket[position].key }
    }
    return nil
  }

  /// A kind's index in `Node.Kind.allCases`.
  static func ordinal(of kind: Node.Kind) -> Int {
    Node.Kind.allCases.firstIndex(of: kind)!
  }

  /// Decodes one node and its subtree, or returns `nil` after reporting why it cannot be one.
  mutating func decodeNode(_ value: YAMLNode.ID) -> Node? {
    guard document[value].kind == .mapping else {
      report(
        .invalidValue,
        "expected a node (a mapping with a kind key such as 'field: email'), not \(describe(value))",
        at: location(value))
      return nil
    }
    let pairs = document.pairs(of: value)
    let firstKey = pairs.first.map { location($0.key) } ?? location(value)
    // What each key is, found once: the key of pair `i` is `nodeKeyStack[keyBase + i]`, above
    // the keys of the nodes that hold this one, and gone when this node is decoded (the children
    // decoded meanwhile push theirs above and take them off again). One buffer serves every node
    // of the spec, where each node's own array was allocated and freed.
    let keyBase = nodeKeyStack.count
    for pair in pairs { nodeKeyStack.append(nodeKey(of: pair.key)) }
    defer { nodeKeyStack.removeLast(nodeKeyStack.count - keyBase) }
    var kindPosition: Int?
    for position in 0..<pairs.count {
      if case .kind? = nodeKeyStack[keyBase + position] {
        kindPosition = position
        break
      }
    }
    guard let kindPosition, case .kind(let kind)? = nodeKeyStack[keyBase + kindPosition] else {
      let kinds = Self.kindKeys.map { "'\($0)'" }.joined(separator: ", ")
      report(.missingKey, "node has no kind key; expected one of \(kinds)", at: firstKey)
      for (position, pair) in pairs.enumerated() where nodeKeyStack[keyBase + position] == nil {
        reportUnknownKey(
          pair.key, place: "in a node", valid: Self.kindKeys + Self.allPropertyKeys)
      }
      return nil
    }
    let kindPair = pairs[kindPosition]
    var node = Node(
      kind: kind, kindKeyLocation: location(kindPair.key), id: decodeID(kindPair, kind: kind),
      range: document.range(of: value))
    if let id = node.id { declare(id) }

    let ordinal = Self.ordinal(of: kind)
    var seen: UInt64 = 0  // bit i: propertyKeys(of: kind)[i] was given (a kind takes fewer than 64)
    var input = kind.isInput || kind.isControl ? InputProperties() : nil
    var image = kind == .image ? ImageProperties() : nil
    // The keys' nodes, not their locations, are kept until the node is decoded: a location holds
    // its path's string, so these three were destroyed (about 130 instructions each) at the end
    // of every node, where nodes' numbers need nothing done.
    var lines: Lines?
    // Where `value` and `valueOf` are written: an input that edits another's value has none of
    // its own.
    var valueKey: YAMLNode.ID?
    var valueOfKey: YAMLNode.ID?
    for (pairIndex, (key, propertyValue)) in pairs.enumerated() where pairIndex != kindPosition {
      guard case .property(let property, let positions)? = nodeKeyStack[keyBase + pairIndex] else {
        if case .kind? = nodeKeyStack[keyBase + pairIndex] {
          reportUnknownKey(
            key, place: "in a \(kind.rawValue)", valid: [],
            extra: "a node has exactly one kind key, and this one is a '\(kind.rawValue)'")
        } else {
          reportUnknownKey(key, place: "in a \(kind.rawValue)", valid: Self.propertyKeys(of: kind))
        }
        continue
      }
      let position = positions[ordinal]
      guard position >= 0 else {
        let valid = Self.propertyKeys(of: kind)
        let extra: String?
        if kind == .custom && Self.inputKeys.contains(property.rawValue) {
          extra =
            "a custom control takes no text traits or return key; it takes "
            + valid.map { "'\($0)'" }.joined(separator: ", ")
        } else if kind.isControl && Self.inputKeys.contains(property.rawValue) {
          extra = Self.controlKeyExplanation(kind, valid: valid)
        } else {
          extra = nil
        }
        reportUnknownKey(key, place: "in a \(kind.rawValue)", valid: valid, extra: extra)
        continue
      }
      seen |= 1 << UInt64(position)
      if property == .value { valueKey = key }
      if property == .valueOf { valueOfKey = key }
      switch property {
      case .height: node.height = number(propertyValue, key: key, minimum: 0, exclusive: true)
      case .visibleWhen: node.visibleWhen = decodeVisibility(propertyValue, key: key)
      case .children:
        if let entries = list(propertyValue, key: key) {
          var children: [Node] = []
          children.reserveCapacity(entries.count)
          for entry in entries {
            if let child = decodeNode(entry) { children.append(child) }
          }
          node.children = children
        }
      case .axis: node.axis = word(propertyValue, key: key)
      case .paging: node.paging = bool(propertyValue, key: key)
      case .spacing: node.spacing = number(propertyValue, key: key, minimum: 0)
      // Texts that may change with app flags (`{text, when: [{flag, text}]}`).
      case .header:
        let text = variantText(propertyValue, key: key)
        (node.header, node.textVariants.header) = (text?.text, text?.variants ?? [])
      case .footer:
        let text = variantText(propertyValue, key: key)
        (node.footer, node.textVariants.footer) = (text?.text, text?.variants ?? [])
      case .text:
        let text = variantText(propertyValue, key: key)
        (node.text, node.textVariants.text) = (text?.text, text?.variants ?? [])
      case .source: image!.source = imageSource(propertyValue, key: key)
      case .contentMode: image!.contentMode = word(propertyValue, key: key)
      case .description: image!.description = string(propertyValue, key: key)
      case .decorative: image!.decorative = bool(propertyValue, key: key)
      case .action: node.action = word(propertyValue, key: key)
      case .enabled: node.enabled = word(propertyValue, key: key)
      case .title where kind == .button:
        let text = variantText(propertyValue, key: key)
        (node.buttonTitle, node.textVariants.text) = (text?.text, text?.variants ?? [])
      case .value where kind.isControl:
        decodeControlValue(kind, key: key, value: propertyValue, into: &input!)
      case .options where document[propertyValue].kind == .scalar:
        input!.control.appOptions = decodeAppOptions(kind, propertyValue, key: key)
        if let id = node.id, let app = input!.control.appOptions {
          appOptionChoices.append((id, app.location))
        }
      case .options: input!.control.options = decodeOptions(propertyValue, key: key)
      case .style where kind == .date: input!.control.date.style = word(propertyValue, key: key)
      case .style where kind == .multiChoice:
        input!.control.multiStyle = word(propertyValue, key: key)
      case .min: input!.control.minSelections = count(propertyValue, key: key, minimum: 1)
      case .max: input!.control.maxSelections = count(propertyValue, key: key, minimum: 1)
      case .style: input!.control.style = word(propertyValue, key: key)
      case .components: input!.control.date.components = word(propertyValue, key: key)
      case .range where kind == .date:
        decodeDateRange(propertyValue, key: key, into: &input!.control.date)
      // A number's `format` is its label; a field's is its formatter (an input key, below).
      case .format where kind.isNumber, .range, .step, .minimumImage, .maximumImage:
        decodeNumberKey(property, key: key, value: propertyValue, into: &input!.control.number)
      case .lines:
        var pair: Lines = (nil, nil, key)
        for (subkey, subvalue) in mapping(
          propertyValue, key: key, place: "'lines'", keys: Self.linesKeys)
        {
          if document[subkey].text == "min" {
            pair.min = count(subvalue, key: subkey, minimum: 1)
          } else {
            pair.max = maxLines(subvalue, key: subkey)
          }
        }
        if let min = pair.min, let max = pair.max, let most = max.value, min.value > most {
          let later = max.location < min.location ? min.location : max.location
          report(
            .invalidValue,
            "'lines' min (\(min.value)) is greater than max (\(most))", at: later)
          pair.max = nil
          pair.min = nil
        }
        lines = pair
      default:
        decodeInputKey(property, key: key, value: propertyValue, into: &input!)
        if property == .toolbar {
          input!.toolbar?.entry = document.entryLines(of: value, at: pairIndex)
        }
      }
    }
    for required in Self.requiredKeys(of: kind) {
      guard case .property(_, let positions)? = Self.nodeKey(required) else { continue }
      let position = positions[ordinal]
      if position < 0 || seen & 1 << UInt64(position) == 0 {
        report(.missingKey, "a \(kind.rawValue) needs '\(required)'", at: firstKey)
      }
    }
    if var keys = image {
      checkImageAccessibility(&keys, given: pairs.map { document[$0.key].text }, at: firstKey)
      node.image = keys
    }
    if let enabled = node.enabled, node.action?.value == ButtonAction.none {
      report(
        .invalidValue,
        "'enabled' applies to a submit button; this button's 'action' is 'none', which the screen wires itself",
        at: enabled.location)
      node.enabled = nil
    }
    // Tested in place (`isNil`), not bound: binding copied the message out of every input's keys
    // and destroyed it again, about 140 instructions an input.
    if input?.requiredMessage.isNil == false, input?.required?.value != true {
      report(
        .invalidValue,
        "'requiredMessage' is shown when a required input is empty; add 'required: true', or remove it",
        at: input!.requiredMessage!.location)
      input?.requiredMessage = nil
    }
    if let valueKey, let valueOfKey, input?.valueOf != nil {
      // The two share the blame: point at the later key.
      report(
        .invalidValue,
        "an input with 'valueOf' edits the value of '\(input!.valueOf!.value)' and starts with its value; give 'value' to '\(input!.valueOf!.value)' instead",
        at: max(location(valueKey), location(valueOfKey)))
      input?.value = nil
    }
    if kind == .textView, let onReturn = input?.onReturn, onReturn.value == .none {
      report(
        .invalidValue,
        "'onReturn: none' applies to a field; Return on a text view inserts a newline (write 'onReturn: dismiss' to end editing instead)",
        at: onReturn.location)
      input?.onReturn = nil
    }
    if kind == .textView {
      if let lines, let height = node.height, let heightKey = height.keyLocation {
        // The two share the blame: point at the later key.
        report(
          .invalidValue,
          "a text view takes 'lines' or 'height', not both: it grows from 'lines.min' to 'lines.max' lines, which a fixed 'height' contradicts",
          at: max(location(lines.at), heightKey))
        node.height = nil
      }
      input?.lines = resolveLines(lines)
    }
    if kind == .date { checkDateShapes(&input!.control.date) }
    if kind == .multiChoice { checkSelectionBounds(&input!.control) }
    if input != nil { node.replaceInput(consume input) }
    // `isNil`, not `== nil`: the optionals of `Equatable` values resolved to `Equatable`'s `==`,
    // which copied the id (or the condition) into a tuple to compare, on every node.
    if node.id.isNil, kind == .label || kind == .button || kind == .spacer || kind == .image,
      !node.textVariants.text.isEmpty || !node.visibleWhen.isNil
        || node.image?.source?.value == .app,
      document[kindPair.value].kind == .scalar
    {
      // Where an id would go, for `dynamic-node-without-id`'s fix-it.
      node.emptyID = located(document[kindPair.value].text, at: kindPair.value)
    }
    return node
  }

  private mutating func decodeID(
    _ pair: (key: YAMLNode.ID, value: YAMLNode.ID), kind: Node.Kind
  ) -> Located<String>? {
    // Read in place (`document.kind(of:)`): a copy of the node retained and released its text.
    let isScalar = document.kind(of: pair.value) == .scalar
    let text = document.text(of: pair.value)
    let isEmpty = isScalar && (text.isEmpty || document.isNullScalar(pair.value))
    if isEmpty {
      if !kind.allowsEmptyID {
        report(
          .invalidIdentifier, "a \(kind.rawValue) needs an id, such as '\(kind.rawValue): email'",
          at: location(pair.key))
      }
      return nil
    }
    guard isScalar else {
      report(
        .invalidIdentifier, "expected an id after '\(kind.rawValue)', not \(describe(pair.value))",
        at: location(pair.value))
      return nil
    }
    if let problem = Identifier.problem(with: text, upperCamelCase: false) {
      report(
        .invalidIdentifier, "invalid id: \(problem)", at: location(pair.value),
        fixIts: Identifier.suggestion(for: text, upperCamelCase: false).map {
          suggestionFixIts(replacing: pair.value, with: $0)
        } ?? [])
      return nil
    }
    return located(text, at: pair.value, key: pair.key)
  }

  private mutating func decodeInputKey(
    _ property: Property, key: YAMLNode.ID, value: YAMLNode.ID, into input: inout InputProperties
  ) {
    switch property {
    case .input: input.preset = word(value, key: key, byWord: Self.presetsByWord)
    case .keyboard: input.keyboard = word(value, key: key, byWord: Self.keyboardTypesByWord)
    case .contentType:
      let node = document[value]
      if node.kind == .scalar, !node.isNullScalar,
        let contentType = ContentType.byName[node.text]
      {
        input.contentType = located(contentType, at: value, key: key)
        requirePlatform(for: contentType, at: location(value))
      } else {
        var message = "'contentType' must be a UITextContentType name, not \(describe(value))"
        var fixIts: [Diagnostic.FixIt] = []
        if node.kind == .scalar,
          let suggestion = EditDistance.suggestion(
            for: node.text, among: ContentType.all.map(\.name))
        {
          message += EditDistance.didYouMean(suggestion, for: node.text)
          fixIts = suggestionFixIts(replacing: value, with: suggestion)
        }
        report(.invalidValue, message, at: location(value), fixIts: fixIts)
      }
    case .autocapitalization:
      input.autocapitalization = word(
        value, key: key, byWord: Self.autocapitalizationsByWord)
    case .returnKey: input.returnKey = word(value, key: key, byWord: Self.returnKeysByWord)
    case .onReturn: input.onReturn = word(value, key: key, byWord: Self.onReturnsByWord)
    case .validateOn: input.validateOn = word(value, key: key, byWord: Self.validationTimingsByWord)
    case .enabledWhen: input.enabledWhen = decodeVisibility(value, key: key, name: "enabledWhen")
    case .next: input.next = reference(value, what: "an input id", key: key)
    case .valueOf: input.valueOf = reference(value, what: "an input id", key: key)
    case .reveal: input.reveal = revealedNodes(value, key: key)
    case .maxLength: input.maxLength = count(value, key: key, minimum: 1)
    case .format: input.format = formatName(value, key: key)
    case .check: input.check = decodeCheck(value, key: key)
    case .toolbar: input.toolbar = decodeToolbar(value, key: key)
    case .rules:
      guard let entries = list(value, key: key) else { return }
      // A rule kind may repeat (two `pattern`s, each with its own message): all are kept, in order.
      var rules: [ValidationRule] = []
      rules.reserveCapacity(entries.count)
      for entry in entries {
        guard let rule = decodeRule(entry) else { continue }
        rules.append(rule)
      }
      input.rules = rules
    // The keys of `inputBooleans` and `inputStrings`, each set directly: writing through the
    // tables' key paths (`swift_setAtWritableKeyPath`, after a lookup hashing the key's name)
    // cost about 2,500 instructions a key (docs/Performance.md, session 50).
    case .autocorrection: input.autocorrection = bool(value, key: key)
    case .smartPunctuation: input.smartPunctuation = bool(value, key: key)
    case .secure: input.secure = bool(value, key: key)
    case .required: input.required = bool(value, key: key)
    case .inputView: input.inputView = bool(value, key: key)
    case .title: input.title = string(value, key: key)
    case .placeholder: input.placeholder = string(value, key: key)
    case .hint: input.hint = string(value, key: key)
    case .value: input.value = string(value, key: key)
    case .requiredMessage: input.requiredMessage = string(value, key: key)
    default:
      // A key added to `inputBooleans` or `inputStrings` without a case above.
      if let property = Self.inputBooleans[property] {
        input[keyPath: property] = bool(value, key: key)
      } else if let property = Self.inputStrings[property] {
        input[keyPath: property] = string(value, key: key)
      } else {
        preconditionFailure("unhandled input key \(property.rawValue)")
      }
    }
  }

  /// The input keys whose value is a boolean (`true` or `false`, else `invalid-value`), with
  /// the property each sets. The JSON Schema types them `boolean` from this table
  /// (``SpecSchema/property(_:of:)``) and the decoder sets a key without a case of its own in
  /// `decodeInputKey` through it, so a new boolean input key is a line here, besides its
  /// `Property` case and its place in the kinds' key lists. Today's keys have such a case: it is
  /// faster than writing through the key path.
  static let inputBooleans:
    [Property: WritableKeyPath<InputProperties, Located<Bool>?> & Sendable] = [
      .autocorrection: \.autocorrection, .smartPunctuation: \.smartPunctuation, .secure: \.secure,
      .required: \.required, .inputView: \.inputView,
    ]

  /// The input keys whose value is any non-null scalar kept as written (``string(_:key:)``),
  /// with the property each sets; the JSON Schema types them from this table, as
  /// ``inputBooleans``.
  static let inputStrings:
    [Property: WritableKeyPath<InputProperties, Located<String>?> & Sendable] = [
      .title: \.title, .placeholder: \.placeholder, .hint: \.hint, .value: \.value,
      .requiredMessage: \.requiredMessage,
    ]

  /// Whether `key` is one of ``inputBooleans``.
  static func isInputBoolean(_ key: String) -> Bool {
    Property(rawValue: key).map { inputBooleans[$0] != nil } ?? false
  }

  /// Whether `key` is one of ``inputStrings``.
  static func isInputString(_ key: String) -> Bool {
    Property(rawValue: key).map { inputStrings[$0] != nil } ?? false
  }

  /// A text view's `lines` as written: `min`, `max` (`nil` inside for `none`) and the key.
  typealias Lines = (min: Located<Int>?, max: Located<Int?>?, at: YAMLNode.ID)

  private func resolveLines(_ written: Lines?) -> TextViewLines {
    guard let written else { return TextViewLines() }
    let lines = (min: written.min, max: written.max, at: location(written.at))
    if let max = lines.max, max.value == nil {
      // `max: none`: grows without a limit.
      return TextViewLines(min: lines.min?.value ?? 3, max: nil, location: lines.at)
    }
    switch (lines.min?.value, lines.max?.value ?? nil) {
    case (let min?, let max?):
      return TextViewLines(min: min, max: Swift.max(min, max), location: lines.at)
    case (let min?, nil): return TextViewLines(min: min, max: Swift.max(min, 8), location: lines.at)
    case (nil, let max?): return TextViewLines(min: Swift.min(3, max), max: max, location: lines.at)
    case (nil, nil): return TextViewLines(location: lines.at)
    }
  }

  /// A condition: `visibleWhen`, or (`name`) `enabledWhen`, which takes the same keys: one test,
  /// or (`all:` / `any:`) a list of them. Within a list (`element`), a test may not combine again.
  private mutating func decodeVisibility(
    _ value: YAMLNode.ID, key: YAMLNode.ID, name: String = "visibleWhen", element: Bool = false
  )
    -> Located<VisibilityCondition>?
  {
    let before = diagnostics.count
    // The keys compared with each spelling in place: `["all", "any"].contains(_:)` made an array of
    // two strings for every key, and the combining pairs an array for every condition. They are
    // gathered only for a condition that has one.
    let isCombined =
      document[value].kind == .mapping
      && document.pairs(of: value).contains { Self.isCombining(document[$0.key].text) }
    if isCombined {
      let combining = document.pairs(of: value).filter {
        Self.isCombining(document[$0.key].text)
      }
      let first = combining[0]
      if element {
        report(
          .invalidValue,
          "combined conditions do not nest: each element of '\(name)' is one test of an input or a flag; list the tests in one 'all' or 'any', or use 'in' for one of several values",
          at: location(first.key))
        return nil
      }
      return decodeCombinedVisibility(value, key: key, name: name, combining: combining)
    }
    let pairs = mapping(value, key: key, place: "'\(name)'", keys: Self.visibleWhenKeys)
    guard document[value].kind == .mapping else { return nil }
    var subjects: [(key: YAMLNode.ID, name: Located<String>?, isFlag: Bool)] = []
    var tests: [(YAMLNode.ID, VisibilityCondition.Test?)] = []
    for (subkey, subvalue) in pairs {
      switch document[subkey].text {
      case "input":
        subjects.append((subkey, reference(subvalue, what: "an input id", key: subkey), false))
      case "flag":
        subjects.append((subkey, reference(subvalue, what: "a flag name", key: subkey), true))
      case "equals":
        tests.append((subkey, string(subvalue, key: subkey).map { .equals($0) }))
      case "notEquals":
        tests.append((subkey, string(subvalue, key: subkey).map { .notEquals($0) }))
      case "in":
        tests.append((subkey, decodeConditionValues(subvalue, key: subkey).map { .oneOf($0) }))
      case "contains":
        tests.append((subkey, string(subvalue, key: subkey).map { .contains($0) }))
      default:
        let spelt = document[subkey].text
        if let flag = bool(subvalue, key: subkey) {
          if flag.value {
            tests.append((subkey, spelt == "empty" ? .empty : .notEmpty))
          } else {
            report(
              .invalidValue,
              spelt == "empty"
                ? "'empty: false' is not a condition; use 'notEmpty: true'"
                : "'notEmpty: false' is not a condition; use 'notEmpty: true', or 'empty: true' for an empty value",
              at: flag.location)
            tests.append((subkey, nil))
          }
        } else {
          tests.append((subkey, nil))
        }
      }
    }
    let firstKey = pairs.first.map { location($0.key) } ?? location(value)
    let hasSubjectKey = document.pairs(of: value).contains {
      document[$0.key].text == "input" || document[$0.key].text == "flag"
    }
    if !hasSubjectKey {
      report(
        .missingKey,
        "'\(name)' needs 'input', the id of the controlling input, or 'flag', the name of an app flag",
        at: firstKey)
    } else if subjects.count > 1 {
      report(
        .invalidValue, "'\(name)' takes either 'input' or 'flag', not both",
        at: location(subjects[1].key))
    }
    let isFlag = subjects.first?.isFlag ?? false
    if isFlag {
      // A flag is set or not: no test means set, `equals` takes a boolean, `notEmpty` none.
      tests = tests.map { subkey, test in
        guard test != nil else { return (subkey, nil) }
        let subvalue = document.pairs(of: value).first { $0.key == subkey }!.value
        let key = document[subkey].text
        if key != "equals" {
          report(
            .invalidValue,
            "'\(key)' does not apply to a flag; write 'equals: true' (set) or 'equals: false' (not set)",
            at: location(subkey))
          return (subkey, nil)
        }
        guard case .bool(let set)? = document[subvalue].scalarValue else {
          report(
            .invalidValue,
            "a flag is set or not: 'equals' takes true or false, not \(describe(subvalue))",
            at: location(subvalue))
          return (subkey, nil)
        }
        return (subkey, .equals(located(set ? "true" : "false", at: subvalue, key: subkey)))
      }
      if tests.isEmpty { tests.append((value, .equals(located("true", at: value)))) }
    }
    if tests.isEmpty {
      report(
        .missingKey,
        "'\(name)' needs 'equals', 'notEquals', 'in', 'contains', 'notEmpty' or 'empty'",
        at: firstKey)
    } else if tests.count > 1 {
      report(
        .invalidValue,
        "'\(name)' takes one of 'equals', 'notEquals', 'in', 'contains', 'notEmpty' and 'empty',"
          + " not several",
        at: location(tests[1].0))
    }
    guard diagnostics.count == before, let input = subjects.first?.name, tests.count == 1,
      let test = tests[0].1
    else {
      return nil
    }
    return located(
      VisibilityCondition(input: input, test: test, isFlag: isFlag), at: value, key: key)
  }

  /// The keys of a `visibleWhen` (``nestedKeys``), read once: looking them up by name hashed
  /// the name on every condition.
  static let visibleWhenKeys = nestedKeys["visibleWhen"]!

  /// The keys of a text view's `lines` (``nestedKeys``), read once, as ``visibleWhenKeys``.
  static let linesKeys = nestedKeys["lines"]!

  /// Whether a key of a condition combines conditions (`all`, `any`).
  static func isCombining(_ key: String) -> Bool { key == "all" || key == "any" }

  /// `{all: [...]}` or `{any: [...]}`: a non-empty list of single tests, alone in its mapping.
  private mutating func decodeCombinedVisibility(
    _ value: YAMLNode.ID, key: YAMLNode.ID, name: String,
    combining: [(key: YAMLNode.ID, value: YAMLNode.ID)]
  ) -> Located<VisibilityCondition>? {
    let before = diagnostics.count
    let first = combining[0]
    let spelt = document[first.key].text
    let combination: VisibilityCondition.Combination = spelt == "all" ? .all : .any
    if combining.count > 1 {
      report(
        .invalidValue, "'\(name)' takes either 'all' or 'any', not both",
        at: location(combining[1].key))
    }
    let keys = Self.visibleWhenKeys
    for pair in document.pairs(of: value) where !Self.isCombining(document[pair.key].text) {
      let other = document[pair.key].text
      if keys.contains(other) {
        report(
          .invalidValue,
          "'\(other)' cannot stand beside '\(spelt)' in '\(name)': move it into one of the conditions '\(spelt)' lists",
          at: location(pair.key))
      } else {
        reportUnknownKey(pair.key, place: "in '\(name)'", valid: ["all", "any"])
      }
    }
    guard let entries = list(first.value, key: first.key) else { return nil }
    var elements: [VisibilityCondition] = []
    for entry in entries {
      if let element = decodeVisibility(entry, key: first.key, name: name, element: true) {
        elements.append(element.value)
      }
    }
    if entries.isEmpty {
      report(
        .invalidValue,
        "'\(spelt)' needs at least one condition, such as '\(spelt): [{input: proxyEnabled, equals: true}, {input: proxyType, notEquals: none}]'",
        at: location(first.value))
    }
    guard diagnostics.count == before, !elements.isEmpty else { return nil }
    return located(VisibilityCondition(combination, elements), at: value, key: key)
  }

  /// The values of `in: [a, b]`: a non-empty list of strings, each once.
  private mutating func decodeConditionValues(_ value: YAMLNode.ID, key: YAMLNode.ID)
    -> [Located<String>]?
  {
    guard let entries = list(value, key: key) else { return nil }
    let before = diagnostics.count
    var values: [Located<String>] = []
    for entry in entries {
      guard let text = string(entry, key: key) else { continue }
      if values.contains(where: { $0.value == text.value }) {
        report(.invalidValue, "'in' lists '\(text.value)' twice", at: text.location)
        continue
      }
      values.append(text)
    }
    if values.isEmpty, diagnostics.count == before {
      report(
        .invalidValue, "'in' needs at least one value, such as 'in: [business, nonprofit]'",
        at: location(value))
    }
    return diagnostics.count == before ? values : nil
  }

  private mutating func decodeRule(_ entry: YAMLNode.ID) -> ValidationRule? {
    guard document[entry].kind == .mapping else {
      report(
        .invalidValue,
        "a rule must be a mapping such as 'minLength: 8', not \(describe(entry))",
        at: location(entry))
      return nil
    }
    // The rule keys are counted, not collected: a valid rule has one, and the error path finds
    // them again.
    var ruleKey: (key: YAMLNode.ID, value: YAMLNode.ID)?
    var secondRuleKey: YAMLNode.ID?
    var ruleKeyCount = 0
    var message: Located<String>?
    var sawUnknown = false
    // Each key is known by its word number (one array read), not by comparing its text with
    // each rule key (about 15 string comparisons a rule).
    for (key, value) in document.pairs(of: entry) {
      let word = document[key].word
      if Self.ruleKindsByWord[Int(word)] != nil {
        ruleKeyCount += 1
        if ruleKey == nil {
          ruleKey = (key, value)
        } else if secondRuleKey == nil {
          secondRuleKey = key
        }
      } else if word == Self.messageWord {
        message = string(value, key: key)
      } else {
        reportUnknownKey(key, place: "in a rule", valid: Self.ruleKeys + ["message"])
        sawUnknown = true
      }
    }
    guard ruleKeyCount == 1, let (key, value) = ruleKey else {
      if !sawUnknown {
        let names = Self.ruleKeys.map { "'\($0)'" }.joined(separator: ", ")
        let found =
          ruleKeyCount == 0
          ? "found none"
          : "found "
            + document.pairs(of: entry).map { document[$0.key].text }
            .filter { Self.ruleKeys.contains($0) }.map { "'\($0)'" }.joined(separator: " and ")
        // Two rule keys share the blame: point at the later one.
        report(
          .invalidValue,
          "a rule holds exactly one of \(names), plus an optional 'message'; \(found)",
          at: secondRuleKey.map(location) ?? location(entry))
      }
      return nil
    }
    let kind: ValidationRule.Kind?
    switch Self.ruleKindsByWord[Int(document[key].word)]! {
    case .minLength: kind = count(value, key: key, minimum: 0).map { .minLength($0.value) }
    case .maxLength: kind = count(value, key: key, minimum: 0).map { .maxLength($0.value) }
    case .pattern: kind = string(value, key: key).map { .pattern($0.value) }
    case .email:
      if let flag = bool(value, key: key) {
        if flag.value {
          kind = .email
        } else {
          report(
            .invalidValue, "'email: false' checks nothing; write 'email: true' or remove the rule",
            at: flag.location)
          kind = nil
        }
      } else {
        kind = nil
      }
    case .equals: kind = reference(value, what: "an input id").map { .equals($0.value) }
    case .min: kind = number(value, key: key).map { .min($0.value) }
    case .max: kind = number(value, key: key).map { .max($0.value) }
    case .requiredWithout: kind = inputReferences(value, key: key).map { .requiredWithout($0) }
    case .after, .before, .onOrAfter, .onOrBefore:
      let order = ValidationRule.Kind.DateOrder(rawValue: document[key].text)!
      kind = reference(value, what: "a date's id").map { .dateOrder(order, $0.value) }
    }
    guard let kind else { return nil }
    return ValidationRule(
      kind: kind, keyLocation: location(key), valueLocation: location(value), message: message)
  }

  /// `reveal`'s nodes: one id, or a non-empty list of ids (a repeated id is reported and dropped;
  /// what each names is the checker's, `dangling-reference`).
  private mutating func revealedNodes(_ value: YAMLNode.ID, key: YAMLNode.ID)
    -> [Located<String>]
  {
    guard document[value].kind == .sequence else {
      return reference(value, what: "a node id or a list of node ids", key: key).map { [$0] } ?? []
    }
    let entries = document.entries(of: value)
    guard !entries.isEmpty else {
      report(
        .invalidValue,
        "'reveal' must name at least one node, such as 'reveal: [captchaImage]'; remove it to reveal the input alone",
        at: location(value))
      return []
    }
    var ids: [Located<String>] = []
    for entry in entries {
      guard let id = reference(entry, what: "a node id") else { continue }
      if ids.contains(where: { $0.value == id.value }) {
        report(.invalidValue, "'reveal' names '\(id.value)' twice; remove one", at: id.location)
        continue
      }
      ids.append(id)
    }
    return ids
  }

  /// `requiredWithout`'s inputs: one id, or a non-empty list of ids (a repeated id is reported and
  /// dropped).
  private mutating func inputReferences(_ value: YAMLNode.ID, key: YAMLNode.ID)
    -> [Located<String>]?
  {
    guard document[value].kind == .sequence else {
      return reference(value, what: "an input id or a list of input ids").map { [$0] }
    }
    let entries = document.entries(of: value)
    guard !entries.isEmpty else {
      report(
        .invalidValue,
        "'requiredWithout' must name at least one input, such as 'requiredWithout: [email]'",
        at: location(value))
      return nil
    }
    var ids: [Located<String>] = []
    for entry in entries {
      guard let id = reference(entry, what: "an input id") else { continue }
      if ids.contains(where: { $0.value == id.value }) {
        report(
          .invalidValue, "'requiredWithout' names '\(id.value)' twice; remove one",
          at: id.location)
        continue
      }
      ids.append(id)
    }
    return ids.isEmpty ? nil : ids
  }
}
