import FormSpec
import Testing

@testable import FormLanguageServer

/// Hover and completion for `options: app` on a choice and `lines.max: none` on a text view.
struct AppOptionsFeatureTests {
  static let head = "form: A\ncontent:\n  scroll: page\n  children:\n"

  @Test func hoverOnAChoicesOptionsMentionsApp() {
    let hover = HoverTests.hover(
      Self.head + "    - choice: country\n      title: Country\n      opt‸ions: app\n")
    #expect(hover.contains("`app`"), "\(hover)")
    #expect(hover.contains("Options"), "\(hover)")
  }

  @Test func aChoicesOptionsOfferApp() {
    let labels = CompletionTests.labels(
      Self.head + "    - choice: country\n      title: Country\n      options: ‸\n")
    #expect(labels.contains("app"), "\(labels)")
  }

  @Test func hoverOnLinesMaxMentionsNone() {
    let hover = HoverTests.hover(
      Self.head + "    - textView: notes\n      lines: {min: 2, ma‸x: none}\n")
    #expect(hover.contains("`none`"), "\(hover)")
  }

  @Test func linesMaxOffersNone() {
    let labels = CompletionTests.labels(
      Self.head + "    - textView: notes\n      lines:\n        max: ‸\n")
    #expect(labels.contains("none"), "\(labels)")
  }
}

extension AppOptionsFeatureTests {
  @Test func hoverOnTheChoiceSaysTheAppLoadsItsOptions() {
    let hover = HoverTests.hover(
      Self.head + "    - cho‸ice: country\n      title: Country\n      options: app\n"
        + "    - field: state\n      title: State\n"
        + "      visibleWhen: {input: country, equals: US}\n")
    #expect(hover.contains("loaded by the app into `countryOptions`"), "\(hover)")
    #expect(hover.contains("one visibility state per value its conditions name"), "\(hover)")
  }
}

extension AppOptionsFeatureTests {
  @Test func aMultiChoicesOptionsOfferAppAndHoverSaysSo() {
    let labels = CompletionTests.labels(
      Self.head + "    - multiChoice: topics\n      title: Topics\n      options: ‸\n")
    #expect(labels.contains("app"), "\(labels)")
    let hover = HoverTests.hover(
      Self.head + "    - multiChoice: topics\n      title: Topics\n      opt‸ions: app\n")
    #expect(hover.contains("`app`"), "\(hover)")
    #expect(hover.contains("Set<String>"), "\(hover)")
  }
}
