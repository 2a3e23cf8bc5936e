import FormCompiler
import FormDiagnostics
import FormSpec
import FormcGenerateCommand
import Foundation

/// Runs the front half of formc (``FormPipeline``) over many specs concurrently, with
/// deterministic results.
enum SpecChecker {
  struct Outcome {
    /// Every diagnostic, sorted by path, line and column.
    var diagnostics: [Diagnostic]
    /// Files that could not be read (the tool's failures).
    var failures: [String]
    /// The text of each file that has diagnostics, for source-line display.
    var sources: [String: String]
  }

  private struct FileResult: Sendable {
    var diagnostics: [Diagnostic] = []
    var failure: String?
    var source: String?
  }

  /// Checks each spec; files are processed in parallel, results kept in input order.
  ///
  /// `configPath` forces one `formc.yml` for every spec; otherwise each spec uses the nearest one.
  static func check(_ paths: [String], configPath: String? = nil) -> Outcome {
    let configurations = ConfigurationSet(paths: paths, forced: configPath)
    let results = ParallelMap.map(Array(paths.enumerated())) { index, path in
      checkOne(path, configuration: configurations.configuration(for: index))
    }
    var outcome = Outcome(diagnostics: configurations.diagnostics, failures: [], sources: [:])
    for (path, result) in zip(paths, results) {
      outcome.diagnostics += result.diagnostics
      if let failure = result.failure { outcome.failures.append(failure) }
      if let source = result.source { outcome.sources[path] = source }
    }
    outcome.diagnostics.sort()
    return outcome
  }

  private static func checkOne(_ path: String, configuration: Configuration) -> FileResult {
    do {
      let output = try FormPipeline(configuration: configuration).run(
        contentsOf: path, goal: .diagnostics, keepingSource: Console.isTerminal)
      return FileResult(diagnostics: output.diagnostics, source: output.source)
    } catch {
      return FileResult(failure: error.description)
    }
  }
}

extension SpecChecker {
  /// A checked spec, or the diagnostics that stopped it.
  struct CheckedSpec: Sendable {
    var path: String
    var form: CheckedForm?
    var diagnostics: [Diagnostic]
    var failure: String?
    /// The String Catalog of the spec's `formc.yml`, when it has `localization` and the catalog
    /// was read.
    var catalog: StringCatalog?
  }

  /// Checks specs in parallel and assembles the checked form of each spec without errors (for
  /// `simulate` and `preview`); a spec with errors keeps only its errors (its warnings are lint's).
  static func checkForms(_ paths: [String], configPath: String?) -> [CheckedSpec] {
    let configurations = ConfigurationSet(paths: paths, forced: configPath)
    let indexed = Array(paths.enumerated())
    var results = ParallelMap.map(indexed) { index, path -> CheckedSpec in
      do {
        let output = try FormPipeline(configuration: configurations.configuration(for: index))
          .run(contentsOf: path)
        guard let form = output.form else {
          return CheckedSpec(
            path: path, diagnostics: output.diagnostics.filter { $0.severity == .error })
        }
        var catalog: StringCatalog?
        if case .loaded(let loaded)? = configurations.configuration(for: index).localization?
          .catalog
        {
          catalog = loaded
        }
        return CheckedSpec(path: path, form: form, diagnostics: [], catalog: catalog)
      } catch {
        return CheckedSpec(path: path, diagnostics: [], failure: "\(error)")
      }
    }
    if !configurations.diagnostics.isEmpty, !results.isEmpty {
      results[0].diagnostics += configurations.diagnostics.filter { $0.severity == .error }
    }
    return results
  }
}
