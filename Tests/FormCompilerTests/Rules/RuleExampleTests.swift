import FormCompiler
import FormDiagnostics
import FormSpec
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

  /// Runs an example as `formc lint` would, with its `formc.yml` when it has one.
  static func diagnostics(of example: RuleExample) -> [Diagnostic] {
    var configuration = Configuration()
    var diagnostics: [Diagnostic] = []
    if let text = example.configuration {
      let loaded = ConfigurationLoader.parse(bytes: Array(text.utf8), path: "formc.yml")
      configuration = loaded.configuration
      diagnostics += loaded.diagnostics
    }
    return diagnostics
      + FormPipeline(configuration: configuration).run(
        bytes: Array(example.spec.utf8), path: example.fileName
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
  func example(_ test: Case) {
    let diagnostics = Self.diagnostics(of: test.example)
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
