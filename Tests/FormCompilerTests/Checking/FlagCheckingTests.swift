import FormCompiler
import FormDiagnostics
import FormSpec
import Testing

/// App flags (issue 32): `flags` declares what the app sets, `visibleWhen: {flag: …}` reads it;
/// each flag a condition names doubles the visibility states the checker proves focus order in,
/// and a wrong name gets a located diagnostic with a fix-it.
struct FlagCheckingTests {
  func run(_ spec: String) -> FormPipeline.Output {
    FormPipeline().run(bytes: Array(spec.utf8), path: "SignIn.form.yaml")
  }

  static let signIn = """
    form: SignIn
    flags: [captchaRequired, isEditing]
    content:
      scroll: page
      children:
        - field: email
          input: email
          title: Email
        - field: password
          input: password
          title: Password
        - field: captcha
          title: Characters in the picture
          visibleWhen: {flag: captchaRequired}
        - button: signIn
          title: Sign In

    """

  @Test func aNamedFlagIsAControllerWithTwoStates() throws {
    let output = run(Self.signIn)
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    let form = try #require(output.form)
    #expect(form.flags == ["captchaRequired", "isEditing"])
    // Only the flag a condition names counts: `isEditing` adds no states.
    #expect(form.controllers.map(\.id) == ["captchaRequired"])
    #expect(form.controllers.first?.values == ["false", "true"])
    #expect(form.controllers.first?.flag == true)
    #expect(form.stateCount == 2)
    #expect(
      form.states.map { $0.steps.map(\.input) } == [
        ["email", "password"], ["email", "password", "captcha"],
      ])
    // Return on the password submits while no CAPTCHA is asked for, and moves on when it is.
    #expect(form.states[0].steps[1].returnAction == .submit)
    #expect(form.states[1].steps[1].returnAction == .next)
    #expect(form.describe(form.states[1]) == "flag 'captchaRequired' is set")
    #expect(form.describe(form.states[0]) == "flag 'captchaRequired' is not set")
    let captcha = try #require(form.layout.first { $0.id == "captcha" })
    #expect(captcha.condition?.input == "captchaRequired")
    #expect(captcha.condition?.equals == "true" && captcha.condition?.flag == true)
  }

  @Test func flagsAndInputsCombineIntoStates() throws {
    let output = run(
      """
      form: Order
      flags: [needsApproval]
      content:
        scroll: page
        children:
          - field: kind
            title: Kind
            onReturn: dismiss
          - field: company
            title: Company
            visibleWhen: {input: kind, equals: business}
          - field: reason
            title: Reason
            visibleWhen: {flag: needsApproval, equals: true}
          - label: noApproval
            text: No approval needed
            visibleWhen: {flag: needsApproval, equals: false}

      """)
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    let form = try #require(output.form)
    #expect(form.controllers.map(\.id) == ["kind", "needsApproval"])
    #expect(form.stateCount == 3 * 2)
    let described = form.states.map { form.describe($0) }
    #expect(described.contains("'kind' is 'business' and flag 'needsApproval' is set"))
    let visible = form.states.map { $0.steps.map(\.input) }
    #expect(visible.contains(["kind", "company", "reason"]))
    #expect(visible.contains(["kind"]))
  }

  @Test func returnKeyMismatchNamesTheFlagState() throws {
    let output = run(
      Self.signIn.replacingOccurrences(
        of: "      input: password\n", with: "      input: password\n      returnKey: go\n"))
    let diagnostic = try #require(output.diagnostics.first { $0.rule == .returnKeyMismatch })
    #expect(
      diagnostic.message.contains("when flag 'captchaRequired' is set"), "\(diagnostic.message)")
  }

  @Test func anUnknownFlagIsADanglingReferenceWithAFixIt() throws {
    let output = run(
      Self.signIn.replacingOccurrences(
        of: "{flag: captchaRequired}", with: "{flag: captchaRequird}"))
    let diagnostic = try #require(output.diagnostics.first, "\(output.diagnostics)")
    #expect(output.diagnostics.count == 1)
    #expect(diagnostic.rule == .danglingReference)
    #expect(
      diagnostic.message
        == "'visibleWhen' names unknown flag 'captchaRequird'; did you mean 'captchaRequired'?")
    #expect(diagnostic.location.line == 14 && diagnostic.location.column == 27)
    let fixIt = try #require(diagnostic.fixIts.first)
    #expect(fixIt.replacement == "captchaRequired")
    #expect(fixIt.range.start.column == 27 && fixIt.range.end.column == 27 + 14)
  }

  @Test func aFlagWithoutDeclaredFlagsSaysWhereToDeclareIt() throws {
    let output = run(
      Self.signIn.replacingOccurrences(of: "flags: [captchaRequired, isEditing]\n", with: ""))
    let diagnostic = try #require(output.diagnostics.first)
    #expect(diagnostic.rule == .danglingReference)
    #expect(
      diagnostic.message.hasSuffix("declare the flags the app sets in 'flags' at the top level"))
    #expect(diagnostic.location.line == 13)
  }

  @Test func anInputKeyNamingAFlagGetsAKeyFixIt() throws {
    let output = run(
      Self.signIn.replacingOccurrences(
        of: "{flag: captchaRequired}", with: "{input: captchaRequired, equals: true}"))
    let diagnostic = try #require(output.diagnostics.first)
    #expect(diagnostic.rule == .danglingReference)
    #expect(
      diagnostic.message
        == "'visibleWhen' names the flag 'captchaRequired' as an input; write 'flag: captchaRequired'"
    )
    let fixIt = try #require(diagnostic.fixIts.first)
    #expect(fixIt.replacement == "flag")
    #expect(fixIt.range.start.line == 14 && fixIt.range.start.column == 21)
    #expect(fixIt.range.end.column == 26)
  }

  @Test func aFlagKeyNamingAnInputGetsAKeyFixIt() throws {
    let output = run(
      Self.signIn.replacingOccurrences(of: "{flag: captchaRequired}", with: "{flag: email}"))
    let diagnostic = try #require(output.diagnostics.first)
    #expect(diagnostic.rule == .danglingReference)
    #expect(
      diagnostic.message == "'visibleWhen' names 'email', a field, as a flag; write 'input: email'")
    #expect(diagnostic.fixIts.first?.replacement == "input")
    #expect(diagnostic.fixIts.first?.range.end.column == 25)
  }

  @Test func theStateLimitCountsFlags() throws {
    let flags = (1...13).map { "f\($0)" }
    let nodes = flags.map {
      "    - field: x\($0)\n      title: X\n      visibleWhen: {flag: \($0)}\n"
    }
    let output = run(
      "form: Many\nflags: [\(flags.joined(separator: ", "))]\ncontent:\n  scroll: page\n  children:\n"
        + nodes.joined())
    let note = try #require(output.diagnostics.first { $0.rule == .visibilityStateLimit })
    #expect(
      note.message.hasPrefix("the values of 13 app flags combine into 8192 visibility states"),
      "\(note.message)")
  }
}
