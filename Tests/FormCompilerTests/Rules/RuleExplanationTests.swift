import FormCompiler
import FormDiagnostics
import FormTestSupport
import Testing

/// `RuleDescription.explanation` (in FormCompiler) is what `formc explain` prints, for every rule.
struct RuleExplanationTests {
  @Test(arguments: FormRules.descriptions.map(\.id.rawValue))
  func matchesFormcExplain(rule: String) async throws {
    let output = try await FormcProcess.run(["explain", rule])
    #expect(output.status == 0)
    #expect(output.stdout == FormRules.description(of: RuleID(rawValue: rule))?.explanation)
  }
}
