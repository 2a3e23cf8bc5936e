import FormDiagnostics
import FormSpec

extension CheckContext {
  /// A number control's facts as written, with the fallbacks the IR uses where lint reported a
  /// problem (no range: 0 to 100; no value: the range's `min`).
  func numberFacts(of index: Int) -> ResolvedInput.Number {
    let kind = nodes[index].kind
    let number = nodes[index].input?.control.number ?? NumberProperties()
    let minimum = number.range?.min?.value ?? 0
    let maximum = number.range?.max?.value ?? Swift.max(minimum, 100)
    let step = number.effectiveStep(kind)
    let value = number.value?.value ?? minimum
    let isWhole = { (value: Double) in value == value.rounded() && abs(value) < 1e15 }
    let isInteger = step.map(isWhole) == true && [minimum, maximum, value].allSatisfy(isWhole)
    let fractionDigits =
      isInteger
      ? 0
      : step.map {
        Swift.max(NumberText.fractionDigits(of: $0), NumberText.fractionDigits(of: minimum))
      }
    return ResolvedInput.Number(
      minimum: minimum, maximum: maximum, step: step, isInteger: isInteger,
      fractionDigits: fractionDigits, format: number.format?.value,
      formatOne: number.formatOne?.value,
      minimumImage: number.minimumImage?.value, maximumImage: number.maximumImage?.value)
  }

  /// A stepper or slider as the IR's input: its facts and its value's text (`2`, `0.5`).
  func resolveNumber(_ index: Int, into resolved: inout ResolvedInput) {
    let facts = numberFacts(of: index)
    let value = nodes[index].input?.control.number.value?.value ?? facts.minimum
    resolved.number = facts
    resolved.initialValue = facts.text(value)
  }

  /// A number control's visibility classes: each value a condition names that the control can
  /// take, in numeric order, and any other value, whatever the size of its domain (a slider from 0
  /// to 100 in steps of 0.1 has 1001 values, but conditions only tell those they name from the
  /// rest). A number always has a value, so never `empty`.
  func numberClasses(of index: Int) -> [VisibilityState.ValueClass] {
    let facts = numberFacts(of: index)
    let name = id(index)
    var named = Set<Double>()
    // Most nodes carry no condition: skip them before building anything.
    for other in nodes.indices where hasVisibleWhen[other] || hasEnabledWhen[other] {
      let node = nodes[other]
      for condition in [node.visibleWhen?.value, node.input?.enabledWhen?.value].flatMap({
        $0?.leaves ?? []
      }) {
        guard !condition.isFlag, condition.input.value == name else { continue }
        switch condition.test {
        case .equals(let value), .notEquals(let value):
          if let number = NumberText.number(value.value), facts.contains(number) {
            named.insert(number)
          }
        case .oneOf(let values):
          for value in values {
            if let number = NumberText.number(value.value), facts.contains(number) {
              named.insert(number)
            }
          }
        case .notEmpty, .empty, .contains: break
        }
      }
    }
    let domain = NumberDomain(minimum: facts.minimum, maximum: facts.maximum, step: facts.step)
    let hasOthers = domain.count.map { $0 > named.count } ?? true
    return named.sorted().map { .equals(facts.text($0)) } + (hasOthers ? [.other] : [])
  }

  /// Writes the numbers that conditions on a number control name as the model reports them
  /// (`equals: 1.50` tests `1.5`, `equals: 02` tests `2`), so the runtime's text comparison
  /// and the state analysis agree with the number written.
  mutating func canonicalizeNumberConditions() {
    for index in nodes.indices where hasVisibleWhen[index] || hasEnabledWhen[index] {
      if hasVisibleWhen[index], let condition = nodes[index].visibleWhen,
        let canonical = canonicalized(condition.value)
      {
        nodes[index].visibleWhen?.value = canonical
      }
      if hasEnabledWhen[index], let condition = nodes[index].input?.enabledWhen,
        let canonical = canonicalized(condition.value)
      {
        nodes[index].input?.enabledWhen?.value = canonical
      }
    }
  }

  private func canonicalized(_ condition: VisibilityCondition) -> VisibilityCondition? {
    if let combination = condition.combination {
      let elements = condition.elements.map { canonicalized($0) }
      guard elements.contains(where: { $0 != nil }) else { return nil }
      return VisibilityCondition(
        combination, zip(condition.elements, elements).map { $1 ?? $0 })
    }
    guard !condition.isFlag, let controller = byID[condition.input.value],
      nodes[controller].kind.isNumber
    else { return nil }
    var condition = condition
    switch condition.test {
    case .equals(var value):
      guard let number = NumberText.number(value.value) else { return nil }
      value.value = NumberText.text(number)
      condition.test = .equals(value)
    case .notEquals(var value):
      guard let number = NumberText.number(value.value) else { return nil }
      value.value = NumberText.text(number)
      condition.test = .notEquals(value)
    case .oneOf(var values):
      for index in values.indices {
        guard let number = NumberText.number(values[index].value) else { return nil }
        values[index].value = NumberText.text(number)
      }
      condition.test = .oneOf(values)
    case .notEmpty, .empty, .contains: return nil
    }
    return condition
  }
}

extension CheckContext {
  /// `a number from 1 to 12 in steps of 1`, for `impossible-condition`'s messages.
  func describeNumberValues(_ index: Int) -> String {
    let facts = numberFacts(of: index)
    let step = facts.step.map { " in steps of \(facts.text($0))" } ?? ""
    return "a number from \(facts.text(facts.minimum)) to \(facts.text(facts.maximum))\(step)"
  }
}
