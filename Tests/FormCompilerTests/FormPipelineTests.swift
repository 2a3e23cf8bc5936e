import FormCompiler
import FormDiagnostics
import FormSpec
import Testing

/// The one call every command makes: what it returns for each goal, and the per-file limit.
struct FormPipelineTests {
  static let clean = """
    form: SignUp
    content:
      scroll: page
      children:
        - field: email
          title: Email
          onReturn: dismiss
        - field: name
          title: Name
          visibleWhen: {input: email, notEmpty: true}

    """

  /// A spec with `count` unknown keys on one field (each an `unknown-key` error).
  static func unknownKeys(_ count: Int) -> [UInt8] {
    var text = "form: Big\ncontent:\n  scroll: page\n  children:\n    - field: email\n"
    text += "      title: Email\n"
    for index in 0..<count { text += "      unknownKey\(index): x\n" }
    return Array(text.utf8)
  }

  @Test func goals() {
    let pipeline = FormPipeline()
    let bytes = Array(Self.clean.utf8)
    let lint = pipeline.run(bytes: bytes, path: "SignUp.form.yaml", goal: .diagnostics)
    #expect(lint.form == nil && lint.diagnostics.isEmpty && lint.source == nil)
    let generate = pipeline.run(
      bytes: bytes, path: "SignUp.form.yaml", goal: .formWithoutFocusStates)
    #expect(generate.form?.inputs.count == 2)
    #expect(generate.form?.states.isEmpty == true)
    let plan = pipeline.run(bytes: bytes, path: "SignUp.form.yaml")
    #expect(plan.form?.states.count == 2)
  }

  @Test func aSpecWithErrorsHasNoFormAndKeepsItsSource() {
    let text = "form: SignUp\ncontent:\n  scroll: page\n  children:\n    - field: Email\n"
    let output = FormPipeline().run(
      bytes: Array(text.utf8), path: "S.form.yaml", keepingSource: true)
    #expect(output.form == nil)
    #expect(output.hasErrors)
    #expect(output.source == text)
  }

  @Test func theConfigurationDecidesSeverities() {
    let text = "form: SignUp\ncontent:\n  scroll: page\n  children:\n    - field: email\n"
    var configuration = Configuration()
    #expect(
      FormPipeline(configuration: configuration).run(bytes: Array(text.utf8), path: "S.form.yaml")
        .diagnostics.map(\.severity) == [.warning])
    configuration.rules[.missingLabel] = .error
    let raised = FormPipeline(configuration: configuration).run(
      bytes: Array(text.utf8), path: "S.form.yaml")
    #expect(raised.diagnostics.map(\.severity) == [.error])
    #expect(raised.form == nil)
  }

  @Test(
    arguments: [
      // (unknown keys, limit, diagnostics shown, omitted in the note or nil)
      (5, 300, 5, nil), (300, 300, 300, nil), (301, 300, 300, 1), (2_000, 300, 300, 1_700),
      (2_000, 0, 2_000, nil), (10, 3, 3, 7),
    ] as [(Int, Int, Int, Int?)])
  func theLimit(keys: Int, limit: Int, shown: Int, omitted: Int?) throws {
    var configuration = Configuration()
    configuration.diagnosticLimit = limit
    let output = FormPipeline(configuration: configuration).run(
      bytes: Self.unknownKeys(keys), path: "Big.form.yaml")
    let errors = output.diagnostics.filter { $0.rule == .unknownKey }
    #expect(errors.count == shown)
    let notes = output.diagnostics.filter { $0.rule == .diagnosticLimit }
    guard let omitted else {
      #expect(notes.isEmpty)
      return
    }
    let note = try #require(notes.first)
    #expect(notes.count == 1 && note.severity == .note)
    let count =
      omitted >= 1000 ? "\(omitted / 1000),\(String(omitted % 1000).leftPadded(3))" : "\(omitted)"
    #expect(
      note.message
        == "formc stopped after \(limit) diagnostics in this file; \(count) more \(omitted == 1 ? "is" : "are") not shown (raise 'diagnosticLimit' in formc.yml to see more)"
    )
    #expect(output.diagnostics == output.diagnostics.sorted())
    #expect(output.diagnostics.last == note)
  }

  @Test func theLimitCountsWarningsAfterTheyAreSwitchedOff() {
    // Twelve fields without labels: twelve missing-label warnings; switched off, none count.
    var text = "form: Many\ncontent:\n  scroll: page\n  children:\n"
    for index in 0..<12 { text += "    - field: f\(index)\n" }
    var configuration = Configuration()
    configuration.diagnosticLimit = 10
    let shown = FormPipeline(configuration: configuration).run(
      bytes: Array(text.utf8), path: "M.form.yaml")
    #expect(shown.diagnostics.filter { $0.rule == .missingLabel }.count == 10)
    #expect(shown.diagnostics.contains { $0.rule == .diagnosticLimit })
    configuration.rules[.missingLabel] = .off
    let off = FormPipeline(configuration: configuration).run(
      bytes: Array(text.utf8), path: "M.form.yaml")
    #expect(off.diagnostics.isEmpty)
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
