import FormSpec
import Testing

@testable import FormLanguageServer

/// Hover and completion for `valueOf` (one value edited by two inputs).
struct SharedValueFeatureTests {
  static let head = "form: A\ncontent:\n  scroll: page\n  children:\n"

  @Test func hoverOnValueOfSaysOneStoredProperty() {
    let hover = HoverTests.hover(
      Self.head + "    - choice: stateSelector\n      title: State\n      options: app\n"
        + "      value‸Of: state\n    - field: state\n      title: State\n")
    #expect(hover.contains("whose value this one edits"), "\(hover)")
    #expect(hover.contains("`shared-value`"), "\(hover)")
  }

  @Test func valueOfOffersTheOtherInputsAndChoices() {
    let labels = CompletionTests.labels(
      Self.head + "    - field: state\n      title: State\n      valueOf: ‸\n"
        + "    - choice: stateSelector\n      title: State\n      options: app\n"
        + "    - field: city\n      title: City\n")
    #expect(labels.contains("stateSelector"), "\(labels)")
    #expect(labels.contains("city"), "\(labels)")
    #expect(!labels.contains("state"), "not the input it is on: \(labels)")
  }

  @Test func aFieldOffersTheValueOfKey() {
    let labels = CompletionTests.labels(
      Self.head + "    - field: state\n      title: State\n      val‸\n")
    #expect(labels.contains("valueOf"), "\(labels)")
  }
}
