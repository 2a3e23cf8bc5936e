// swift-format-ignore-file
// Generated from the rule units in Sources/FormCompiler/Rules by `swift run formc-rule-catalog`;
// do not edit. Published rules keep their place in the catalog; a new rule goes last.

extension FormRules {
  /// Every rule unit, in catalog order.
  public static let all: [any FormRule.Type] = [
    YAMLSyntax.self,
    YAMLDuplicateKey.self,
    YAMLLimit.self,
    YAMLUnsupported.self,
    MissingKey.self,
    UnknownKey.self,
    InvalidValue.self,
    InvalidIdentifier.self,
    DuplicateID.self,
    UnsupportedPlatform.self,
    InvalidChild.self,
    NoScrollContainer.self,
    NestedTable.self,
    NestedScroll.self,
    FocusOrder.self,
    FocusCycle.self,
    DanglingReference.self,
    VisibilityCycle.self,
    InvalidRule.self,
    NoInputs.self,
    MissingLabel.self,
    VisibilityOrder.self,
    NoReturnKey.self,
    TextViewWithoutToolbar.self,
    ReturnKeyMismatch.self,
    TraitConflict.self,
    IneffectiveReturnKey.self,
    RegexBacktracking.self,
    VisibilityStateLimit.self,
    UnusedSuppression.self,
    KeyboardOcclusion.self,
    InputDoesNotFit.self,
    DiagnosticLimit.self,
    InvalidCatalog.self,
    MissingTranslation.self,
    ImpossibleCondition.self,
  ]

  /// The units whose check runs over a resolved form, in catalog order.
  static let checking: [any CheckingRule.Type] = [
    InvalidChild.self,
    NoScrollContainer.self,
    NestedTable.self,
    NestedScroll.self,
    DanglingReference.self,
    InvalidRule.self,
    NoInputs.self,
    MissingLabel.self,
    VisibilityOrder.self,
    NoReturnKey.self,
    TextViewWithoutToolbar.self,
    ReturnKeyMismatch.self,
    TraitConflict.self,
    IneffectiveReturnKey.self,
    RegexBacktracking.self,
    ImpossibleCondition.self,
  ]
}
