import FormDiagnostics

/// formc's rules: the units of `Sources/FormCompiler/Rules/`, listed in
/// `FormRules+Registry.swift` (generated, in catalog order).
public enum FormRules {
  /// Every rule's description, in catalog order.
  public static let descriptions: [RuleDescription] = all.map { $0.description }

  /// The description of a known rule.
  public static func description(of id: RuleID) -> RuleDescription? {
    byID[id]
  }

  private static let byID: [RuleID: RuleDescription] = Dictionary(
    uniqueKeysWithValues: descriptions.map { ($0.id, $0) })
}
