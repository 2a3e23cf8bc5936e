import FormCompiler
import FormSpec
import Foundation
import Testing

struct ConfigurationTests {
  func parse(_ text: String) -> ConfigurationLoader.Result {
    ConfigurationLoader.parse(bytes: Array(text.utf8), path: "formc.yml")
  }

  @Test func rulesAndAccessLevel() {
    let result = parse(
      "accessLevel: public\nrules:\n  missing-label: off\n  nested-scroll: error\n")
    #expect(result.diagnostics.isEmpty)
    #expect(result.configuration.accessLevel == .public)
    #expect(result.configuration.severity(of: .missingLabel) == nil)
    #expect(result.configuration.severity(of: .nestedScroll) == .error)
    #expect(result.configuration.severity(of: .traitConflict) == .warning)
    #expect(result.configuration.severity(of: .unknownKey) == .error)
  }

  @Test(arguments: [
    ("rules:\n  unknown-key: off\n", "invalid-value", 2, 3),
    ("rules:\n  missing-lable: off\n", "invalid-value", 2, 3),
    ("rules:\n  missing-label: sometimes\n", "invalid-value", 2, 18),
    ("rules:\n  visibility-state-limit: off\n", "invalid-value", 2, 3),
    ("rulez:\n  missing-label: off\n", "unknown-key", 1, 1),
    ("accessLevel: private\n", "invalid-value", 1, 14),
    ("rules: [missing-label]\n", "invalid-value", 1, 8),
    ("rules:\n  a: [\n", "yaml-syntax", 3, 1),
    ("diagnosticLimit: -1\n", "invalid-value", 1, 18),
    ("diagnosticLimit: many\n", "invalid-value", 1, 18),
    ("diagnosticLimit: 2.5\n", "invalid-value", 1, 18),
  ])
  func problemsAreLocated(text: String, rule: String, line: Int, column: Int) {
    let result = parse(text)
    #expect(result.diagnostics.map(\.rule.rawValue) == [rule], "\(result.diagnostics)")
    #expect(result.diagnostics.first?.location.line == line)
    #expect(result.diagnostics.first?.location.column == column)
  }

  @Test(arguments: [("", 300), ("diagnosticLimit: 0\n", 0), ("diagnosticLimit: 1000\n", 1000)])
  func diagnosticLimit(text: String, limit: Int) {
    let result = parse(text)
    #expect(result.diagnostics.isEmpty)
    #expect(result.configuration.diagnosticLimit == limit)
    #expect(result.configuration.yaml.contains("\ndiagnosticLimit: \(limit)\n"))
  }

  @Test func localization() throws {
    let result = parse("localization:\n  table: Forms\n  bundle: module\n  locales: [de, ar]\n")
    #expect(result.diagnostics.isEmpty)
    let localization = try #require(result.configuration.localization)
    #expect(localization.table == "Forms")
    #expect(localization.catalogFileName == "Forms.xcstrings")
    #expect(localization.bundle == .module)
    #expect(localization.locales == ["de", "ar"])
    #expect(
      result.configuration.yaml.contains(
        "localization:\n  table: Forms\n  bundle: module\n  locales: [de, ar]\n"))
    #expect(parse("localization: {}\n").configuration.localization == LocalizationSettings())
    #expect(parse("accessLevel: public\n").configuration.localization == nil)
    #expect(!parse("accessLevel: public\n").configuration.yaml.contains("localization"))
  }

  @Test(arguments: [
    ("localization: [de]\n", "invalid-value", 1, 15),
    ("localization:\n  tabel: X\n", "unknown-key", 2, 3),
    ("localization:\n  table: a/b\n", "invalid-value", 2, 10),
    ("localization:\n  bundle: app\n", "invalid-value", 2, 11),
    ("localization:\n  locales: de\n", "invalid-value", 2, 12),
    ("localization:\n  locales: [de, de]\n", "invalid-value", 2, 17),
    ("localization:\n  locales: [\"a b\"]\n", "invalid-value", 2, 13),
  ])
  func localizationProblemsAreLocated(text: String, rule: String, line: Int, column: Int) {
    problemsAreLocated(text: text, rule: rule, line: line, column: column)
  }

  @Test func suggestionForMisspeltRule() {
    let message = parse("rules:\n  missing-lable: off\n").diagnostics.first?.message ?? ""
    #expect(message.contains("did you mean 'missing-label'?"))
  }

  @Test func nearestFileWinsAndSearchStopsAtTheRepositoryRoot() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "formc-config-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    let nested = root.appendingPathComponent("repo/app/forms")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("repo/.git"), withIntermediateDirectories: true)
    // Outside the repository: never used.
    try Data("rules: {}\n".utf8).write(to: root.appendingPathComponent("formc.yml"))
    let spec = nested.appendingPathComponent("A.form.yaml").path
    #expect(ConfigurationLoader.find(for: spec) == nil)
    try Data("rules: {}\n".utf8).write(to: root.appendingPathComponent("repo/formc.yml"))
    #expect(
      ConfigurationLoader.find(for: spec) == root.appendingPathComponent("repo/formc.yml").path)
    try Data("rules: {}\n".utf8).write(to: root.appendingPathComponent("repo/app/formc.yml"))
    #expect(
      ConfigurationLoader.find(for: spec) == root.appendingPathComponent("repo/app/formc.yml").path)
  }

  @Test func configurationRaisesAndSilencesCheckerWarnings() throws {
    let spec = """
      form: Demo
      content:
        scroll: page
        children:
          - field: email
            input: email
            autocapitalization: words

      """
    let definition = try #require(
      FormSpecReader().read(bytes: Array(spec.utf8), path: "D.form.yaml").definition)
    let defaults = FormChecker().check(definition).diagnostics
    #expect(defaults.map(\.rule) == [.missingLabel, .traitConflict])
    let configured = FormChecker(
      configuration: Configuration(rules: [.missingLabel: .off, .traitConflict: .error])
    ).check(definition)
    #expect(configured.diagnostics.map(\.rule) == [.traitConflict])
    #expect(configured.diagnostics.first?.severity == .error)
    #expect(configured.form == nil, "an error raised by configuration stops generation too")
  }
}
