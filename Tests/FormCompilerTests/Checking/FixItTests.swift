import FormCompiler
import FormDiagnostics
import Testing

/// The checker's and the configuration's suggestions carry fix-its too.
struct CheckerFixItTests {
  @Test("a reference to a misspelt input id has a fix-it replacing the reference")
  func danglingReference() throws {
    let spec = """
      form: F
      content:
        scroll: page
        children:
          - field: email
            title: Email
          - field: code
            title: Code
            visibleWhen: {input: emial, notEmpty: true}
      """
    let output = FormPipeline().run(bytes: Array(spec.utf8), path: "F.form.yaml")
    let diagnostic = try #require(
      output.diagnostics.first { $0.rule == .danglingReference }, "\(output.diagnostics)")
    let fixIt = try #require(diagnostic.fixIts.first)
    #expect(fixIt.replacement == "email")
    #expect(fixIt.range.start.line == 9 && fixIt.range.start.column == 28)
    #expect(fixIt.range.end.column == 33)
  }

  @Test("an unknown key in formc.yml has a fix-it")
  func configurationKey() throws {
    let result = ConfigurationLoader.parse(
      bytes: Array("rulez:\n  missing-label: off\n".utf8), path: "formc.yml")
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.rule == .unknownKey)
    #expect(diagnostic.fixIts.map(\.replacement) == ["rules"])
    #expect(diagnostic.fixIts.first?.range.end.column == 6)
  }
}
