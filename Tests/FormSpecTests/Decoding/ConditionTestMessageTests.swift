import FormSpec
import Testing

/// The messages that list a condition's tests name every one, `contains` (a multi-choice's)
/// included (issue 31).
struct ConditionTestMessageTests {
  static func messages(_ condition: String) -> [String] {
    let spec = """
      form: F
      content:
        scroll: page
        children:
          - multiChoice: days
            options: [mon, tue]
          - field: a
            visibleWhen: \(condition)
      """
    return FormSpecReader().read(bytes: Array(spec.utf8), path: "F.form.yaml").diagnostics
      .map(\.message)
  }

  @Test func aConditionWithoutATestNamesContains() {
    #expect(
      Self.messages("{input: days}")
        == ["'visibleWhen' needs 'equals', 'notEquals', 'in', 'contains', 'notEmpty' or 'empty'"])
  }

  @Test func aConditionWithSeveralTestsNamesContains() {
    #expect(
      Self.messages("{input: days, contains: mon, notEmpty: true}")
        == [
          "'visibleWhen' takes one of 'equals', 'notEquals', 'in', 'contains', 'notEmpty' and 'empty', not several"
        ])
  }
}
