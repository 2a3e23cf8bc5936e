import FormCompiler
import FormDiagnostics
import FormTestSupport
import Foundation
import RuleCatalogGenerator
import Testing

/// The two files generated from the rule units — the catalog that `FormDiagnostics` carries
/// (`Rule+Catalog.swift`) and the registry of units (`FormRules+Registry.swift`) — are current,
/// and the compiled units agree with what the generator read from their source.
///
/// After adding a unit or changing its id, severity or summary: `swift run formc-rule-catalog`.
struct RuleCatalogTests {
  static let root = FormcProcess.repositoryRoot

  @Test func generatedFilesAreCurrent() throws {
    for (url, text) in try RuleCatalogGenerator.generate(root: Self.root) {
      let current = try String(contentsOf: url, encoding: .utf8)
      #expect(
        current == text,
        "\(url.lastPathComponent) is out of date; run 'swift run formc-rule-catalog'")
    }
  }

  /// What the source says is what the compiled units say, so the generated files cannot drift
  /// from the units through a pattern that read them wrongly.
  @Test func compiledUnitsAgreeWithTheirSource() throws {
    let paths = RuleCatalogGenerator.paths(root: Self.root)
    let units = try RuleCatalogGenerator.units(
      in: paths.rules, publishedCatalog: try String(contentsOf: paths.catalog, encoding: .utf8))
    #expect(FormRules.all.map { String(describing: $0) } == units.map(\.typeName))
    #expect(FormRules.descriptions.map(\.id.rawValue) == units.map(\.id))
    #expect(FormRules.descriptions.map(\.defaultSeverity.rawValue) == units.map(\.severity))
    #expect(FormRules.descriptions.map(\.summary) == units.map(\.summary))
    #expect(FormRules.descriptions.map(\.catalogEntry) == Rule.all)
  }

  @Test(arguments: [
    ("MissingLabel", "missingLabel"), ("YAMLSyntax", "yamlSyntax"), ("DuplicateID", "duplicateID"),
    ("NoInputs", "noInputs"), ("YAMLDuplicateKey", "yamlDuplicateKey"),
  ])
  func constantNames(typeName: String, constant: String) {
    #expect(RuleCatalogGenerator.constantName(typeName) == constant)
  }
}
