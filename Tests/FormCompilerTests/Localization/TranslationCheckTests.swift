import FormCompiler
import FormDiagnostics
import FormSpec
import FormTestSupport
import Foundation
import Testing

/// `missing-translation` and `invalid-catalog`: each folder of `Fixtures/Localization` (other
/// than `Strings` and `Catalogs`) holds a `formc.yml` with `localization`, maybe its catalog, and
/// a spec whose `# expect:` lines list every diagnostic in the spec, loaded as `formc lint`
/// loads them.
struct TranslationCheckTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Localization")
  static let fixtures = FixtureExpectation.specs(in: folder).filter {
    !$0.hasPrefix("Strings/") && !$0.hasPrefix("Catalogs/")
  }

  /// Loads the fixture's `formc.yml` (and through it the catalog) and checks the spec.
  static func lint(_ relativePath: String) throws -> (
    spec: [Diagnostic], configuration: [Diagnostic]
  ) {
    let spec = folder.appendingPathComponent(relativePath)
    let configuration = ConfigurationLoader.load(
      path: spec.deletingLastPathComponent().appendingPathComponent("formc.yml").path)
    let read = try FormSpecReader().read(contentsOf: spec.path)
    let definition = try #require(read.definition)
    let checked = FormChecker(configuration: configuration.configuration).check(
      definition, frontEnd: read.diagnostics)
    return (read.diagnostics + checked.diagnostics, configuration.diagnostics)
  }

  @Test func fixturesTriggerAndPass() {
    #expect(Self.fixtures.contains("missing-translation/triggering/Newsletter.form.yaml"))
    #expect(Self.fixtures.contains("missing-translation/passing/Newsletter.form.yaml"))
  }

  @Test(arguments: fixtures)
  func fixture(_ relativePath: String) throws {
    let text = try String(
      contentsOf: Self.folder.appendingPathComponent(relativePath), encoding: .utf8)
    let expected = try #require(
      FixtureExpectation.parse(text), "\(relativePath) has no '# expect:'")
    let (diagnostics, configuration) = try Self.lint(relativePath)
    let (missing, unexpected) = FixtureExpectation.compare(
      expected: expected, actual: diagnostics.map(FixtureExpectation.init))
    let messages = diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }
    #expect(missing.isEmpty, "missing \(missing) in \(relativePath); got \(messages)")
    #expect(unexpected.isEmpty, "unexpected \(unexpected) in \(relativePath); got \(messages)")
    if !relativePath.hasPrefix("invalid-catalog/") { #expect(configuration.isEmpty) }
  }

  @Test func messagesNameTheKeyTheLocalesAndTheState() throws {
    let (diagnostics, _) = try Self.lint("missing-translation/triggering/Newsletter.form.yaml")
    #expect(
      diagnostics.map(\.message) == [
        "'Newsletter.details.header' has no translation for 'ar' in Localizable.xcstrings",
        "'Newsletter.email.title' needs review for 'de' in Localizable.xcstrings",
        "'Newsletter.email.required' is not yet translated for 'ar' in Localizable.xcstrings",
        "'Newsletter.email.rules.1' has no translation for 'de', 'ar' in Localizable.xcstrings",
      ])
    #expect(diagnostics.allSatisfy { $0.severity == .warning })
  }

  @Test func anInvalidCatalogIsAnErrorInTheCatalogsOwnFile() throws {
    let (_, configuration) = try Self.lint("invalid-catalog/Newsletter.form.yaml")
    let diagnostic = try #require(configuration.first)
    #expect(configuration.count == 1)
    #expect(diagnostic.rule == .invalidCatalog)
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.location.path.hasSuffix("invalid-catalog/Forms.xcstrings"))
    #expect((diagnostic.location.line, diagnostic.location.column) == (6, 7))
    #expect(diagnostic.message == "not valid JSON: expected ',' or '}'")
  }

  @Test func configurationCanSwitchTheRuleOff() throws {
    let spec = Self.folder.appendingPathComponent(
      "missing-translation/triggering/Newsletter.form.yaml")
    var configuration = ConfigurationLoader.load(
      path: spec.deletingLastPathComponent().appendingPathComponent("formc.yml").path
    ).configuration
    configuration.rules[.missingTranslation] = .off
    let read = try FormSpecReader().read(contentsOf: spec.path)
    let definition = try #require(read.definition)
    #expect(FormChecker(configuration: configuration).check(definition).diagnostics.isEmpty)
  }
}
