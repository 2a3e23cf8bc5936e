import FormDiagnostics
import FormSpec
import FormTestSupport
import Foundation
import Testing

@testable import FormLanguageServer

/// The server's diagnostics are `formc lint`'s: for every example spec and every fixture of the
/// checker, the decoder and the hostile-input suite, the analyzer finds exactly the rule ids,
/// severities, messages, locations and notes that the built `formc lint --reporter json` prints
/// for the same file (with the same `formc.yml`).
struct LintParityTests {
  struct Finding: Hashable, CustomStringConvertible {
    var line: Int
    var column: Int
    var severity: String
    var rule: String
    var message: String
    var notes: [String]
    var description: String { "\(line):\(column) \(severity) [\(rule)] \(message) \(notes)" }
  }

  static let folders = [
    "Specs", "Tests/FormCompilerTests/Fixtures/Checking", "Tests/formcTests/Fixtures/Lint",
    "Tests/formcTests/Fixtures/Hostile", "Tests/FormSpecTests/Fixtures/Decoding",
  ]

  /// Every spec under the folders whose bytes are UTF-8 (the only text a client can send).
  static let files: [String] = {
    var result: [String] = []
    for folder in folders {
      let base = Repository.root.appendingPathComponent(folder)
      guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
      for case let relative as String in walker
      where relative.hasSuffix(".form.yaml") || relative.hasSuffix(".form.yml") {
        let path = "\(folder)/\(relative)"
        guard
          let data = FileManager.default.contents(
            atPath: Repository.root.appendingPathComponent(path).path),
          String(data: data, encoding: .utf8) != nil, data.count < 1 << 20
        else { continue }
        result.append(path)
      }
    }
    return result.sorted()
  }()

  @Test func coversTheFixtures() {
    #expect(Self.files.count > 300)
  }

  @Test func diagnosticsMatchFormcLint() async throws {
    let output = try await FormcProcess.run(["lint", "--reporter", "json", "--quiet"] + Self.files)
    let document = try #require(try JSONParser.parse(output.stdout)["diagnostics"]?.arrayValue)
    var expected: [String: [Finding]] = [:]
    for entry in document {
      guard let path = entry["path"]?.stringValue else { continue }
      let notes = (entry["notes"]?.arrayValue ?? []).map { note in
        "\(note["line"]?.intValue ?? 0):\(note["column"]?.intValue ?? 0) \(note["message"]?.stringValue ?? "")"
      }
      expected[path, default: []].append(
        Finding(
          line: entry["line"]?.intValue ?? 0, column: entry["column"]?.intValue ?? 0,
          severity: entry["severity"]?.stringValue ?? "", rule: entry["rule"]?.stringValue ?? "",
          message: entry["message"]?.stringValue ?? "", notes: notes))
    }
    let configurations = ConfigurationCache()
    var compared = 0
    for path in Self.files {
      let analysis = try #require(
        SpecAnalyzer.analyze(Repository.document(path), configurations: configurations))
      let found = analysis.diagnostics.map { diagnostic in
        Finding(
          line: diagnostic.location.line, column: diagnostic.location.column,
          severity: diagnostic.severity.rawValue, rule: diagnostic.rule.rawValue,
          message: diagnostic.message,
          notes: diagnostic.notes.map { "\($0.location.line):\($0.location.column) \($0.message)" })
      }
      // lint also reports problems in a formc.yml; those are the server's too, but published
      // for the formc.yml itself.
      let lint = (expected[path] ?? [])
      #expect(found == lint, "\(path)")
      compared += lint.count
    }
    #expect(compared > 300)
  }
}
