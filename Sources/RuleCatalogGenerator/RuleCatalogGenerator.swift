import Foundation

/// Writes the two files generated from the rule units of `Sources/FormCompiler/Rules/`: the
/// catalog that `FormDiagnostics` carries (`Rule+Catalog.swift`: the ids as constants and every
/// rule's id, severity and summary) and the registry of units (`FormRules+Registry.swift`).
///
/// The units are read as source text, so a new unit is picked up before anything that uses its id
/// compiles (as swift-format's `generate-swift-format` reads its rules). Run it with
/// `swift run formc-rule-catalog`; `RuleCatalogTests` checks the files are current and that the
/// compiled units agree with what was read.
public enum RuleCatalogGenerator {
  /// What the generator reads from one unit.
  public struct Unit: Equatable, Sendable {
    /// The unit's type, named as its file.
    public var typeName: String
    /// Whether it is a `CheckingRule` (its check runs over the resolved form).
    public var isChecking: Bool
    /// The rule id.
    public var id: String
    /// `error`, `warning` or `note`.
    public var severity: String
    /// The summary, as the one string literal the unit writes.
    public var summary: String
  }

  /// A unit that cannot be read.
  public struct Failure: Error, CustomStringConvertible {
    /// The file and what is wrong.
    public var description: String
  }

  /// The rule units folder, the catalog file and the registry file, below `root`.
  public static func paths(root: URL) -> (rules: URL, catalog: URL, registry: URL) {
    let rules = root.appendingPathComponent("Sources/FormCompiler/Rules")
    return (
      rules, root.appendingPathComponent("Sources/FormDiagnostics/Rule+Catalog.swift"),
      rules.appendingPathComponent("FormRules+Registry.swift")
    )
  }

  /// Every unit in `rulesFolder`, in catalog order: the rules of `publishedCatalog` (the
  /// catalog's current text, if any) keep their place, new ones follow in id order.
  public static func units(in rulesFolder: URL, publishedCatalog: String?) throws -> [Unit] {
    let names = try FileManager.default.contentsOfDirectory(atPath: rulesFolder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    var units: [Unit] = []
    for name in names {
      let text = try String(contentsOf: rulesFolder.appendingPathComponent(name), encoding: .utf8)
      guard
        let declaration = try #/\n(?:enum|struct) (\w+): (FormRule|CheckingRule) \{/#
          .firstMatch(in: text)
      else { continue }
      guard let id = try #/\bid: "([a-z0-9-]+)"/#.firstMatch(in: text),
        let severity = try #/\bseverity: \.(error|warning|note)\b/#.firstMatch(in: text),
        let summary = try #/\bsummary:\s*"((?:[^"\\]|\\.)*)"/#.firstMatch(in: text)
      else {
        throw Failure(
          description: "\(name): a unit needs an id, a severity and a summary as one string literal"
        )
      }
      guard String(declaration.1) + ".swift" == name else {
        throw Failure(description: "\(name) declares \(declaration.1); name the file after it")
      }
      units.append(
        Unit(
          typeName: String(declaration.1), isChecking: declaration.2 == "CheckingRule",
          id: String(id.1), severity: String(severity.1), summary: String(summary.1)))
    }
    let published = (publishedCatalog ?? "")
      .matches(of: #/public static let \w+: RuleID = "([a-z0-9-]+)"/#).map { String($0.1) }
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
  public static func constantName(_ typeName: String) -> String {
    let capitals = typeName.prefix { $0.isUppercase }
    var run = capitals.count
    if run > 1, run < typeName.count { run -= 1 }
    return typeName.prefix(run).lowercased() + typeName.dropFirst(run)
  }

  static let header = """
    // swift-format-ignore-file
    // Generated from the rule units in Sources/FormCompiler/Rules by `swift run formc-rule-catalog`;
    // do not edit. Published rules keep their place in the catalog; a new rule goes last.

    """

  /// The text of `Rule+Catalog.swift`.
  public static func catalog(_ units: [Unit]) -> String {
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

  /// The text of `FormRules+Registry.swift`.
  public static func registry(_ units: [Unit]) -> String {
    var text = header + "\nextension FormRules {\n  /// Every rule unit, in catalog order.\n"
    text += "  public static let all: [any FormRule.Type] = [\n"
    for unit in units { text += "    \(unit.typeName).self,\n" }
    text += "  ]\n\n  /// The units whose check runs over a resolved form, in catalog order.\n"
    text += "  static let checking: [any CheckingRule.Type] = [\n"
    for unit in units where unit.isChecking { text += "    \(unit.typeName).self,\n" }
    return text + "  ]\n}\n"
  }

  /// The two files' paths and texts for the repository at `root`, as they should be.
  public static func generate(root: URL) throws -> [(URL, String)] {
    let paths = paths(root: root)
    let published = try? String(contentsOf: paths.catalog, encoding: .utf8)
    let units = try units(in: paths.rules, publishedCatalog: published)
    guard units.count == Set(units.map(\.id)).count else {
      throw Failure(description: "two rule units share an id")
    }
    return [(paths.catalog, catalog(units)), (paths.registry, registry(units))]
  }
}
