import FormRuntime
import Testing

@Suite("Validation: dates after and before other dates")
struct FormValidatorDateOrderTests {
  func passes(_ value: String, _ rule: FormValidationRule, other: String) -> Bool {
    FormValidator.passes(value, rule) { $0 == "starts" ? other : "" }
  }

  @Test(
    "each rule compares with the other date strictly or not",
    arguments: [
      // value, other, after, before, onOrAfter, onOrBefore
      ("2026-12-25", "2026-12-24", true, false, true, false),
      ("2026-12-24", "2026-12-24", false, false, true, true),
      ("2026-12-23", "2026-12-24", false, true, false, true),
      ("2026-12-24T09:30", "2026-12-24T09:29", true, false, true, false),
      ("2026-12-24T09:30", "2026-12-24T09:30", false, false, true, true),
      ("09:30", "10:00", false, true, false, true),
      ("2027-01-01", "2026-12-31", true, false, true, false),
    ] as [(String, String, Bool, Bool, Bool, Bool)])
  func order(
    value: String, other: String, after: Bool, before: Bool, onOrAfter: Bool, onOrBefore: Bool
  ) {
    #expect(passes(value, .after("starts"), other: other) == after)
    #expect(passes(value, .before("starts"), other: other) == before)
    #expect(passes(value, .onOrAfter("starts"), other: other) == onOrAfter)
    #expect(passes(value, .onOrBefore("starts"), other: other) == onOrBefore)
  }

  @Test(
    "an unset date, or an unset other date, passes: required is what asks for one",
    arguments: [
      FormValidationRule.after("starts"), .before("starts"), .onOrAfter("starts"),
      .onOrBefore("starts"),
    ])
  func unset(rule: FormValidationRule) {
    #expect(passes("", rule, other: "2026-12-24"))
    #expect(passes("2026-12-24", rule, other: ""))
  }

  @Test("a day and a day with a time compare by their days")
  func dayWithDayAndTime() {
    #expect(FormValidator.compareDates("2026-12-24T09:30", "2026-12-24") == 0)
    #expect(FormValidator.compareDates("2026-12-24", "2026-12-23T23:59") == 1)
    #expect(FormValidator.compareDates("2026-12-23T23:59", "2026-12-24") == -1)
    #expect(passes("2026-12-24T09:30", .onOrAfter("starts"), other: "2026-12-24"))
    #expect(!passes("2026-12-24T09:30", .after("starts"), other: "2026-12-24"))
  }
}
