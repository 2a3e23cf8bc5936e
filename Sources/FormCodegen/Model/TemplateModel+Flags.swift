import FormCompiler
import FormSpec

/// App flags (`flags` in the spec): one `Bool` property per flag, which the app sets, and
/// `isFlagSet(_:)`, through which the runtime's conditions read them.
extension TemplateModelBuilder {
  /// The view model's members for the flags: one documented property each, then
  /// `isFlagSet(_:)` and `setFlag(_:_:)`; none without flags.
  var flagMembers: [[SwiftNode]] {
    let flags = form.flags ?? []
    guard !flags.isEmpty else { return [] }
    // The flags a text's `when` names (`title: {text, when: [{flag, text}]}`).
    let textFlags = Set(
      ((form.titleVariants ?? []) + (form.actions?.submit?.titleVariants ?? [])
        + (form.actions?.cancel?.titleVariants ?? [])
        + form.layout.flatMap {
          ($0.headerVariants ?? []) + ($0.footerVariants ?? []) + ($0.textVariants ?? [])
        }).map(\.flag))
    var members: [[SwiftNode]] = flags.map { flag in
      [
        .declaration(
          SwiftDeclaration(
            doc: "The app's `\(flag)` flag (initially `false`): setting it shows and hides the "
              + "nodes whose `visibleWhen` names it"
              + (textFlags.contains(flag) ? ", and changes the texts whose `when` names it." : "."),
            .assignment(
              head: .joining(published, modifier, "var ", flag, ": Bool"), value: "false"),
            statement: .line("didSet { formChanges.flagsDidChange() }")))
      ]
    }
    var reads = flags.map {
      SwiftSwitch.Case(label: "case " + SwiftLiteral.string($0), .line("return self." + $0))
    }
    reads.append(.init(label: "default", .line("return false")))
    var writes = flags.map {
      SwiftSwitch.Case(label: "case " + SwiftLiteral.string($0), .line("self.\($0) = isSet"))
    }
    writes.append(.init(label: "default", .line("break")))
    members.append([
      .declaration(
        SwiftDeclaration(
          doc: "Whether an app flag is set, by its name.",
          modifier + "func isFlagSet(_ flag: String) -> Bool",
          statement: .switchStatement(SwiftSwitch(subject: "flag", cases: reads))))
    ])
    members.append([
      .declaration(
        SwiftDeclaration(
          doc: "Sets or clears an app flag, by its name (a UI test's launch values).",
          modifier + "func setFlag(_ flag: String, _ isSet: Bool)",
          statement: .switchStatement(SwiftSwitch(subject: "flag", cases: writes))))
    ])
    return members
  }

  /// `FormCondition("captcha", .field, shownWhenFlag: "captchaRequired")` for a condition on a
  /// flag (`isSet: false` when it shows the node while the flag is not set).
  func flagConditionArguments(_ condition: Condition, in tree: SwiftExpression)
    -> [SwiftExpression.ID]
  {
    var arguments = [tree.literal(condition.input, label: "shownWhenFlag")]
    if condition.equals == "false" { arguments.append(tree.text("false", label: "isSet")) }
    return arguments
  }

  /// `flags: ["captchaRequired", …]` for the schema, when the spec declares flags.
  func flagsArgument(in tree: SwiftExpression) -> SwiftExpression.ID? {
    guard let flags = form.flags, !flags.isEmpty else { return nil }
    return tree.array(label: "flags", flags.map { tree.literal($0) })
  }
}
