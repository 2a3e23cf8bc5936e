import FormSpec
import Testing

@testable import FormLanguageServer

/// Completion and hover for `enabled: whenFilled` (issue 32), on `actions.submit` and on a submit
/// `button`: the value is offered beside the others, and a hover on the key says what it means.
struct SubmitEnablementFeatureTests {
  static let actions = "form: A\nactions:\n  submit:\n    title: Create\n"
  static let content =
    "content:\n  scroll: page\n  children:\n    - field: name\n      required: true\n"

  @Test func actionsSubmitOffersWhenFilled() {
    let labels = CompletionTests.labels(Self.actions + "    enabled: ‸\n" + Self.content)
    #expect(labels == ["always", "whenValid", "whenChanged", "whenFilled"], "\(labels)")
  }

  @Test func aSubmitButtonOffersWhenFilled() {
    let labels = CompletionTests.labels(
      "form: A\n" + Self.content + "    - button: create\n      title: Create\n      enabled: ‸\n")
    #expect(labels.contains("whenFilled"), "\(labels)")
  }

  @Test(arguments: [
    actions + "    ena‸bled: whenFilled\n" + content,
    "form: A\n" + content
      + "    - button: create\n      title: Create\n      ena‸bled: whenFilled\n",
  ])
  func hoveringEnabledDescribesWhenFilled(text: String) {
    let hover = HoverTests.hover(text)
    #expect(hover.contains("`whenFilled` (every visible, enabled `required` input"), "\(hover)")
  }
}
