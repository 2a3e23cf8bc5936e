import FormCompiler
import Foundation
import Testing

/// The String Catalog model: reading, Xcode's formatting, and merging a form's strings.
struct StringCatalogTests {
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Localization/Catalogs")

  static func string(_ key: String, _ value: String, arguments: Int = 0) -> FormString {
    FormString(
      key: key, sourceValue: value, comment: "comment of \(key)",
      arguments: (0..<arguments).map {
        FormString.FormatArgument(position: $0 + 1, conversion: "@", meaning: "argument")
      },
      origin: .formTitle)
  }

  static let signUp = [
    string("SignUp.title", "Sign up"), string("SignUp.email.title", "Email"),
    string("SignUp.email.required", "%1$@ is required", arguments: 1),
  ]

  /// A catalog written the way Xcode writes it (an empty entry, a plural variation, escapes,
  /// keys that differ in case and in numbers, no final line break) reads and writes back to the
  /// same bytes.
  @Test func xcodeFormattingRoundTrips() throws {
    let bytes = try [UInt8](
      Data(contentsOf: Self.fixtures.appendingPathComponent("Xcode.xcstrings")))
    let catalog = try StringCatalog(parsing: bytes)
    #expect(catalog.xcodeText == String(decoding: bytes, as: UTF8.self))
    #expect(
      catalog.strings["Banana"]?.localizations["de"]?.stringUnit?.value == "Banane \"gelb\"\n/ reif"
    )
    #expect(catalog.strings["item10"]?.localizations["ar"]?.states == ["translated", "new"])
  }

  @Test(arguments: [
    ("a", "B", true), ("B", "a", false), ("item2", "item10", true), ("item10", "item2", false),
    ("SignUp.title", "SignUp.termsText.text", false), ("Form.a", "Form.a.b", true),
    ("A", "a", true), ("a", "A", false), ("x.rules.9", "x.rules.10", true), ("", "a", true),
    ("Form.a_b.title", "Form.a.title", true), ("X.label.title", "X.label#1.text", true),
    ("a.b", "a1", true), ("a1", "ab", true), ("a b", "a_b", true),
  ])
  func xcodeKeyOrder(_ a: String, _ b: String, before: Bool) {
    #expect(StringCatalog.xcodeOrder(a, b) == before)
  }

  @Test(
    "strings are escaped as Xcode writes them: short forms for tab, newline and return, \\u00xx for other controls, '/' and non-ASCII as they are"
  )
  func escapesAsXcodeDoes() throws {
    let text = "a\"b\\c\td\ne\rf\u{1}g/h ü 🎉"
    let catalog = try StringCatalog(
      parsing: Array(
        #"{"sourceLanguage":"en","strings":{"k":{"comment":"x"}},"version":"1.0"}"#.utf8))
    var edited = catalog
    edited.strings["k"]?.comment = text
    #expect(
      edited.xcodeText.contains(#""comment" : "a\"b\\c\td\ne\rf\u0001g/h ü 🎉""#),
      "\(edited.xcodeText)")
    #expect(try StringCatalog(parsing: Array(edited.xcodeText.utf8)).strings["k"]?.comment == text)
  }

  @Test func mergeIntoNothingThenAgainChangesNothing() throws {
    var catalog = StringCatalog()
    let first = catalog.merge(Self.signUp, forms: ["SignUp"])
    #expect(first.map(\.kind) == [.added, .added, .added])
    let text = catalog.xcodeText
    var reread = try StringCatalog(parsing: Array(text.utf8))
    #expect(reread == catalog)
    #expect(reread.merge(Self.signUp, forms: ["SignUp"]).isEmpty)
    #expect(reread.xcodeText == text)
    let entry = try #require(catalog.strings["SignUp.email.required"])
    #expect(entry.extractionState == "manual")
    #expect(entry.comment == "comment of SignUp.email.required")
    #expect(
      entry.localizations["en"]?.stringUnit == .init(state: "translated", value: "%1$@ is required")
    )
  }

  @Test func translationsSurviveAChangedSourceTextForReview() throws {
    var catalog = StringCatalog()
    _ = catalog.merge(Self.signUp, forms: ["SignUp"])
    catalog.strings["SignUp.email.title"]!.localizations["de"] = .init(
      stringUnit: .init(state: "translated", value: "E-Mail"))
    catalog.strings["SignUp.email.title"]!.localizations["ar"] = .init(
      stringUnit: .init(state: "new", value: ""))
    var changed = Self.signUp
    changed[1].sourceValue = "Email address"
    let changes = catalog.merge(changed, forms: ["SignUp"])
    #expect(changes == [.init(key: "SignUp.email.title", kind: .updated)])
    let entry = try #require(catalog.strings["SignUp.email.title"])
    #expect(entry.localizations["en"]?.stringUnit?.value == "Email address")
    #expect(entry.localizations["de"]?.stringUnit == .init(state: "needs_review", value: "E-Mail"))
    #expect(entry.localizations["ar"]?.stringUnit?.state == "new")
  }

  @Test func pluralTranslationsAreMarkedForReviewToo() throws {
    var catalog = try StringCatalog(
      parsing: Array(try Data(contentsOf: Self.fixtures.appendingPathComponent("Xcode.xcstrings"))))
    let changes = catalog.merge([Self.string("item10", "%lld things")], forms: [])
    #expect(
      changes == [.init(key: "item10", kind: .claimed), .init(key: "item10", kind: .updated)])
    let entry = try #require(catalog.strings["item10"])
    #expect(entry.localizations["en"]?.stringUnit?.value == "%lld things")
    // The translated plural form needs review; the one never translated stays new.
    #expect(entry.localizations["ar"]?.states == ["needs_review", "new"])
    #expect(entry.localizations["ar"]?.stringUnit == nil)
  }

  @Test func goneStringsAreMarkedStaleNotDroppedAndComeBack() throws {
    var catalog = StringCatalog()
    _ = catalog.merge(Self.signUp, forms: ["SignUp"])
    catalog.strings["SignUp.title"]!.localizations["de"] = .init(
      stringUnit: .init(state: "translated", value: "Registrieren"))
    let withoutTitle = Array(Self.signUp.dropFirst())
    #expect(
      catalog.merge(withoutTitle, forms: ["SignUp"]) == [.init(key: "SignUp.title", kind: .stale)])
    #expect(catalog.strings["SignUp.title"]?.extractionState == "stale")
    #expect(
      catalog.strings["SignUp.title"]?.localizations["de"]?.stringUnit?.value == "Registrieren")
    #expect(catalog.merge(withoutTitle, forms: ["SignUp"]).isEmpty)
    #expect(
      catalog.merge(Self.signUp, forms: ["SignUp"]) == [.init(key: "SignUp.title", kind: .claimed)])
    #expect(catalog.strings["SignUp.title"]?.extractionState == "manual")
    #expect(catalog.strings["SignUp.title"]?.localizations["de"]?.stringUnit?.state == "translated")
  }

  @Test func keysOfOtherFormsAndAppCodeAreLeftAlone() throws {
    var catalog = StringCatalog()
    _ = catalog.merge(Self.signUp, forms: ["SignUp"])
    var other = StringCatalog.Entry(comment: "app code")
    other.localizations["de"] = .init(stringUnit: .init(state: "translated", value: "Hallo"))
    catalog.strings["Hello"] = other
    catalog.strings["SignUpExtra.title"] = StringCatalog.Entry(comment: "another form")
    catalog.strings["Login.title"] = StringCatalog.Entry(extractionState: "manual")
    let before = catalog
    // Merging Login's strings (none now) marks Login's keys stale and touches nothing else.
    let changes = catalog.merge([], forms: ["Login"])
    #expect(changes == [.init(key: "Login.title", kind: .stale)])
    for key in ["Hello", "SignUpExtra.title", "SignUp.title", "SignUp.email.title"] {
      #expect(catalog.strings[key] == before.strings[key], "\(key) changed")
    }
  }

  @Test func outputIsByteStable() throws {
    var a = StringCatalog()
    _ = a.merge(Self.signUp, forms: ["SignUp"])
    var b = StringCatalog()
    _ = b.merge(Self.signUp.reversed(), forms: ["SignUp"])
    #expect(a.xcodeText == b.xcodeText)
    #expect(!a.xcodeText.hasSuffix("\n"))
    #expect(a.xcodeText.contains("\n  \"strings\" : {\n    \"SignUp.email.required\" : {\n"))
  }

  @Test(arguments: [
    ("", "not valid JSON: unexpected end of input", 1, 1),
    ("{\n  \"strings\" : {\n    \"a\" : {,\n", "not valid JSON", 3, 12),
    ("[]", "a string catalog must be a JSON object", 1, 1),
    ("{\"strings\": {}}", "'sourceLanguage' must be a string", 1, 1),
    ("{\"sourceLanguage\": \"en\", \"strings\": []}", "'strings' must be an object", 1, 26),
    (
      "{\"sourceLanguage\": \"en\",\n \"strings\": {\"k\": {\"comment\": 3}}}",
      "'comment' of 'k' must be a string", 2, 14
    ),
    (
      "{\"sourceLanguage\": \"en\",\n \"strings\": {\"k\": {\"localizations\": {\"de\": {\"stringUnit\": {\"state\": \"new\"}}}}}}",
      "the 'de' 'stringUnit' of 'k' must have", 2, 14
    ),
  ])
  func problemsAreLocated(text: String, message: String, line: Int, column: Int) {
    do {
      _ = try StringCatalog(parsing: Array(text.utf8))
      Issue.record("\(text) parsed")
    } catch {
      #expect(error.message.hasPrefix(message), "\(error.message)")
      #expect(error.line == line && error.column == column, "\(error.line):\(error.column)")
      #expect(error.diagnostic(path: "L.xcstrings").rule == .invalidCatalog)
    }
  }
}
