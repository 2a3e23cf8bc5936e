import FormCompiler
import FormDiagnostics
import FormcGenerateCommand
import Foundation

/// `formc strings`: merges the strings of specs into a String Catalog.
struct StringsCommand {
  var paths: [String]
  var catalogPath: String
  var check: Bool
  var quiet: Bool
  var configPath: String?

  /// Runs the command and returns the process exit code.
  func run() -> Int32 {
    guard let found = SpecDiscovery.findReporting(paths) else { return ExitCode.toolFailure }
    var status = found.empty.isEmpty ? ExitCode.success : ExitCode.findings
    let checked = SpecChecker.checkForms(found.specs, configPath: configPath)
    var diagnostics: [Diagnostic] = []
    var strings: [FormString] = []
    var forms: [String: String] = [:]
    for spec in checked {
      if let failure = spec.failure {
        Console.error("error: \(failure)")
        status = ExitCode.toolFailure
      }
      diagnostics += spec.diagnostics
      guard let form = spec.form else { continue }
      if let other = forms[form.name] {
        Console.error(
          "error: '\(other)' and '\(spec.path)' both define the form '\(form.name)', whose keys would clash; rename one of them"
        )
        return ExitCode.findings
      }
      forms[form.name] = spec.path
      strings += FormStrings.strings(of: form)
    }

    var catalog = StringCatalog()
    let existing = FileManager.default.contents(atPath: catalogPath).map { [UInt8]($0) }
    if let existing {
      do {
        catalog = try StringCatalog(parsing: existing)
      } catch {
        diagnostics.append(error.diagnostic(path: catalogPath))
      }
    } else if FileManager.default.fileExists(atPath: catalogPath) {
      Console.error("error: cannot read '\(catalogPath)'")
      return ExitCode.toolFailure
    }
    if !diagnostics.isEmpty {
      let context = ReportContext(
        isTerminal: Console.isErrorTerminal, allowsColor: Console.allowsErrorColor,
        toolVersion: formcVersion)
      Console.error(
        ReporterKind.xcode.render(diagnostics.sorted(), context: context), newline: false)
      if diagnostics.containsErrors { status = max(status, ExitCode.findings) }
    }
    // A catalog that could not be read is never written over.
    if diagnostics.contains(where: { $0.rule == .invalidCatalog }) { return status }

    // No form to take strings from: a catalog is not created for nothing.
    if forms.isEmpty, existing == nil { return status }
    let changes = catalog.merge(strings, forms: Set(forms.keys))
    let bytes = Array(catalog.xcodeText.utf8)
    guard bytes != existing else {
      if !quiet { Console.error("formc: '\(catalogPath)' is up to date") }
      return status
    }
    var lines = changes.map(\.description)
    if lines.isEmpty {
      lines = [existing == nil ? "create the catalog" : "rewrite the catalog in Xcode's format"]
    }
    if existing == nil, !changes.isEmpty { lines.insert("create the catalog", at: 0) }
    let prefix = check ? "\(catalogPath): would " : "\(catalogPath): "
    for line in lines { Console.output(prefix + line + "\n") }
    if check {
      if !quiet {
        Console.error("formc: '\(catalogPath)' is out of date (\(changeCount(lines.count)))")
      }
      return max(status, ExitCode.findings)
    }
    do {
      try Data(bytes).write(to: URL(fileURLWithPath: catalogPath), options: .atomic)
    } catch {
      Console.error("error: cannot write '\(catalogPath)': \(error.localizedDescription)")
      return ExitCode.toolFailure
    }
    if !quiet { Console.error("formc: '\(catalogPath)' written (\(changeCount(lines.count)))") }
    return status
  }

  private func changeCount(_ count: Int) -> String {
    "\(count) change\(count == 1 ? "" : "s")"
  }
}
