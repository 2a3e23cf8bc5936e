import FormCompiler
import FormDiagnostics
import FormSpec
import Testing

/// What the checker makes of a `switch` (issue 31): its IR entry, outside the focus chain and the
/// keyboard plan; two visibility states; and the messages of the diagnostics about it.
struct SwitchCheckingTests {
  static let header = """
    form: Prefs
    content:
      table: settings
      children:
        - section: main
          children:

    """

  func run(_ children: String, top: String = "") -> FormPipeline.Output {
    FormPipeline().run(
      bytes: Array((top + Self.header + children).utf8), path: "Prefs.form.yaml")
  }

  @Test func aSwitchIsAnInputOfTheIRButNotOfTheFocusChain() throws {
    let output = run(
      """
            - field: name
              title: Name
            - switch: digest
              title: Digest
              hint: One email a day
              value: true
            - field: email
              title: Email

      """)
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    let form = try #require(output.form)
    #expect(form.inputs.map(\.id) == ["name", "email", "digest"])
    let digest = try #require(form.inputs.last)
    #expect(digest.kind == .switch && digest.isControl)
    #expect(digest.initialValue == "true")
    #expect(digest.traits == nil)
    #expect(digest.hint == "One email a day")
    #expect(digest.returnBehavior.whenLast == ReturnStep(key: nil, action: .none))
    #expect(form.focusInputs.map(\.id) == ["name", "email"])
    #expect(form.controls.map(\.id) == ["digest"])
    #expect(form.keyboardPlan.inputs.map(\.id) == ["name", "email"])
    #expect(form.states.map { $0.steps.map(\.input) } == [["name", "email"]])
  }

  @Test func aSwitchControllerHasTwoStatesWhateverTheConditionsName() throws {
    let output = run(
      """
            - switch: digest
              title: Digest
            - field: time
              title: Send at
              visibleWhen: {input: digest, equals: true}

      """)
    let form = try #require(output.form)
    #expect(form.stateCount == 2)
    #expect(form.controllers.map(\.id) == ["digest"])
    #expect(form.controllers.first?.values == ["false", "true"])
    #expect(form.states.map { $0.steps.map(\.input) } == [[], ["time"]])
  }

  @Test func aConditionForAValueASwitchCannotTakeIsAnError() throws {
    let output = run(
      """
            - switch: digest
              title: Digest
            - field: time
              title: Send at
              visibleWhen: {input: digest, equals: "on"}

      """)
    let diagnostic = try #require(output.diagnostics.first)
    #expect(output.diagnostics.count == 1)
    #expect(diagnostic.rule == .impossibleCondition)
    #expect(diagnostic.severity == .error)
    #expect(
      diagnostic.message
        == "'digest' is a switch and is never 'on', so 'time' is never shown; test 'equals: true' or 'equals: false'"
    )
    #expect(diagnostic.notes.first?.message == "'digest' is declared here")
  }

  @Test func textInputKeysOnASwitchSayWhy() throws {
    let output = run(
      """
            - switch: digest
              placeholder: Digest

      """)
    let diagnostic = try #require(output.diagnostics.first { $0.rule == .unknownKey })
    #expect(diagnostic.message.contains("a switch brings no keyboard"))
    #expect(diagnostic.message.contains("'title', 'hint', 'value'"))
  }

  @Test func aSwitchValueMustBeABoolean() throws {
    let output = run(
      """
            - switch: digest
              title: Digest
              value: "yes"

      """)
    let diagnostic = try #require(output.diagnostics.first { $0.rule == .invalidValue })
    #expect(diagnostic.rule == .invalidValue)
    #expect(
      diagnostic.message
        == "'value' must be a boolean, not the quoted string 'yes'; write true or false")
  }

  @Test func focusOrderCannotNameASwitch() throws {
    let output = run(
      """
            - field: name
              title: Name
            - switch: digest
              title: Digest

      """, top: "focus:\n  order: [name, digest]\n")
    let diagnostic = try #require(output.diagnostics.first)
    #expect(diagnostic.rule == .focusOrder)
    #expect(
      diagnostic.message
        == "'digest' in 'focus.order' is a switch, which is not in the keyboard's focus chain")
  }
}
