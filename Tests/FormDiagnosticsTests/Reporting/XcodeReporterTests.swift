import FormDiagnostics
import Testing

@Suite struct XcodeReporterTests {
  let reporter = XcodeReporter()

  @Test func plainOutputIsSortedOneLinePerDiagnosticAndNote() {
    let expected = #"""
      /elsewhere/x.form.yaml:1:1: error: custom failure [custom-rule]
      a.form.yaml:3:5: warning: input 'email' has neither title nor placeholder [missing-label]
      a.form.yaml:4:14: error: value "a\"b" is not C:\forms, 100% sure: no\nsecond line 🎉\u{1b}[2J [invalid-value]
      a.form.yaml:3:5: note: first defined here
      dir/ü b.form.yaml:1:1: note: see also, 50%: here
      dir/ü b.form.yaml:2:3: error: unknown key 'feild' [unknown-key]

      """#
    let output = reporter.render(
      ReportingFixtures.diagnostics, context: ReportingFixtures.context())
    #expect(output == expected)
  }

  @Test func terminalOutputAddsSourceLineAndCaret() {
    // The caret under column 14 keeps the tab and gives the emoji two cells.
    let expected = #"""
      /elsewhere/x.form.yaml:1:1: error: custom failure [custom-rule]
      a.form.yaml:3:5: warning: input 'email' has neither title nor placeholder [missing-label]
        - field: email
          ^
      a.form.yaml:4:14: error: value "a\"b" is not C:\forms, 100% sure: no\nsecond line 🎉\u{1b}[2J [invalid-value]
      \#t- field: "🎉 x"
      \#t             ^
      a.form.yaml:3:5: note: first defined here
        - field: email
          ^
      dir/ü b.form.yaml:1:1: note: see also, 50%: here
      form: X
      ^
      dir/ü b.form.yaml:2:3: error: unknown key 'feild' [unknown-key]
        feild: 1
        ^

      """#
    let context = ReportingFixtures.context(terminal: true)
    #expect(reporter.render(ReportingFixtures.diagnostics, context: context) == expected)
  }

  @Test func colourUsesSwiftcStyles() {
    let diagnostics = [ReportingFixtures.label, ReportingFixtures.unknown]
    let output = reporter.render(diagnostics, context: ReportingFixtures.context(color: true))
    let expected =
      "\u{1B}[1ma.form.yaml:3:5: \u{1B}[0m\u{1B}[1;33mwarning: \u{1B}[0m"
      + "\u{1B}[1minput 'email' has neither title nor placeholder [missing-label]\u{1B}[0m\n"
      + "\u{1B}[1mdir/ü b.form.yaml:2:3: \u{1B}[0m\u{1B}[1;31merror: \u{1B}[0m"
      + "\u{1B}[1munknown key 'feild' [unknown-key]\u{1B}[0m\n"
    #expect(output == expected)
  }

  @Test func colouredCaretAndBoldNote() {
    let diagnostic = Diagnostic(
      .note, .unusedSuppression, "nothing to suppress",
      at: SourceLocation(path: "a.form.yaml", line: 1, column: 3))
    let context = ReportingFixtures.context(terminal: true, color: true)
    let expected =
      "\u{1B}[1ma.form.yaml:1:3: \u{1B}[0m\u{1B}[1mnote: \u{1B}[0m"
      + "\u{1B}[1mnothing to suppress [unused-suppression]\u{1B}[0m\n"
      + "form: SignUp\n  \u{1B}[1;32m^\u{1B}[0m\n"
    #expect(reporter.render([diagnostic], context: context) == expected)
  }

  @Test(arguments: [
    // (source line, column, caret line)
    ("abc", 1, "^"),
    ("abc", 3, "  ^"),
    ("abc", 5, "    ^"),  // past the end, as for "unexpected end of line"
    ("\t\tx", 3, "\t\t^"),
    ("e\u{301}x", 3, " ^"),  // e + combining acute: the mark takes no cell
    ("名前: x", 5, "      ^"),  // wide characters take two cells
    ("a\u{1B}b", 3, "  ^"),  // a control character is shown as one U+FFFD
  ])
  func caretLinesUpUnderTheColumn(source: String, column: Int, caret: String) {
    let diagnostic = Diagnostic(
      .error, .yamlSyntax, "m", at: SourceLocation(path: "f", line: 1, column: column))
    let context = ReportContext(
      isTerminal: true, toolVersion: "0", workingDirectory: "/",
      sourceLine: { _, _ in source })
    let lines = reporter.render([diagnostic], context: context).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.last.map(String.init) == caret)
    #expect(!lines[1].unicodeScalars.contains("\u{1B}"))
  }

  @Test func missingSourceLineShowsOnlyTheDiagnostic() {
    let context = ReportContext(isTerminal: true, toolVersion: "0", workingDirectory: "/")
    let output = reporter.render([ReportingFixtures.label], context: context)
    #expect(output.split(separator: "\n").count == 1)
  }

  @Test func emptyListRendersNothing() {
    #expect(reporter.render([], context: ReportingFixtures.context(terminal: true)) == "")
  }
}
