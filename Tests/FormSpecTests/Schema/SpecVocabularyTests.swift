import FormDiagnostics
import FormSpec
import Testing

/// `SpecVocabulary` reads the decoder's key tables and the schema built from them; these tests pin
/// what editors get from it.
struct SpecVocabularyTests {
  /// Every place a spec has.
  static let places: [SpecVocabulary.Place] =
    [.topLevel, .rule, .node(nil)] + SpecVocabulary.settingsHolders.map { .settings($0) }
    + Node.Kind.allCases.map { .node($0) }

  @Test(arguments: [
    (
      "input", SpecVocabulary.Place.node(.field),
      SpecVocabulary.Value.words(InputPreset.allCases.map(\.rawValue))
    ),
    ("next", .node(.custom), .inputID),
    ("field", .node(.field), .nodeID(.field)),
    ("children", .node(.table), .list(.node)),
    ("rules", .node(.textView), .list(.mapping(.rule))),
    ("visibleWhen", .node(.label), .mapping(.settings("visibleWhen"))),
    ("lines", .node(.textView), .mapping(.settings("lines"))),
    ("height", .node(.spacer), .number(minimum: 0, exclusive: true)),
    ("spacing", .node(.stack), .number(minimum: 0, exclusive: false)),
    ("secure", .node(.field), .bool),
    ("title", .node(.button), .mappingOrString(SpecVocabulary.flagText)),
    ("title", .node(.field), .string),
    ("header", .node(.section), .mappingOrString(SpecVocabulary.flagText)),
    ("flag", SpecVocabulary.textVariant, .inputID),
    ("when", SpecVocabulary.flagText, .list(.mapping(SpecVocabulary.textVariant))),
    ("form", .topLevel, .formName),
    ("content", .topLevel, .node),
    ("toolbar", .topLevel, .mappingOrBool(.settings("toolbar"))),
    ("format", .node(.stepper), .mappingOrString(.settings("format"))),
    ("format", .node(.field), .words(StandardTextFormat.allCases.map(\.rawValue))),
    // A plural form is a label, not a form name (the hover said "an UpperCamelCase Swift
    // identifier").
    ("one", .settings("format"), .string),
    ("other", .settings("format"), .string),
    ("iOS", .settings("platform"), .version),
    ("submit", .settings("keyboard"), .words(ReturnKey.submitKeys.map(\.rawValue))),
    ("order", .settings("focus"), .list(.inputID)),
    ("items", .settings("toolbar"), .list(.words(ToolbarItem.allCases.map(\.rawValue)))),
    (
      "disable", .settings("lint"),
      .list(.words(Rule.all.filter(\.isConfigurable).map(\.id.rawValue)))
    ),
    ("min", .settings("lines"), .count(minimum: 1)),
    ("input", .settings("visibleWhen"), .inputID),
    ("notEmpty", .settings("visibleWhen"), .constantTrue),
    ("equals", .rule, .inputID),
    ("minLength", .rule, .count(minimum: 0)),
    ("email", .rule, .constantTrue),
    ("message", .rule, .string),
  ])
  func describesValues(key: String, place: SpecVocabulary.Place, value: SpecVocabulary.Value) {
    #expect(SpecVocabulary.value(of: key, in: place) == value)
  }

  @Test(arguments: places)
  func everyKeyHasAValue(place: SpecVocabulary.Place) {
    for key in SpecVocabulary.keys(in: place) where place != .node(nil) {
      #expect(SpecVocabulary.value(of: key, in: place) != nil, "\(key) \(place)")
    }
  }

  @Test func requiredKeysAreTheDecoders() {
    #expect(SpecVocabulary.requiredKeys(in: .topLevel) == ["form", "content"])
    #expect(SpecVocabulary.requiredKeys(in: .node(.button)) == ["button", "title"])
    #expect(SpecVocabulary.requiredKeys(in: .node(.scroll)) == ["scroll", "children"])
    #expect(SpecVocabulary.requiredKeys(in: .node(.field)) == ["field"])
    // `input` or `flag`: the schema's `anyOf`, which the language server's code action knows.
    #expect(SpecVocabulary.requiredKeys(in: .settings("visibleWhen")) == [])
    #expect(SpecVocabulary.keys(in: .node(.custom)).contains("returnKey") == false)
    #expect(SpecVocabulary.value(of: "returnKey", in: .node(.custom)) == nil)
  }
}
