/// A rule's entry in formc's catalog: its id, default severity and summary.
///
/// The catalog (``Rule/all``) is generated from the rule units in `Sources/FormCompiler/Rules/`,
/// which hold each rule's documentation, examples and check; this module carries the entries so
/// that the decoder and the reporters, which come before the compiler, know every rule.
public struct Rule: Hashable, Sendable {
  /// The stable id.
  public var id: RuleID
  /// The severity used unless configuration changes it (only warnings can be changed).
  public var defaultSeverity: Severity
  /// One line on why the rule exists.
  public var summary: String

  /// Creates a catalog entry.
  public init(_ id: RuleID, _ defaultSeverity: Severity, summary: String) {
    self.id = id
    self.defaultSeverity = defaultSeverity
    self.summary = summary
  }

  /// Whether configuration and suppressions may change or silence this rule (warnings only; a
  /// note-level rule only informs and cannot be changed).
  public var isConfigurable: Bool { defaultSeverity == .warning }

  /// The catalog by id.
  public static let catalog: [RuleID: Rule] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.id, $0) })
}
