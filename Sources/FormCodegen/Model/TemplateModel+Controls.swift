import FormCompiler
import FormSpec

/// What the generated code says for typed controls (switches): a typed stored property, its text
/// for the runtime's conditions and validation, and its schema entry.
extension TemplateModelBuilder {
  /// The Swift type of a control's stored property.
  func controlType(_ kind: Node.Kind) -> String {
    switch kind {
    case .switch: return "Bool"
    default: return "String"
    }
  }

  /// `@FormPublished var notify: Bool = false`.
  func controlStoredProperty(_ input: ResolvedInput) -> SwiftSignature {
    if input.kind == .multiChoice, input.choice?.loadsOptions == true {
      // The values of the options the app loads that are chosen: any text.
      let values = multiChoiceInitialOptions(input).map { SwiftLiteral.string($0) }
      return .property(
        head: propertyHead, name: input.id, type: "Set<String>",
        value: "[" + values.joined(separator: ", ") + "]")
    }
    if input.choice?.loadsOptions == true {
      // The value of one of the options the app loads: any text, `nil` for none chosen.
      return .property(
        head: propertyHead, name: input.id, type: "String?",
        value: input.initialValue.isEmpty ? "nil" : SwiftLiteral.string(input.initialValue))
    }
    let type =
      input.kind == .multiChoice
      ? multiChoicePropertyType(input)
      : input.kind == .choice
        ? choicePropertyType(input)
        : input.kind == .date
          ? datePropertyType(input)
          : input.kind.isNumber ? numberType(input) : controlType(input.kind)
    return .property(
      head: propertyHead, name: input.id, type: type, value: controlInitialValue(input))
  }

  /// The Swift literal of a control's initial value.
  func controlInitialValue(_ input: ResolvedInput) -> String {
    switch input.kind {
    case .switch: return input.initialValue == "true" ? "true" : "false"
    case .choice: return choiceInitialValue(input)
    case .multiChoice: return multiChoiceInitialValue(input)
    case .date: return dateInitialValue(input)
    case .stepper, .slider: return numberInitialValue(input)
    default: return SwiftLiteral.string(input.initialValue)
    }
  }

  /// The statement `value(of:)` runs for an input: `return` its text, or a control's value as
  /// the text conditions test (`"true"`, `"false"`).
  func returnValue(_ input: ResolvedInput) -> SwiftNode {
    switch input.kind {
    case .switch: return .affixed(.returnBoolText, input.id)
    case .choice where input.choice?.loadsOptions == true:
      return .affixed(.returnTextOrEmpty, input.id)
    case .choice: return .affixed(.returnValue, choiceReadValue(input))
    case .multiChoice where input.choice?.loadsOptions == true:
      return .affixed(
        .returnValue,
        .joining(
          "FormChoice.text(of: self.", input.id, ", in: self.", appOptionsProperty(input), ")"))
    case .multiChoice: return .affixed(.returnValue, multiChoiceReadValue(input))
    case .date: return .affixed(.returnValue, dateReadValue(input))
    case .stepper, .slider: return .affixed(.returnValue, numberReadValue(input))
    default: return .affixed(.returnProperty, input.id)
    }
  }

  /// The statement `setValue(_:for:)` runs for an input.
  func writeValue(_ input: ResolvedInput) -> SwiftNode {
    switch input.kind {
    case .switch: return .affixed(.assignBool, input.id)
    case .choice where input.choice?.loadsOptions == true:
      return .affixed(.assignOptional, input.id)
    case .choice: return .line(choiceWriteValue(input))
    case .multiChoice where input.choice?.loadsOptions == true:
      return .affixed(.assignSelection, input.id)
    case .multiChoice: return .line(multiChoiceWriteValue(input))
    case .date: return .line(dateWriteValue(input))
    case .stepper, .slider: return .line(numberWriteValue(input))
    default: return .affixed(.assignText, input.id)
    }
  }

  /// The runtime's factory for an input's schema: `.field`, `.textView`, `.custom`, `.switch`.
  ///
  /// A literal per input kind: `"." + kind.rawValue` joined two strings for every input
  /// (about 280 instructions each, 1,748 times per 50 specs).
  func schemaFactory(_ kind: Node.Kind) -> String {
    switch kind {
    case .field: return ".field"
    case .textView: return ".textView"
    case .custom: return ".custom"
    case .switch: return ".switch"
    case .choice: return ".choice"
    case .multiChoice: return ".multiChoice"
    case .date: return ".date"
    case .stepper: return ".stepper"
    case .slider: return ".slider"
    default: return "." + kind.rawValue
    }
  }

  /// A control's own schema arguments: a switch's `isOn: true` when it starts on.
  func controlArguments(_ input: ResolvedInput, in tree: SwiftExpression) -> [SwiftExpression.ID] {
    switch input.kind {
    case .switch: return input.initialValue == "true" ? [tree.text("true", label: "isOn")] : []
    case .choice: return choiceArguments(input, in: tree)
    case .multiChoice: return multiChoiceArguments(input, in: tree)
    case .date: return dateArguments(input, in: tree)
    case .stepper, .slider: return numberArguments(input, in: tree)
    default: return []
    }
  }
}
