import FormCompiler
import FormDiagnostics
import FormTestSupport
import Foundation
import Testing

/// The two files generated from the rule units — the catalog that `FormDiagnostics` carries
/// (`Rule+Catalog.swift`) and the registry of units (`FormRules+Registry.swift`) — are current.
///
/// They are snapshots: after adding a unit or changing its id, severity or summary, run
/// `FORMC_RECORD_SNAPSHOTS=all swift test --filter RuleCatalogTests` and build again. The units
/// are read as source text (a new unit is in no registry yet), and the compiled units must then
/// agree with what was read.
struct RuleCatalogTests {
  struct Unit: Equatable {
    var typeName: String
    var isChecking: Bool
    var id: String
    var severity: String
    var summary: String
  }

  static let root = FormcProcess.repositoryRoot
  static let rulesFolder = root.appendingPathComponent("Sources/FormCompiler/Rules")
  static let catalogFile = root.appendingPathComponent("Sources/FormDiagnostics/Rule+Catalog.swift")
  static let registryFile = rulesFolder.appendingPathComponent("FormRules+Registry.swift")

  /// Every unit in `Rules/`, in catalog order: published rules keep their place (the order of
  /// the catalog as checked in), new ones follow in id order.
  static func units() throws -> [Unit] {
    let names = try FileManager.default.contentsOfDirectory(atPath: rulesFolder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    var units: [Unit] = []
    for name in names {
      let text = try String(
        contentsOf: rulesFolder.appendingPathComponent(name), encoding: .utf8)
      guard
        let declaration = try #/\n(?:enum|struct) (\w+): (FormRule|CheckingRule) \{/#
          .firstMatch(in: text)
      else { continue }
      let id = try #require(try #/\bid: "([a-z0-9-]+)"/#.firstMatch(in: text), "\(name): id")
      let severity = try #require(
        try #/\bseverity: \.(error|warning|note)\b/#.firstMatch(in: text), "\(name): severity")
      let summary = try #require(
        try #/\bsummary:\s*"((?:[^"\\]|\\.)*)"/#.firstMatch(in: text),
        "\(name): summary must be one string literal")
      #expect(
        String(declaration.1) + ".swift" == name, "\(name) declares \(declaration.1)")
      units.append(
        Unit(
          typeName: String(declaration.1), isChecking: declaration.2 == "CheckingRule",
          id: String(id.1), severity: String(severity.1), summary: String(summary.1)))
    }
    let published =
      (try? String(contentsOf: catalogFile, encoding: .utf8)).map { text in
        text.matches(of: #/public static let \w+: RuleID = "([a-z0-9-]+)"/#).map { String($0.1) }
      } ?? []
    return units.sorted { a, b in
      switch (published.firstIndex(of: a.id), published.firstIndex(of: b.id)) {
      case (let x?, let y?): return x < y
      case (_?, nil): return true
      case (nil, _?): return false
      case (nil, nil): return a.id < b.id
      }
    }
  }

  /// `MissingLabel` → `missingLabel`, `YAMLSyntax` → `yamlSyntax`, `DuplicateID` → `duplicateID`.
  static func constantName(_ typeName: String) -> String {
    let capitals = typeName.prefix { $0.isUppercase }
    var run = capitals.count
    if run > 1, run < typeName.count { run -= 1 }
    return typeName.prefix(run).lowercased() + typeName.dropFirst(run)
  }

  static let header = """
    // swift-format-ignore-file
    // Generated from the rule units in Sources/FormCompiler/Rules by RuleCatalogTests; do not edit.
    // After adding a unit or changing its id, severity or summary, run
    // `FORMC_RECORD_SNAPSHOTS=all swift test --filter RuleCatalogTests`. Published rules keep their
    // place in the catalog; a new rule goes last.

    """

  static func catalog(_ units: [Unit]) -> String {
    var text = header + "\nextension RuleID {\n"
    for unit in units {
      text += "  /// `\(unit.id)`: \(unit.summary).\n"
      text += "  public static let \(constantName(unit.typeName)): RuleID = \"\(unit.id)\"\n"
    }
    text += "}\n\nextension Rule {\n  /// Every rule, in catalog order.\n"
    text += "  public static let all: [Rule] = [\n"
    for unit in units {
      text +=
        "    Rule(.\(constantName(unit.typeName)), .\(unit.severity), summary: \"\(unit.summary)\"),\n"
    }
    return text + "  ]\n}\n"
  }

  static func registry(_ units: [Unit]) -> String {
    var text = header + "\nextension FormRules {\n  /// Every rule unit, in catalog order.\n"
    text += "  public static let all: [any FormRule.Type] = [\n"
    for unit in units { text += "    \(unit.typeName).self,\n" }
    text += "  ]\n\n  /// The units whose check runs over a resolved form, in catalog order.\n"
    text += "  static let checking: [any CheckingRule.Type] = [\n"
    for unit in units where unit.isChecking { text += "    \(unit.typeName).self,\n" }
    return text + "  ]\n}\n"
  }

  @Test func generatedFilesAreCurrent() throws {
    let units = try Self.units()
    #expect(units.count == Set(units.map(\.id)).count, "two units share an id")
    Snapshot.assert(Self.catalog(units), matches: Self.catalogFile)
    Snapshot.assert(Self.registry(units), matches: Self.registryFile)
  }

  /// What the source says is what the compiled units say (so the snapshots above cannot drift
  /// from the units through a pattern that read them wrongly).
  @Test func compiledUnitsAgreeWithTheirSource() throws {
    let units = try Self.units()
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
    #expect(Self.constantName(typeName) == constant)
  }
}
