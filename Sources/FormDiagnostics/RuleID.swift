/// The stable identifier of a diagnostic rule, such as `unknown-key`.
///
/// Ids never change once published; tools and suppression comments refer to them. The known
/// ids are constants generated from the rule units (`Rule+Catalog.swift`).
public struct RuleID: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The id as written in suppressions and configuration.
  public var rawValue: String

  /// Creates an id from its spelling.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates an id from a literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The id's spelling.
  public var description: String { rawValue }

  /// The catalog entry for this id, if it is a known rule.
  public var rule: Rule? { Rule.catalog[self] }

  /// The default severity of a known rule; unknown ids are errors.
  public var defaultSeverity: Severity { rule?.defaultSeverity ?? .error }
}
