import FormSpec
import Testing

@testable import FormLanguageServer

/// The YAML structure of a spec: roles, nodes and references.
struct SpecSyntaxTests {
  @Test func rolesOfEveryScalar() throws {
    let document = TextDocument(
      uri: "u", version: 1,
      text: """
        form: A
        keyboard: {submit: join}
        focus:
          order: [a]
        content:
          scroll: page
          children:
            - field: a
              rules:
                - equals: a
              visibleWhen: {input: b, notEmpty: true}
            - custom: b
              height: 44
        """)
    let syntax = SpecSyntax(document)
    let roles = Dictionary(
      syntax.scalars.map { (document.text($0.range), $0.role) },
      uniquingKeysWith: { first, _ in first })
    #expect(roles["form"] == .key(.topLevel, "form"))
    #expect(roles["join"] == .value(.settings("keyboard"), "submit"))
    #expect(roles["[a]"] == nil)
    #expect(roles["rules"] == .key(.node(.field), "rules"))
    #expect(roles["equals"] == .key(.rule, "equals"))
    #expect(roles["notEmpty"] == .key(.settings("visibleWhen"), "notEmpty"))
    #expect(roles["44"] == .value(.node(.custom), "height"))
    #expect(syntax.nodes.map(\.id) == ["page", "a", "b"])
    #expect(syntax.nodes.map(\.parent) == [nil, 0, 0])
    #expect(syntax.references.map(\.role) == [.focusOrder, .equals, .visibleWhen])
    #expect(syntax.references.map(\.name) == ["a", "a", "b"])
    #expect(syntax.references.map(\.owner) == [nil, 1, 1])
    #expect(syntax.inputs.map(\.id) == ["a", "b"])
  }

  @Test func theFirstKindKeyDecidesAsTheDecoderDoes() {
    let syntax = SpecSyntax(
      TextDocument(
        uri: "u", version: 1,
        text:
          "form: A\ncontent:\n  scroll: page\n  children:\n    - title: T\n      field: a\n      label: b\n"
      ))
    #expect(syntax.nodes.last?.kind == .field)
    #expect(syntax.nodes.last?.id == "a")
  }

  @Test(arguments: ["form: [", "", "- a\n- b\n", "\"just a string\""])
  func textThatIsNotASpecHasNoStructure(text: String) {
    let syntax = SpecSyntax(TextDocument(uri: "u", version: 1, text: text))
    #expect(syntax.nodes.isEmpty)
    #expect(syntax.scalars.isEmpty)
  }

  @Test func everyExampleSpecHasItsTree() {
    for path in Repository.specs {
      let syntax = SpecSyntax(Repository.document(path))
      #expect(syntax.isYAML, "\(path)")
      #expect(!syntax.nodes.isEmpty, "\(path)")
      #expect(syntax.nodes.allSatisfy { $0.kind != nil }, "\(path)")
      #expect(!syntax.inputs.isEmpty, "\(path)")
    }
  }
}
