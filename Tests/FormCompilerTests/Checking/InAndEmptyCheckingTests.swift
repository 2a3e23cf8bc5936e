import FormCompiler
import FormDiagnostics
import FormSpec
import Testing

/// `in: [a, b]` and `empty: true` (issue 32): a node shown while its controller's value is one of
/// several values, or empty; the checker counts each named value among the controller's classes.
struct InAndEmptyCheckingTests {
  func run(_ spec: String) -> FormPipeline.Output {
    FormPipeline().run(bytes: Array(spec.utf8), path: "Account.form.yaml")
  }

  @Test func eachListedValueIsAClassOfItsController() throws {
    let output = run(
      """
      form: Account
      content:
        scroll: page
        children:
          - field: kind
            title: Kind
          - field: company
            title: Company
            visibleWhen: {input: kind, in: [business, nonprofit]}
          - field: note
            title: Note

      """)
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    let form = try #require(output.form)
    #expect(form.controllers.map(\.values) == [["business", "nonprofit"]])
    #expect(form.stateCount == 4)
    // Empty, 'business', 'nonprofit', another value: shown for the two listed values only.
    #expect(
      form.states.map { $0.steps.map(\.input) } == [
        ["kind", "note"], ["kind", "company", "note"], ["kind", "company", "note"],
        ["kind", "note"],
      ])
    let company = try #require(form.layout.first { $0.id == "company" })
    #expect(company.condition?.oneOf == ["business", "nonprofit"])
    #expect(company.condition?.equals == nil)
  }

  @Test func emptyHoldsOnlyForTheEmptyValue() throws {
    let output = run(
      """
      form: Account
      content:
        scroll: page
        children:
          - field: code
            title: Code
            onReturn: dismiss
          - field: reason
            title: Why no code?
            visibleWhen: {input: code, empty: true}

      """)
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    let form = try #require(output.form)
    #expect(form.stateCount == 2)
    #expect(form.states.map { $0.steps.map(\.input) } == [["code", "reason"], ["code"]])
    let reason = try #require(form.layout.first { $0.id == "reason" })
    #expect(reason.condition?.equals == "" && reason.condition?.negated == nil)
  }

  @Test func inEnablesAnInputForTwoOptionsOfAChoice() throws {
    let output = run(
      """
      form: Proxy
      content:
        table: settings
        children:
          - section: proxy
            children:
              - choice: scheme
                title: Scheme
                options: [https, socks4, socks5]
                value: https
              - field: host
                title: Host
              - field: user
                title: User
                enabledWhen: {input: scheme, in: [https, socks5]}

      """)
    // A tap on SOCKS 4 with the host focused disables 'user' after it: the one warning.
    #expect(
      output.diagnostics.map(\.rule) == [.returnKeyChangesWhileFocused], "\(output.diagnostics)")
    let form = try #require(output.form)
    // The choice's three options (it starts with one): 'user' is reached for two of them.
    #expect(
      form.states.map { $0.steps.map(\.input) } == [["host", "user"], ["host"], ["host", "user"]])
  }

  @Test func aListedValueThatIsNotAnOptionIsImpossible() throws {
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
            visibleWhen: {input: scheme, in: [https, sock5]}

      """)
    let diagnostic = try #require(output.diagnostics.first { $0.rule == .impossibleCondition })
    #expect(diagnostic.message.contains("never 'sock5'"))
    #expect(diagnostic.message.contains("did you mean 'socks5'?"))
    #expect(diagnostic.location.line == 11 && diagnostic.location.column == 48)
    #expect(diagnostic.fixIts.first?.replacement == "socks5")
  }

  @Test func noListedValueAnOptionMeansNeverShown() throws {
    let output = run(
      """
      form: Alerts
      content:
        scroll: page
        children:
          - switch: digest
            title: Digest
          - field: time
            title: Time
            visibleWhen: {input: digest, in: [yes, no]}

      """)
    let found = output.diagnostics.filter { $0.rule == .impossibleCondition }
    #expect(found.count == 2)
    #expect(found.allSatisfy { $0.message.contains("'digest' is a switch and is never") })
  }

  @Test func emptyOnAChoiceThatStartsWithAValueNeverHolds() throws {
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
          - label: pick
            text: Pick one
            visibleWhen: {input: scheme, empty: true}

      """)
    let diagnostic = try #require(output.diagnostics.first { $0.rule == .impossibleCondition })
    #expect(diagnostic.message.hasPrefix("'empty' never holds"))
    #expect(diagnostic.location.line == 11 && diagnostic.location.column == 7)
  }
}
