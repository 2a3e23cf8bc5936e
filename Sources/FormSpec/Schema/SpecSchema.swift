import FormDiagnostics

/// The JSON Schema (draft 2020-12) of the spec format, for editors.
///
/// Built from the decoder's own tables — the keys of each place and node kind, the required keys,
/// the enumerated words, the content types, the reserved identifiers — so the schema cannot drift
/// from what `formc lint` accepts. It checks structure (keys, types, allowed words); semantic rules
/// (focus order, references, visibility) stay with the checker.
public enum SpecSchema {
  /// The schema's `$id`.
  public static let id = "https://formc.dev/schemas/form-spec-1.json"

  /// The schema as pretty-printed JSON with one final newline.
  public static var json: String { document.prettyPrinted }

  static var document: JSON {
    .object([
      ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
      ("$id", .string(id)),
      ("title", .string("formc form spec, version 1")),
      (
        "description",
        .string("A form for formc: its inputs, containers, keyboard handling and validation.")
      ),
      ("type", .string("object")),
      ("required", .array([.string("form"), .string("content")])),
      ("properties", .object(SpecDecoder.topLevelKeys.map { ($0, topLevel($0)) })),
      ("additionalProperties", .bool(false)),
      ("$defs", .object(definitions)),
    ])
  }

  // MARK: Scalars

  /// A string key: any non-null scalar, kept as written (YAML may read `0.00` as a number).
  static let string: JSON = .object([
    ("type", .array([.string("string"), .string("number"), .string("boolean")]))
  ])
  static let bool: JSON = .object([("type", .string("boolean"))])

  /// A text that may change with app flags: a string, or `{text, when: [{flag, text}, …]}`.
  static let variantText: JSON = .object([
    (
      "anyOf",
      .array([
        string,
        .object([
          ("type", .string("object")), ("required", .array([.string("text")])),
          (
            "properties",
            .object([
              ("text", string),
              (
                "when",
                .object([
                  ("type", .string("array")), ("minItems", .int(1)),
                  (
                    "items",
                    .object([
                      ("type", .string("object")),
                      ("required", .array([.string("flag"), .string("text")])),
                      (
                        "properties",
                        .object([
                          ("flag", ref("id")), ("text", string),
                        ])
                      ),
                      ("additionalProperties", .bool(false)),
                    ])
                  ),
                ])
              ),
            ])
          ),
          ("additionalProperties", .bool(false)),
        ]),
      ])
    )
  ])

  static func number(minimum: Int? = nil, exclusive: Bool = false) -> JSON {
    var members: JSON.Members = [("type", .string("number"))]
    if let minimum { members.append((exclusive ? "exclusiveMinimum" : "minimum", .int(minimum))) }
    return .object(members)
  }

  static func count(minimum: Int) -> JSON {
    .object([("type", .string("integer")), ("minimum", .int(minimum))])
  }

  static func words<Word: SpecWord>(_ type: Word.Type, except excluded: [Word] = []) -> JSON {
    .object([
      ("enum", .array(Word.allCases.filter { !excluded.contains($0) }.map { .string($0.rawValue) }))
    ])
  }

  static func ref(_ name: String) -> JSON { .object([("$ref", .string("#/$defs/\(name)"))]) }

  static func list(_ items: JSON, minItems: Int? = nil) -> JSON {
    var members: JSON.Members = [("type", .string("array")), ("items", items)]
    if let minItems { members.append(("minItems", .int(minItems))) }
    return .object(members)
  }

  static func mapping(
    _ holder: String, _ type: (String) -> JSON, required: [String] = []
  ) -> JSON {
    let keys = SpecDecoder.nestedKeys[holder]!
    var members: JSON.Members = [("type", .string("object"))]
    if !required.isEmpty { members.append(("required", .array(required.map { .string($0) }))) }
    members.append(("properties", .object(keys.map { ($0, type($0)) })))
    members.append(("additionalProperties", .bool(false)))
    return .object(members)
  }

  // MARK: Places

  static func topLevel(_ key: String) -> JSON {
    switch key {
    case "form":
      return .object([
        ("type", .string("string")), ("pattern", .string("^[A-Z][A-Za-z0-9]*$")),
        (
          "not",
          .object([("enum", .array(Identifier.reservedFormNames.sorted().map { .string($0) }))])
        ),
      ])
    case "title": return variantText
    case "platform":
      return mapping("platform") { _ in
        .object([
          ("type", .array([.string("string"), .string("number")])),
          ("pattern", .string("^[0-9]+(\\.[0-9]+)?$")),
        ])
      }
    case "keyboard":
      return mapping("keyboard") { key in
        switch key {
        case "avoidance": return words(KeyboardAvoidance.self)
        case "dismiss": return words(KeyboardDismissMode.self)
        case "spacing", "stickyFooter": return number(minimum: 0)
        case "afterSubmit": return words(AfterSubmit.self)
        case "onReturn": return words(OnReturn.self)
        default: return words(ReturnKey.self, except: [.default, .next])
        }
      }
    case "toolbar":
      let items: JSON = .object([
        ("type", .string("array")), ("items", words(ToolbarItem.self)), ("minItems", .int(1)),
      ])
      return .object([
        (
          "oneOf",
          .array([
            bool,
            mapping("toolbar") { $0 == "items" ? items : words(ToolbarTitleMode.self) },
          ])
        )
      ])
    case "focus":
      return mapping("focus") {
        switch $0 {
        case "order": return list(ref("id"))
        case "initial": return ref("id")
        default: return bool
        }
      }
    case "content": return ref("node")
    case "presentations": return list(words(ScreenPresentation.self), minItems: 1)
    case "validateOn": return words(ValidationTiming.self)
    case "flags":
      // A flag's name is an id, except that the members of a UIViewController are allowed.
      return .object([
        ("type", .string("array")),
        (
          "items",
          .object([
            ("type", .string("string")), ("pattern", .string("^[a-z][A-Za-z0-9]*$")),
            (
              "not",
              .object([
                (
                  "enum",
                  .array(
                    Identifier.reservedNodeIDs.union(Identifier.swiftKeywords).sorted().map {
                      .string($0)
                    })
                )
              ])
            ),
          ])
        ),
        ("minItems", .int(1)), ("uniqueItems", .bool(true)),
      ])
    case "actions":
      return mapping("actions") { action in
        mapping(
          action,
          { key in
            switch key {
            case "title": return variantText
            case "placement":
              // The keyboard toolbar holds a submit only.
              return action == "cancel"
                ? words(ActionPlacement.self, except: [.keyboardToolbar])
                : words(ActionPlacement.self)
            case "confirmDiscard": return bool
            default: return words(ActionEnablement.self)
            }
          }, required: ["title"])
      }
    default:
      let configurable = Rule.all.filter(\.isConfigurable).map { JSON.string($0.id.rawValue) }
      return mapping("lint") { _ in list(.object([("enum", .array(configurable))])) }
    }
  }

  // MARK: Nodes

  static var definitions: JSON.Members {
    var result: JSON.Members = [
      (
        "id",
        .object([
          ("type", .string("string")), ("pattern", .string("^[a-z][A-Za-z0-9]*$")),
          (
            "not",
            .object([
              (
                "enum",
                .array(
                  Identifier.reservedNodeIDs.union(Identifier.viewControllerMembers)
                    .union(Identifier.swiftKeywords).sorted().map { .string($0) })
              )
            ])
          ),
        ])
      ),
      ("node", .object([("oneOf", .array(Node.Kind.allCases.map { ref($0.rawValue) }))])),
      ("rule", rule),
      ("visibleWhen", visibleWhen),
      ("condition", condition),
    ]
    for kind in Node.Kind.allCases { result.append((kind.rawValue, node(kind))) }
    return result
  }

  /// One test, an element of `all` or `any` (combined conditions do not nest): a `visibleWhen`
  /// without `all` and `any`.
  static var condition: JSON { visibleWhen(combining: false) }

  /// `visibleWhen`: `input` with `equals`, `notEquals`, `in`, `notEmpty`, `empty` or (on a multi-choice) `contains`, or `flag`
  /// with an optional boolean `equals`, or `all` or `any` alone, a list of such tests.
  static var visibleWhen: JSON { visibleWhen(combining: true) }

  private static func visibleWhen(combining: Bool) -> JSON {
    let combiners = ["all", "any"]
    let elements = list(ref("condition"), minItems: 1)
    guard
      case .object(var members) = mapping(
        "visibleWhen",
        { key in
          switch key {
          case "all", "any": return elements
          case "input": return ref("id")
          case "flag": return ref("id")
          case "equals", "notEquals", "contains": return string
          case "in":
            guard case .object(var members) = list(string, minItems: 1) else { return string }
            members.append(("uniqueItems", .bool(true)))
            return .object(members)
          default: return .object([("const", .bool(true))])
          }
        })
    else { return .object([]) }
    let absent: JSON = .object([("not", .object([]))])
    if !combining {
      members = JSONObject(
        members.map { member in
          guard member.key == "properties", case .object(let properties) = member.value else {
            return member
          }
          return (
            key: member.key,
            value: .object(JSONObject(properties.filter { !combiners.contains($0.key) }))
          )
        })
    }
    var branches: [JSON] = [
      .object([
        ("required", .array([.string("input")])),
        ("not", .object([("required", .array([.string("flag")]))])),
        ("properties", .object(combiners.map { ($0, absent) })),
      ]),
      .object([
        ("required", .array([.string("flag")])),
        ("not", .object([("required", .array([.string("input")]))])),
        (
          "properties",
          .object(
            [
              ("equals", bool), ("notEquals", absent), ("in", absent), ("notEmpty", absent),
              ("empty", absent), ("contains", absent),
            ] + combiners.map { ($0, absent) })
        ),
      ]),
    ]
    if combining {
      // `all` or `any` stands alone in its mapping.
      branches += combiners.map { key in
        .object([("required", .array([.string(key)])), ("maxProperties", .int(1))])
      }
    }
    // `anyOf`, not `oneOf`: the branches exclude each other already, and the vocabulary reads a
    // `oneOf` as alternative shapes of the value.
    members.append(("anyOf", .array(branches)))
    return .object(members)
  }

  static func node(_ kind: Node.Kind) -> JSON {
    let idSchema: JSON =
      kind.allowsEmptyID
      ? .object([
        (
          "anyOf",
          .array([
            ref("id"), .object([("type", .string("null"))]), .object([("const", .string(""))]),
          ])
        )
      ])
      : ref("id")
    var properties: JSON.Members = [(kind.rawValue, idSchema)]
    // A choice's or multi-choice's `value` names options, unless the app loads them (`options:
    // app`): then any text (`if`/`else` below).
    let loadsOptions = kind == .choice || kind == .multiChoice
    for key in SpecDecoder.propertyKeys(of: kind) {
      let loose: JSON = kind == .choice ? string : list(.object([("type", .string("string"))]))
      properties.append((key, loadsOptions && key == "value" ? loose : property(key, of: kind)))
    }
    var members: JSON.Members = [
      ("type", .string("object")),
      (
        "required",
        .array(([kind.rawValue] + SpecDecoder.requiredKeys(of: kind)).map { .string($0) })
      ),
      ("properties", .object(properties)),
      ("additionalProperties", .bool(false)),
    ]
    if loadsOptions {
      members.append(
        (
          "if",
          .object([
            ("required", .array([.string("options")])),
            ("properties", .object([("options", .object([("const", .string("app"))]))])),
          ])
        ))
      members.append(
        ("else", .object([("properties", .object([("value", property("value", of: kind))]))])))
    }
    return .object(members)
  }

  static func property(_ key: String, of kind: Node.Kind) -> JSON {
    switch key {
    case "children": return list(ref("node"))
    case "axis": return words(LayoutAxis.self)
    case "value" where kind.isControl: return controlValue(of: kind)
    case "paging": return bool
    case _ where SpecDecoder.isInputBoolean(key): return bool
    case "spacing": return number(minimum: 0)
    case "height": return number(minimum: 0, exclusive: true)
    // Texts that may change with app flags: a section's, a label's and a button's.
    case "header", "footer", "text": return variantText
    case "title" where kind == .button: return variantText
    case _ where SpecDecoder.isInputString(key): return string
    case "action": return words(ButtonAction.self)
    case "enabled": return words(ActionEnablement.self)
    // An image's picture: `app`, `system:NAME` or `asset:NAME`.
    case "source":
      return .object([
        ("type", .string("string")), ("pattern", .string("^(app|(system|asset):\\s*\\S.*)$")),
      ])
    case "contentMode": return words(ImageContentMode.self)
    case "description": return string
    case "decorative": return bool
    case "input": return words(InputPreset.self)
    case "keyboard": return words(KeyboardType.self)
    case "contentType":
      return .object([("enum", .array(ContentType.all.map { .string($0.name) }))])
    case "autocapitalization": return words(Autocapitalization.self)
    case "returnKey": return words(ReturnKey.self)
    case "onReturn": return words(OnReturn.self)
    case "validateOn": return words(ValidationTiming.self)
    // An input's own toolbar takes the form's shape.
    case "toolbar": return topLevel("toolbar")
    case "rules": return list(ref("rule"))
    case "next", "valueOf": return ref("id")
    // The nodes shown with an input: one id or a list of them.
    case "reveal":
      return .object([("anyOf", .array([ref("id"), list(ref("id"), minItems: 1)]))])
    case "visibleWhen", "enabledWhen": return ref("visibleWhen")
    case "lines":
      // `max: none`: a text view that grows without a limit.
      return mapping("lines") { key in
        key == "max"
          ? .object([("anyOf", .array([count(minimum: 1), .object([("const", .string("none"))])]))])
          : count(minimum: 1)
      }
    case "options" where kind == .choice || kind == .multiChoice:
      // `app`: the app loads the options at run time.
      return .object([("anyOf", .array([options, .object([("const", .string("app"))])]))])
    case "options": return options
    case "style" where kind == .date: return words(DateStyle.self)
    case "style" where kind == .multiChoice: return words(MultiChoiceStyle.self)
    case "min", "max": return count(minimum: 1)
    case "style": return words(ChoiceStyle.self)
    case "range" where kind.isNumber, "step",
      "format" where kind.isNumber, "minimumImage",
      "maximumImage":
      return numberProperty(key)
    case "maxLength": return count(minimum: 1)
    case "format":
      // A standard formatter, or the lowerCamelCase name of one the app supplies.
      return .object([
        (
          "anyOf",
          .array([
            words(StandardTextFormat.self),
            .object([("type", .string("string")), ("pattern", .string("^[a-z][A-Za-z0-9]*$"))]),
          ])
        )
      ])
    case "check":
      // The app's check by name, or a mapping of its name and debounce, or of its name and
      // `local` (a local check takes no debounce).
      let name: JSON = .object([
        ("type", .string("string")), ("pattern", .string("^[a-z][A-Za-z0-9]*$")),
      ])
      return .object([
        (
          "oneOf",
          .array([
            name,
            localCheck(name: name),
          ])
        )
      ])
    case "components": return words(DateComponentsKind.self)
    case "range": return mapping("range") { _ in dateText }
    default: preconditionFailure("no schema for '\(key)' on \(kind)")
    }
  }

  /// A `check` mapping: `name`, with `debounce` or `local`, but not `debounce` beside
  /// `local: true`.
  static func localCheck(name: JSON) -> JSON {
    let keys = SpecDecoder.nestedKeys["check"]!
    let properties: JSON.Members = keys.map { key in
      switch key {
      case "name": return (key, name)
      case "local": return (key, bool)
      default: return (key, number(minimum: 0))
      }
    }
    let localTrue: JSON = .object([("const", .bool(true))])
    return .object([
      ("type", .string("object")),
      ("required", .array([.string("name")])),
      ("properties", .object(properties)),
      ("additionalProperties", .bool(false)),
      (
        "not",
        .object([
          ("required", .array([.string("local"), .string("debounce")])),
          ("properties", .object([("local", localTrue)])),
        ])
      ),
    ])
  }

  /// A rule: exactly one rule key plus an optional `message`.
  static var rule: JSON {
    let variants: [JSON] = SpecDecoder.ruleKeys.map { key in
      let value: JSON
      switch key {
      case "minLength", "maxLength": value = count(minimum: 0)
      case "pattern": value = string
      case "email": value = .object([("const", .bool(true))])
      case "equals", "after", "before", "onOrAfter", "onOrBefore": value = ref("id")
      case "requiredWithout":
        value = .object([("anyOf", .array([ref("id"), list(ref("id"), minItems: 1)]))])
      default: value = number()
      }
      return .object([
        ("type", .string("object")),
        ("required", .array([.string(key)])),
        ("properties", .object([(key, value), ("message", string)])),
        ("additionalProperties", .bool(false)),
      ])
    }
    return .object([("oneOf", .array(variants))])
  }
}
