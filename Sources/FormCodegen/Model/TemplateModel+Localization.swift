import FormCompiler
import FormSpec

/// String Catalog lookups in the generated code, when the form's configuration has
/// `localization`: every spec string ``FormStrings`` gives a key is
/// `localization.string("<key>", default: "<spec text>")`, and formc's default validation
/// messages are `localization.format("<key>", default: "<format>", <title>, …)` with the field's
/// localized title as `%1$@`. `localization` is a `FormLocalization` the view model declares,
/// over the configured table and bundle. Without `localization` every string stays a literal.
extension TemplateModelBuilder {
  /// The strings the generated code looks up, by the spec text they come from; empty without
  /// `localization`.
  static func catalogStrings(of form: CheckedForm, _ localization: LocalizationSettings?)
    -> [FormString.Origin: FormString]
  {
    guard localization != nil else { return [:] }
    var strings: [FormString.Origin: FormString] = [:]
    for string in FormStrings.strings(of: form) { strings[string.origin] = string }
    return strings
  }

  /// `static let localization = FormLocalization(…)`, or `nil` without `localization`.
  var localizationDeclaration: SwiftDeclaration? {
    guard let localization else { return nil }
    let bundle = localization.bundle == .main ? "main" : "module"
    let place =
      localization.bundle == .main
      ? "the app's main bundle" : "this package module's bundle (`Bundle.module`)"
    let doc =
      "Looks the form's strings up in the table \(SwiftLiteral.string(localization.table)) "
      + "(the String Catalog `\(localization.catalogFileName)`, which Xcode compiles into "
      + "`.strings` files) of \(place); a string without a translation shows the spec's text."
    let tree = SwiftExpression()
    let call = tree.call(
      "FormLocalization",
      [
        tree.literal(localization.table, label: "table"),
        tree.member(bundle, label: "bundle"),
      ])
    return SwiftDeclaration(
      doc: doc,
      .expression(
        head: .joining(modifier, "nonisolated static let localization = "), tree, call))
  }

  /// A spec string as an expression: the lookup of its key when it has one, else its literal.
  ///
  /// - Parameters:
  ///   - owner: what `localization` is reached through: nothing inside the view model, the view
  ///     model's type name and a dot elsewhere.
  ///   - origin: made only when the form is localized: a spec string's origin (an enum of
  ///     strings) costs a copy and a destroy per text of a form that looks nothing up.
  func localizedText(
    _ origin: @autoclosure () -> FormString.Origin, _ value: String, owner: String = "",
    label: StaticString? = nil, in tree: SwiftExpression
  ) -> SwiftExpression.ID {
    guard !catalogStrings.isEmpty else { return tree.literal(value, label: label) }
    return Self.localizedText(
      catalogStrings[origin()], value, owner: owner, label: label, in: tree)
  }

  /// ``localizedText(_:_:owner:label:in:)`` for the catalog's string `string` of the text (`nil`
  /// when it has none), for closures that should not keep the whole builder.
  static func localizedText(
    _ string: FormString?, _ value: String, owner: String, label: StaticString?,
    in tree: SwiftExpression
  ) -> SwiftExpression.ID {
    guard let string, !string.isFormat else { return tree.literal(value, label: label) }
    return tree.call(
      owner + "localization.string", label: label,
      [
        tree.literal(string.key),
        tree.literal(string.sourceValue, label: "default"),
      ])
  }

  /// The message of `input`'s `required` (`rule` nil) or of one of its rules: the checker's
  /// English `message` as a literal, its lookup, or for formc's defaults the format with its
  /// arguments (the field's localized title, then the rule's number or the other field's title).
  func validationMessage(
    _ input: ResolvedInput, rule index: Int?, message: String, in tree: SwiftExpression
  ) -> SwiftExpression.ID {
    guard !catalogStrings.isEmpty else { return tree.literal(message) }
    let origin = FormString.Origin.node(input.node, index.map { .rule($0) } ?? .required)
    guard let string = catalogStrings[origin], string.isFormat else {
      return localizedText(origin, message, in: tree)
    }
    var arguments = [
      tree.literal(string.key),
      tree.literal(string.sourceValue, label: "default"),
      subject(of: input, in: tree),
    ]
    if let index, string.arguments.count > 1 {
      let rule = input.rules[index]
      let number = rule.number ?? 0
      switch rule.kind {
      case .equals, .after, .before, .onOrAfter, .onOrBefore:
        if let other = form.inputs.first(where: { $0.id == rule.operand }),
          let title = other.title
        {
          arguments.append(localizedText(.node(other.node, .title), title, in: tree))
        } else {
          arguments.append(tree.literal(rule.operand))
        }
      case .requiredWithout:
        // One argument for all the other inputs: their localized titles, joined in the
        // language the form is read in (`Email, Fax or Pager`, `E-Mail, Fax oder Pager`).
        let titles = (rule.inputs ?? []).map { id -> SwiftExpression.ID in
          guard let other = form.inputs.first(where: { $0.id == id }), let title = other.title
          else { return tree.literal(id) }
          return localizedText(.node(other.node, .title), title, in: tree)
        }
        arguments.append(tree.call("localization.alternatives", [tree.array(titles)]))
      default:
        arguments.append(
          tree.text(
            string.arguments[1].conversion == "lld"
              ? SwiftLiteral.integer(Int(number))
              : SwiftLiteral.string(ValidationMessage.text(of: number))))
      }
    }
    return tree.call("localization.format", arguments)
  }

  /// `%1$@` of an input's default messages: its localized title, else its localized placeholder,
  /// else its id.
  private func subject(of input: ResolvedInput, in tree: SwiftExpression) -> SwiftExpression.ID {
    if let title = input.title { return localizedText(.node(input.node, .title), title, in: tree) }
    if let placeholder = input.placeholder {
      return localizedText(.node(input.node, .placeholder), placeholder, in: tree)
    }
    return tree.literal(input.id)
  }
}
