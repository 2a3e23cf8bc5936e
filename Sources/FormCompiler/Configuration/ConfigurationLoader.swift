import FormDiagnostics
import FormSpec
import Foundation

/// Finds and reads `formc.yml`.
///
/// The file applies to the specs beside it and below it: the nearest one in the spec's folder or a
/// parent folder, up to the repository root (the first folder holding `.git`), wins
/// (``ConfigurationSearch``). Its keys get
/// the same diagnostics as a spec's (`unknown-key`, `invalid-value`, YAML errors).
public enum ConfigurationLoader {
  /// The file name looked for.
  public static let fileName = ConfigurationSearch.fileName

  /// The outcome of loading one file.
  public struct Result: Sendable {
    /// The configuration (defaults where the file is wrong).
    public var configuration: Configuration
    /// Problems in the file.
    public var diagnostics: [Diagnostic]
  }

  /// The `formc.yml` that applies to a spec, if any (``ConfigurationSearch``, which the build
  /// plugin compiles too).
  public static func find(for specPath: String) -> String? {
    let fileManager = FileManager.default
    let absolute =
      specPath.hasPrefix("/") ? specPath : fileManager.currentDirectoryPath + "/" + specPath
    return ConfigurationSearch.find(forSpecAt: absolute) { fileManager.fileExists(atPath: $0) }
      .map { relativeIfPossible($0, to: specPath) }
  }

  /// Keeps paths relative when the spec path was relative, so output has no absolute paths.
  private static func relativeIfPossible(_ absolute: String, to specPath: String) -> String {
    guard !specPath.hasPrefix("/") else { return absolute }
    let cwd = FileManager.default.currentDirectoryPath
    let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
    return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
  }

  /// Reads a configuration file.
  public static func load(path: String) -> Result {
    guard let data = FileManager.default.contents(atPath: path) else {
      return Result(
        configuration: Configuration(source: path),
        diagnostics: [
          Diagnostic(
            .error, .invalidValue, "cannot read configuration file",
            at: SourceLocation(path: path, line: 1, column: 1))
        ])
    }
    var result = parse(bytes: [UInt8](data), path: path)
    if var localization = result.configuration.localization {
      result.diagnostics += loadCatalog(into: &localization, configurationPath: path)
      result.configuration.localization = localization
    }
    return result
  }

  /// Reads `<table>.xcstrings` from the folder of the `formc.yml` at `configurationPath` into
  /// `settings`; a file that is not a catalog is an `invalid-catalog` error at its line and column.
  public static func loadCatalog(
    into settings: inout LocalizationSettings, configurationPath: String
  ) -> [Diagnostic] {
    let folder = PathString.deletingLastComponent(configurationPath)
    let path = PathString.appending(settings.catalogFileName, to: folder)
    settings.catalogPath = path
    guard let data = FileManager.default.contents(atPath: path) else {
      settings.catalog = FileManager.default.fileExists(atPath: path) ? .invalid : .absent
      return settings.catalog == .invalid
        ? [
          Diagnostic(
            .invalidCatalog, "cannot read the string catalog",
            at: SourceLocation(path: path, line: 1, column: 1))
        ] : []
    }
    do {
      settings.catalog = .loaded(try StringCatalog(parsing: [UInt8](data)))
      return []
    } catch {
      settings.catalog = .invalid
      return [error.diagnostic(path: path)]
    }
  }

  /// Parses configuration text; `path` is used in locations.
  public static func parse(bytes: [UInt8], path: String) -> Result {
    let parsed = YAMLParser().parse(bytes, path: path)
    var diagnostics = parsed.diagnostics
    var configuration = Configuration(source: path)
    guard let document = parsed.documents.first, let root = document.root else {
      return Result(configuration: configuration, diagnostics: diagnostics)
    }
    func report(_ rule: RuleID, _ message: String, _ node: YAMLNode.ID) {
      diagnostics.append(Diagnostic(rule, message, at: document.location(of: node)))
    }
    guard document[root].kind == .mapping else {
      report(.invalidValue, "'formc.yml' must be a mapping with keys such as 'rules'", root)
      return Result(configuration: configuration, diagnostics: diagnostics)
    }
    let keys = ["rules", "accessLevel", "diagnosticLimit", "outputs", "localization"]
    for (key, value) in document.pairs(of: root) {
      switch document[key].text {
      case "rules":
        guard document[value].kind == .mapping else {
          report(
            .invalidValue, "'rules' must be a mapping of rule ids to off, warning or error", value)
          continue
        }
        for (ruleKey, settingNode) in document.pairs(of: value) {
          let name = document[ruleKey].text
          let id = RuleID(rawValue: name)
          guard let rule = id.rule else {
            let suggestion = EditDistance.suggestion(for: name, among: Rule.all.map(\.id.rawValue))
            diagnostics.append(
              Diagnostic(
                .invalidValue,
                "unknown rule '\(name)'"
                  + (suggestion.map { EditDistance.didYouMean($0, for: name) } ?? ""),
                at: document.location(of: ruleKey),
                fixIts: suggestion.map { document.fixIts(replacing: ruleKey, with: $0) } ?? []))
            continue
          }
          guard rule.isConfigurable else {
            report(
              .invalidValue,
              "'\(name)' is \(rule.defaultSeverity == .error ? "an error" : "a note") and cannot be changed; only warnings can be switched off or raised",
              ruleKey)
            continue
          }
          let text = document[settingNode].isScalar ? document[settingNode].text : ""
          guard let setting = Configuration.RuleSetting(rawValue: text) else {
            report(.invalidValue, "'\(name)' must be 'off', 'warning' or 'error'", settingNode)
            continue
          }
          configuration.rules[id] = setting
        }
      case "accessLevel":
        let text = document[value].isScalar ? document[value].text : ""
        if let level = Configuration.AccessLevel(rawValue: text) {
          configuration.accessLevel = level
        } else {
          report(.invalidValue, "'accessLevel' must be 'internal' or 'public'", value)
        }
      case "diagnosticLimit":
        guard case .int(let limit)? = document[value].scalarValue, limit >= 0 else {
          report(
            .invalidValue,
            "'diagnosticLimit' must be a whole number of at least 0 (0 for no limit)", value)
          continue
        }
        configuration.diagnosticLimit = limit
      case "outputs":
        let names = Configuration.Output.allCases.map(\.rawValue)
        guard document[value].kind == .mapping else {
          report(
            .invalidValue,
            "'outputs' must be a mapping of 'model', 'uikit', 'swiftui' and 'uiTests' to true or false",
            value)
          continue
        }
        for (outputKey, settingNode) in document.pairs(of: value) {
          let name = document[outputKey].text
          guard let output = Configuration.Output(rawValue: name) else {
            var message = "unknown output '\(name)'"
            var fixIts: [Diagnostic.FixIt] = []
            if let suggestion = EditDistance.suggestion(for: name, among: names) {
              message += EditDistance.didYouMean(suggestion, for: name)
              fixIts = document.fixIts(replacing: outputKey, with: suggestion)
            } else {
              message += "; outputs are 'model', 'uikit', 'swiftui' and 'uiTests'"
            }
            diagnostics.append(
              Diagnostic(
                .unknownKey, message, at: document.location(of: outputKey), fixIts: fixIts))
            continue
          }
          guard case .bool(let enabled)? = document[settingNode].scalarValue else {
            report(.invalidValue, "'\(name)' must be true or false", settingNode)
            continue
          }
          if enabled {
            configuration.outputs.insert(output)
          } else {
            configuration.outputs.remove(output)
          }
        }
      case "localization":
        configuration.localization = parseLocalization(
          document, value, diagnostics: &diagnostics)
      default:
        let name = document[key].text
        var message = "unknown key '\(name)' in 'formc.yml'"
        var fixIts: [Diagnostic.FixIt] = []
        if let suggestion = EditDistance.suggestion(for: name, among: keys) {
          message += EditDistance.didYouMean(suggestion, for: name)
          fixIts = document.fixIts(replacing: key, with: suggestion)
        } else {
          message += "; valid keys are " + keys.map { "'\($0)'" }.joined(separator: ", ")
        }
        diagnostics.append(
          Diagnostic(.unknownKey, message, at: document.location(of: key), fixIts: fixIts))
      }
    }
    return Result(configuration: configuration, diagnostics: diagnostics)
  }

  /// Reads `localization: {table, bundle, locales}`; wrong parts keep their defaults.
  private static func parseLocalization(
    _ document: YAMLDocument, _ value: YAMLNode.ID, diagnostics: inout [Diagnostic]
  ) -> LocalizationSettings {
    var settings = LocalizationSettings()
    func report(_ rule: RuleID, _ message: String, _ node: YAMLNode.ID) {
      diagnostics.append(Diagnostic(rule, message, at: document.location(of: node)))
    }
    guard document[value].kind == .mapping else {
      report(
        .invalidValue, "'localization' must be a mapping with 'table', 'bundle' and 'locales'",
        value)
      return settings
    }
    let keys = ["table", "bundle", "locales"]
    for (key, node) in document.pairs(of: value) {
      let name = document[key].text
      switch name {
      case "table":
        let text = document[node].isScalar ? document[node].text : ""
        guard !text.isEmpty, !text.contains("/"), !text.hasPrefix(".") else {
          report(
            .invalidValue, "'table' must be a file name without '.xcstrings', such as Localizable",
            node)
          continue
        }
        settings.table = text
      case "bundle":
        let text = document[node].isScalar ? document[node].text : ""
        guard let bundle = LocalizationSettings.Bundle(rawValue: text) else {
          report(.invalidValue, "'bundle' must be 'main' or 'module'", node)
          continue
        }
        settings.bundle = bundle
      case "locales":
        guard document[node].kind == .sequence else {
          report(.invalidValue, "'locales' must be a list of language codes such as [de, ar]", node)
          continue
        }
        for entry in document.entries(of: node) {
          let code = document[entry].isScalar ? document[entry].text : ""
          let valid =
            !code.isEmpty
            && code.unicodeScalars.allSatisfy {
              $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil)
                || $0 == "-" || $0 == "_"
            }
          guard valid else {
            report(.invalidValue, "'\(code)' is not a language code such as de or pt-BR", entry)
            continue
          }
          guard !settings.locales.contains(code) else {
            report(.invalidValue, "'\(code)' is listed twice in 'locales'", entry)
            continue
          }
          settings.locales.append(code)
        }
      default:
        var message = "unknown key '\(name)' in 'localization'"
        var fixIts: [Diagnostic.FixIt] = []
        if let suggestion = EditDistance.suggestion(for: name, among: keys) {
          message += EditDistance.didYouMean(suggestion, for: name)
          fixIts = document.fixIts(replacing: key, with: suggestion)
        } else {
          message += "; valid keys are 'table', 'bundle', 'locales'"
        }
        diagnostics.append(
          Diagnostic(.unknownKey, message, at: document.location(of: key), fixIts: fixIts))
      }
    }
    return settings
  }
}
