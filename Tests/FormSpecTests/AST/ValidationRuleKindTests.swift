import FormDiagnostics
import FormSpec
import Testing

/// `ValidationRule.Kind.isCrossField` says what `references(at:)` says (a rule that reads other
/// inputs), for every kind of rule, without building the list.
struct ValidationRuleKindTests {
  private static let location = SourceLocation(path: "Rules.form.yaml", line: 1, column: 1)

  static let kinds: [ValidationRule.Kind] =
    [
      .minLength(2), .maxLength(20), .pattern("^[a-z]+$"), .email, .equals("password"),
      .min(1), .max(99), .requiredWithout([Located("phone", at: location)]),
      .requiredWithout([]),
    ] + ValidationRule.Kind.DateOrder.allCases.map { .dateOrder($0, "start") }

  @Test(arguments: kinds)
  func isCrossFieldWhenTheRuleReadsOtherInputs(_ kind: ValidationRule.Kind) {
    let readsOthers = !kind.references(at: Self.location).isEmpty
    // `requiredWithout: []` reads no input, but is cross-field by its kind (the decoder reports
    // the empty list); every other kind agrees with its references.
    if case .requiredWithout(let others) = kind, others.isEmpty {
      #expect(kind.isCrossField)
    } else {
      #expect(kind.isCrossField == readsOthers, "\(kind)")
    }
  }
}
