import FormSpec
import Testing

@testable import FormLanguageServer

/// Completion and hover for steppers and sliders (issue 31): their own keys (a slider's images,
/// not a stepper's), `range`'s keys (`min` and `max`, not a date's `from` and `to`), and what a
/// hover on one says.
struct NumberControlsFeatureTests {
  static let head =
    "form: A\ncontent:\n  table: t\n  children:\n    - section: s\n      children:\n"

  @Test func aStepperTakesItsOwnKeysOnly() {
    let labels = CompletionTests.labels(
      Self.head + "        - stepper: guests\n          ‸\n")
    for key in ["title", "hint", "range", "step", "value", "format", "enabledWhen", "visibleWhen"] {
      #expect(labels.contains(key), "\(key)")
    }
    #expect(!labels.contains("placeholder"))
    #expect(!labels.contains("minimumImage"))
    #expect(!labels.contains("required"))
  }

  @Test func aSliderTakesItsImages() {
    let labels = CompletionTests.labels(
      Self.head + "        - slider: volume\n          ‸\n")
    #expect(labels.contains("minimumImage") && labels.contains("maximumImage"))
  }

  @Test(arguments: [
    ("stepper: guests", ["min", "max"], ["from", "to"]),
    ("slider: volume", ["min", "max"], ["from", "to"]),
    ("date: due", ["from", "to"], ["min", "max"]),
  ])
  func rangeOffersTheKindsBounds(node: String, offered: [String], withheld: [String]) {
    let block = Self.head + "        - \(node)\n          range:\n            ‸\n"
    let flow = Self.head + "        - \(node)\n          range: {‸}\n"
    for text in [block, flow] {
      let labels = CompletionTests.labels(text)
      #expect(offered.allSatisfy(labels.contains), "\(node): \(labels)")
      #expect(!withheld.contains(where: labels.contains), "\(node): \(labels)")
    }
  }

  @Test func aStepperRangeOffersTheBoundNotYetWritten() {
    let labels = CompletionTests.labels(
      Self.head + "        - stepper: guests\n          range:\n            min: 1\n            ‸\n"
    )
    #expect(labels == ["max"])
  }

  @Test(arguments: [
    ("stepper: guests", "range: {m‸in: 1, max: 12}", "smallest value the stepper or slider"),
    ("slider: volume", "range:\n            min: 0\n            ma‸x: 10", "largest value"),
    ("stepper: guests", "range: {min: 1, ma‸x: 12}", "above `min`"),
  ])
  func hoveringARangeBoundDescribesIt(node: String, range: String, expected: String) {
    let text = HoverTests.hover(Self.head + "        - \(node)\n          \(range)\n")
    #expect(text.contains(expected), "\(text)")
  }

  @Test func hoveringAStepperSaysItsTypeAndThatItIsOutsideTheFocusChain() {
    let text = HoverTests.hover(
      Self.head + "        - step‸per: guests\n          title: Guests\n"
        + "          range: {min: 1, max: 12}\n"
        + "        - field: email\n          title: Email\n")
    #expect(text.contains("UIStepper"))
    #expect(text.contains("Int"))
  }

  /// A number's `format` is its label, not a text formatter: no `cardNumber` offered; as a
  /// mapping it takes its plural forms `one` and `other`.
  @Test func aNumberFormatOffersItsPluralFormsNotTextFormatters() {
    let value = CompletionTests.labels(
      Self.head + "        - stepper: guests\n          format: ‸\n")
    #expect(!value.contains("cardNumber"), "\(value)")
    let block = CompletionTests.labels(
      Self.head + "        - stepper: guests\n          format:\n            ‸\n")
    #expect(block.contains("one") && block.contains("other"), "\(block)")
    let flow = CompletionTests.labels(
      Self.head + "        - slider: nights\n          format: {one: \"{value} night\", ‸}\n")
    #expect(flow == ["other"], "\(flow)")
  }

  @Test func hoveringAPluralFormDescribesIt() {
    let text = HoverTests.hover(
      Self.head + "        - stepper: guests\n          format: {o‸ne: \"{value} guest\", "
        + "other: \"{value} guests\"}\n")
    #expect(text.contains("number as shown is 1"), "\(text)")
  }
}
