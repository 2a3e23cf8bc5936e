import FormCompiler

extension PlanHover {
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
