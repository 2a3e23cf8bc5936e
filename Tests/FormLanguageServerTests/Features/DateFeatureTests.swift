import Testing

@testable import FormLanguageServer

/// The language server on a `date` (issue 31): its keys and words complete, a condition may name
/// it, and hovering it says what it edits and how it starts.
struct DateFeatureTests {
  static let head =
    "form: A\ncontent:\n  table: t\n  children:\n    - section: s\n      children:\n"

  @Test func aDateTakesItsOwnKeysAndWords() {
    let keys = CompletionTests.labels(Self.head + "        - date: starts\n          ‸\n")
    for key in [
      "title", "hint", "components", "style", "value", "range", "required", "visibleWhen",
    ] {
      #expect(keys.contains(key), "\(key)")
    }
    #expect(!keys.contains("placeholder"))
    #expect(!keys.contains("options"))
    let styles = CompletionTests.labels(
      Self.head + "        - date: starts\n          style: ‸\n")
    #expect(styles == ["compact", "inline", "wheel"])
    let components = CompletionTests.labels(
      Self.head + "        - date: starts\n          components: ‸\n")
    #expect(components == ["date", "time", "dateAndTime"])
  }

  @Test func visibleWhenOffersTheDate() {
    let condition = CompletionTests.labels(
      Self.head + "        - date: starts\n          title: Starts\n"
        + "        - field: note\n          title: Note\n          visibleWhen: {input: ‸}\n")
    #expect(condition.contains("starts"))
  }

  @Test func hoveringADateSaysWhatItEditsAndHowItStarts() {
    let text = HoverTests.hover(
      Self.head + "        - da‸te: starts\n          title: Starts\n"
        + "          components: dateAndTime\n          style: inline\n"
        + "        - field: note\n          title: Note\n"
        + "          visibleWhen: {input: starts, notEmpty: true}\n")
    #expect(text.contains("not in the keyboard's focus chain"))
    #expect(text.contains("dateAndTime, inline"))
    #expect(text.contains("Starts unset"))
    #expect(text.contains("two visibility states (unset, set)"))
  }

  @Test func aDateRuleOffersTheOtherDatesAndIsDocumented() {
    let rules = CompletionTests.labels(
      Self.head + "        - date: starts\n          title: Starts\n"
        + "        - date: ends\n          title: Ends\n          rules:\n            - ‸\n")
    for key in ["after", "before", "onOrAfter", "onOrBefore"] {
      #expect(rules.contains(key), "\(key)")
    }
    let ids = CompletionTests.labels(
      Self.head + "        - field: note\n          title: Note\n"
        + "        - date: starts\n          title: Starts\n"
        + "        - date: ends\n          title: Ends\n          rules:\n"
        + "            - onOrAfter: ‸\n")
    #expect(ids == ["starts"], "only the other dates")
    let text = HoverTests.hover(
      Self.head + "        - date: starts\n          title: Starts\n"
        + "        - date: ends\n          title: Ends\n          rules:\n"
        + "            - onOr‸After: starts\n")
    #expect(text.contains("same as or later than the named date"))
  }
}
