import FormDiagnostics
import FormSpec
import Testing

@testable import FormLanguageServer

/// Quick fixes, applied to the text and the result checked again by formc.
struct CodeActionsTests {
  /// The actions on the cursor's line, by title.
  static func actions(_ cursor: Cursor) -> [String: JSON] {
    let range = TextRange(start: cursor.position, end: cursor.position)
    var result: [String: JSON] = [:]
    for action in CodeActions.actions(cursor.context, range: range, only: nil).arrayValue ?? [] {
      result[action["title"]?.stringValue ?? ""] = action
    }
    return result
  }

  /// The text after an action's edits.
  static func applying(_ action: JSON?, to document: TextDocument) throws -> String {
    var document = document
    let edits = try #require(action?["edit"]?["changes"]?[document.uri]?.arrayValue)
    for edit in edits.reversed() {
      try document.apply(["range": edit["range"]!, "text": edit["newText"]!])
    }
    return document.text
  }

  static func diagnostics(_ text: String) -> [Diagnostic] {
    let document = TextDocument(
      uri: "file:///tmp/formc-lsp-tests/Test.form.yaml", version: 1, text: text)
    return SpecAnalyzer.analyze(document, configurations: ConfigurationCache())?.diagnostics ?? []
  }

  @Test(arguments: [
    ("      input: emi‸al\n", "Replace 'emial' with 'email'", "      input: email\n"),
    (
      "      plac‸ehodler: Email\n", "Replace 'placehodler' with 'placeholder'",
      "      placeholder: Email\n"
    ),
    (
      "      next: \"pass‸wrd\"\n", "Replace 'passwrd' with 'password'",
      "      next: \"password\"\n"
    ),
  ])
  func appliesTheSuggestion(line: String, title: String, fixed: String) throws {
    let head =
      "form: A\ncontent:\n  scroll: page\n  children:\n    - field: email\n      title: Email\n"
    let tail = "    - field: password\n      title: Password\n"
    let cursor = Cursor(head + line + tail)
    let actions = Self.actions(cursor)
    let found: JSON? = actions[title]
    let action = try #require(found, "\(actions.keys.sorted())")
    #expect(action["isPreferred"] == true)
    #expect(action["kind"] == "quickfix")
    #expect(action["diagnostics"]?.arrayValue?.first?["code"] != nil)
    let text = try Self.applying(action, to: cursor.document)
    #expect(text == head + fixed + tail)
    #expect(Self.diagnostics(text).filter { $0.severity == .error }.isEmpty)
  }

  @Test("a fix-it whose message has no suggestion text (a word behind a core tag) is offered")
  func fixItWithoutSuggestionText() throws {
    let cursor = Cursor(
      "form: A\ncontent:\n  scroll: page\n  children:\n    - field: email\n      input: !!int em‸ail\n"
    )
    let diagnostic = try #require(
      Self.diagnostics(cursor.document.text).first { $0.rule == .invalidValue })
    #expect(diagnostic.message.hasSuffix("; write the word without the tag"))
    let text = try Self.applying(
      Self.actions(cursor)["Replace '!!int email' with 'email'"], to: cursor.document)
    #expect(text.contains("      input: email\n"))
    #expect(Self.diagnostics(text).filter { $0.severity == .error }.isEmpty)
  }

  @Test(
    "a YAML 1.1 boolean word (yes, no, on, off, y, n, any case) is replaced with true or false",
    arguments: [
      ("required: ye‸s", "Replace 'yes' with 'true'", "required: true"),
      ("required: O‸FF", "Replace 'OFF' with 'false'", "required: false"),
      ("smartPunctuation: n‸o", "Replace 'no' with 'false'", "smartPunctuation: false"),
      ("autocorrection: O‸n", "Replace 'On' with 'true'", "autocorrection: true"),
    ])
  func fixesAYAML11Boolean(line: String, title: String, fixed: String) throws {
    let head =
      "form: A\ncontent:\n  scroll: page\n  children:\n    - field: email\n      title: Email\n"
    let cursor = Cursor(head + "      " + line + "\n")
    let actions = Self.actions(cursor)
    let action = try #require(actions[title], "\(actions.keys.sorted())")
    #expect(action["isPreferred"] == true)
    let text = try Self.applying(action, to: cursor.document)
    #expect(text == head + "      " + fixed + "\n")
    #expect(Self.diagnostics(text).filter { $0.severity == .error }.isEmpty)
  }

  @Test("a word that is no boolean in any YAML gets no boolean fix")
  func noBooleanFixForOtherWords() {
    let cursor = Cursor(
      "form: A\ncontent:\n  scroll: page\n  children:\n    - field: email\n      required: ma‸ybe\n"
    )
    #expect(!Self.actions(cursor).keys.contains { $0.hasPrefix("Replace") })
  }

  @Test func fixesAnInvalidIdentifier() throws {
    let cursor = Cursor(
      "form: A\ncontent:\n  scroll: page\n  children:\n    - field: first_na‸me\n      title: Name\n"
    )
    let text = try Self.applying(
      Self.actions(cursor)["Replace 'first_name' with 'firstName'"], to: cursor.document)
    #expect(text.contains("- field: firstName\n"))
  }

  @Test(arguments: [
    // A node's required key, added after its last line at its keys' indentation.
    (
      "form: A\ncontent:\n  scroll: page\n  children:\n    - but‸ton: go\n      action: submit\n",
      "Add 'title'", "    - button: go\n      action: submit\n      title: \"\"\n"
    ),
    (
      "form: A\ncontent:\n  scroll: page\n  children:\n    - field: a\n      title: A\n    - spa‸cer:\n",
      "Add 'height'", "    - spacer:\n      height: 44\n"
    ),
    ("form: A\ncontent:\n  scroll: pa‸ge\n", "Add 'children'", "  scroll: page\n  children: []\n"),
    // In a flow mapping, before its brace.
    (
      "form: A\ncontent:\n  scroll: page\n  children:\n    - field: a\n      title: A\n    - label: l\n      text: T\n      visibleWhen: {input: a‸}\n",
      "Add 'notEmpty'", "visibleWhen: {input: a, notEmpty: true}"
    ),
    (
      "form: A\ncontent:\n  scroll: page\n  children:\n    - field: a\n      title: A\n    - label: l\n      text: T\n      visibleWhen: {notEm‸pty: true}\n",
      "Add 'input'", "visibleWhen: {notEmpty: true, input: a}"
    ),
    // The form name from the file name.
    ("title: T‸\ncontent:\n  scroll: page\n  children: []\n", "Add 'form'", "form: Test"),
  ])
  func addsAMissingRequiredKey(text: String, title: String, expected: String) throws {
    let cursor = Cursor(text)
    let actions = Self.actions(cursor)
    let found: JSON? = actions[title]
    let action = try #require(found, "\(actions.keys.sorted())")
    let fixed = try Self.applying(action, to: cursor.document)
    #expect(fixed.contains(expected), "\(fixed)")
    #expect(!Self.diagnostics(fixed).contains { $0.rule == .missingKey }, "\(fixed)")
  }

  @Test("ineffective-toolbar's fix-it removes the whole toolbar entry, and nothing is left to fix")
  func removesAnIneffectiveToolbar() throws {
    let head =
      "form: A\ncontent:\n  scroll: page\n  children:\n    - field: email\n      title: Email\n"
      + "    - custom: rating\n      title: Rating\n      inputView: false\n"
    let tail = "      height: 44\n"
    let cursor = Cursor(head + "      tool‸bar:\n        items: [done]\n" + tail)
    let actions = Self.actions(cursor)
    let found: JSON? = actions["Remove 'toolbar'"]
    let action = try #require(found, "\(actions.keys.sorted())")
    #expect(action["isPreferred"] == true)
    let fixed = try Self.applying(action, to: cursor.document)
    #expect(fixed == head + tail)
    #expect(Self.diagnostics(fixed).isEmpty, "\(Self.diagnostics(fixed))")
  }

  @Test func suppressesAWarningOnItsLine() throws {
    let cursor = Cursor("form: A\ncontent:\n  scroll: page\n  children:\n    - field: em‸ail\n")
    let action = try #require(Self.actions(cursor)["Disable 'missing-label' for this line"])
    let fixed = try Self.applying(action, to: cursor.document)
    #expect(fixed.contains("    # formc:disable-next-line missing-label\n    - field: email\n"))
    #expect(Self.diagnostics(fixed).isEmpty)
  }

  @Test func addsTheRuleToAnExistingSuppression() throws {
    let cursor = Cursor(
      "form: A\ncontent:\n  scroll: page\n  children:\n    # formc:disable-next-line no-return-key\n    - field: co‸de\n      input: oneTimeCode\n"
    )
    let action = try #require(Self.actions(cursor)["Disable 'missing-label' for this line"])
    let fixed = try Self.applying(action, to: cursor.document)
    #expect(fixed.contains("# formc:disable-next-line no-return-key, missing-label\n"))
    #expect(!Self.diagnostics(fixed).contains { $0.rule == .missingLabel })
  }

  @Test func noSuppressionForAnError() {
    let cursor = Cursor(
      "form: A\ncontent:\n  scroll: page\n  children:\n    - field: a\n      fei‸ld: x\n")
    #expect(!Self.actions(cursor).keys.contains { $0.hasPrefix("Disable") })
  }

  @Test func removesAnUnusedSuppression() throws {
    let cursor = Cursor(
      "form: A\ncontent:\n  scroll: page\n  children:\n    # formc:disable-next-line missing-label‸\n    - field: a\n      title: A\n"
    )
    let action = try #require(
      Self.actions(cursor)["Remove the unused suppression of 'missing-label'"])
    let fixed = try Self.applying(action, to: cursor.document)
    #expect(!fixed.contains("formc:disable"))
    #expect(Self.diagnostics(fixed).isEmpty)
  }

  @Test func removesOneUnusedRuleOfASuppression() throws {
    let cursor = Cursor(
      "form: A\ncontent:\n  scroll: page\n  children:\n    # formc:disable-next-line missing-label, trait-conflict‸\n    - field: a\n      title: A\n"
    )
    let action = try #require(
      Self.actions(cursor)["Remove the unused suppression of 'missing-label'"])
    let fixed = try Self.applying(action, to: cursor.document)
    #expect(fixed.contains("    # formc:disable-next-line trait-conflict\n    - field: a\n"))
  }

  @Test func onlyOtherKindsGetNothing() {
    let cursor = Cursor("form: A\ncontent:\n  scroll: page\n  children:\n    - field: em‸ail\n")
    let range = TextRange(start: cursor.position, end: cursor.position)
    #expect(CodeActions.actions(cursor.context, range: range, only: ["refactor"]) == [])
    #expect(CodeActions.actions(cursor.context, range: range, only: ["quickfix"]) != [])
  }
}
