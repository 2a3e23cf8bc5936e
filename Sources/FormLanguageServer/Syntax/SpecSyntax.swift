import FormSpec

/// A spec's YAML structure as an editor needs it: every key and scalar value with the place it
/// stands in (``SpecVocabulary``'s places), the nodes of the layout tree with their ids, and
/// every reference to an id (`next`, a condition's `input`, inside `all`/`any` too, the
/// cross-field rules `equals`, `after`, `before`, `onOrAfter`, `onOrBefore` and
/// `requiredWithout`, and `focus.order`), and every condition's `flag`.
///
/// Built from the located YAML tree (``YAMLParser``), not from the decoded form, so it exists for
/// a spec full of errors as long as it is YAML. Offsets are bytes in the document's text.
struct SpecSyntax: Sendable {
  /// What a scalar is in the spec.
  enum Role: Sendable, Hashable {
    /// A key of a mapping in the place.
    case key(SpecVocabulary.Place, String)
    /// The scalar value of a key in the place.
    case value(SpecVocabulary.Place, String)
    /// A scalar entry of the list that is the value of a key in the place.
    case entry(SpecVocabulary.Place, String)

    /// The place and key the scalar belongs to.
    var placeAndKey: (place: SpecVocabulary.Place, key: String) {
      switch self {
      case .key(let place, let key), .value(let place, let key), .entry(let place, let key):
        return (place, key)
      }
    }
  }

  /// A scalar with its role.
  struct Scalar: Sendable {
    /// The scalar's bytes, quotes included.
    var range: Range<Int>
    /// The scalar's text as parsed.
    var text: String
    /// What it is.
    var role: Role
    /// The node whose mapping (or a mapping inside it) holds the scalar, as an index into
    /// ``SpecSyntax/nodes``.
    var owner: Int?
    /// How it was written.
    var style: YAMLNode.Style
  }

  /// A node of the layout tree.
  struct NodeSite: Sendable {
    /// The kind, from its first kind key; `nil` when it has none.
    var kind: Node.Kind?
    /// The id, when one is written.
    var id: String?
    /// The id's scalar.
    var idRange: Range<Int>?
    /// The kind key.
    var kindKeyRange: Range<Int>?
    /// The node's mapping.
    var range: Range<Int>
    /// The parent's index.
    var parent: Int?
    /// The children's indices, in document order.
    var children: [Int] = []
  }

  /// Where a reference to an id stands.
  enum ReferenceRole: String, Sendable {
    /// `next`.
    case next
    /// `valueOf`: the input whose value this one edits.
    case valueOf
    /// `input` of a condition: `visibleWhen`, `enabledWhen`, or an element of their `all` or
    /// `any`.
    case visibleWhen
    /// An `equals` rule.
    case equals
    /// A date rule: `after`, `before`, `onOrAfter` or `onOrBefore`.
    case dateRule
    /// A `requiredWithout` rule's id, or an entry of its list.
    case requiredWithout
    /// An entry of `focus.order`.
    case focusOrder
    /// `flag` of a condition: an app flag of the top-level `flags` list.
    case flag
    /// An id of an input's `reveal`: an image, label or button shown with the input.
    case reveal
  }

  /// A reference to an id.
  struct Reference: Sendable {
    /// The id named.
    var name: String
    /// The scalar.
    var range: Range<Int>
    /// What kind of reference.
    var role: ReferenceRole
    /// The node it is written in (`nil` for `focus.order`).
    var owner: Int?
    /// How it was written.
    var style: YAMLNode.Style
  }

  /// A mapping whose keys the format defines.
  struct MappingSite: Sendable {
    /// The place.
    var place: SpecVocabulary.Place
    /// The keys written, in order.
    var keys: [String]
    /// Where the mapping starts (its first key, or its `{`).
    var start: Int
    /// Where its first key starts.
    var firstKey: Int?
    /// Just after its last token.
    var end: Int
    /// Whether it is written in flow style (`{…}`).
    var isFlow: Bool
    /// The node it belongs to.
    var owner: Int?
  }

  /// Every key and scalar value, sorted by position.
  private(set) var scalars: [Scalar] = []
  /// The layout tree's nodes in document order; index 0 is `content` when there is one.
  private(set) var nodes: [NodeSite] = []
  /// Every reference, in document order.
  private(set) var references: [Reference] = []
  /// Every mapping with a place.
  private(set) var mappings: [MappingSite] = []
  /// The option values of each `choice`, by node index (an option written as a mapping gives its
  /// `value`).
  private(set) var choiceOptions: [Int: [String]] = [:]
  /// Whether the text was YAML; if not, everything above is empty.
  private(set) var isYAML = false

  /// Builds the structure of `document`'s text.
  init(_ document: TextDocument) {
    let parsed = YAMLParser().parse(document.bytes, path: "")
    guard let yaml = parsed.documents.first else { return }
    isYAML = true
    guard let root = yaml.root, yaml[root].kind == .mapping else { return }
    var builder = Builder(yaml: yaml, text: document)
    builder.walkMapping(root, place: .topLevel, owner: nil)
    scalars = builder.scalars.sorted { $0.range.lowerBound < $1.range.lowerBound }
    nodes = builder.nodes
    references = builder.references
    mappings = builder.mappings
    choiceOptions = builder.choiceOptions
  }

  /// The scalar whose bytes hold `offset`, the position just after it included (where a cursor
  /// stands after typing a word).
  func scalar(at offset: Int) -> Scalar? {
    var low = 0
    var high = scalars.count
    while low < high {
      let middle = (low + high) / 2
      if scalars[middle].range.lowerBound <= offset { low = middle + 1 } else { high = middle }
    }
    var index = low - 1
    while index >= 0 {
      let candidate = scalars[index]
      if candidate.range.lowerBound <= offset, offset <= candidate.range.upperBound {
        return candidate
      }
      if candidate.range.upperBound < offset { break }
      index -= 1
    }
    return nil
  }

  /// The app flags of the top-level `flags` list, in document order.
  var flags: [String] {
    scalars.compactMap { $0.role == .entry(.topLevel, "flags") ? $0.text : nil }
  }

  /// The ids of inputs, each with its node, in document order.
  var inputs: [(id: String, node: NodeSite)] {
    nodes.compactMap { node in
      guard let id = node.id, node.kind?.isInput == true else { return nil }
      return (id, node)
    }
  }

  /// The first node declaring `id`.
  func declaration(of id: String) -> NodeSite? { nodes.first { $0.id == id } }

  /// The scalars of the top-level `flags` list that declare `name`.
  func flagDeclarations(of name: String) -> [Range<Int>] {
    scalars.compactMap {
      $0.role == .entry(.topLevel, "flags") && $0.text == name ? $0.range : nil
    }
  }

  /// Where `id` is declared: a node's id, else an app flag's entry in `flags`.
  func declarationRange(of id: String) -> Range<Int>? {
    declaration(of: id)?.idRange ?? flagDeclarations(of: id).first
  }

  /// The scalar ranges that name `id`: its declaration (when `includingDeclaration`) and every
  /// reference, in document order.
  func occurrences(of id: String, includingDeclaration: Bool) -> [Range<Int>] {
    var ranges = references.filter { $0.name == id }.map(\.range)
    if includingDeclaration {
      ranges += nodes.filter { $0.id == id }.compactMap(\.idRange)
      ranges += flagDeclarations(of: id)
    }
    return ranges.sorted { $0.lowerBound < $1.lowerBound }
  }

  /// The id named at `offset`: a node's id or a reference, with the scalar's range.
  func id(at offset: Int) -> (name: String, range: Range<Int>)? {
    if let node = nodes.first(where: {
      $0.idRange.map { $0.contains(offset) || $0.upperBound == offset } ?? false
    }), let id = node.id, let range = node.idRange {
      return (id, range)
    }
    if let reference = references.first(where: {
      $0.range.contains(offset) || $0.range.upperBound == offset
    }) {
      return (reference.name, reference.range)
    }
    // An app flag's declaration in `flags`.
    if let scalar = scalar(at: offset), scalar.role == .entry(.topLevel, "flags") {
      return (scalar.text, scalar.range)
    }
    return nil
  }

  /// The mapping whose first key starts at `offset`, or that starts there.
  func mapping(startingAt offset: Int) -> MappingSite? {
    mappings.first { $0.firstKey == offset } ?? mappings.first { $0.start == offset }
  }

  // MARK: Building

  private struct Builder {
    let yaml: YAMLDocument
    let text: TextDocument
    var scalars: [Scalar] = []
    var nodes: [NodeSite] = []
    var references: [Reference] = []
    var mappings: [MappingSite] = []
    var choiceOptions: [Int: [String]] = [:]

    init(yaml: YAMLDocument, text: TextDocument) {
      self.yaml = yaml
      self.text = text
    }

    func range(of id: YAMLNode.ID) -> Range<Int> {
      let node = yaml[id]
      let start = text.offset(yamlLine: Int(node.line), column: Int(node.column))
      let end = text.offset(yamlLine: Int(node.endLine), column: Int(node.endColumn))
      return start..<max(start, end)
    }

    mutating func add(_ id: YAMLNode.ID, _ role: Role, owner: Int?) {
      let node = yaml[id]
      scalars.append(
        Scalar(range: range(of: id), text: node.text, role: role, owner: owner, style: node.style))
    }

    mutating func walkMapping(_ id: YAMLNode.ID, place: SpecVocabulary.Place, owner: Int?) {
      var keys: [String] = []
      let pairs = yaml.pairs(of: id)
      for (key, value) in pairs {
        guard yaml[key].isScalar else { continue }
        let name = yaml[key].text
        keys.append(name)
        add(key, .key(place, name), owner: owner)
        walkValue(
          value, shape: SpecVocabulary.value(of: name, in: place), place: place, key: name,
          owner: owner)
      }
      record(id, place: place, keys: keys, owner: owner)
    }

    mutating func record(
      _ id: YAMLNode.ID, place: SpecVocabulary.Place, keys: [String], owner: Int?
    ) {
      let pairs = yaml.pairs(of: id)
      let span = range(of: id)
      let lastEnd = pairs.last.map { range(of: $0.value).upperBound } ?? span.upperBound
      mappings.append(
        MappingSite(
          place: place, keys: keys, start: span.lowerBound,
          firstKey: pairs.first.map { range(of: $0.key).lowerBound },
          end: yaml[id].style == .flow ? span.upperBound : max(lastEnd, span.lowerBound),
          isFlow: yaml[id].style == .flow, owner: owner))
    }

    mutating func walkValue(
      _ value: YAMLNode.ID, shape: SpecVocabulary.Value?, place: SpecVocabulary.Place,
      key: String, owner: Int?
    ) {
      let node = yaml[value]
      switch (shape, node.kind) {
      case (.mapping(let nested)?, .mapping), (.mappingOrBool(let nested)?, .mapping),
        (.mappingOrString(let nested)?, .mapping):
        walkMapping(value, place: nested, owner: owner)
      case (.node?, .mapping):
        walkNode(value, parent: owner)
      case (.list(let entry)?, .sequence):
        for item in yaml.entries(of: value) {
          walkEntry(item, shape: entry, place: place, key: key, owner: owner)
        }
      case (_, .scalar):
        add(value, .value(place, key), owner: owner)
        if shape == .inputID, let role = Self.referenceRole(place: place, key: key) {
          addReference(value, role: role, owner: owner)
        } else if place == .settings("visibleWhen") || place == SpecVocabulary.textVariant,
          key == "flag"
        {
          addReference(value, role: .flag, owner: owner)
        }
      case (.inputID?, .sequence):
        // `requiredWithout: [email, fax]`: one id or a list of them.
        for item in yaml.entries(of: value) where yaml[item].isScalar {
          add(item, .entry(place, key), owner: owner)
          if let role = Self.referenceRole(place: place, key: key) {
            addReference(item, role: role, owner: owner)
          }
        }
      default:
        break
      }
    }

    mutating func walkEntry(
      _ entry: YAMLNode.ID, shape: SpecVocabulary.Value, place: SpecVocabulary.Place,
      key: String, owner: Int?
    ) {
      let node = yaml[entry]
      switch (shape, node.kind) {
      case (.node, .mapping): walkNode(entry, parent: owner)
      case (.mapping(let nested), .mapping): walkMapping(entry, place: nested, owner: owner)
      case (_, .scalar):
        add(entry, .entry(place, key), owner: owner)
        if shape == .inputID { addReference(entry, role: .focusOrder, owner: nil) }
      default: break
      }
    }

    /// A choice's option values: each scalar entry, and each mapping entry's `value`.
    mutating func recordOptions(_ list: YAMLNode.ID, of index: Int) {
      guard yaml[list].kind == .sequence else { return }
      var values: [String] = []
      for entry in yaml.entries(of: list) {
        if yaml[entry].isScalar, !yaml[entry].readsAsNull {
          values.append(yaml[entry].text)
        } else if yaml[entry].kind == .mapping,
          let value = yaml.pairs(of: entry).first(where: { yaml[$0.key].text == "value" })?.value,
          yaml[value].isScalar
        {
          values.append(yaml[value].text)
        }
      }
      choiceOptions[index] = values
    }

    mutating func addReference(_ id: YAMLNode.ID, role: ReferenceRole, owner: Int?) {
      let node = yaml[id]
      guard !node.readsAsNull else { return }
      references.append(
        Reference(
          name: node.text, range: range(of: id), role: role, owner: owner, style: node.style))
    }

    static func referenceRole(place: SpecVocabulary.Place, key: String) -> ReferenceRole? {
      switch (place, key) {
      case (.node, "next"): return .next
      case (.node, "valueOf"): return .valueOf
      case (.node, "reveal"): return .reveal
      case (.settings("visibleWhen"), "input"): return .visibleWhen
      case (.rule, "equals"): return .equals
      case (.rule, "after"), (.rule, "before"), (.rule, "onOrAfter"), (.rule, "onOrBefore"):
        return .dateRule
      case (.rule, "requiredWithout"): return .requiredWithout
      case (.settings("focus"), "order"): return .focusOrder
      default: return nil
      }
    }

    mutating func walkNode(_ id: YAMLNode.ID, parent: Int?) {
      let pairs = yaml.pairs(of: id)
      var kind: Node.Kind?
      var kindKey: YAMLNode.ID?
      var kindValue: YAMLNode.ID?
      for (key, value) in pairs where yaml[key].isScalar {
        if let found = Node.Kind(rawValue: yaml[key].text) {
          kind = found
          kindKey = key
          kindValue = value
          break
        }
      }
      let index = nodes.count
      var site = NodeSite(kind: kind, range: range(of: id), parent: parent)
      if let kindKey { site.kindKeyRange = range(of: kindKey) }
      if let kindValue, yaml[kindValue].isScalar, !yaml[kindValue].readsAsNull,
        !yaml[kindValue].text.isEmpty
      {
        site.id = yaml[kindValue].text
        site.idRange = range(of: kindValue)
      }
      nodes.append(site)
      if let parent { nodes[parent].children.append(index) }
      let place = SpecVocabulary.Place.node(kind)
      var keys: [String] = []
      for (key, value) in pairs {
        guard yaml[key].isScalar else { continue }
        let name = yaml[key].text
        keys.append(name)
        add(key, .key(place, name), owner: index)
        if key == kindKey {
          if yaml[value].isScalar { add(value, .value(place, name), owner: index) }
          continue
        }
        if kind?.hasOptions == true, name == "options" { recordOptions(value, of: index) }
        walkValue(
          value, shape: SpecVocabulary.value(of: name, in: place), place: place, key: name,
          owner: index)
      }
      record(id, place: place, keys: keys, owner: index)
    }
  }
}

extension YAMLNode {
  /// Whether the node is a scalar that reads as null (`~`, `null`, or nothing).
  var readsAsNull: Bool { isScalar && scalarValue == .null }
}
