import FormRuntime
import Testing

/// What each `FormConditionTest` holds for.
struct FormConditionTestTests {
  @Test(
    "notEquals holds for every value but the excluded one, the empty value included",
    arguments: [("", true), ("personal", false), ("business", true), ("Personal", true)])
  func notEquals(_ value: String, _ holds: Bool) {
    #expect(FormConditionTest.notEquals("personal").holds(for: value) == holds)
  }
}
