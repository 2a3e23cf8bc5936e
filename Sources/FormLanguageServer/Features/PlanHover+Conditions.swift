import FormCompiler

extension PlanHover {
  /// A condition in words, a flag's and a combined one's too: `flag 'managed' is set`,
  /// `('sound' is on and 'plan' is "pro")`, `(flag 'managed' is set or 'plan' is "team")`.
  static func describeCombined(_ condition: Condition) -> String {
    func single(_ condition: Condition) -> String {
      condition.flag == true
        ? "flag '\(condition.input)' is \(condition.equals == "false" ? "not set" : "set")"
        : describeCondition(condition)
    }
    guard let elements = condition.all ?? condition.any else { return single(condition) }
    return "(" + elements.map(single).joined(separator: condition.all != nil ? " and " : " or ")
      + ")"
  }

  /// An input's condition in words: `'plan' is "pro"`, `'plan' is not "pro"`, `'notes' is not
  /// empty`, `'notes' is empty`, `'plan' is one of "pro", "team"`.
  static func describeCondition(_ condition: Condition) -> String {
    if let option = condition.contains {
      return "'\(condition.input)' has \(literal(option)) chosen"
    }
    if let values = condition.oneOf {
      return "'\(condition.input)' is one of " + values.map(literal).joined(separator: ", ")
    }
    guard let value = condition.equals else { return "'\(condition.input)' is not empty" }
    let verb = condition.negated == true ? "is not" : "is"
    return "'\(condition.input)' \(verb) " + (value.isEmpty ? "empty" : literal(value))
  }
}
