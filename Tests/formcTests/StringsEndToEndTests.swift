import FormTestSupport
import Foundation
import Testing

/// `formc strings`, run as a process on files in a scratch directory.
struct StringsEndToEndTests {
  static let fixtures = FormcProcess.repositoryRoot
    .appendingPathComponent("Tests/formcTests/Fixtures/Strings")

  /// A scratch directory holding a copy of `Newsletter.form.yaml`.
  final class Project: ScratchDirectory {
    init() throws {
      try super.init(prefix: "formc-strings")
      try FileManager.default.copyItem(
        at: StringsEndToEndTests.fixtures.appendingPathComponent("Newsletter.form.yaml"),
        to: root.appendingPathComponent("Newsletter.form.yaml"))
    }

    var catalog: URL { root.appendingPathComponent("Localizable.xcstrings") }

    func catalogBytes() throws -> Data { try Data(contentsOf: catalog) }

    func edit(_ old: String, _ new: String) throws {
      let url = root.appendingPathComponent("Newsletter.form.yaml")
      let text = try String(contentsOf: url, encoding: .utf8)
      #expect(text.contains(old))
      try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }

    func strings(_ extra: [String] = []) async throws -> FormcProcess.Output {
      try await FormcProcess.run(
        ["strings", "Newsletter.form.yaml", "--catalog", "Localizable.xcstrings"] + extra,
        in: root)
    }
  }

  @Test func createsTheCatalogThenFindsItUpToDate() async throws {
    let project = try Project()
    let check = try await project.strings(["--check"])
    #expect(check.status == 1)
    #expect(check.stdout.hasPrefix("Localizable.xcstrings: would create the catalog\n"))
    #expect(!FileManager.default.fileExists(atPath: project.catalog.path))

    let created = try await project.strings()
    #expect(created.status == 0, "\(created.stderr)")
    #expect(created.stdout.contains("Localizable.xcstrings: add 'Newsletter.email.required'\n"))
    let bytes = try project.catalogBytes()
    let modified =
      try FileManager.default.attributesOfItem(atPath: project.catalog.path)[
        .modificationDate] as? Date

    let again = try await project.strings(["--check"])
    #expect(again.status == 0)
    #expect(again.stdout.isEmpty)
    #expect(again.stderr == "formc: 'Localizable.xcstrings' is up to date\n")
    #expect(try await project.strings().status == 0)
    #expect(try project.catalogBytes() == bytes)
    let after =
      try FileManager.default.attributesOfItem(atPath: project.catalog.path)[
        .modificationDate] as? Date
    #expect(after == modified, "an unchanged catalog is not rewritten")
  }

  @Test func aChangedTitleIsUpdatedAndItsTranslationsNeedReview() async throws {
    let project = try Project()
    try FileManager.default.copyItem(
      at: Self.fixtures.appendingPathComponent("Translated.xcstrings"), to: project.catalog)
    #expect(try await project.strings(["--check"]).status == 0)
    try project.edit("title: Email", "title: Email address")
    try project.edit("    - button: subscribe\n      title: Subscribe\n", "")
    let before = try project.catalogBytes()

    let check = try await project.strings(["--check"])
    #expect(check.status == 1)
    #expect(
      check.stdout == """
        Localizable.xcstrings: would update the source text of 'Newsletter.email.title' (translations need review)
        Localizable.xcstrings: would mark 'Newsletter.subscribe.title' stale

        """)
    #expect(try project.catalogBytes() == before, "--check writes nothing")

    #expect(try await project.strings().status == 0)
    let catalog = try #require(
      JSONSerialization.jsonObject(with: project.catalogBytes()) as? [String: Any])
    let strings = try #require(catalog["strings"] as? [String: [String: Any]])
    func unit(_ key: String, _ language: String) -> [String: String]? {
      let localizations = strings[key]?["localizations"] as? [String: [String: Any]]
      return localizations?[language]?["stringUnit"] as? [String: String]
    }
    #expect(
      unit("Newsletter.email.title", "en") == ["state": "translated", "value": "Email address"])
    #expect(unit("Newsletter.email.title", "de") == ["state": "needs_review", "value": "E-Mail"])
    #expect(unit("Newsletter.email.title", "ar")?["state"] == "needs_review")
    #expect(strings["Newsletter.subscribe.title"]?["extractionState"] as? String == "stale")
    #expect(
      unit("Newsletter.subscribe.title", "de") == ["state": "translated", "value": "Abonnieren"])
    #expect(unit("Newsletter.title", "ar")?["state"] == "translated")
    #expect(try await project.strings(["--check"]).status == 0, "a merge is idempotent")
  }

  /// A number label with plural forms (`Specs/TableBooking.form.yaml`'s guests) is one key whose
  /// source language varies by plural, as Xcode's "Vary by Plural" writes it.
  @Test func aLabelWithPluralFormsIsWrittenAsPluralVariations() async throws {
    let project = try Project()
    try FileManager.default.copyItem(
      at: FormcProcess.repositoryRoot.appendingPathComponent("Specs/TableBooking.form.yaml"),
      to: project.root.appendingPathComponent("TableBooking.form.yaml"))
    let run = try await FormcProcess.run(
      ["strings", "TableBooking.form.yaml", "--catalog", "Localizable.xcstrings"], in: project.root)
    #expect(run.status == 0, "\(run.stderr)")
    let catalog = try #require(
      JSONSerialization.jsonObject(with: project.catalogBytes()) as? [String: Any])
    let strings = try #require(catalog["strings"] as? [String: [String: Any]])
    let localizations = strings["TableBooking.guests.format"]?["localizations"] as? [String: Any]
    let english = try #require(localizations?["en"] as? [String: Any])
    #expect(english["stringUnit"] == nil)
    let plural = (english["variations"] as? [String: Any])?["plural"] as? [String: Any]
    func value(_ category: String) -> String? {
      ((plural?[category] as? [String: Any])?["stringUnit"] as? [String: String])?["value"]
    }
    #expect(value("one") == "%1$lld guest")
    #expect(value("other") == "%1$lld guests")
    let again = try await FormcProcess.run(
      ["strings", "TableBooking.form.yaml", "--catalog", "Localizable.xcstrings", "--check"],
      in: project.root)
    #expect(again.status == 0, "merging again changes nothing")
  }

  @Test func aSpecWithErrorsWritesNothing() async throws {
    let project = try Project()
    try FileManager.default.copyItem(
      at: Self.fixtures.appendingPathComponent("Translated.xcstrings"), to: project.catalog)
    try project.edit("title: Email", "title: Email\n          retrunKey: next")
    try project.edit("title: Subscribe", "title: Join")
    let before = try project.catalogBytes()
    let output = try await project.strings()
    #expect(output.status == 1)
    #expect(output.stderr.contains("Newsletter.form.yaml:12:11: error: "))
    #expect(output.stderr.contains("[unknown-key]"))
    #expect(try project.catalogBytes() == before)
  }

  @Test func aCatalogThatDoesNotParseIsNeverOverwritten() async throws {
    let project = try Project()
    let broken = Data("{\n  \"sourceLanguage\" : \"en\",\n<<<<<<< HEAD\n".utf8)
    try broken.write(to: project.catalog)
    let output = try await project.strings()
    #expect(output.status == 1)
    #expect(
      output.stderr.hasPrefix(
        "Localizable.xcstrings:3:1: error: not valid JSON: expected a member name [invalid-catalog]"
      ),
      "\(output.stderr)")
    #expect(try project.catalogBytes() == broken)
  }

  @Test func twoFormsOfOneNameAreRefused() async throws {
    let project = try Project()
    let folder = project.root.appendingPathComponent("copy")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: project.root.appendingPathComponent("Newsletter.form.yaml"),
      to: folder.appendingPathComponent("Newsletter.form.yaml"))
    let output = try await FormcProcess.run(
      ["strings", ".", "--catalog", "Localizable.xcstrings"], in: project.root)
    #expect(output.status == 1)
    #expect(output.stderr.contains("both define the form 'Newsletter'"), "\(output.stderr)")
    #expect(!FileManager.default.fileExists(atPath: project.catalog.path))
  }

  @Test func helpListsTheCommand() async throws {
    let help = try await FormcProcess.run(["help"])
    #expect(help.stdout.contains("strings"))
    let strings = try await FormcProcess.run(["help", "strings"])
    #expect(strings.status == 0)
    #expect(strings.stdout.contains("--catalog <path>"))
    #expect(strings.stdout.contains("--check"))
  }
}
