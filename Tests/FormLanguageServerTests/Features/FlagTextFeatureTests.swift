import FormSpec
import Testing

@testable import FormLanguageServer

/// Completion and hover inside a text that changes with app flags (`{text, when: [{flag,
/// text}]}`, issue 32): its keys, the keys of a `when` entry, and the flags after `flag:`, on the
/// form's title as on a section's header, a label's text and a button's title.
struct FlagTextFeatureTests {
  static let head = "form: A\nflags: [isEditing, needsApproval]\n"
  static let content = "content:\n  scroll: page\n  children:\n    - field: name\n"

  /// A spec whose section `address` has `header:` followed by `value`, in block style.
  static func section(_ header: String) -> String {
    Self.head
      + "content:\n  scroll: page\n  children:\n    - section: address\n      header:\(header)\n"
      + "      children:\n        - field: street\n"
  }

  @Test func keysOfTheMapping() {
    let labels = CompletionTests.labels(Self.section("\n        ‸"))
    #expect(labels == ["text", "when"], "\(labels)")
  }

  @Test func keysOfAFlowMappingLeaveOutTheWrittenOnes() {
    let labels = CompletionTests.labels(
      Self.head + "title: {text: Add, w‸}\n" + Self.content)
    #expect(labels == ["when"], "\(labels)")
  }

  @Test func keysOfAWhenEntry() {
    let labels = CompletionTests.labels(
      Self.section("\n        text: New address\n        when:\n          - ‸"))
    #expect(labels == ["flag", "text"], "\(labels)")
  }

  @Test(arguments: [
    // A section's header, in block style.
    section("\n        text: New address\n        when:\n          - flag: ‸"),
    // A label's text, in flow style.
    head + "content:\n  scroll: page\n  children:\n    - label: status\n"
      + "      text: {text: Ready, when: [{flag: ‸}]}\n    - field: name\n",
    // A button's title.
    head + "content:\n  scroll: page\n  children:\n    - field: name\n    - button: remove\n"
      + "      title: {text: Remove, when: [{flag: ‸, text: Remove address}]}\n",
    // The form's title, as before.
    head + "title: {text: Add, when: [{flag: ‸}]}\n" + content,
  ])
  func flagNamesAfterFlag(_ marked: String) {
    let labels = CompletionTests.labels(marked)
    #expect(labels == ["isEditing", "needsApproval"], "\(labels)")
  }

  @Test func anInputTitleTakesNoMapping() {
    let labels = CompletionTests.labels(
      Self.head + "content:\n  scroll: page\n  children:\n    - field: name\n      title:\n"
        + "        ‸\n")
    #expect(!labels.contains("when"), "\(labels)")
  }

  @Test func hoverDescribesTheKeys() {
    let header = HoverTests.hover(
      Self.section(" {text: New address, wh‸en: [{flag: isEditing, text: Edit address}]}"))
    #expect(header.contains("first entry whose flag is set wins"), "\(header)")
    let flag = HoverTests.hover(
      Self.section(" {text: New address, when: [{fl‸ag: isEditing, text: Edit address}]}"))
    #expect(flag.contains("one of the top-level `flags`"), "\(flag)")
    let key = HoverTests.hover(
      Self.section("‸ {text: New address, when: [{flag: isEditing, text: Edit address}]}")
        .replacingOccurrences(of: "header:‸", with: "head‸er:"))
    #expect(key.contains("changes with app flags"), "\(key)")
  }
}
