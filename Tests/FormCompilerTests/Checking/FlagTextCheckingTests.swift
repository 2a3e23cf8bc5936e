import FormCompiler
import FormDiagnostics
import FormSpec
import Testing

/// Texts that change with app flags (issue 32): checked into the IR, listed in the String
/// Catalog under `.when.<flag>` keys, and a flag named only by texts adds no visibility state.
struct FlagTextCheckingTests {
  static let card = """
    form: Card
    title:
      text: Add Card
      when:
        - {flag: isViewing, text: View Card}
        - {flag: isEditing, text: Edit Card}
    flags: [isViewing, isEditing]
    actions:
      submit:
        title: {text: Save, when: [{flag: isViewing, text: Edit}]}
      cancel:
        title: Close
    content:
      scroll: page
      children:
        - field: name
          title: Name on card

    """

  func run(_ spec: String) -> FormPipeline.Output {
    FormPipeline().run(bytes: Array(spec.utf8), path: "Card.form.yaml")
  }

  @Test func variantsReachTheIRAndAddNoStates() throws {
    let output = run(Self.card)
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    let form = try #require(output.form)
    #expect(form.title == "Add Card")
    #expect(
      form.titleVariants == [
        ResolvedTextVariant(flag: "isViewing", text: "View Card"),
        ResolvedTextVariant(flag: "isEditing", text: "Edit Card"),
      ])
    #expect(form.actions?.submit?.titleVariants == [.init(flag: "isViewing", text: "Edit")])
    #expect(form.actions?.cancel?.titleVariants == nil)
    #expect(form.controllers.isEmpty, "a flag only texts name is no controller")
    #expect(form.stateCount == 1)
  }

  @Test func stringsGetAKeyPerVariant() throws {
    let form = try #require(run(Self.card).form)
    let strings = FormStrings.strings(of: form).map { "\($0.key)=\($0.sourceValue)" }
    #expect(
      Array(strings.prefix(6)) == [
        "Card.title=Add Card", "Card.title.when.isViewing=View Card",
        "Card.title.when.isEditing=Edit Card", "Card.actions.submit.title=Save",
        "Card.actions.submit.title.when.isViewing=Edit", "Card.actions.cancel.title=Close",
      ])
  }

  @Test func aTextNamingAnInputIsToldItTakesOnlyFlags() throws {
    let output = run(
      """
      form: Card
      flags: [isEditing]
      title: {text: Add Card, when: [{flag: name, text: Edit Card}]}
      content:
        scroll: page
        children:
          - field: name

      """)
    let diagnostic = try #require(output.diagnostics.first)
    #expect(diagnostic.rule == .danglingReference)
    #expect(
      diagnostic.message
        == "'title' names 'name', a field, as a flag; a text changes only with a flag of 'flags'")
    #expect(diagnostic.location.line == 3 && diagnostic.location.column == 39)
  }

  @Test func anUnknownFlagGetsAFixIt() throws {
    let output = run(
      """
      form: Card
      flags: [isEditing]
      title: {text: Add Card, when: [{flag: isEdting, text: Edit Card}]}
      content:
        scroll: page
        children:
          - field: name

      """)
    let diagnostic = try #require(output.diagnostics.first)
    #expect(diagnostic.rule == .danglingReference)
    #expect(
      diagnostic.message == "'title' names unknown flag 'isEdting'; did you mean 'isEditing'?")
    #expect(diagnostic.fixIts.count == 1)
  }
}
