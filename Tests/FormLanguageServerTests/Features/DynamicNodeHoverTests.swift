import Testing

@testable import FormLanguageServer

/// Hover names `dynamic-node-without-id` where a node starts to change: on `visibleWhen` and on a
/// text's `when`.
struct DynamicNodeHoverTests {
  static let head = "form: A\nflags: [managed]\ncontent:\n  scroll: page\n  children:\n"

  @Test func hoverOnVisibleWhenSaysALabelNeedsAnID() {
    let hover = HoverTests.hover(
      Self.head + "    - label: tip\n      text: Hi\n      visible‸When: {flag: managed}\n")
    #expect(hover.contains("`dynamic-node-without-id`"), "\(hover)")
  }

  @Test func hoverOnWhenSaysALabelNeedsAnID() {
    let hover = HoverTests.hover(
      Self.head
        + "    - label: tip\n      text: {text: Hi, wh‸en: [{flag: managed, text: Yo}]}\n")
    #expect(hover.contains("`dynamic-node-without-id`"), "\(hover)")
  }

  /// A submit button's `enabled` reaches the UIKit button through the views protocol, which names
  /// it by its id, so hover says it needs one and names the rule.
  @Test func hoverOnEnabledSaysAButtonNeedsAnID() {
    let hover = HoverTests.hover(
      Self.head + "    - button:\n      title: Apply\n      ena‸bled: whenValid\n")
    #expect(hover.contains("needs an id"), "\(hover)")
    #expect(hover.contains("`dynamic-node-without-id`"), "\(hover)")
  }
}
