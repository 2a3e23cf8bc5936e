import FormSpec
import Testing

@testable import FormLanguageServer

/// Completion and hover for a local app check (`check: {name: …, local: true}`, issue 32):
/// `check` offers `local`, whose values are the two booleans, and a hover on it says what a local
/// check is.
struct LocalCheckFeatureTests {
  static let head = "form: A\ncontent:\n  scroll: page\n  children:\n    - field: card\n"

  @Test func checkOffersLocal() {
    let labels = CompletionTests.labels(
      Self.head + "      check:\n        name: valid\n        ‸\n")
    #expect(labels.contains("local") && labels.contains("debounce"), "\(labels)")
  }

  @Test func localTakesABoolean() {
    let labels = CompletionTests.labels(Self.head + "      check: {name: valid, local: ‸}\n")
    #expect(labels == ["true", "false"], "\(labels)")
  }

  @Test func hoveringLocalDescribesIt() {
    let text = HoverTests.hover(Self.head + "      check: {name: valid, lo‸cal: true}\n")
    #expect(text.contains("synchronous local check"), "\(text)")
    #expect(text.contains("Takes no `debounce`"), "\(text)")
  }
}
