import FormDiagnostics

/// The spec format's vocabulary for editors: the keys each place in a spec takes, which of them are
/// required, and what each key's value is.
///
/// Everything here is read from the decoder's own key tables and from ``SpecSchema`` (which is
/// built from the same tables), so completion and hover in an editor cannot drift from what
/// `formc lint` accepts. There is no second list of keys or words.
public enum SpecVocabulary {
  /// A mapping in a spec whose keys the format defines.
  public enum Place: Hashable, Sendable {
    /// The spec's top-level mapping.
    case topLevel
    /// A nested mapping, named by the key that holds it: `platform`, `keyboard`, `toolbar`,
    /// `focus`, `actions`, `submit` and `cancel` (inside `actions`), `lint`, `lines` or
    /// `visibleWhen`; ``flagText`` and ``textVariant`` for a text that changes with app flags.
    case settings(String)
    /// A node's mapping; the kind is `nil` while no kind key is written.
    case node(Node.Kind?)
    /// An entry of an input's `rules`.
    case rule
  }

  /// What a key's value is.
  public indirect enum Value: Hashable, Sendable {
    /// Any non-null scalar, kept as written.
    case string
    /// An UpperCamelCase form name (`form`).
    case formName
    /// An iOS version, `major` or `major.minor` (`platform.iOS`).
    case version
    /// `true` or `false`.
    case bool
    /// Only `true` (`email`, `notEmpty`).
    case constantTrue
    /// A number, at least (or, when `exclusive`, greater than) `minimum` when one is given.
    case number(minimum: Int?, exclusive: Bool)
    /// A whole number of at least `minimum`.
    case count(minimum: Int)
    /// One of these words.
    case words([String])
    /// The id of an input (a reference: `next`, `visibleWhen.input`, `equals`, `focus.order`).
    case inputID
    /// The node's own id, declared by its kind key.
    case nodeID(Node.Kind)
    /// A list of values.
    case list(Value)
    /// A nested mapping.
    case mapping(Place)
    /// A nested mapping, or `true` or `false` (`toolbar`).
    case mappingOrBool(Place)
    /// A string, or a nested mapping (a stepper's or slider's `format`: one label, or its plural
    /// forms `one` and `other`).
    case mappingOrString(Place)
    /// A node (`content`, an entry of `children`).
    case node
  }

  /// The kind keys, in the format's order.
  public static var kindKeys: [String] { SpecDecoder.kindKeys }

  /// The places that hold a nested mapping of settings, by the key that holds each one.
  public static var settingsHolders: [String] { SpecDecoder.nestedKeys.keys.sorted() }

  /// The mapping of a text that changes with app flags (`title: {text, when}`).
  public static let flagText = Place.settings("flagText")
  /// An entry of its `when` list (`{flag, text}`).
  public static let textVariant = Place.settings("when")

  /// The keys a place takes, in the order the format's messages list them. A node's keys start
  /// with its kind key; a node without a kind takes the kind keys.
  public static func keys(in place: Place) -> [String] {
    switch place {
    case .topLevel: return SpecDecoder.topLevelKeys
    case flagText: return SpecDecoder.variantTextKeys
    case textVariant: return SpecDecoder.textVariantKeys
    case .settings(let holder): return SpecDecoder.nestedKeys[holder] ?? []
    case .node(nil): return SpecDecoder.kindKeys
    case .node(let kind?): return [kind.rawValue] + SpecDecoder.propertyKeys(of: kind)
    case .rule: return SpecDecoder.ruleKeys + ["message"]
    }
  }

  /// The keys a place cannot do without (a node's kind key among them). A rule needs exactly one
  /// of its rule keys, which no single key expresses, so a rule has none here.
  public static func requiredKeys(in place: Place) -> [String] {
    switch place {
    case .topLevel: return strings(member("required", of: SpecSchema.document))
    case .settings(let holder): return strings(member("required", of: settingsSchema(holder)))
    case .node(nil): return []
    case .node(let kind?): return [kind.rawValue] + SpecDecoder.requiredKeys(of: kind)
    case .rule: return []
    }
  }

  /// What the value of `key` is in `place`, or `nil` when the place does not take the key.
  public static func value(of key: String, in place: Place) -> Value? {
    guard keys(in: place).contains(key) else { return nil }
    // A text that may change with app flags: a string, or `{text, when: [{flag, text}]}`.
    if isFlagText(key, in: place) { return .mappingOrString(flagText) }
    switch place {
    case .topLevel:
      return shape(SpecSchema.topLevel(key), holder: key)
    // `lines.max` is a count or `none` (no limit): completion offers the word.
    case .settings("lines") where key == "max": return .words(["none"])
    case .settings(let holder):
      guard let property = member(key, of: member("properties", of: settingsSchema(holder)))
      else { return nil }
      return shape(property, holder: key)
    case .node(nil):
      return nil
    case .node(let kind?):
      if key == kind.rawValue { return .nodeID(kind) }
      // A choice's options are values or `{value, title}` mappings, and its value is one of them:
      // strings the language server cannot complete from the schema alone.
      // A choice's may be `app` instead (options the app loads): completion offers the word.
      if kind == .choice || kind == .multiChoice, key == "options" { return .words(["app"]) }
      if kind.hasOptions, key == "options" { return .list(.string) }
      if kind == .choice, key == "value" { return .string }
      if kind == .multiChoice, key == "value" { return .list(.string) }
      // A number's format is its label, or a mapping of the label's plural forms.
      if kind.isNumber, key == "format" { return .mappingOrString(.settings("format")) }
      // A format is a standard formatter's name or the app's: complete the standard ones.
      if key == "format" { return .words(StandardTextFormat.allCases.map(\.rawValue)) }
      // A date's value is a date text or `today`/`now`: a string the schema gives a pattern.
      if kind == .date, key == "value" { return .string }
      return shape(SpecSchema.property(key, of: kind), holder: key)
    case .rule:
      if key == "message" { return .string }
      guard case .array(let variants)? = member("oneOf", of: SpecSchema.rule) else { return nil }
      for variant in variants where strings(member("required", of: variant)) == [key] {
        return member(key, of: member("properties", of: variant)).flatMap { shape($0, holder: key) }
      }
      return nil
    }
  }

  /// Whether `key` in `place` is a text that may change with app flags: the form's title, the
  /// actions' titles, a section's header and footer, a label's text and a button's title.
  public static func isFlagText(_ key: String, in place: Place) -> Bool {
    switch (place, key) {
    case (.topLevel, "title"), (.settings("submit"), "title"), (.settings("cancel"), "title"),
      (.node(.section?), "header"), (.node(.section?), "footer"), (.node(.label?), "text"),
      (.node(.button?), "title"):
      return true
    default: return false
    }
  }

  /// The schema of a nested mapping of settings (for `toolbar`, its mapping form).
  private static func settingsSchema(_ holder: String) -> JSON? {
    let schema: JSON
    switch holder {
    case "flagText", "when":
      // The mapping form of ``SpecSchema/variantText``, or the entry of its `when`.
      guard case .array(let forms)? = member("anyOf", of: SpecSchema.variantText),
        let mapping = forms.first(where: { member("type", of: $0).flatMap(string) == "object" })
      else { return nil }
      return holder == "when"
        ? member("items", of: member("when", of: member("properties", of: mapping)))
        : mapping
    case "lines": schema = SpecSchema.property("lines", of: .textView)
    case "check": schema = SpecSchema.property("check", of: .field)
    case "range": schema = SpecSchema.property("range", of: .date)
    case "format": schema = SpecSchema.property("format", of: .stepper)
    case "submit", "cancel":
      guard
        let action = member(holder, of: member("properties", of: SpecSchema.topLevel("actions")))
      else { return nil }
      schema = action
    case "visibleWhen":
      guard let definition = SpecSchema.definitions.first(where: { $0.key == "visibleWhen" })
      else { return nil }
      schema = definition.value
    default:
      guard SpecDecoder.topLevelKeys.contains(holder) else { return nil }
      schema = SpecSchema.topLevel(holder)
    }
    if case .array(let variants)? = member("oneOf", of: schema) {
      return variants.first { member("type", of: $0).flatMap(string) == "object" }
    }
    return schema
  }

  /// Reads a value's shape from its schema; `holder` is the key whose value it is.
  private static func shape(_ schema: JSON, holder: String) -> Value? {
    if let reference = member("$ref", of: schema).flatMap(string) {
      switch reference {
      case "#/$defs/id": return .inputID
      case "#/$defs/node": return .node
      case "#/$defs/rule": return .mapping(.rule)
      // An element of `all` or `any` takes the same keys (but `all` and `any`).
      case "#/$defs/visibleWhen", "#/$defs/condition": return .mapping(.settings("visibleWhen"))
      default: return nil
      }
    }
    if case .array(let words)? = member("enum", of: schema) {
      return .words(words.compactMap(string))
    }
    if case .bool(true)? = member("const", of: schema) { return .constantTrue }
    // `requiredWithout`: an input id, or a list of them; completion offers the ids.
    if case .array(let variants)? = member("anyOf", of: schema), variants.count == 2,
      shape(variants[0], holder: holder) == .inputID,
      shape(variants[1], holder: holder) == .list(.inputID)
    {
      return .inputID
    }
    if case .array(let variants)? = member("oneOf", of: schema) {
      let isObject = variants.contains { member("type", of: $0).flatMap(string) == "object" }
      return isObject ? .mappingOrBool(.settings(holder)) : nil
    }
    switch member("type", of: schema) {
    case .string("boolean")?: return .bool
    case .string("number")?:
      if case .int(let minimum)? = member("exclusiveMinimum", of: schema) {
        return .number(minimum: minimum, exclusive: true)
      }
      if case .int(let minimum)? = member("minimum", of: schema) {
        return .number(minimum: minimum, exclusive: false)
      }
      return .number(minimum: nil, exclusive: false)
    case .string("integer")?:
      if case .int(let minimum)? = member("minimum", of: schema) { return .count(minimum: minimum) }
      return .count(minimum: 0)
    case .string("array")?:
      return member("items", of: schema).flatMap { shape($0, holder: holder) }.map { .list($0) }
    case .string("object")?: return .mapping(.settings(holder))
    // Only the form's name is a Swift type name; any other string is kept as written.
    case .string("string")?: return holder == "form" ? .formName : .string
    case .array(let types)?:
      return types.count == 2 ? .version : .string
    default: return nil
    }
  }

  private static func member(_ name: String, of value: JSON?) -> JSON? {
    guard case .object(let members)? = value else { return nil }
    return members.first { $0.key == name }?.value
  }

  private static func string(_ value: JSON) -> String? {
    if case .string(let text) = value { return text }
    return nil
  }

  private static func strings(_ value: JSON?) -> [String] {
    guard case .array(let items)? = value else { return [] }
    return items.compactMap(string)
  }
}
