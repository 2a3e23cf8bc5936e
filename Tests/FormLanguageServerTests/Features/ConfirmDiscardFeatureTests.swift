import FormSpec
import Testing

@testable import FormLanguageServer

/// Completion and hover for `actions.cancel.confirmDiscard` (issue 32): offered under `cancel`
/// only, with `true`/`false`, and a hover saying when the confirmation shows.
struct ConfirmDiscardFeatureTests {
  static let cancel = "form: A\nactions:\n  cancel:\n    title: Cancel\n"
  static let content = "content:\n  scroll: page\n  children:\n    - field: name\n"

  @Test func cancelOffersConfirmDiscard() {
    let labels = CompletionTests.labels(Self.cancel + "    ‸\n" + Self.content)
    #expect(labels.contains("confirmDiscard"), "\(labels)")
  }

  @Test func submitDoesNotOfferConfirmDiscard() {
    let labels = CompletionTests.labels(
      "form: A\nactions:\n  submit:\n    title: Save\n    ‸\n" + Self.content)
    #expect(!labels.isEmpty)
    #expect(!labels.contains("confirmDiscard"), "\(labels)")
  }

  @Test func valuesAreBooleans() {
    let labels = CompletionTests.labels(Self.cancel + "    confirmDiscard: ‸\n" + Self.content)
    #expect(labels == ["true", "false"], "\(labels)")
  }

  @Test func hoverDescribesTheConfirmation() {
    let hover = HoverTests.hover(Self.cancel + "    confirm‸Discard: true\n" + Self.content)
    #expect(hover.contains("Discard Changes"), "\(hover)")
    #expect(hover.contains("default: `false`") || hover.contains("false"), "\(hover)")
  }
}
