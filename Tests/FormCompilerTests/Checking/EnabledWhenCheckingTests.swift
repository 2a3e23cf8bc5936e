import FormCompiler
import FormDiagnostics
import FormSpec
import Testing

/// `enabledWhen` (issue 32): a disabled input keeps its place in the layout, but the checker's
/// focus steps, return keys and toolbar pass over it as over a hidden one.
struct EnabledWhenCheckingTests {
  func run(_ spec: String) -> FormPipeline.Output {
    FormPipeline().run(bytes: Array(spec.utf8), path: "Proxy.form.yaml")
  }

  static let proxy = """
    form: Proxy
    content:
      table: settings
      children:
        - section: proxy
          children:
            - switch: useProxy
              title: Use a proxy
            - field: host
              input: url
              title: Host
              enabledWhen: {input: useProxy, equals: true}
            - field: note
              title: Note

    """

  @Test func aDisabledInputIsOutOfTheFocusStepsButStaysInTheLayout() throws {
    let output = run(Self.proxy)
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    let form = try #require(output.form)
    #expect(form.controllers.map(\.id) == ["useProxy"])
    #expect(form.stateCount == 2)
    #expect(form.states.map { $0.steps.map(\.input) } == [["note"], ["host", "note"]])
    let host = try #require(form.inputs.first { $0.id == "host" })
    #expect(host.enabledCondition?.input == "useProxy" && host.enabledCondition?.equals == "true")
    // Visible in both states: it keeps its place.
    let hostNode = host.node
    #expect(form.states.allSatisfy { form.visibleNodes(in: $0.values)[hostNode] })
    #expect(form.visibilityEvaluation.reachability(in: form.states[0].values)[hostNode] == false)
  }

  @Test func aChoiceCanBeEnabledWhileASwitchIsOn() throws {
    let output = run(
      """
      form: Proxy
      content:
        table: settings
        children:
          - section: proxy
            children:
              - switch: useProxy
                title: Use a proxy
              - choice: scheme
                title: Scheme
                options: [https, socks5]
                required: true
                enabledWhen: {input: useProxy, equals: true}
              - field: host
                title: Host
                enabledWhen: {input: scheme, notEquals: https}

      """)
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    let form = try #require(output.form)
    let scheme = try #require(form.inputs.first { $0.id == "scheme" })
    #expect(
      scheme.enabledCondition?.input == "useProxy" && scheme.enabledCondition?.equals == "true")
    // The choice starts with none chosen: 'host' is reached while the scheme is not 'https' and
    // the scheme (its controller) is shown.
    #expect(form.controllers.map(\.id) == ["useProxy", "scheme"])
    #expect(
      form.states.map { $0.steps.map(\.input) } == [
        ["host"], [], ["host"], ["host"], [], ["host"],
      ])
  }

  @Test func aFlagCanEnableAnInput() throws {
    let output = run(
      Self.proxy.replacingOccurrences(
        of: "form: Proxy\n", with: "form: Proxy\nflags: [isEditing]\n"
      )
      .replacingOccurrences(of: "{input: useProxy, equals: true}", with: "{flag: isEditing}"))
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    let form = try #require(output.form)
    #expect(form.controllers.map(\.id) == ["isEditing"])
    #expect(form.states.map { $0.steps.map(\.input) } == [["note"], ["host", "note"]])
  }

  @Test func anInputCannotBeEnabledByItself() throws {
    let output = run(
      Self.proxy.replacingOccurrences(
        of: "{input: useProxy, equals: true}", with: "{input: host, notEmpty: true}"))
    let diagnostic = try #require(output.diagnostics.first)
    #expect(diagnostic.rule == .danglingReference)
    #expect(diagnostic.location.line == 12)
  }

  @Test func anUnknownControllerIsADanglingReference() throws {
    let output = run(
      Self.proxy.replacingOccurrences(of: "{input: useProxy,", with: "{input: useProxi,"))
    let diagnostic = try #require(output.diagnostics.first)
    #expect(diagnostic.rule == .danglingReference)
    #expect(
      diagnostic.message == "'enabledWhen' names unknown id 'useProxi'; did you mean 'host'?"
        || diagnostic.message.hasPrefix("'enabledWhen' names unknown id 'useProxi'"))
  }
}
