import FormDiagnostics
import Testing

@testable import FormLanguageServer

/// Go to definition, find references and rename for an id named by a cross-field rule (`after`,
/// `before`, `onOrAfter`, `onOrBefore`, `requiredWithout` and its list) or by a condition other
/// than a plain `visibleWhen` (`enabledWhen`, an element of `all` or `any`), and for an app flag
/// named by a condition's `flag`.
struct NavigationCrossFieldTests {
  static let spec = """
    form: A
    flags: [isEditing, managed]
    content:
      scroll: page
      children:
        - field: email
          title: Email
        - field: phone
          title: Phone
          rules:
            - requiredWithout: email
        - field: fax
          title: Fax
          rules:
            - requiredWithout: [phone, 'email']
        - date: starts
          title: Starts
        - date: ends
          title: Ends
          enabledWhen: {input: email, notEmpty: true}
          rules:
            - onOrAfter: starts
            - before: "starts"
            - after: starts
            - onOrBefore: starts
        - label: note
          text: Both
          visibleWhen:
            all:
              - {input: email, notEmpty: true}
              - {flag: isEditing}
    """

  /// The spec with the cursor before the `offset`th byte of the `occurrence`th `needle`.
  static func cursor(at needle: String, occurrence: Int = 0, offset: Int = 1) -> Cursor {
    var search = spec.startIndex
    var found = spec.startIndex
    for _ in 0...occurrence {
      let range = spec[search...].firstRange(of: needle)!
      found = range.lowerBound
      search = range.upperBound
    }
    var text = spec
    text.insert(contentsOf: "‸", at: text.utf8.index(found, offsetBy: offset))
    return Cursor(text)
  }

  /// The lines of the ranges of a locations result.
  static func lines(_ json: JSON) -> [Int] {
    (json.arrayValue ?? []).compactMap { $0["range"]?["start"]?["line"]?.intValue }
  }

  @Test(
    "definition from a date rule, requiredWithout, its list, enabledWhen and an element of all",
    arguments: [
      ("onOrAfter: starts", 11, 15), ("before: \"starts\"", 9, 15), ("after: starts", 7, 15),
      ("onOrBefore: starts", 12, 15), ("requiredWithout: email", 17, 5),
      ("[phone", 1, 7), ("'email'", 1, 5), ("{input: email", 8, 5), ("- {input: email", 10, 5),
    ])
  func definition(needle: String, offset: Int, line: Int) {
    let cursor = Self.cursor(at: needle, offset: offset)
    let location = Navigation.definition(cursor.context, at: cursor.position)
    #expect(location["range"]?["start"]?["line"] == .int(line), "\(needle)")
  }

  @Test("references to a date named by four date rules")
  func dateReferences() {
    let cursor = Self.cursor(at: "date: starts", offset: 7)
    #expect(
      Self.lines(
        Navigation.references(cursor.context, at: cursor.position, includeDeclaration: true))
        == [15, 21, 22, 23, 24])
  }

  @Test("references to an input named by requiredWithout, its list, enabledWhen and all")
  func inputReferences() {
    let cursor = Self.cursor(at: "field: email", offset: 8)
    #expect(
      Self.lines(
        Navigation.references(cursor.context, at: cursor.position, includeDeclaration: false))
        == [10, 14, 19, 29])
  }

  @Test("renaming a date from a rule rewrites its declaration and every rule, keeping quotes")
  func renameDate() throws {
    let cursor = Self.cursor(at: "after: starts", offset: 8)
    let result = try Navigation.rename(cursor.context, at: cursor.position, to: "begins")
    let edits = try #require(result["changes"]?[cursor.document.uri]?.arrayValue)
    #expect(edits.count == 5)
    var document = cursor.document
    for edit in edits.reversed() {
      try document.apply(["range": edit["range"]!, "text": edit["newText"]!])
    }
    #expect(!document.text.contains("starts"))
    #expect(document.text.contains("- date: begins"))
    #expect(document.text.contains("- before: \"begins\""))
    #expect(document.text.contains("- onOrBefore: begins"))
  }

  @Test("renaming an input from a requiredWithout list rewrites every place that names it")
  func renameFromList() throws {
    let cursor = Self.cursor(at: "'email'", offset: 2)
    let result = try Navigation.rename(cursor.context, at: cursor.position, to: "mail")
    let edits = try #require(result["changes"]?[cursor.document.uri]?.arrayValue)
    var document = cursor.document
    for edit in edits.reversed() {
      try document.apply(["range": edit["range"]!, "text": edit["newText"]!])
    }
    #expect(document.text.contains("- field: mail"))
    #expect(document.text.contains("- requiredWithout: mail\n"))
    #expect(document.text.contains("[phone, 'mail']"))
    #expect(document.text.contains("enabledWhen: {input: mail, notEmpty: true}"))
    #expect(document.text.contains("- {input: mail, notEmpty: true}"))
    #expect(!document.text.contains("email"))
  }

  @Test("a flag: definition from a condition, references, rename from its declaration")
  func flag() throws {
    let use = Self.cursor(at: "{flag: isEditing}", offset: 8)
    let location = Navigation.definition(use.context, at: use.position)
    #expect(location["range"]?["start"] == ["line": 1, "character": 8])
    let declaration = Self.cursor(at: "[isEditing", offset: 2)
    #expect(
      Self.lines(
        Navigation.references(
          declaration.context, at: declaration.position, includeDeclaration: true)) == [1, 30])
    let result = try Navigation.rename(
      declaration.context, at: declaration.position, to: "isManaging")
    let edits = try #require(result["changes"]?[declaration.document.uri]?.arrayValue)
    var document = declaration.document
    for edit in edits.reversed() {
      try document.apply(["range": edit["range"]!, "text": edit["newText"]!])
    }
    #expect(document.text.contains("flags: [isManaging, managed]"))
    #expect(document.text.contains("- {flag: isManaging}"))
    #expect(!document.text.contains("isEditing"))
  }

  @Test("renaming an input to an app flag's name is refused: they share one namespace")
  func renameToAFlag() {
    let cursor = Self.cursor(at: "field: phone", offset: 8)
    #expect {
      try Navigation.rename(cursor.context, at: cursor.position, to: "managed")
    } throws: { error in
      (error as? ResponseError)?.message
        == "'managed' is already an app flag (flags and node ids share one namespace)"
    }
  }

  @Test("renaming a flag to a node's id is refused, saying they share one namespace")
  func renameAFlagToAnID() {
    let cursor = Self.cursor(at: ", managed]", offset: 3)
    #expect {
      try Navigation.rename(cursor.context, at: cursor.position, to: "email")
    } throws: { error in
      (error as? ResponseError)?.message
        == "'email' is already the id of a field (flags and node ids share one namespace)"
    }
  }

  @Test("a flag may take a UIViewController member's name, as `flags` allows; not the model's")
  func renameAFlagToAViewControllerMember() throws {
    let cursor = Self.cursor(at: ", managed]", offset: 3)
    let result = try Navigation.rename(cursor.context, at: cursor.position, to: "title")
    #expect(result["changes"]?[cursor.document.uri]?.arrayValue?.count == 1)
    #expect {
      try Navigation.rename(cursor.context, at: cursor.position, to: "submit")
    } throws: { error in
      (error as? ResponseError)?.message
        == "invalid flag name: 'submit' is reserved by the generated view model"
    }
    let input = Self.cursor(at: "field: phone", offset: 8)
    #expect {
      try Navigation.rename(input.context, at: input.position, to: "title")
    } throws: { error in
      (error as? ResponseError)?.message.hasPrefix("invalid id: 'title' is reserved") == true
    }
  }
}
