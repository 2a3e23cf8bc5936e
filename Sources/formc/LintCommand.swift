import FormDiagnostics
import FormSpec
import FormcGenerateCommand
import Foundation

/// `formc lint`: checks specs and reports diagnostics; decides the exit code.
struct LintCommand {
  var paths: [String]
  var reporter: ReporterKind
  var strict: Bool
  var quiet: Bool
  var configPath: String?

  /// Runs the command and returns the process exit code.
  func run() -> Int32 {
    guard let found = SpecDiscovery.findReporting(paths) else { return ExitCode.toolFailure }
    let outcome = SpecChecker.check(found.specs, configPath: configPath)
    if !outcome.failures.isEmpty {
      for failure in outcome.failures { Console.error("error: \(failure)") }
      return ExitCode.toolFailure
    }
    let diagnostics = outcome.diagnostics
    var context = ReportContext(
      isTerminal: Console.isTerminal && reporter == .xcode,
      allowsColor: Console.allowsColor && reporter == .xcode,
      toolVersion: formcVersion,
      informationURI: formcInformationURI)
    if context.isTerminal { context.sourceLine = ReportContext.sourceLines(in: outcome.sources) }
    Console.output(reporter.render(diagnostics, context: context))

    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    if !quiet {
      Console.error(Self.summary(files: found.specs.count, errors: errors, warnings: warnings))
    }
    if errors > 0 || (strict && warnings > 0) || !found.empty.isEmpty { return ExitCode.findings }
    return ExitCode.success
  }

  static func summary(files: Int, errors: Int, warnings: Int) -> String {
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
    let checked = "checked \(count(files, "spec"))"
    if errors == 0 && warnings == 0 { return "formc: \(checked): no problems" }
    return "formc: \(checked): \(count(errors, "error")), \(count(warnings, "warning"))"
  }
}
