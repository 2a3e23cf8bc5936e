import Testing

@testable import FormLanguageServer

/// The language server on a `multiChoice` (issue 31): `contains:` completes the options of the
/// multi-choice it names, and the kind and its keys have hover text.
struct MultiChoiceFeatureTests {
  static let spec = """
    form: Reminder
    content:
      scroll: page
      children:
        - multiChoice: days
          title: Repeat on
          options:
            - {value: mon, title: Monday}
            - tue
          max: 1
        - field: note
          title: Note
          visibleWhen: CONDITION

    """

  static func labels(_ condition: String) -> [String] {
    let cursor = Cursor(spec.replacingOccurrences(of: "CONDITION", with: condition))
    return Completion.list(cursor.context, at: cursor.position).labels
  }

  @Test func containsOffersTheOptions() {
    #expect(Self.labels("{input: days, contains: ‸}") == ["mon", "tue"])
  }

  @Test func equalsOnAMultiChoiceOffersNoOptions() {
    #expect(!Self.labels("{input: days, equals: ‸}").contains("mon"))
  }

  @Test func theKindAndItsKeysAreDocumented() {
    for key in ["multiChoice", "options", "style", "value", "min", "max", "title"] {
      #expect(
        KeyDocumentation.entry(for: key, in: .node(.multiChoice)) != nil, "no hover for \(key)")
    }
    #expect(KeyDocumentation.entry(for: "contains", in: .settings("visibleWhen")) != nil)
  }
}
