import FormCompiler
import FormSpec

/// `enabledWhen` in generated code: the schema's `enabled` conditions, and the SwiftUI screen's
/// `.disabled(…)` after an input that has one. The UIKit screen needs nothing generated: the
/// session tells the adapter, which sets `isEnabled` (`isEditable` on a text view).
extension TemplateModelBuilder {
  /// `enabled: [FormCondition("proxyHost", .field, shownWhen: .useProxy, .equals("true"))]`,
  /// one condition per input with an `enabledWhen` (the input's id as the condition's), when the
  /// form has any.
  func enabledArgument(in tree: SwiftExpression) -> SwiftExpression.ID? {
    let conditions = form.inputs.compactMap { input -> SwiftExpression.ID? in
      guard let condition = input.enabledCondition else { return nil }
      let arguments =
        [tree.literal(input.id), tree.member(input.kind.rawValue)]
        + conditionTestArguments(condition, in: tree)
      return tree.call("FormCondition", arguments)
    }
    return conditions.isEmpty ? nil : tree.array(label: "enabled", conditions)
  }
}
