import Testing

@testable import FormLanguageServer

/// Completion of a condition's values (issue 32): inside `equals:`, `notEquals:` and `in:` of a
/// `visibleWhen` or `enabledWhen`, the option values of the choice it names, or a switch's `true`
/// and `false`.
struct ConditionValueCompletionTests {
  static func labels(_ condition: String, key: String = "visibleWhen") -> [String] {
    let marked = """
      form: Proxy
      content:
        scroll: page
        children:
          - choice: scheme
            title: Scheme
            options:
              - {value: https, title: HTTPS}
              - socks4
              - {value: socks5, title: SOCKS 5}
          - switch: auth
            title: Authenticate
          - field: host
            title: Host
            \(key): \(condition)
          - field: user
            title: User

      """
    let cursor = Cursor(marked)
    return Completion.list(cursor.context, at: cursor.position).labels
  }

  @Test(
    "a choice's option values after equals and notEquals, in either condition",
    arguments: [
      ("{input: scheme, equals: ‸}", "visibleWhen"),
      ("{input: scheme, notEquals: ‸}", "visibleWhen"),
      ("{input: scheme, equals: so‸}", "enabledWhen"),
      ("{notEquals: ‸, input: scheme}", "enabledWhen"),
    ])
  func optionValues(_ condition: String, _ key: String) {
    #expect(Self.labels(condition, key: key) == ["https", "socks4", "socks5"])
  }

  @Test func inOffersTheOptionsNotYetListed() {
    #expect(Self.labels("{input: scheme, in: [socks4, ‸]}") == ["https", "socks5"])
    #expect(Self.labels("{input: scheme, in: [‸]}") == ["https", "socks4", "socks5"])
  }

  @Test func aSwitchTakesTrueAndFalse() {
    #expect(Self.labels("{input: auth, equals: ‸}") == ["true", "false"])
  }

  @Test func blockStyleCondition() {
    let cursor = Cursor(
      """
      form: Proxy
      content:
        scroll: page
        children:
          - choice: scheme
            title: Scheme
            options: [https, socks5]
          - field: host
            title: Host
            visibleWhen:
              input: scheme
              notEquals: ‸

      """)
    #expect(Completion.list(cursor.context, at: cursor.position).labels == ["https", "socks5"])
  }

  @Test func aTextInputOffersNoValues() {
    #expect(Self.labels("{input: user, equals: ‸}").isEmpty)
  }
}

/// Completion and hover inside a combined condition (`all:` / `any:`, issue 32): an element takes
/// the keys and values of a condition of its own.
struct CombinedConditionEditorTests {
  @Test func anElementOfAllCompletesTheOptionValuesOfTheChoiceItNames() {
    #expect(
      ConditionValueCompletionTests.labels(
        "{all: [{input: auth, equals: true}, {input: scheme, notEquals: ‸}]}",
        key: "enabledWhen") == ["https", "socks4", "socks5"])
    #expect(
      ConditionValueCompletionTests.labels("{any: [{input: auth, equals: ‸}]}")
        == ["true", "false"])
  }

  @Test func anElementOfAnyCompletesInputIds() {
    let labels = ConditionValueCompletionTests.labels("{any: [{input: ‸}]}")
    #expect(labels.contains("scheme") && labels.contains("auth"))
  }

  @Test func theKeysOfAConditionOfferAllAndAny() {
    let labels = ConditionValueCompletionTests.labels("{a‸}")
    #expect(labels.contains("all") && labels.contains("any"))
  }

  @Test func hoverOnAllDocumentsIt() {
    let text = HoverTests.hover(
      "form: A\ncontent:\n  scroll: p\n  children:\n    - field: a\n    - field: b\n      visibleWhen: {al‸l: [{input: a, notEmpty: true}]}\n"
    )
    #expect(text.contains("holds while every condition of the list holds"), "\(text)")
  }

  @Test func hoverOnAKeyInsideAnElementDocumentsTheConditionKey() {
    let text = HoverTests.hover(
      "form: A\ncontent:\n  scroll: p\n  children:\n    - field: a\n    - field: b\n      visibleWhen: {any: [{input: a, notEm‸pty: true}]}\n"
    )
    #expect(text.contains("visible while the input's value is not empty"), "\(text)")
  }
}
