import Testing

@testable import FormDiagnostics

@Suite struct GitHubReporterTests {
  let reporter = GitHubReporter()

  @Test func commandsAreExactSortedAndEscaped() {
    let expected = #"""
      ::error file=/elsewhere/x.form.yaml,line=1,col=1,title=custom-rule::custom failure
      ::warning file=a.form.yaml,line=3,col=5,title=missing-label::input 'email' has neither title nor placeholder
      ::error file=a.form.yaml,line=4,col=14,title=invalid-value::value "a\"b" is not C:\forms, 100%25 sure: no%0Asecond line 🎉
      """# + "\u{1B}[2J\n" + #"""
        ::notice file=a.form.yaml,line=3,col=5,title=invalid-value::first defined here
        ::notice file=dir/ü b.form.yaml,line=1,col=1,title=invalid-value::see also, 50%25: here
        ::error file=dir/ü b.form.yaml,line=2,col=3,title=unknown-key::unknown key 'feild'

        """#
    let output = reporter.render(
      ReportingFixtures.diagnostics, context: ReportingFixtures.context())
    #expect(output == expected)
  }

  @Test func propertiesEscapeCommasAndColonsAndPathsAreBaseRelative() {
    let diagnostics = [
      Diagnostic(
        .note, "odd:rule,id", "a: b, c\r\n",
        at: SourceLocation(path: "/work/repo/x,y:z%.form.yaml", line: 2, column: 7))
    ]
    let expected =
      "::notice file=x%2Cy%3Az%25.form.yaml,line=2,col=7,title=odd%3Arule%2Cid::a: b, c%0D%0A\n"
    #expect(reporter.render(diagnostics, context: ReportingFixtures.context()) == expected)
  }

  @Test(arguments: [
    ("plain", "plain", "plain"),
    ("100%", "100%25", "100%25"),
    ("a\r\nb", "a%0D%0Ab", "a%0D%0Ab"),
    ("k: v, w", "k: v, w", "k%3A v%2C w"),
    ("%0A", "%250A", "%250A"),
    ("ü 🎉 \"q\" \\", "ü 🎉 \"q\" \\", "ü 🎉 \"q\" \\"),
  ])
  func escaping(text: String, data: String, property: String) {
    #expect(GitHubReporter.escapeData(text) == data)
    #expect(GitHubReporter.escapeProperty(text) == property)
  }

  @Test func emptyListRendersNothing() {
    #expect(reporter.render([], context: ReportingFixtures.context()) == "")
  }
}
