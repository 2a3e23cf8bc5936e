import FormDiagnostics
import Testing

@Suite struct ReporterKindTests {
  @Test func kindsAreSpeltAsOnTheCommandLine() {
    #expect(ReporterKind.allCases.map(\.rawValue) == ["xcode", "json", "sarif", "github"])
    #expect(ReporterKind(rawValue: "sarif") == .sarif)
  }

  @Test(arguments: ReporterKind.allCases)
  func kindRendersWithItsReporter(kind: ReporterKind) {
    let expected: any DiagnosticReporter
    switch kind {
    case .xcode: expected = XcodeReporter()
    case .json: expected = JSONReporter()
    case .sarif: expected = SARIFReporter()
    case .github: expected = GitHubReporter()
    }
    let context = ReportingFixtures.context(terminal: true)
    let diagnostics = ReportingFixtures.diagnostics
    #expect(
      kind.render(diagnostics, context: context)
        == expected.render(diagnostics, context: context))
  }
}
