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
  static func check(_ paths: [String]) -> Outcome {
    let results = Results(count: paths.count)
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      results.set(index, checkOne(paths[index]))
    }
    var outcome = Outcome(diagnostics: [], failures: [], sources: [:])
    for (path, result) in zip(paths, results.all) {
      outcome.diagnostics += result.diagnostics
      if let failure = result.failure { outcome.failures.append(failure) }
      if let source = result.source { outcome.sources[path] = source }
    }
    outcome.diagnostics.sort()
    return outcome
  }

  private static func checkOne(_ path: String) -> FileResult {
    let reader = FormSpecReader()
    do {
      let read = try reader.read(contentsOf: path)
      var result = FileResult(diagnostics: read.diagnostics)
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
