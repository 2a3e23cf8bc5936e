import FormCompiler
import FormDiagnostics
import FormSpec
import Testing

/// What the checker makes of a `choice` (issue 31): its IR entry with its options and style,
/// outside the focus chain and the keyboard plan; the visibility states its options give; the
/// option titles as catalog strings; and the messages of the diagnostics about it.
struct ChoiceCheckingTests {
  static let header = """
    form: Proxy
    content:
      table: settings
      children:
        - section: main
          children:

    """

  func run(_ children: String) -> FormPipeline.Output {
    FormPipeline().run(bytes: Array((Self.header + children).utf8), path: "Proxy.form.yaml")
  }

  @Test func aChoiceIsAnInputOfTheIRWithItsOptionsButNotOfTheFocusChain() throws {
    let output = run(
      """
            - choice: scheme
              title: Proxy type
              style: segmented
              options:
                - https
                - {value: socks5, title: SOCKS 5}
              value: socks5
            - field: host
              title: Host

      """)
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    let form = try #require(output.form)
    #expect(form.inputs.map(\.id) == ["host", "scheme"])
    let scheme = try #require(form.inputs.last)
    #expect(scheme.kind == .choice && scheme.isControl)
    #expect(scheme.initialValue == "socks5")
    #expect(scheme.traits == nil)
    #expect(scheme.choice?.style == .segmented)
    #expect(scheme.choice?.options.map(\.value) == ["https", "socks5"])
    #expect(scheme.choice?.options.map(\.title) == ["https", "SOCKS 5"])
    #expect(form.focusInputs.map(\.id) == ["host"])
    #expect(form.keyboardPlan.inputs.map(\.id) == ["host"])
    let keys = FormStrings.strings(of: form).map(\.key)
    #expect(keys.contains("Proxy.scheme.options.https"))
    #expect(keys.contains("Proxy.scheme.options.socks5"))
  }

  @Test(arguments: [
    ("value: https", ["'scheme' is 'https'", "'scheme' is 'socks5'"]),
    ("required: true", ["'scheme' is empty", "'scheme' is 'https'", "'scheme' is 'socks5'"]),
  ])
  func aChoiceControllerHasAStatePerOptionWhateverTheConditionsName(
    start: String, states: [String]
  ) throws {
    let output = run(
      """
            - choice: scheme
              title: Proxy type
              options: [https, socks5]
              \(start)
            - field: username
              title: User name
              visibleWhen: {input: scheme, equals: socks5}

      """)
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    let form = try #require(output.form)
    let evaluation = form.visibilityEvaluation
    #expect(form.states.map { evaluation.describe($0.values) } == states)
    #expect(form.states.last?.steps.map(\.input) == ["username"])
    #expect(form.states.first?.steps.map(\.input) == [])
  }

  @Test func aMisspeltOptionInACondition() throws {
    let output = run(
      """
            - choice: scheme
              title: Proxy type
              options: [https, socks5]
            - field: username
              title: User name
              visibleWhen: {input: scheme, equals: sock5}

      """)
    let diagnostic = try #require(output.diagnostics.first)
    #expect(diagnostic.rule == .impossibleCondition)
    #expect(
      diagnostic.message
        == "'scheme' is a choice and is never 'sock5', so 'username' is never shown; test one of its options: 'https', 'socks5'; did you mean 'socks5'?"
    )
    #expect(diagnostic.fixIts.first?.replacement == "socks5")
  }

  @Test func aValueOutsideTheOptionsStartsTheChoiceEmpty() throws {
    let output = run(
      """
            - choice: scheme
              title: Proxy type
              options: [https, socks5]
              value: socks4

      """)
    let diagnostic = try #require(output.diagnostics.first)
    #expect(diagnostic.rule == .unknownOption)
    #expect(
      diagnostic.message
        == "'socks4' is not an option of 'scheme'; its options are 'https', 'socks5'; did you mean 'socks5'?"
    )
  }
}
