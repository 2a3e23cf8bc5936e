import FormDiagnostics
import FormSpec

extension CheckContext {
  /// The node index of the input or typed control a `visibleWhen` names, without reporting.
  func controller(named name: String) -> Int? {
    guard let index = byID[name], nodes[index].kind.isInput || nodes[index].kind.isControl
    else { return nil }
    return index
  }

  /// The values a typed control can take, as visibility classes: a switch is off or on (two
  /// states), a choice is one of its options (and empty, when the spec gives it no `value` to
  /// start with), whatever the conditions name. `nil` for text inputs, whose classes come from the
  /// values the conditions name.
  func controlClasses(of index: Int) -> [VisibilityState.ValueClass]? {
    switch nodes[index].kind {
    case .switch: return Self.switchClasses
    // Options the app loads are unknown here: the states come from the values the conditions
    // name, as a text input's do.
    case .choice where nodes[index].input?.control.appOptions != nil: return nil
    case .choice:
      let control = nodes[index].input?.control ?? ControlProperties()
      var seen = Set<String>()
      let values = (control.options?.value ?? []).map(\.value.value).filter {
        seen.insert($0).inserted
      }
      let startsChosen = nodes[index].input?.value.map { seen.contains($0.value) } ?? false
      return (startsChosen ? [] : [.empty]) + values.map { .equals($0) }
    case .multiChoice: return multiChoiceClasses(of: index)
    case .date:
      // A date is set or not: a date with a `value` is always set.
      return nodes[index].input?.control.date.value == nil ? [.empty, .other] : [.other]
    case .stepper, .slider: return numberClasses(of: index)
    default: return nil
    }
  }

  /// A switch's two values, as a condition's `equals` spells them.
  static let switchClasses: [VisibilityState.ValueClass] = [.equals("false"), .equals("true")]

  /// A typed control as the IR's input: its title, hint and typed initial value (a switch's
  /// `"true"` or `"false"`, a choice's option value or `""`) and a choice's options; no text traits, no return key, not in the focus chain.
  func resolvedControl(_ index: Int) -> ResolvedInput {
    var resolved = resolvedInput(index)
    let input = nodes[index].input ?? InputProperties()
    switch nodes[index].kind {
    case .switch: resolved.initialValue = (input.control.isOn?.value ?? false) ? "true" : "false"
    case .choice where input.control.appOptions != nil:
      // The app loads the options: none here, and the value is kept as written (whether it is
      // one of them is known at run time only).
      var choice = ResolvedInput.Choice(options: [], style: input.control.style?.value ?? .menu)
      choice.optionsFromApp = true
      resolved.choice = choice
    case .choice:
      var seen = Set<String>()
      let options = (input.control.options?.value ?? []).filter {
        seen.insert($0.value.value).inserted
      }
      resolved.choice = ResolvedInput.Choice(
        options: options.map { .init(value: $0.value.value, title: $0.displayTitle) },
        style: input.control.style?.value ?? .menu)
      // A value outside the options (`unknown-option`) starts the choice empty.
      if !seen.contains(resolved.initialValue) { resolved.initialValue = "" }
    case .multiChoice: resolveMultiChoice(index, into: &resolved)
    case .date:
      let date = input.control.date
      resolved.date = ResolvedInput.DateControl(
        components: date.effectiveComponents, style: date.effectiveStyle,
        value: date.value?.value.text, from: date.from?.value.text, to: date.to?.value.text)
      resolved.initialValue = date.value?.value.text ?? ""
    case .stepper, .slider: resolveNumber(index, into: &resolved)
    default: break
    }
    resolved.traits = nil
    let none = ReturnStep(key: nil, action: .none)
    resolved.returnBehavior = ReturnBehavior(whenFollowed: none, whenLast: none)
    return resolved
  }
}
