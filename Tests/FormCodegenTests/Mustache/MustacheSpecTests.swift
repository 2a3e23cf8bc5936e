import FormCodegen
import Foundation
import Testing

/// Runs the engine over the official Mustache spec in `../shared/conformance/mustache-spec`.
struct MustacheSpecTests {
  /// `<repo>/../shared/conformance/mustache-spec`: five levels up from this file.
  static let specURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("shared/conformance/mustache-spec")

  /// Modules whose every case must pass; the `~` ones are optional.
  static let requiredModules = [
    "comments", "delimiters", "interpolation", "inverted", "partials", "sections",
  ]

  struct SpecFile: Decodable {
    var tests: [SpecCase]
  }

  struct SpecCase: Decodable {
    var name: String
    var data: SpecValue
    var template: String
    var partials: [String: String]?
    var expected: String
  }

  /// The spec directory: five levels up, or failing that the nearest ancestor holding
  /// `shared/conformance/mustache-spec` (a scratch package sits one level deeper than the repo).
  static func specDirectory() -> URL? {
    var base = specURL.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    while true {
      let candidate = base.appendingPathComponent("shared/conformance/mustache-spec")
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
      guard base.path != "/" else { return nil }
      base = base.deletingLastPathComponent()
    }
  }

  /// Why a case fails, or `nil` when it passes.
  static func failure(of testCase: SpecCase, module: String) -> String? {
    var data = testCase.data.value
    if module == "~lambdas" {
      guard case .dictionary(var members) = data, let lambda = lambda(named: testCase.name) else {
        return "no Swift lambda for this case"
      }
      members["lambda"] = lambda
      data = .dictionary(members)
    }
    do {
      let template = try MustacheTemplate(parsing: testCase.template)
      var partials: [String: MustacheTemplate] = [:]
      for (name, source) in testCase.partials ?? [:] {
        partials[name] = try MustacheTemplate(parsing: source)
      }
      let output = template.render(data, partials: MustachePartials(partials))
      return output == testCase.expected
        ? nil : "expected \(testCase.expected.debugDescription), got \(output.debugDescription)"
    } catch {
      return "parse error \(error)"
    }
  }

  /// Optional modules the engine does not implement: their tags are a parse error by design.
  static let unsupportedModules: Set<String> = ["~inheritance"]

  @Test func spec() throws {
    guard let directory = Self.specDirectory() else {
      print("mustache-spec: skipped, \(Self.specURL.path) is absent")
      return
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    let modules = files.map { String($0.dropLast(".json".count)) }
    for required in Self.requiredModules where !modules.contains(required) {
      Issue.record("required module \(required) is missing from \(directory.path)")
    }
    for (file, module) in zip(files, modules) {
      if Self.unsupportedModules.contains(module) {
        print(
          "mustache-spec \(module): skipped, optional and not supported (parse error by design)")
        continue
      }
      let data = try Data(contentsOf: directory.appendingPathComponent(file))
      let spec = try JSONDecoder().decode(SpecFile.self, from: data)
      let failures = spec.tests.compactMap { testCase in
        Self.failure(of: testCase, module: module).map { "\(testCase.name): \($0)" }
      }
      print(
        "mustache-spec \(module): \(spec.tests.count - failures.count) passed, "
          + "\(failures.count) failed")
      if Self.requiredModules.contains(module) {
        for failure in failures { Issue.record("\(module): \(failure)") }
      }
    }
  }
}
