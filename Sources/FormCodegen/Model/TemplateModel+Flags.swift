import FormCompiler
import FormSpec

/// App flags (`flags` in the spec): one `Bool` property per flag, which the app sets, and
/// `isFlagSet(_:)`, through which the runtime's conditions read them.
extension TemplateModelBuilder {
  /// The Mustache values of the flags: `hasFlags`, and `flagsDeclaration`, the properties and
  /// `isFlagSet(_:)`, without indentation (the template's tag stands at column 2).
  var flagValues: [(key: String, value: MustacheValue)] {
    let flags = form.flags ?? []
    guard !flags.isEmpty else { return [("hasFlags", .bool(false))] }
    var lines: [String] = []
    for flag in flags {
      lines.append(
        SwiftDocComment.lines(
          "The app's `\(flag)` flag (initially `false`): setting it shows and hides the nodes "
            + "whose `visibleWhen` names it.", column: 2))
      lines.append(.joining(published, modifier, "var ", flag, ": Bool = false {"))
      lines.append(SwiftLayout.spaces(2) + "didSet { formChanges.flagsDidChange() }")
      lines.append("}")
      lines.append("")
    }
    lines.append("/// Whether an app flag is set, by its name.")
    lines.append(.joining(modifier, "func isFlagSet(_ flag: String) -> Bool {"))
    lines.append(SwiftLayout.spaces(2) + "switch flag {")
    for flag in flags {
      lines.append(
        SwiftLayout.spaces(2) + "case " + SwiftLiteral.string(flag) + ": return self." + flag)
    }
    lines.append(SwiftLayout.spaces(2) + "default: return false")
    lines.append(SwiftLayout.spaces(2) + "}")
    lines.append("}")
    lines.append("")
    lines.append("/// Sets or clears an app flag, by its name (a UI test's launch values).")
    lines.append(.joining(modifier, "func setFlag(_ flag: String, _ isSet: Bool) {"))
    lines.append(SwiftLayout.spaces(2) + "switch flag {")
    for flag in flags {
      lines.append(
        SwiftLayout.spaces(2) + "case " + SwiftLiteral.string(flag) + ": self." + flag + " = isSet")
    }
    lines.append(SwiftLayout.spaces(2) + "default: break")
    lines.append(SwiftLayout.spaces(2) + "}")
    lines.append("}")
    // The renderer indents every line after the first to the tag's column (2).
    let text = lines.joined(separator: "\n")
    return [("hasFlags", .bool(true)), ("flagsDeclaration", .string(text))]
  }

  /// `FormCondition("captcha", .field, shownWhenFlag: "captchaRequired")` for a condition on a
  /// flag (`isSet: false` when it shows the node while the flag is not set).
  func flagConditionArguments(_ condition: Condition, in tree: SwiftExpression)
    -> [SwiftExpression.ID]
  {
    var arguments = [tree.text(SwiftLiteral.string(condition.input), label: "shownWhenFlag")]
    if condition.equals == "false" { arguments.append(tree.text("false", label: "isSet")) }
    return arguments
  }

  /// `flags: ["captchaRequired", …]` for the schema, when the spec declares flags.
  func flagsArgument(in tree: SwiftExpression) -> SwiftExpression.ID? {
    guard let flags = form.flags, !flags.isEmpty else { return nil }
    return tree.array(label: "flags", flags.map { tree.text(SwiftLiteral.string($0)) })
  }
}
