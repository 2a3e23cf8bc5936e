import FormDiagnostics
import Testing

@testable import FormCompiler

/// ``VisibilityEvaluation``'s pass over many states (the checker's, which works out the nodes'
/// value positions once and reuses its buffers from state to state) against its answer for one
/// state at a time: the same for every state, in any order, with app flags, a shared value
/// (`valueOf`), `enabledWhen`, combined conditions, `in` and `notEquals`.
struct VisibilityEvaluationTests {
  static let spec = """
    form: Proxy
    flags: [managed]
    content:
      scroll: page
      children:
        - switch: useProxy
          title: Use a proxy
        - field: scheme
          title: Scheme
          visibleWhen: {all: [{input: useProxy, equals: true}, {flag: managed, equals: false}]}
        - choice: schemeMenu
          title: Scheme
          style: menu
          options: app
          valueOf: scheme
          visibleWhen: {flag: managed}
        - field: host
          title: Host
          visibleWhen: {input: scheme, in: [http, https]}
          enabledWhen: {all: [{input: useProxy, equals: true}, {input: scheme, notEquals: https}]}
        - field: port
          title: Port
          keyboard: numberPad
          visibleWhen: {any: [{flag: managed}, {input: host, equals: proxy.example}]}
          enabledWhen: {input: schemeMenu, equals: socks}
        - label: note
          text: Traffic goes through the proxy.
          visibleWhen: {input: host, notEmpty: true}

    """

  /// The checked form of ``spec`` (its warnings allowed: the test is about the evaluation).
  func form() throws -> CheckedForm {
    let output = FormPipeline().run(bytes: Array(Self.spec.utf8), path: "Proxy.form.yaml")
    #expect(!output.diagnostics.containsErrors, "\(output.diagnostics)")
    return try #require(output.form)
  }

  @Test func eachStateInTurnReadsAsThatStateAlone() throws {
    let form = try form()
    let evaluation = form.visibilityEvaluation
    #expect(!evaluation.enabledTests.isEmpty)
    #expect(!evaluation.valueOwners.isEmpty)
    #expect(!evaluation.flagPositions.isEmpty)
    let states = form.states.map(\.values)
    #expect(states.count > 8)
    // In order, reversed (each state after a different one), and a state that leaves the
    // controllers out (read as empty).
    for order in [states, states.reversed(), [[]] + states + [[]]] {
      var answers: [[Bool]] = []
      evaluation.forEachReachability(in: order) { answers.append($0) }
      #expect(answers == order.map { evaluation.reachability(in: $0) })
    }
    // The states differ: some node is reachable in one and not in another.
    let answers = states.map { evaluation.reachability(in: $0) }
    #expect(Set(answers).count > 1)
  }

  @Test func aValueLeftOutOfAStateReadsAsEmpty() throws {
    let form = try form()
    let evaluation = form.visibilityEvaluation
    let note = try #require(form.layout.firstIndex { $0.id == "note" })
    let host = try #require(form.layout.firstIndex { $0.id == "host" })
    let shown = evaluation.visibility(in: [])
    // No values: `useProxy` empty, so `scheme` is hidden, and with it `host` and `note`.
    #expect(!shown[host])
    #expect(!shown[note])
    #expect(shown[0])
  }
}
