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

/// `in: [a, b]` and `empty: true` (issue 32).
struct FormConditionTestOneOfAndEmptyTests {
  @Test(
    "oneOf holds for exactly the listed values",
    arguments: [
      ("", false), ("socks4", true), ("socks5", true), ("https", false), ("Socks4", false),
    ])
  func oneOf(_ value: String, _ holds: Bool) {
    #expect(FormConditionTest.oneOf(["socks4", "socks5"]).holds(for: value) == holds)
  }

  @Test(
    "empty holds for the empty value only",
    arguments: [("", true), (" ", false), ("a", false)])
  func empty(_ value: String, _ holds: Bool) {
    #expect(FormConditionTest.empty.holds(for: value) == holds)
  }
}
