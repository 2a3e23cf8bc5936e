/// The output formats `formc` offers, as spelt on the command line (`--format xcode`).
public enum ReporterKind: String, CaseIterable, Sendable {
  /// Swift-compiler-style text, the default; see `XcodeReporter`.
  case xcode
  /// formc's own stable JSON document; see `JSONReporter`.
  case json
  /// SARIF 2.1.0 for code-scanning tools; see `SARIFReporter`.
  case sarif
  /// GitHub Actions workflow commands that become annotations; see `GitHubReporter`.
  case github

  /// The reporter that writes this format.
  public var reporter: any DiagnosticReporter {
    switch self {
    case .xcode: return XcodeReporter()
    case .json: return JSONReporter()
    case .sarif: return SARIFReporter()
    case .github: return GitHubReporter()
    }
  }

  /// Renders `diagnostics` in this format.
  public func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
    reporter.render(diagnostics, context: context)
  }
}
