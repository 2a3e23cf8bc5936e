import FormRuntime
import Testing

/// A multi-choice's value (its chosen options in option order, comma-separated), `contains`
/// conditions on it, and its `min`/`max` validations (issue 31).
struct FormMultiChoiceTests {
  static let week = FormChoice(
    options: [
      .init("mon", title: "Monday"), .init("tue", title: "Tuesday"),
      .init("wed", title: "Wednesday"),
    ],
    style: .inline)

  @Test(
    "contains holds while the option is among the chosen ones",
    arguments: [
      ("", false), ("tue", true), ("mon,tue", true), ("mon,wed", false), ("tuesday", false),
    ])
  func contains(_ value: String, _ holds: Bool) {
    #expect(FormConditionTest.contains("tue").holds(for: value) == holds)
  }

  @Test func theValueListsTheChosenOptionsInOptionOrder() {
    #expect(Self.week.value(choosing: ["wed", "mon", "fri"]) == "mon,wed")
    #expect(Self.week.value(choosing: []) == "")
  }

  @Test func togglingChoosesAndUnchoosesAnOption() {
    let chosen = Self.week.value("wed", toggling: "mon")
    #expect(chosen == "mon,wed")
    #expect(Self.week.value(chosen, toggling: "wed") == "mon")
    #expect(Self.week.value("mon", toggling: "mon") == "")
  }

  @Test(
    "min and max count the chosen options; none chosen is required's to report",
    arguments: [
      ("", true, true), ("mon", false, true), ("mon,tue", true, true), ("mon,tue,wed", true, false),
    ])
  func bounds(_ value: String, _ passesMin: Bool, _ passesMax: Bool) {
    let other: (String) -> String = { _ in "" }
    #expect(FormValidator.passes(value, .minSelections(2), other: other) == passesMin)
    #expect(FormValidator.passes(value, .maxSelections(2), other: other) == passesMax)
    #expect(FormValidator.passes(value, .required, other: other) == !value.isEmpty)
  }
}
