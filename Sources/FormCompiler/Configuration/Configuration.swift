import FormDiagnostics
import FormSpec

/// Settings from `formc.yml`: rule severities, the diagnostic limit and code-generation options.
public struct Configuration: Sendable, Hashable {
  /// What configuration may do to a warning rule.
  public enum RuleSetting: String, SpecWord {
    /// Not reported.
    case off
    /// Reported as a warning (the default for warning rules).
    case warning
    /// Reported as an error.
    case error
  }

  /// The access level of generated declarations.
  public enum AccessLevel: String, SpecWord {
    /// `internal` (the default).
    case `internal`
    /// `public`.
    case `public`
  }

  /// A file `formc generate` writes per spec (`outputs` in `formc.yml`).
  public enum Output: String, SpecWord {
    /// `<Name>Form.swift`: the view model and its schema.
    case model
    /// `<Name>Form+Keyboard.swift`: the UIKit views protocol and keyboard controller.
    case uikit
    /// `<Name>FormView.swift`: the SwiftUI screen.
    case swiftui
    /// `<Name>FormUITests.swift`: XCTest UI tests that walk every focus chain with the keyboard
    /// up, for a UI-test target; off unless asked for (`uiTests: true`, or
    /// `formc generate --ui-tests`).
    case uiTests

    /// What `formc generate` writes when `outputs` does not say: the app's three files.
    public static let defaults: Set<Output> = [.model, .uikit, .swiftui]
  }

  /// Per-rule settings; only warning rules can appear.
  public var rules: [RuleID: RuleSetting]
  /// `accessLevel` of generated code.
  public var accessLevel: AccessLevel
  /// The files `formc generate` writes (``Output/defaults`` unless `outputs` says otherwise).
  public var outputs: Set<Output> = Output.defaults
  /// The most diagnostics reported per spec (`diagnosticLimit`); past it formc stops reporting
  /// for the file and a `diagnostic-limit` note says how many it left out. 0 means no limit.
  public var diagnosticLimit = Configuration.defaultDiagnosticLimit
  /// `localization`: the String Catalog and the locales lint checks, if written.
  public var localization: LocalizationSettings?
  /// The file the settings came from, if any.
  public var source: String?

  /// The diagnostic limit unless `formc.yml` sets one.
  public static let defaultDiagnosticLimit = 300

  /// Creates a configuration; the defaults apply to anything not given.
  public init(
    rules: [RuleID: RuleSetting] = [:], accessLevel: AccessLevel = .internal, source: String? = nil
  ) {
    self.rules = rules
    self.accessLevel = accessLevel
    self.source = source
  }

  /// The severity a rule reports at, or `nil` when it is switched off.
  public func severity(of rule: RuleID) -> Severity? {
    let base = rule.defaultSeverity
    guard base == .warning, let setting = rules[rule] else { return base }
    switch setting {
    case .off: return nil
    case .warning: return .warning
    case .error: return .error
    }
  }

  /// The configuration as `formc.yml` text with every setting spelt out.
  public var yaml: String {
    var lines = [
      "# resolved from \(source ?? "defaults (no formc.yml found)")",
      "accessLevel: \(accessLevel.rawValue)", "diagnosticLimit: \(diagnosticLimit)", "outputs:",
    ]
    for output in Output.allCases {
      lines.append("  \(output.rawValue): \(outputs.contains(output))")
    }
    if let localization {
      lines += [
        "localization:", "  table: \(localization.table)",
        "  bundle: \(localization.bundle.rawValue)",
        "  locales: [\(localization.locales.joined(separator: ", "))]",
      ]
    }
    lines.append("rules:")
    for rule in Rule.all where rule.isConfigurable {
      let setting = rules[rule.id] ?? .warning
      lines.append("  \(rule.id.rawValue): \(setting.rawValue)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
