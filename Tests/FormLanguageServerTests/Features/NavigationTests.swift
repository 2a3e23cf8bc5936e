import FormDiagnostics
import Testing

@testable import FormLanguageServer

/// Go to definition, find references and rename for node ids.
struct NavigationTests {
  static let spec = """
    form: A
    focus:
      order: [email, 'password', code]
    content:
      scroll: page
      children:
        - field: email
          title: Email
        - field: password
          title: Password
          rules:
            - equals: "email"
        - field: code
          title: Code
          visibleWhen: {input: email, notEmpty: true}
        - button: join
          title: Join
    """

  static func cursor(at needle: String, occurrence: Int = 0, offset: Int = 1) -> Cursor {
    var text = spec
    var search = text.startIndex
    var found = text.startIndex
    for _ in 0...occurrence {
      let range = text[search...].firstRange(of: needle)!
      found = range.lowerBound
      search = range.upperBound
    }
    text.insert(contentsOf: "‸", at: text.utf8.index(found, offsetBy: offset))
    return Cursor(text)
  }

  static func lines(_ json: JSON) -> [Int] {
    (json.arrayValue ?? []).compactMap { $0["range"]?["start"]?["line"]?.intValue }
  }

  @Test func definitionFromEachKindOfReference() {
    for (needle, occurrence) in [("email", 0), ("email", 3), ("email", 2)] {
      let cursor = Self.cursor(at: needle, occurrence: occurrence)
      let location = Navigation.definition(cursor.context, at: cursor.position)
      #expect(
        location["range"]?["start"] == ["line": 6, "character": 13], "\(needle) #\(occurrence)")
    }
  }

  @Test func referencesWithAndWithoutTheDeclaration() {
    let cursor = Self.cursor(at: "field: email", offset: 8)
    #expect(
      Self.lines(
        Navigation.references(cursor.context, at: cursor.position, includeDeclaration: true))
        == [2, 6, 11, 14])
    #expect(
      Self.lines(
        Navigation.references(cursor.context, at: cursor.position, includeDeclaration: false))
        == [2, 11, 14])
  }

  @Test func renameRewritesEveryOccurrenceKeepingQuotes() throws {
    let cursor = Self.cursor(at: "password", occurrence: 1)
    let result = try Navigation.rename(cursor.context, at: cursor.position, to: "secret")
    let edits = try #require(result["changes"]?[cursor.document.uri]?.arrayValue)
    #expect(edits.count == 2)
    var document = cursor.document
    for edit in edits.reversed() {
      try document.apply(["range": edit["range"]!, "text": edit["newText"]!])
    }
    #expect(document.text.contains("order: [email, 'secret', code]"))
    #expect(document.text.contains("- field: secret"))
  }

  @Test(arguments: [
    ("Email", "lowerCamelCase"), ("e-mail", "lowerCamelCase"), ("1st", "starts with a digit"),
    ("focusedField", "reserved"), ("code", "already the id of a field"),
    ("join", "already the id of a button"),
    ("for", "Swift keyword"),
  ])
  func renameRefusesBadNames(name: String, reason: String) {
    let cursor = Self.cursor(at: "field: email", offset: 8)
    #expect {
      try Navigation.rename(cursor.context, at: cursor.position, to: name)
    } throws: { error in
      (error as? ResponseError)?.message.contains(reason) == true
    }
  }

  @Test func prepareRenameGivesTheIdWithoutQuotes() {
    let cursor = Self.cursor(at: "'password'", offset: 3)
    let result = Navigation.prepareRename(cursor.context, at: cursor.position)
    #expect(result["placeholder"] == "password")
    #expect(result["range"]?["start"] == ["line": 2, "character": 18])
    let nowhere = Self.cursor(at: "title: Email", offset: 2)
    #expect(Navigation.prepareRename(nowhere.context, at: nowhere.position) == .null)
  }
}
