import FormTestSupport
import Foundation
import Testing

/// Texts that change with app flags drawn in a language (issue 32), through the `formc` process:
/// `formc preview --locale de --flag …` draws each text's `when` variant from the spec's String
/// Catalog (`<Form>.<node>.<key>.when.<flag>`), and the variant's source text where the catalog
/// has no value for it, as the app's lookup falls back; never the default text's translation.
/// `formc simulate --flag` lays out the same texts.
struct FlagTextLocaleEndToEndTests {
  static let folder = FormcProcess.repositoryRoot.appendingPathComponent(
    "Tests/formcTests/Fixtures/Simulate/FlagTexts")
  static let snapshots = FormcProcess.repositoryRoot
    .appendingPathComponent("Tests/formcTests/Snapshots/preview")

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    var shown: [String]
    var hidden: [String]
    var testDescription: String { name }
  }

  // A section header is drawn in capitals, as a grouped table's is.
  static let cases: [Case] = [
    Case(
      name: "Address-de", arguments: ["--locale", "de"],
      shown: ["Neue Adresse", "NEUE ANSCHRIFT", "Straße", "Bereit", "Hinzufügen"],
      hidden: ["Adresse bearbeiten", "ANSCHRIFT BEARBEITEN", "Wartet auf Freigabe", "Remove"]),
    Case(
      name: "Address-de-isEditing-needsApproval",
      arguments: ["--locale", "de", "--flag", "isEditing", "--flag", "needsApproval"],
      // The button's variant has no German value: its English text, as the catalog gives.
      shown: ["Adresse bearbeiten", "ANSCHRIFT BEARBEITEN", "Wartet auf Freigabe", "Remove"],
      hidden: ["Neue Adresse", "NEUE ANSCHRIFT", "Bereit", "Hinzufügen", "Pending approval"]),
    Case(
      name: "Address-de-needsApproval", arguments: ["--locale", "de", "--flag", "needsApproval"],
      shown: ["Neue Adresse", "NEUE ANSCHRIFT", "Wartet auf Freigabe", "Hinzufügen"],
      hidden: ["Adresse bearbeiten", "Bereit", "Remove"]),
  ]

  @Test(arguments: cases)
  func previewDrawsTheTranslatedVariant(_ test: Case) async throws {
    let scratch = try ScratchDirectory(prefix: "formc-flag-locale")
    let svg = scratch.root.appendingPathComponent("\(test.name).svg").path
    let output = try await FormcProcess.run(
      ["preview", "Address.form.yaml", "-d", "iphone-16", "--output", svg] + test.arguments,
      in: Self.folder)
    #expect(output.status == 0, "\(output.stderr)")
    let drawn = try String(contentsOfFile: svg, encoding: .utf8)
    for text in test.shown { #expect(drawn.contains(">\(text)<"), "\(text)") }
    for text in test.hidden { #expect(!drawn.contains(">\(text)<"), "\(text)") }
    Snapshot.assert(drawn, matches: Self.snapshots.appendingPathComponent("\(test.name).svg"))
  }

  /// The German text of the notice while `hasDoorCode` is set is long enough to push the field
  /// under the keyboard: simulate finds it with that flag and that locale only.
  @Test(arguments: [
    ([String](), "de", 0), (["--flag", "hasDoorCode"], "en", 0),
    (["--flag", "hasDoorCode"], "de", 1),
  ])
  func simulateLaysOutTheTranslatedVariant(flags: [String], locale: String, status: Int32)
    async throws
  {
    let output = try await FormcProcess.run(
      [
        "simulate", "-d", "iphone-se-3", "--orientation", "portrait", "-k", "docked",
        "--text-size", "large", "--locale", locale, "Notice.form.yaml",
      ] + flags, in: Self.folder)
    #expect(output.status == status, "\(output.stdout)\(output.stderr)")
    let name = (["Notice", locale] + flags.filter { !$0.hasPrefix("-") }).joined(separator: "-")
    Snapshot.assert(
      output.stdout, matches: SimulateEndToEndTests.snapshots.appendingPathComponent("\(name).txt"))
  }

  @Test func simulateRejectsAFlagNoSpecDeclares() async throws {
    let output = try await FormcProcess.run(
      ["simulate", "--flag", "isEditng", "Address.form.yaml", "Notice.form.yaml"], in: Self.folder)
    #expect(output.status == 64)
    #expect(
      output.stderr.contains(
        "error: no spec declares the flag 'isEditng'; their flags are hasDoorCode, isEditing, needsApproval; did you mean 'isEditing'?\n"
      ),
      "\(output.stderr)")
  }

  /// `--flag` is one declaration shared by `simulate` and `preview`: the same help, and the same
  /// usage error (exit 64) for a name no spec declares, worded for one spec or several.
  @Test func simulateAndPreviewShareTheFlagOption() async throws {
    func flagHelp(_ command: String) async throws -> String {
      let help = try await FormcProcess.run([command, "--help"]).stdout
      let lines = help.components(separatedBy: "\n")
      let start = try #require(lines.firstIndex { $0.hasPrefix("  --flag ") }, "\(help)")
      // The entry runs until the next option or the end of the section.
      let rest = lines[(start + 1)...].prefix { $0.hasPrefix("      ") && !$0.hasPrefix("  -") }
      return ([lines[start]] + rest).joined(separator: "\n")
    }
    let simulate = try await flagHelp("simulate")
    let words = simulate.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("a name no spec's 'flags' declare is a usage error"), "\(simulate)")
    #expect(try await flagHelp("preview") == simulate)

    let preview = try await FormcProcess.run(
      ["preview", "Address.form.yaml", "-d", "iphone-16", "-o", "/dev/null", "--flag", "isEditng"],
      in: Self.folder)
    #expect(preview.status == 64)
    #expect(
      preview.stderr
        == "error: 'Address.form.yaml' has no flag 'isEditng'; its flags are isEditing, needsApproval; did you mean 'isEditing'?\n"
    )
    let one = try await FormcProcess.run(
      ["simulate", "--flag", "hasDoorCode", "Address.form.yaml"], in: Self.folder)
    #expect(one.status == 64)
    #expect(
      one.stderr
        == "error: 'Address.form.yaml' has no flag 'hasDoorCode'; its flags are isEditing, needsApproval\n"
    )
  }
}
