import FormSpec
import FormTestSupport
import Testing

/// `Rule.explanation` (in FormSpec) is what `formc explain` prints, for every rule.
struct RuleExplanationTests {
  @Test(arguments: Rule.all.map(\.id.rawValue))
  func matchesFormcExplain(rule: String) throws {
    let output = try FormcProcess.run(["explain", rule])
    #expect(output.status == 0)
    #expect(output.stdout == RuleID(rawValue: rule).rule?.explanation)
  }
}
