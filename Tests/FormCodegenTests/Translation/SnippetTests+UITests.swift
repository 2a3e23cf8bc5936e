import FormCodegen
import FormCompiler
import Testing

extension SnippetTests {
  /// A keyboard-toolbar submit in Done's place: the generated walk has no Done to tap.
  static let toolbarSubmitSpec = """
    toolbar:
      items: [flexibleSpace, done]
    actions:
      submit:
        title: Verify
        placement: keyboardToolbar
        enabled: whenValid
    content:
      scroll: page
      children:
        - field: code
          input: oneTimeCode
          title: Code
    """

  @Test("a submit placed in the keyboard toolbar takes Done's place: the walk taps no Done")
  func toolbarSubmitReplacesDone() throws {
    let file = try Self.file(Self.toolbarSubmitSpec, .uiTests)
    #expect(file.contains(#"FormUIStep("code", move: .stay)"#), "in:\n\(file)")
    #expect(!file.contains(".toolbarDone"), "in:\n\(file)")
  }

  @Test(
    "with keyboard.afterSubmit: keep the toolbar keeps Done beside the submit: the walk taps it")
  func toolbarSubmitBesideDone() throws {
    let file = try Self.file(
      "keyboard:\n  afterSubmit: keep\n" + Self.toolbarSubmitSpec, .uiTests)
    #expect(file.contains(#"FormUIStep("code", move: .toolbarDone)"#), "in:\n\(file)")
  }
}
