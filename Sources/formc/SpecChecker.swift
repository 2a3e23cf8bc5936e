import FormCompiler
import FormDiagnostics
import FormSpec
import Foundation

/// Runs the compiler's checking stages over many specs concurrently, with deterministic results.
enum SpecChecker {
  struct Outcome {
    /// Every diagnostic, sorted by path, line and column.
    var diagnostics: [Diagnostic]
    /// Files that could not be read (the tool's failures).
    var failures: [String]
    /// The text of each file that has diagnostics, for source-line display.
    var sources: [String: String]
  }

  private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [FileResult?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: FileResult) {
      lock.lock()
      storage[index] = result
      lock.unlock()
    }

    var all: [FileResult] { storage.compactMap { $0 } }
  }

  private struct FileResult {
    var diagnostics: [Diagnostic] = []
    var failure: String?
    var source: String?
  }

  /// Checks each spec; files are processed in parallel, results kept in input order.
  ///
  /// `configPath` forces one `formc.yml` for every spec; otherwise each spec uses the nearest one.
  static func check(_ paths: [String], configPath: String? = nil) -> Outcome {
    let configurations = Configurations(paths: paths, forced: configPath)
    let results = Results(count: paths.count)
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      results.set(
        index, checkOne(paths[index], configuration: configurations.configuration(for: index)))
    }
    var outcome = Outcome(diagnostics: configurations.diagnostics, failures: [], sources: [:])
    for (path, result) in zip(paths, results.all) {
      outcome.diagnostics += result.diagnostics
      if let failure = result.failure { outcome.failures.append(failure) }
      if let source = result.source { outcome.sources[path] = source }
    }
    outcome.diagnostics.sort()
    return outcome
  }

  private static func checkOne(_ path: String, configuration: Configuration) -> FileResult {
    let reader = FormSpecReader()
    do {
      let read = try reader.read(contentsOf: path)
      var result = FileResult(diagnostics: read.diagnostics)
      if let definition = read.definition {
        result.diagnostics += FormChecker(configuration: configuration).diagnose(
          definition, frontEnd: read.diagnostics)
      }
      if !result.diagnostics.isEmpty, Console.isTerminal,
        let data = FileManager.default.contents(atPath: path)
      {
        result.source = String(decoding: data, as: UTF8.self)
      }
      return result
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
  }

  /// Checks specs in parallel and assembles the checked form of each spec without errors (for
  /// `simulate` and `preview`); a spec with errors keeps only its errors (its warnings are lint's).
  static func checkForms(_ paths: [String], configPath: String?) -> [CheckedSpec] {
    let configurations = Configurations(paths: paths, forced: configPath)
    let indexed = Array(paths.enumerated())
    var results = ParallelMap.map(indexed) { index, path -> CheckedSpec in
      do {
        let read = try FormSpecReader().read(contentsOf: path)
        var diagnostics = read.diagnostics
        guard let definition = read.definition, !diagnostics.containsErrors else {
          return CheckedSpec(path: path, diagnostics: diagnostics.filter { $0.severity == .error })
        }
        let result = FormChecker(configuration: configurations.configuration(for: index)).check(
          definition, frontEnd: read.diagnostics)
        diagnostics += result.diagnostics
        guard let form = result.form, !diagnostics.containsErrors else {
          return CheckedSpec(path: path, diagnostics: diagnostics.filter { $0.severity == .error })
        }
        return CheckedSpec(path: path, form: form, diagnostics: [])
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

/// The `formc.yml` for each spec, each file read once.
struct Configurations: Sendable {
  private var perSpec: [Configuration]
  /// Problems in the configuration files, each reported once.
  var diagnostics: [Diagnostic]

  init(paths: [String], forced: String?) {
    var loaded: [String: ConfigurationLoader.Result] = [:]
    var perSpec: [Configuration] = []
    // The search up the folders depends only on the spec's folder as written (absolute or not),
    // so specs that share a folder share one search.
    var found: [String: String?] = [:]
    for path in paths {
      let folder = PathString.deletingLastComponent(path)
      let configPath: String?
      if let forced {
        configPath = forced
      } else if let known = found[folder] {
        configPath = known
      } else {
        configPath = ConfigurationLoader.find(for: path)
        found[folder] = configPath
      }
      guard let configPath else {
        perSpec.append(Configuration())
        continue
      }
      if loaded[configPath] == nil {
        loaded[configPath] = ConfigurationLoader.load(path: configPath)
      }
      perSpec.append(loaded[configPath]!.configuration)
    }
    self.perSpec = perSpec
    diagnostics = loaded.keys.sorted().flatMap { loaded[$0]!.diagnostics }
  }

  func configuration(for index: Int) -> Configuration { perSpec[index] }
}
