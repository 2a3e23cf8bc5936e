import FormSpec
import Testing

@testable import FormLanguageServer

/// Completion and hover for typed controls (issue 31): a switch's keys, its id offered where a
/// `visibleWhen` names its controller (and not where only a text input may stand), and what a
/// hover on it says.
struct ControlsFeatureTests {
  static let spec =
    "form: A\ncontent:\n  table: t\n  children:\n    - section: s\n      children:\n"
    + "        - switch: digest\n          title: Digest\n"
    + "        - field: email\n          title: Email\n"

  @Test func aSwitchTakesItsOwnKeysOnly() {
    let labels = CompletionTests.labels(
      "form: A\ncontent:\n  table: t\n  children:\n    - section: s\n      children:\n"
        + "        - switch: digest\n          ‸\n")
    #expect(labels.contains("title"))
    #expect(labels.contains("hint"))
    #expect(labels.contains("value"))
    #expect(labels.contains("visibleWhen"))
    #expect(!labels.contains("placeholder"))
    #expect(!labels.contains("returnKey"))
    #expect(!labels.contains("next"))
  }

  @Test func visibleWhenOffersTheSwitchAndNextDoesNot() {
    let condition = CompletionTests.labels(
      Self.spec + "          visibleWhen: {input: ‸}\n")
    #expect(condition.contains("digest"))
    let next = CompletionTests.labels(
      Self.spec + "        - field: phone\n          title: Phone\n          next: ‸\n")
    #expect(!next.contains("digest"))
    #expect(next.contains("email"))
  }

  @Test func hoveringASwitchSaysItIsOutsideTheFocusChain() {
    let text = HoverTests.hover(
      "form: A\ncontent:\n  table: t\n  children:\n    - section: s\n      children:\n"
        + "        - swi‸tch: digest\n          title: Digest\n"
        + "        - field: email\n          title: Email\n")
    #expect(text.contains("On/off switch") || text.contains("on/off switch"))
    #expect(text.contains("not in the keyboard's focus chain"))
  }

  static let choiceSpec =
    "form: A\ncontent:\n  table: t\n  children:\n    - section: s\n      children:\n"
    + "        - choice: scheme\n          title: Proxy type\n          style: inline\n"
    + "          options: [https, socks5]\n          value: socks5\n"

  @Test func aChoiceTakesItsOwnKeysAndStyles() {
    let keys = CompletionTests.labels(
      "form: A\ncontent:\n  table: t\n  children:\n    - section: s\n      children:\n"
        + "        - choice: scheme\n          ‸\n")
    for key in ["title", "hint", "options", "style", "value", "required", "visibleWhen"] {
      #expect(keys.contains(key), "\(key)")
    }
    #expect(!keys.contains("placeholder"))
    #expect(!keys.contains("next"))
    let styles = CompletionTests.labels(
      "form: A\ncontent:\n  table: t\n  children:\n    - section: s\n      children:\n"
        + "        - choice: scheme\n          options: [a, b]\n          style: ‸\n")
    #expect(styles == ["menu", "segmented", "inline", "navigation", "wheel"])
  }

  @Test func visibleWhenOffersTheChoice() {
    let condition = CompletionTests.labels(
      Self.choiceSpec + "        - field: host\n          title: Host\n"
        + "          visibleWhen: {input: ‸}\n")
    #expect(condition.contains("scheme"))
  }

  @Test func hoveringAChoiceListsItsOptions() {
    let text = HoverTests.hover(
      "form: A\ncontent:\n  table: t\n  children:\n    - section: s\n      children:\n"
        + "        - cho‸ice: scheme\n          title: Proxy type\n          style: inline\n"
        + "          options: [https, socks5]\n          value: socks5\n"
        + "        - field: host\n          title: Host\n"
        + "          visibleWhen: {input: scheme, equals: socks5}\n")
    #expect(text.contains("not in the keyboard's focus chain"))
    #expect(text.contains("Options (inline): `https`, `socks5`"))
    #expect(text.contains("Starts at `socks5`"))
    #expect(text.contains("one visibility state per option"))
  }
}

/// Completion and hover for a custom control's `inputView` (issue 28).
struct CustomInputViewFeatureTests {
  static let prefix =
    "form: A\ncontent:\n  scroll: page\n  children:\n"

  @Test func aCustomControlIsOfferedInputViewAndAFieldIsNot() {
    let custom = CompletionTests.labels(
      Self.prefix + "    - custom: country\n      height: 44\n      ‸\n")
    #expect(custom.contains("inputView"))
    let field = CompletionTests.labels(Self.prefix + "    - field: state\n      ‸\n")
    #expect(!field.contains("inputView"))
  }

  @Test func inputViewCompletesItsBooleans() {
    let values = CompletionTests.labels(
      Self.prefix + "    - custom: country\n      height: 44\n      inputView: ‸\n")
    #expect(values.contains("true"))
    #expect(values.contains("false"))
  }

  @Test func hoveringInputViewSaysWhatItDecides() {
    let text = HoverTests.hover(
      Self.prefix + "    - custom: country\n      height: 44\n      input‸View: false\n")
    #expect(text.contains("Next, Previous and Return"))
    #expect(text.contains("true"), "the default")
  }
}
