import FormCompiler

extension PlanHover {
  /// A condition in words as `formc plan` writes it, a flag's and a combined one's too: `flag
  /// 'managed' is set`, `('sound' is on and 'plan' is "pro")`, `(flag 'managed' is set or 'plan'
  /// is "team")`. A switch's value reads as on or off.
  static func describeCombined(_ condition: Condition, in form: CheckedForm) -> String {
    let switches = Set(form.inputs.filter { $0.kind == .switch }.map(\.id))
    func single(_ condition: Condition) -> String {
      condition.flag == true
        ? "flag '\(condition.input)' is \(condition.equals == "false" ? "not set" : "set")"
        : describeCondition(condition, switches: switches)
    }
    guard let elements = condition.all ?? condition.any else { return single(condition) }
    return "(" + elements.map(single).joined(separator: condition.all != nil ? " and " : " or ")
      + ")"
  }

  /// An input's condition in words: `'plan' is "pro"`, `'plan' is not "pro"`, `'sound' is on`,
  /// `'notes' is not empty`, `'notes' is empty`, `'plan' is one of "pro", "team"`; `switches`
  /// are the ids whose values read as on and off.
  static func describeCondition(_ condition: Condition, switches: Set<String>) -> String {
    if let option = condition.contains {
      return "'\(condition.input)' has \(literal(option)) chosen"
    }
    let isSwitch = switches.contains(condition.input)
    func value(_ text: String) -> String {
      isSwitch ? (text == "true" ? "on" : "off") : literal(text)
    }
    if let values = condition.oneOf {
      return "'\(condition.input)' is one of " + values.map(value).joined(separator: ", ")
    }
    guard let equals = condition.equals else { return "'\(condition.input)' is not empty" }
    let verb = condition.negated == true ? "is not" : "is"
    return "'\(condition.input)' \(verb) " + (equals.isEmpty ? "empty" : value(equals))
  }
}
