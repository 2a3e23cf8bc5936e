import FormCompiler
import FormDiagnostics
import FormSpec
import Testing

/// Combined conditions (`all:` / `any:`, issue 32): every input and flag they name is a
/// controller of the state analysis, and a state shows or enables a node exactly when all (any)
/// of the elements hold.
struct CombinedConditionCheckingTests {
  func run(_ spec: String) -> FormPipeline.Output {
    FormPipeline().run(bytes: Array(spec.utf8), path: "Proxy.form.yaml")
  }

  static let proxy = """
    form: Proxy
    flags: [managed]
    content:
      table: settings
      children:
        - section: proxy
          children:
            - switch: useProxy
              title: Use a proxy
            - choice: proxyType
              title: Type
              options: [none, http]
              value: none
            - field: host
              title: Host
              onReturn: dismiss
              enabledWhen: {all: [{input: useProxy, equals: true}, {input: proxyType, notEquals: none}]}
            - field: note
              title: Note
              visibleWhen: {any: [{flag: managed}, {input: host, equals: proxy.example}]}

    """

  @Test func everyControllerOfACombinedConditionIsCounted() throws {
    let output = run(Self.proxy)
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    let form = try #require(output.form)
    #expect(form.controllers.map(\.id) == ["useProxy", "proxyType", "host", "managed"])
    // useProxy 2 × proxyType 2 (a choice with a value is never empty) × host 3 × managed 2.
    #expect(form.stateCount == 24)
    let host = try #require(form.inputs.first { $0.id == "host" })
    #expect(host.enabledCondition?.all?.map(\.input) == ["useProxy", "proxyType"])
    #expect(host.enabledCondition?.inputs == ["useProxy", "proxyType"])
  }

  @Test func allEnablesOnlyWhenEveryElementHolds() throws {
    let form = try #require(run(Self.proxy).form)
    let evaluation = form.visibilityEvaluation
    let host = try #require(form.inputs.first { $0.id == "host" }).node
    for state in form.states {
      let description = form.describe(state)
      let on = description.contains("'useProxy' is on")
      let http = description.contains("'proxyType' is 'http'")
      #expect(evaluation.reachability(in: state.values)[host] == (on && http), "\(description)")
      #expect(state.steps.contains { $0.input == "host" } == (on && http), "\(description)")
    }
  }

  @Test func anyShowsWhenOneElementHolds() throws {
    let form = try #require(run(Self.proxy).form)
    let note = try #require(form.inputs.first { $0.id == "note" }).node
    for state in form.states {
      let description = form.describe(state)
      let managed = description.contains("flag 'managed' is set")
      let named = description.contains("'host' is 'proxy.example'")
      #expect(form.visibleNodes(in: state.values)[note] == (managed || named), "\(description)")
    }
  }

  @Test func theStateLimitNoteSaysWhatCombinedConditionsName() throws {
    var spec = "form: Survey\ncontent:\n  scroll: page\n  children:\n"
    for index in 1...13 {
      spec += "    - choice: q\(index)\n      title: Q\(index)\n      options: [a, b]\n"
    }
    let elements = (1...13).map { "{input: q\($0), equals: a}" }.joined(separator: ", ")
    spec += "    - field: last\n      title: Last\n      visibleWhen: {any: [\(elements)]}\n"
    let output = run(spec)
    let note = try #require(output.diagnostics.first { $0.rule == "visibility-state-limit" })
    #expect(note.message.contains("13 controlling inputs combine into 1594323 visibility states"))
    #expect(
      note.message.hasSuffix(
        "(combined 'all'/'any' conditions name 13 of them, each counted once)"),
      "\(note.message)")
  }

  @Test func visibilityOrderNotesEachLaterControllerOfACombinedCondition() throws {
    let output = run(
      """
      form: Proxy
      content:
        scroll: page
        children:
          - label: hint
            text: Proxy in use
            visibleWhen: {all: [{input: useProxy, equals: true}, {input: host, notEmpty: true}]}
          - switch: useProxy
            title: Use a proxy
          - field: host
            title: Host

      """)
    let warnings = output.diagnostics.filter { $0.rule == .visibilityOrder }
    let warning = try #require(warnings.first)
    #expect(warnings.count == 1, "one warning for the node, however many controllers")
    #expect(
      warning.notes.map(\.message) == ["'useProxy' is declared here", "'host' is declared here"])
    #expect(warning.notes.map(\.location.line) == [8, 10])
  }
}
