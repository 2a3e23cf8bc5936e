import FormDiagnostics
import FormSpec
import Foundation
import Testing

/// Runs the YAML layer over every case of the public yaml-test-suite in `../shared`.
struct YAMLConformanceTests {
  static let suiteURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("shared/conformance/yaml-test-suite")

  static let deviationsURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/yaml-test-suite-known-deviations.txt")

  struct Case {
    var id: String
    var directory: URL
  }

  /// Every case directory: `ID/` or, for cases with variants, `ID/NN/`.
  static func cases() -> [Case] {
    let fileManager = FileManager.default
    guard let ids = try? fileManager.contentsOfDirectory(atPath: suiteURL.path) else { return [] }
    var result: [Case] = []
    for id in ids.sorted() where id.count == 4 {
      let directory = suiteURL.appendingPathComponent(id)
      if fileManager.fileExists(atPath: directory.appendingPathComponent("in.yaml").path) {
        result.append(Case(id: id, directory: directory))
      } else if let variants = try? fileManager.contentsOfDirectory(atPath: directory.path) {
        for variant in variants.sorted()
        where fileManager.fileExists(
          atPath: directory.appendingPathComponent("\(variant)/in.yaml").path)
        {
          result.append(
            Case(id: "\(id)/\(variant)", directory: directory.appendingPathComponent(variant)))
        }
      }
    }
    return result
  }

  /// The checked-in deviations: `ID reason` per line, `#` comments.
  static func knownDeviations() throws -> [String: String] {
    let text = try String(contentsOf: deviationsURL, encoding: .utf8)
    var result: [String: String] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.isEmpty {
      let parts = line.split(separator: " ", maxSplits: 1)
      result[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
    }
    return result
  }

  /// What the YAML layer says about one case, or `nil` when it agrees with the suite.
  static func disagreement(_ testCase: Case) -> String? {
    let fileManager = FileManager.default
    guard
      let bytes = fileManager.contents(
        atPath: testCase.directory.appendingPathComponent("in.yaml").path)
    else { return "cannot read in.yaml" }
    let parser = YAMLParser(options: .init(allowsMultipleDocuments: true, allowsForeignTags: true))
    let result = parser.parse([UInt8](bytes), path: "in.yaml")
    let fatal = result.diagnostics.contains { $0.rule == .yamlSyntax || $0.rule == .yamlLimit }
    if fileManager.fileExists(atPath: testCase.directory.appendingPathComponent("error").path) {
      return fatal ? nil : "accepted invalid YAML"
    }
    if fatal { return "rejected valid YAML: \(result.diagnostics[0].message)" }
    let jsonPath = testCase.directory.appendingPathComponent("in.json").path
    guard let jsonData = fileManager.contents(atPath: jsonPath) else { return nil }
    guard let expected = JSONValue.parseStream(String(decoding: jsonData, as: UTF8.self)) else {
      return "cannot parse in.json"
    }
    let actual = result.documents.map { $0.json() }
    return actual == expected ? nil : "expected \(expected), got \(actual)"
  }

  @Test func suite() throws {
    guard FileManager.default.fileExists(atPath: Self.suiteURL.path) else {
      print("yaml-test-suite: skipped, \(Self.suiteURL.path) is absent")
      return
    }
    let deviations = try Self.knownDeviations()
    var passed = 0
    var failed = 0
    var known = 0
    var stale: [String] = []
    for testCase in Self.cases() {
      let problem = Self.disagreement(testCase)
      switch (problem, deviations[testCase.id]) {
      case (nil, nil): passed += 1
      case (nil, _?):
        passed += 1
        stale.append(testCase.id)
      case (_?, _?): known += 1
      case (let problem?, nil):
        failed += 1
        Issue.record("yaml-test-suite \(testCase.id): \(problem)")
      }
    }
    print("yaml-test-suite: \(passed) passed, \(failed) failed, \(known) known")
    #expect(passed + known > 300, "the suite should have several hundred cases")
    #expect(stale.isEmpty, "listed as known deviations but now agree: \(stale)")
  }
}
