import FormSpec
import Testing

@testable import FormLanguageServer

/// Completion and hover for an input's own `toolbar` (issue 32): offered on text inputs and custom
/// controls, not on typed controls, with the form's toolbar keys inside it.
struct OwnToolbarFeatureTests {
  static let head = "form: A\ncontent:\n  scroll: page\n  children:\n"

  @Test func aFieldOffersToolbar() {
    let labels = CompletionTests.labels(Self.head + "    - field: code\n      ‸\n")
    #expect(labels.contains("toolbar"), "\(labels)")
  }

  @Test func aSwitchDoesNotOfferToolbar() {
    let labels = CompletionTests.labels(Self.head + "    - switch: notify\n      ‸\n")
    #expect(!labels.isEmpty)
    #expect(!labels.contains("toolbar"), "\(labels)")
  }

  @Test func theMappingOffersItemsAndTitle() {
    let labels = CompletionTests.labels(
      Self.head + "    - textView: note\n      toolbar:\n        ‸\n")
    #expect(Set(labels) == ["items", "title"], "\(labels)")
  }

  @Test func hoverSaysItReplacesTheFormsToolbar() {
    let hover = HoverTests.hover(Self.head + "    - field: code\n      tool‸bar: false\n")
    #expect(hover.contains("instead of the form's"), "\(hover)")
  }
}
