import FormDiagnostics
import FormSpec
import Testing

@testable import FormLanguageServer

/// Completion at the cursor (`‸`), on text as it is while typing, often not valid YAML.
struct CompletionTests {
  static func labels(_ marked: String) -> [String] {
    let cursor = Cursor(marked)
    return Completion.list(cursor.context, at: cursor.position).labels
  }

  static let inputs = """
    form: Test
    content:
      scroll: page
      children:
        - field: email
          title: Email
        - field: password
          title: Password
        - textView: bio
          title: Bio
        - button: join
          title: Join
        - label: note
          text: Hi
    """

  @Test func topLevelKeysNotYetWritten() {
    let labels = Self.labels("form: A\n‸\ncontent:\n  scroll: page\n  children: []\n")
    #expect(
      labels == [
        "title", "platform", "presentations", "flags", "keyboard", "toolbar", "focus", "actions",
        "validateOn", "lint",
      ])
  }

  @Test func aFieldsKeysWhileTypingOne() {
    let labels = Self.labels(
      "form: A\ncontent:\n  scroll: page\n  children:\n    - field: email\n      title: E\n      inp‸\n"
    )
    #expect(labels.contains("input"))
    #expect(labels.contains("placeholder"))
    #expect(labels.contains("returnKey"))
    #expect(!labels.contains("title"))  // already written
    #expect(!labels.contains("field"))
    #expect(!labels.contains("children"))
    #expect(
      labels == SpecVocabulary.keys(in: .node(.field)).filter { $0 != "field" && $0 != "title" })
  }

  @Test func aCustomControlTakesNoTextTraits() {
    let labels = Self.labels(
      "form: A\ncontent:\n  scroll: page\n  children:\n    - custom: rating\n      ‸\n")
    #expect(labels.contains("height"))
    #expect(!labels.contains("keyboard"))
    #expect(!labels.contains("returnKey"))
  }

  @Test func kindKeysForANewNode() {
    let labels = Self.labels(
      "form: A\ncontent:\n  scroll: page\n  children:\n    - field: a\n      title: A\n    - ‸\n")
    #expect(labels == Node.Kind.allCases.map(\.rawValue))
  }

  @Test func presetsWithTheirTraits() throws {
    let cursor = Cursor(
      "form: A\ncontent:\n  scroll: page\n  children:\n    - field: a\n      input: em‸\n")
    let items = Completion.list(cursor.context, at: cursor.position)["items"]?.arrayValue ?? []
    #expect(items.compactMap { $0["label"]?.stringValue } == InputPreset.allCases.map(\.rawValue))
    let email = try #require(items.first { $0["label"] == "email" })
    #expect(email["detail"]?.stringValue == InputPreset.email.traits.summary)
    #expect(email["detail"]?.stringValue?.contains("keyboard emailAddress") == true)
    let edit = try #require(email["textEdit"])
    #expect(edit["newText"] == "email")
    #expect(edit["range"]?["start"]?["character"] == 13)
    #expect(edit["range"]?["end"]?["character"] == 15)
  }

  /// A form with `node` before its other inputs and a button.
  static func spec(with node: String) -> String {
    "form: Test\ncontent:\n  scroll: page\n  children:\n" + node
      + "    - field: password\n      title: Password\n    - textView: bio\n      title: Bio\n"
      + "    - button: join\n      title: Join\n"
  }

  @Test(arguments: [
    ("    - field: email\n      next: ‸\n", ["password", "bio"]),
    ("    - field: email\n      visibleWhen: {input: ‸}\n", ["password", "bio"]),
    ("    - field: email\n      visibleWhen:\n        input: b‸\n", ["password", "bio"]),
    ("    - field: email\n      rules:\n        - equals: ‸\n", ["password", "bio"]),
    ("    - custom: picker\n      height: 44\n      next: p‸\n", ["password", "bio"]),
    (
      "    - label: hint\n      text: x\n      visibleWhen: {input: ‸, notEmpty: true}\n",
      ["password", "bio"]
    ),
  ])
  func onlyInputIdsOfOtherInputs(node: String, expected: [String]) {
    #expect(Self.labels(Self.spec(with: node)) == expected)
  }

  @Test func idsDeclaredBelowABrokenLineComeFromTheLastVersionThatParsed() {
    let valid = Self.spec(with: "    - field: email\n      title: Email\n")
    let cache = DocumentCache()
    let uri = "file:///tmp/formc-lsp-tests/Test.form.yaml"
    _ = cache.syntax(for: TextDocument(uri: uri, version: 1, text: valid))
    // Typing `next: ` with a half-written key below it: the text no longer parses as a whole.
    let cursor = Cursor(
      valid.replacing(
        "      title: Email\n", with: "      title: Email\n      next: ‸\n      inp\n"))
    var document = cursor.document
    document.version = 2
    var context = Cursor.context(document)
    context.cache = cache
    #expect(Completion.list(context, at: cursor.position).labels == ["password", "bio"])
    // Without an earlier version, only what the truncated text declares (the node's own id).
    #expect(Completion.list(Cursor.context(document), at: cursor.position).labels == [])
  }

  @Test func focusOrderOffersTheInputsNotListed() {
    let labels = Self.labels(
      Self.inputs.replacing("content:", with: "focus:\n  order: [bio, ‸]\ncontent:"))
    #expect(labels == ["email", "password"])
  }

  @Test func requiredWithoutOffersInputsInsideItsList() {
    let spec = Self.inputs.replacing(
      "    - field: password\n      title: Password\n",
      with: "    - field: password\n      title: Password\n      rules:\n"
        + "        - requiredWithout: [‸]\n")
    // Before: an entry of a key taking one id or a list of ids completed nothing.
    #expect(Self.labels(spec).contains("email"))
  }

  @Test(arguments: [
    ("keyboard:\n  avoidance: ‸\n", KeyboardAvoidance.allCases.map(\.rawValue)),
    ("keyboard:\n  submit: ‸\n", ReturnKey.submitKeys.map(\.rawValue)),
    ("toolbar:\n  items: [previous, ‸]\n", ToolbarItem.allCases.map(\.rawValue)),
    ("toolbar: ‸\n", ["true", "false"]),
    ("lint:\n  disable: [‸]\n", Rule.all.filter(\.isConfigurable).map(\.id.rawValue)),
    ("focus:\n  wr‸\n", ["order", "wraps", "initial"]),
    ("form: ‸\n", ["Test"]),
  ])
  func wordsOfTopLevelSettings(head: String, expected: [String]) {
    #expect(Self.labels(head + "content:\n  scroll: page\n  children: []\n") == expected)
  }

  @Test func contentTypesWithTheirVersions() throws {
    let cursor = Cursor(
      "form: A\ncontent:\n  scroll: page\n  children:\n    - field: a\n      contentType: one‸\n")
    let items = Completion.list(cursor.context, at: cursor.position)["items"]?.arrayValue ?? []
    #expect(items.count == ContentType.all.count)
    #expect(items.first { $0["label"] == "oneTimeCode" }?["detail"] == "iOS 12.0+")
  }

  @Test func keysOfAFlowMapping() {
    let labels = Self.labels(
      "form: A\ncontent:\n  scroll: page\n  children:\n    - label: x\n      text: X\n      visibleWhen: {in‸}\n"
    )
    #expect(
      labels == [
        "input", "flag", "equals", "notEquals", "in", "notEmpty", "empty", "contains", "all", "any",
      ])
  }

  @Test func flagNamesAfterVisibleWhenFlag() {
    let labels = Self.labels(
      "form: A\nflags: [captchaRequired, isEditing]\ncontent:\n  scroll: page\n  children:\n    - field: x\n      title: X\n      visibleWhen: {flag: ‸}\n"
    )
    #expect(labels == ["captchaRequired", "isEditing"])
  }

  @Test func ruleIdsInASuppressionComment() {
    let labels = Self.labels(
      "form: A\ncontent:\n  scroll: page\n  children:\n    # formc:disable-next-line missing-label, ‸\n    - field: a\n"
    )
    #expect(labels.contains("no-return-key"))
    #expect(!labels.contains("missing-label"))
    #expect(!labels.contains("unknown-key"))  // an error cannot be suppressed
  }

  @Test func aBrokenLineBelowTheCursorDoesNotStopCompletion() {
    let labels = Self.labels(
      "form: A\ncontent:\n  scroll: page\n  children:\n    - field: a\n      se‸\n    - field: [unclosed\n"
    )
    #expect(labels.contains("secure"))
  }

  @Test func rangesAreUTF16OnCRLFLinesWithAstralText() throws {
    let cursor = Cursor(
      "form: A\r\ncontent:\r\n  scroll: page\r\n  children:\r\n    - field: a\r\n      title: \"😀\"\r\n      secure: t‸\r\n"
    )
    let items = Completion.list(cursor.context, at: cursor.position)["items"]?.arrayValue ?? []
    #expect(items.compactMap { $0["label"]?.stringValue } == ["true", "false"])
    let range = try #require(items.first?["textEdit"]?["range"])
    #expect(range["start"] == ["line": 6, "character": 14])
    #expect(range["end"] == ["line": 6, "character": 15])
  }

  @Test func nothingInAStringValue() {
    #expect(Self.labels("form: A\ntitle: Sign ‸\ncontent:\n  scroll: p\n  children: []\n").isEmpty)
  }
}
