import FormCompiler

/// Combined conditions (`all:` / `any:`) in generated code: a `FormCondition` with the join and
/// one `FormConditionTerm` per element.
extension TemplateModelBuilder {
  /// `shownWhen: .all, [.input(.useProxy, .equals("true")), .flag("managed", isSet: false)]`.
  func combinedConditionArguments(
    _ join: String, _ elements: [Condition], in tree: SwiftExpression
  ) -> [SwiftExpression.ID] {
    [
      tree.text(join, label: "shownWhen"),
      tree.array(elements.map { conditionTerm($0, in: tree) }),
    ]
  }

  /// `.input(.proxyType, .notEquals("none"))`, `.flag("managed")`: one element as a term.
  private func conditionTerm(_ condition: Condition, in tree: SwiftExpression)
    -> SwiftExpression.ID
  {
    if condition.flag == true {
      var arguments = [tree.literal(condition.input)]
      if condition.equals == "false" { arguments.append(tree.text("false", label: "isSet")) }
      return tree.call(".flag", arguments)
    }
    // The same test a single condition's second argument is.
    let test = conditionTestArguments(condition, in: tree).last!
    return tree.call(".input", [tree.member(condition.input), test])
  }
}
