import FormDiagnostics
import FormSpec

/// Conditions as the checked form and the state analysis hold them: one test, or a combined
/// condition (`all:` / `any:`) of several, each element read like a condition of its own.
extension CheckContext {
  /// The checked form's `Condition` for a written condition.
  static func checkedCondition(_ condition: VisibilityCondition) -> Condition {
    if let combination = condition.combination {
      let elements = condition.elements.map(checkedCondition)
      return Condition(
        input: "", equals: nil, all: combination == .all ? elements : nil,
        any: combination == .any ? elements : nil)
    }
    let input = condition.input.value
    let flag: Bool? = condition.isFlag ? true : nil
    switch condition.test {
    case .notEmpty: return Condition(input: input, equals: nil, flag: flag)
    case .equals(let value): return Condition(input: input, equals: value.value, flag: flag)
    case .notEquals(let value):
      return Condition(input: input, equals: value.value, flag: flag, negated: true)
    case .empty: return Condition(input: input, equals: "", flag: flag)
    case .oneOf(let values):
      return Condition(input: input, equals: nil, flag: flag, oneOf: values.map(\.value))
    case .contains(let value):
      return Condition(input: input, equals: nil, flag: flag, contains: value.value)
    }
  }

  /// The controlling inputs a condition names that resolve (its flags left out), each once, in
  /// the order written; `excluding` one node (an input's own `enabledWhen`).
  func resolvedControllers(of condition: VisibilityCondition, excluding: Int? = nil) -> [Int] {
    var result: [Int] = []
    condition.forEachLeaf { leaf in
      guard !leaf.isFlag, let controller = controller(named: leaf.input.value),
        controller != excluding, !result.contains(controller)
      else { return }
      result.append(controller)
    }
    return result
  }

  /// The state analysis's test for a condition, once ``controllers`` and ``flagControllers`` are
  /// known: `nil` when it (or one of its elements) names no input or declared flag, or an input
  /// names itself (`excluding`), which other rules report.
  func activeCondition(_ condition: VisibilityCondition, excluding: Int? = nil)
    -> ActiveCondition?
  {
    if let combination = condition.combination {
      let parts = condition.elements.compactMap { activeCondition($0, excluding: excluding) }
      guard parts.count == condition.elements.count else { return nil }
      return ActiveCondition(combining: combination == .all ? .all : .any, parts)
    }
    if condition.isFlag {
      guard let position = flagControllers.firstIndex(of: condition.input.value),
        case .equals(let expected) = condition.test
      else { return nil }
      return ActiveCondition(
        controller: -1, equals: expected.value, flag: controllers.count + position)
    }
    guard let controller = controller(named: condition.input.value), controller != excluding
    else { return nil }
    switch condition.test {
    case .notEmpty: return ActiveCondition(controller: controller, equals: nil)
    case .equals(let expected):
      return ActiveCondition(controller: controller, equals: expected.value)
    case .notEquals(let excluded):
      return ActiveCondition(controller: controller, equals: excluded.value, negated: true)
    case .empty: return ActiveCondition(controller: controller, equals: "")
    case .oneOf(let values):
      return ActiveCondition(controller: controller, equals: nil, oneOf: values.map(\.value))
    case .contains(let value):
      return ActiveCondition(controller: controller, equals: nil, contains: value.value)
    }
  }
}
