import FormCompiler
import FormDiagnostics
import FormSpec
import FormTestSupport
import Foundation
import Testing

/// Runs the front end and the checker (default configuration) over every fixture in
/// `Fixtures/Checking`, comparing all diagnostics with the fixture's `# expect:` lines.
struct CheckingFixtureTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Checking")
  static let fixtures = FixtureExpectation.specs(in: folder)

  @Test func everyCheckerRuleHasTriggeringAndPassingFixtures() {
    let folders = Set(Self.fixtures.map { String($0.split(separator: "/")[0]) })
    let checkerRules = Rule.all.map(\.id.rawValue).filter {
      !$0.hasPrefix("yaml-")
        && !["missing-key", "unknown-key", "invalid-value", "invalid-identifier", "duplicate-id"]
          .contains($0)
    }
    // `keyboard-occlusion` and `input-does-not-fit` come from `formc simulate`
    // (FormSimulationTests cover them); `missing-translation` and `invalid-catalog` need a
    // `formc.yml` and a catalog (TranslationCheckTests, `Fixtures/Localization`).
    let elsewhere = [
      RuleID.visibilityStateLimit.rawValue, RuleID.keyboardOcclusion.rawValue,
      RuleID.inputDoesNotFit.rawValue, RuleID.missingTranslation.rawValue,
      RuleID.invalidCatalog.rawValue,
    ]
    for rule in checkerRules where !elsewhere.contains(rule) {
      #expect(folders.contains(rule), "no fixtures for \(rule)")
      #expect(
        Self.fixtures.contains { $0.hasPrefix("\(rule)/passing") },
        "no passing fixture for \(rule)")
    }
  }

  @Test(arguments: fixtures)
  func fixture(_ relativePath: String) throws {
    let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(relativePath)))
    let expected = try #require(
      FixtureExpectation.parse(String(decoding: bytes, as: UTF8.self)),
      "\(relativePath) has no '# expect:' lines")
    let diagnostics = FormPipeline().run(bytes: bytes, path: relativePath).diagnostics
    let actual = diagnostics.map(FixtureExpectation.init)
    let (missing, unexpected) = FixtureExpectation.compare(expected: expected, actual: actual)
    let messages = diagnostics.sorted().map {
      "\($0.location.line):\($0.location.column) \($0.rule): \($0.message)"
    }
    #expect(missing.isEmpty, "missing \(missing) in \(relativePath); got \(messages)")
    #expect(unexpected.isEmpty, "unexpected \(unexpected) in \(relativePath); got \(messages)")
  }
}
