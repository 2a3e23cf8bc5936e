import FormSpec

/// Every user-visible string of a checked form, as String Catalog entries, under the keys the
/// generated code looks up (`docs/Localization.md` states the convention).
///
/// - The form's title: `<Form>.title`; its text while an app flag is set (an entry of `when`):
///   `<Form>.title.when.<flag>` (`when` is no node property, so no node's key is the same).
/// - An action's title: `<Form>.actions.<submit|cancel>.title`, and
///   `<Form>.actions.<submit|cancel>.title.when.<flag>`; a section's header or footer, a label's
///   text or a button's title while an app flag is set: `<Form>.<node>.<property>.when.<flag>`.
/// - A node's string: `<Form>.<node>.<property>`, the property `title`, `placeholder`, `hint`,
///   `header`, `footer` or `text`; `<node>` is the node's id. A choice's option titles:
///   `<Form>.<choice>.options.<value>`.
/// - A node without an id (labels and buttons may lack one): `<node>` is
///   `<ancestor>.<kind>#<n>`: the nearest ancestor with an id (left out when there is none) and
///   the node's 1-based place among that ancestor's nodes of the same kind without an id, in
///   document order (`SignUp.termsBox.label#1.text`). `#` is never part of an id, so these keys
///   cannot clash with those of named nodes.
/// - An input's validation messages: `<Form>.<input>.required` and `<Form>.<input>.rules.<n>`,
///   `n` 1-based in spec order. formc's default messages are format strings
///   (``ValidationMessage``); a custom `message` is plain text and takes no arguments.
///
/// Empty strings are left out: there is nothing to translate.
public enum FormStrings {
  /// The strings of `form` in document order: the title, then each node's (title, placeholder,
  /// hint, header, footer, text, required, rules).
  public static func strings(of form: CheckedForm) -> [FormString] {
    let names = nodeNames(form.layout)
    var inputs: [Int: ResolvedInput] = [:]
    for input in form.inputs { inputs[input.node] = input }
    var result: [FormString] = []
    if let title = form.title, !title.isEmpty {
      result.append(
        FormString(
          key: "\(form.name).title", sourceValue: title,
          comment: "\(form.name): the form's title", origin: .formTitle))
    }
    for variant in form.titleVariants ?? [] where !variant.text.isEmpty {
      result.append(
        FormString(
          key: "\(form.name).title.when.\(variant.flag)", sourceValue: variant.text,
          comment: "\(form.name): the form's title while the app flag '\(variant.flag)' is set",
          origin: .formTitleVariant(variant.flag)))
    }
    if let actions = form.actions {
      for (role, action) in [("submit", actions.submit), ("cancel", actions.cancel)] {
        guard let action, !action.title.isEmpty else { continue }
        result.append(
          FormString(
            key: "\(form.name).actions.\(role).title", sourceValue: action.title,
            comment: "\(form.name): title of the \(role) button in the navigation bar",
            origin: .actionTitle(role)))
        for variant in action.titleVariants ?? [] where !variant.text.isEmpty {
          result.append(
            FormString(
              key: "\(form.name).actions.\(role).title.when.\(variant.flag)",
              sourceValue: variant.text,
              comment:
                "\(form.name): title of the \(role) button in the navigation bar while the app flag '\(variant.flag)' is set",
              origin: .actionTitleVariant(role, variant.flag)))
        }
      }
    }
    for (index, node) in form.layout.enumerated() {
      let name = names[index]
      let described = describe(node, name: name)
      func add(
        _ property: FormString.Property, _ value: String?, _ what: String,
        arguments: [FormString.FormatArgument] = [], pluralOne: String? = nil
      ) {
        guard let value, !value.isEmpty else { return }
        var comment = "\(form.name): \(what) \(described)"
        if !arguments.isEmpty {
          comment +=
            "; "
            + arguments.map { "\($0.specifier) is \($0.meaning)" }.joined(separator: ", ")
        }
        result.append(
          FormString(
            key: "\(form.name).\(name).\(property.keySuffix)", sourceValue: value,
            comment: comment, arguments: arguments, origin: .node(index, property),
            pluralOne: pluralOne))
      }
      if let input = inputs[index] {
        add(.title, input.title, "title of")
        add(.placeholder, input.placeholder, "placeholder of")
        add(.hint, input.hint, "accessibility hint (VoiceOver) of")
        for option in input.choice?.options ?? [] {
          add(.option(option.value), option.title, "title of the option '\(option.value)' of")
        }
        if let number = input.number, let format = number.format {
          let label = numberLabelFormat(format, isInteger: number.isInteger)
          add(
            .format, label.format, "label of", arguments: label.arguments,
            // A decimal's number is text (`%1$@`), which a String Catalog cannot vary by plural.
            pluralOne: number.isInteger
              ? number.formatOne.map { numberLabelFormat($0, isInteger: true).format } : nil)
        }
        if input.required, let message = input.requiredMessage {
          add(.required, message, "error shown when nothing is entered in")
        } else if input.required {
          add(
            .required, ValidationMessage.required, "error shown when nothing is entered in",
            arguments: [ValidationMessage.subject])
        }
        if let date = input.date, date.from != nil || date.to != nil {
          add(
            .range, ValidationMessage.dateRange,
            "error shown when the date is outside the range of",
            arguments: [ValidationMessage.subject])
        }
        if input.choice?.loadsOptions == true {
          add(
            .appOption,
            input.kind == .multiChoice
              ? ValidationMessage.appMultiChoiceOption : ValidationMessage.appOption,
            "error shown when the value is none of the options the app loaded for",
            arguments: [ValidationMessage.subject])
        }
        if let count = input.choice?.minSelections {
          let message = ValidationMessage.minSelectionsFormat(count)
          add(
            .minSelections, message.format, "error shown when fewer options than min are chosen in",
            arguments: message.arguments)
        }
        if let count = input.choice?.maxSelections {
          let message = ValidationMessage.maxSelectionsFormat(count)
          add(
            .maxSelections, message.format, "error shown when more options than max are chosen in",
            arguments: message.arguments)
        }
        for (number, rule) in input.rules.enumerated() {
          let what = "error shown when rule \(number + 1) (\(ruleDescription(rule))) fails on"
          let message = ValidationMessage.format(rule.kind, number: rule.number)
          if rule.message == defaultText(rule, of: input, in: form) {
            add(.rule(number), message.format, what, arguments: message.arguments)
          } else {
            add(.rule(number), rule.message, what)
          }
        }
        continue
      }
      // The property's texts while an app flag is set: `<Form>.<node>.<property>.when.<flag>`.
      func addVariants(_ property: FormString.Property, _ what: String) {
        for variant in node.variants(of: property) ?? [] where !variant.text.isEmpty {
          result.append(
            FormString(
              key: "\(form.name).\(name).\(property.keySuffix).when.\(variant.flag)",
              sourceValue: variant.text,
              comment:
                "\(form.name): \(what) \(described) while the app flag '\(variant.flag)' is set",
              origin: .nodeVariant(index, property, variant.flag)))
        }
      }
      switch node.kind {
      case .label:
        add(.text, node.text, "text of")
        addVariants(.text, "text of")
      case .button:
        add(.title, node.text, "title of")
        addVariants(.title, "title of")
      case .section:
        add(.header, node.header, "header of")
        addVariants(.header, "header of")
        add(.footer, node.footer, "footer of")
        addVariants(.footer, "footer of")
      case .image:
        add(.description, node.image?.description, "accessibility description (VoiceOver) of")
      default: break
      }
    }
    return result
  }

  /// The `<node>` part of each node's keys, by index into `layout`: the id, or
  /// `<ancestor>.<kind>#<n>` for a node without one.
  public static func nodeNames(_ layout: [LayoutNode]) -> [String] {
    var ordinals: [String: Int] = [:]
    return layout.indices.map { index in
      let node = layout[index]
      if let id = node.id, !id.isEmpty { return id }
      var ancestor = node.parent
      while let current = ancestor, layout[current].id?.isEmpty ?? true {
        ancestor = layout[current].parent
      }
      let prefix = ancestor.flatMap { layout[$0].id }.map { $0 + "." } ?? ""
      let counter = prefix + node.kind.rawValue
      let ordinal = (ordinals[counter] ?? 0) + 1
      ordinals[counter] = ordinal
      return "\(counter)#\(ordinal)"
    }
  }

  /// "the field 'email'", "the label without id 'termsBox.label#1'".
  private static func describe(_ node: LayoutNode, name: String) -> String {
    let kind: String
    switch node.kind {
    case .textView: kind = "text view"
    case .custom: kind = "custom control"
    default: kind = node.kind.rawValue
    }
    return node.id?.isEmpty ?? true
      ? "the \(kind) without id '\(name)'" : "the \(kind) '\(name)'"
  }

  private static func ruleDescription(_ rule: ResolvedInput.Rule) -> String {
    rule.operand.isEmpty ? rule.kind.rawValue : "\(rule.kind.rawValue) \(rule.operand)"
  }

  /// The checker's default message for a rule, to tell it from a custom one (a custom message
  /// spelt exactly as the default is the default).
  private static func defaultText(
    _ rule: ResolvedInput.Rule, of input: ResolvedInput, in form: CheckedForm
  ) -> String {
    let subject = input.title ?? input.placeholder ?? input.id
    let second: String
    if [.equals, .after, .before, .onOrAfter, .onOrBefore].contains(rule.kind) {
      second = form.inputs.first { $0.id == rule.operand }?.title ?? rule.operand
    } else if rule.kind == .requiredWithout {
      second = ValidationMessage.alternatives(
        (rule.inputs ?? []).map { id in form.inputs.first { $0.id == id }?.title ?? id })
    } else {
      second = rule.number.map(ValidationMessage.text) ?? ""
    }
    return ValidationMessage.render(
      ValidationMessage.formatString(rule.kind, number: rule.number), [subject, second])
  }
}
