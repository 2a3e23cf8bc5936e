import FormCompiler
import FormDiagnostics
import FormSpec
import Testing

/// `notEquals` (issue 32): a node shown while its controller's value is anything but one value,
/// the empty value included; the checker counts the named value among the controller's classes.
struct NotEqualsCheckingTests {
  func run(_ spec: String) -> FormPipeline.Output {
    FormPipeline().run(bytes: Array(spec.utf8), path: "Account.form.yaml")
  }

  static let account = """
    form: Account
    content:
      scroll: page
      children:
        - field: kind
          title: Kind
        - field: company
          title: Company
          visibleWhen: {input: kind, notEquals: personal}
        - field: note
          title: Note

    """

  @Test func theExcludedValueIsAClassOfItsController() throws {
    let output = run(Self.account)
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    let form = try #require(output.form)
    #expect(form.controllers.map(\.values) == [["personal"]])
    #expect(form.stateCount == 3)
    // Empty, 'personal', another value: hidden only while the value is 'personal'.
    #expect(
      form.states.map { $0.steps.map(\.input) } == [
        ["kind", "company", "note"], ["kind", "note"], ["kind", "company", "note"],
      ])
    let company = try #require(form.layout.first { $0.id == "company" })
    #expect(company.condition?.negated == true && company.condition?.equals == "personal")
  }

  @Test func aSwitchCanEnableAnInputWhileNotOff() throws {
    let output = run(
      """
      form: Proxy
      content:
        table: settings
        children:
          - section: proxy
            children:
              - switch: direct
                title: Direct connection
              - field: host
                title: Host
                enabledWhen: {input: direct, notEquals: true}
              - field: note
                title: Note

      """)
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    let form = try #require(output.form)
    #expect(form.states.map { $0.steps.map(\.input) } == [["host", "note"], ["note"]])
  }

  @Test func aValueThatIsNotAnOptionIsImpossible() throws {
    let output = run(
      """
      form: Proxy
      content:
        scroll: page
        children:
          - choice: scheme
            title: Scheme
            options: [https, socks5]
            value: https
          - field: host
            title: Host
            visibleWhen: {input: scheme, notEquals: socks4}

      """)
    let diagnostic = try #require(output.diagnostics.first { $0.rule == .impossibleCondition })
    #expect(diagnostic.message.contains("'notEquals' always holds"))
    #expect(diagnostic.message.contains("did you mean 'socks5'?"))
    #expect(diagnostic.location.line == 11 && diagnostic.location.column == 47)
  }
}
