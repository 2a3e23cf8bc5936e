/// Which inputs and conditional nodes of a form are shown for its current values: the result of
/// every `visibleWhen`, computed in one pass.
public struct FormVisibility: Sendable, Hashable {
  /// By input position (focus order), whether the input is shown.
  public var inputs: [Bool]
  /// By condition position (``FormSchema/conditions``), whether the node is shown.
  public var nodes: [Bool]
  /// By input position, whether the input is in the keyboard's focus chain (typed controls such
  /// as a switch are not, nor custom controls with `inputView: false`): Next, Previous and Return
  /// pass over the others.
  public var focusable: [Bool] = []
  /// By input position, whether the input is enabled (`enabledWhen`): a disabled input keeps its
  /// place, but Next, Previous, Return and validation pass over it as over a hidden one.
  public var enabled: [Bool] = []

  /// Computes visibility from the inputs' values, and the app flags' (by name; none set unless
  /// `flag` says).
  ///
  /// A node is shown when its test holds for its controlling input's value, the controlling input
  /// is shown, and the node it sits in is shown; an input is shown when the node that shows it is.
  /// formc rejects visibility cycles, so the recursion ends; a cycle in a hand-written schema
  /// counts as hidden.
  ///
  /// `options` gives the options the app loaded for a choice with `options: app` (by default
  /// none): such a choice is disabled while they are empty.
  public init<Field>(
    _ schema: FormSchema<Field>, value: (Field) -> String, flag: (String) -> Bool = { _ in false },
    options: (Field) -> [FormChoice.Option]? = { _ in nil }
  ) {
    let fields = schema.fields
    let flags = schema.flags
    self.init(
      schema.tables, value: { value(fields[$0]) }, flag: { flag(flags[$0]) },
      available: { !(options(fields[$0]) ?? []).isEmpty })
  }

  /// Computes visibility from the values of the inputs and the flags, by position; `available`
  /// tells whether a choice whose options the app loads has any (asked only of those).
  init(
    _ tables: FormSchemaTables, value: (Int) -> String, flag: (Int) -> Bool = { _ in false },
    available: (Int) -> Bool = { _ in true }
  ) {
    let count = tables.conditionIDs.count
    // 0: not computed, 1: being computed, 2: shown, 3: hidden.
    var state = [UInt8](repeating: 0, count: count)
    func shown(_ condition: Int) -> Bool {
      switch state[condition] {
      case 2: return true
      case 1, 3: return false
      default: break
      }
      state[condition] = 1
      let controller = tables.conditionController[condition]
      var result: Bool
      if let combined = tables.conditionTerms[condition] {
        // Each test reads its input while that input is shown, or its flag; `all` stops at the
        // first that fails, `any` at the first that holds.
        result = combined.all
        for term in combined.terms {
          var holds: Bool
          if let position = term.flag {
            holds = term.test.holds(for: position >= 0 && flag(position) ? "true" : "false")
          } else {
            holds = term.controller >= 0 && term.test.holds(for: value(term.controller))
            if holds, let controlling = tables.inputCondition[term.controller] {
              holds = shown(controlling)
            }
          }
          if holds != combined.all {
            result = holds
            break
          }
        }
        if result, let parent = tables.conditionParent[condition] { result = shown(parent) }
        state[condition] = result ? 2 : 3
        return result
      }
      if let position = tables.conditionFlag[condition] {
        // A flag is always there; one the schema does not list is not set.
        let isSet = position >= 0 && flag(position)
        result = tables.conditionTests[condition].holds(for: isSet ? "true" : "false")
      } else {
        result = tables.conditionTests[condition].holds(for: value(controller))
      }
      if result, let parent = tables.conditionParent[condition] { result = shown(parent) }
      if result, controller >= 0, let controlling = tables.inputCondition[controller] {
        result = shown(controlling)
      }
      state[condition] = result ? 2 : 3
      return result
    }
    var nodes = [Bool](repeating: true, count: count)
    for condition in 0..<count { nodes[condition] = shown(condition) }
    var inputs = [Bool](repeating: true, count: tables.count)
    for (position, condition) in tables.inputCondition.enumerated() {
      if let condition { inputs[position] = nodes[condition] }
    }
    self.inputs = inputs
    self.nodes = nodes
    self.focusable = tables.focusable
    var enabled = [Bool](repeating: true, count: tables.count)
    for (position, entry) in tables.enabledTests.enumerated() {
      guard let entry else { continue }
      if let combined = tables.enabledTerms[position] {
        let holds = { (term: (controller: Int, flag: Int?, test: FormConditionTest)) -> Bool in
          if let flagPosition = term.flag {
            return term.test.holds(for: flagPosition >= 0 && flag(flagPosition) ? "true" : "false")
          }
          return term.controller >= 0 && term.test.holds(for: value(term.controller))
            && inputs[term.controller]
        }
        enabled[position] =
          combined.all ? combined.terms.allSatisfy(holds) : combined.terms.contains(where: holds)
      } else if let flagPosition = entry.flag {
        let isSet = flagPosition >= 0 && flag(flagPosition)
        enabled[position] = entry.test.holds(for: isSet ? "true" : "false")
      } else if entry.controller >= 0 {
        enabled[position] =
          entry.test.holds(for: value(entry.controller)) && inputs[entry.controller]
      }
    }
    // A choice whose options the app loads is disabled while it has none (nothing to choose).
    for position in tables.appOptions.indices where tables.appOptions[position] {
      if enabled[position], !available(position) { enabled[position] = false }
    }
    self.enabled = enabled
  }

  /// Whether the input at `position` is shown and enabled: what validation checks.
  public func isActive(_ position: Int) -> Bool {
    inputs[position] && (position >= enabled.count || enabled[position])
  }

  /// Whether the input at `position` is shown and in the focus chain.
  private func reachable(_ position: Int) -> Bool {
    isActive(position) && (position >= focusable.count || focusable[position])
  }

  /// By input position, whether a visible input follows it (without wrapping): whether Return
  /// moves on from it or it is the last visible input.
  public var followed: [Bool] {
    var result = [Bool](repeating: false, count: inputs.count)
    var seen = false
    for position in inputs.indices.reversed() {
      result[position] = seen
      if reachable(position) { seen = true }
    }
    return result
  }

  /// The position of the first visible input after `position`; with `wrapping`, the first visible
  /// input of the form when none follows (never `position` itself).
  public func next(after position: Int, wrapping: Bool = false) -> Int? {
    var index = position + 1
    while index < inputs.count {
      if reachable(index) { return index }
      index += 1
    }
    guard wrapping, let first = inputs.indices.first(where: reachable), first != position else {
      return nil
    }
    return first
  }

  /// The position of the last visible input before `position` (Previous never wraps).
  public func previous(before position: Int) -> Int? {
    var index = position - 1
    while index >= 0 {
      if reachable(index) { return index }
      index -= 1
    }
    return nil
  }
}
