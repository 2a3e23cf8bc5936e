import FormCompiler
import FormDiagnostics
import FormSpec
import FormTestSupport
import Foundation
import Testing

/// Every example of every rule unit does what the unit says: a triggering example reports the
/// rule, a passing example does not. (Rules that `formc simulate` reports are run through the
/// simulator in FormSimulationTests.)
struct RuleExampleTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var rule: RuleID
    var example: RuleExample
    var triggers: Bool
    var testDescription: String {
      "\(rule) \(triggers ? "triggers" : "passes"): \(example.fileName)"
    }
  }

  static let lintRules = FormRules.descriptions.filter { $0.reportedBy == .lint }

  static let cases: [Case] = lintRules.flatMap { rule in
    rule.examples.map { Case(rule: rule.id, example: $0, triggers: true) }
      + rule.passingExamples.map { Case(rule: rule.id, example: $0, triggers: false) }
  }

  /// Runs an example as `formc lint` would: in a folder of its own, with the files it needs
  /// beside it (its `formc.yml` is read with the String Catalog that names).
  static func diagnostics(of example: RuleExample) throws -> [Diagnostic] {
    let folder = try ScratchDirectory(prefix: "formc-rule-example")
    for file in example.files {
      try Data(file.text.utf8).write(to: folder.root.appendingPathComponent(file.name))
    }
    let spec = folder.root.appendingPathComponent(example.fileName)
    try Data(example.spec.utf8).write(to: spec)
    let configurations = ConfigurationSet(paths: [spec.path], forced: nil)
    return try configurations.diagnostics
      + FormPipeline(configuration: configurations.configuration(for: 0)).run(
        contentsOf: spec.path
      ).diagnostics
  }

  @Test func everyRuleHasAnExample() {
    for rule in FormRules.descriptions {
      #expect(!rule.examples.isEmpty, "\(rule.id) has no example")
      for example in rule.examples + rule.passingExamples {
        #expect(
          example.spec.hasSuffix("\n"), "\(rule.id): \(example.fileName) lacks a final newline")
        #expect(
          example.fileName.hasSuffix(".form.yaml"), "\(rule.id): \(example.fileName) is no spec")
      }
    }
  }

  @Test(arguments: cases)
  func example(_ test: Case) throws {
    let diagnostics = try Self.diagnostics(of: test.example)
    let reported = diagnostics.contains { $0.rule == test.rule }
    let listing = diagnostics.map {
      "\($0.location.line):\($0.location.column) [\($0.rule)] \($0.message)"
    }
    if test.triggers {
      #expect(reported, "\(test.rule) is not reported: \(listing)")
    } else {
      #expect(!reported, "\(test.rule) is reported: \(listing)")
    }
  }
}
