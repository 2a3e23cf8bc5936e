/// Which nodes of a form are shown in a visibility state, and how a state reads in messages:
/// worked out in one place for the checker's rules, `formc simulate`, `formc plan` and the
/// language server's plan hover (the runtime's `FormVisibility` computes the same from real
/// values, and conformance tests hold the two together).
///
/// A node is shown when its parent is shown and, when it has a `visibleWhen`, the test holds for
/// its controller's class of value and the controller itself is shown.
public struct VisibilityEvaluation: Sendable, Hashable {
  /// A node's `visibleWhen`: the controlling input and what its value must be.
  public struct Test: Sendable, Hashable {
    /// The controlling input's node index (unused when the test reads a flag).
    public var controller: Int
    /// `nil` for "not empty", `""` for "is empty", else the value it must equal (a flag's
    /// `"true"` or `"false"`).
    public var equals: String?
    /// When the test reads an app flag, the flag's position in a state's values; a flag is always
    /// there, so no controller's visibility is involved.
    public var flag: Int?
    /// Whether the value must differ from ``equals`` (`notEquals`) rather than equal it.
    public var negated = false
    /// `in: [a, b]`: the values one of which the value must be (`""` the empty value); when set,
    /// ``equals`` is unused.
    public var oneOf: [String]?
    /// `contains: mon`: the option a multi-choice must have chosen; when set, ``equals`` is
    /// unused. A multi-choice's classes are `.equals` of the options named in its conditions that
    /// are chosen, comma-separated (``VisibilityEvaluation/chosenOptions(in:)``).
    public var contains: String?

    /// Creates a test on an input (`controller`) or on a flag (`flag`, a position in the values);
    /// `negated` for `notEquals`, `oneOf` for `in`, `contains` for a multi-choice's option.
    public init(
      controller: Int, equals: String?, flag: Int? = nil, negated: Bool = false,
      oneOf: [String]? = nil, contains: String? = nil
    ) {
      self.controller = controller
      self.equals = equals
      self.flag = flag
      self.negated = negated
      self.oneOf = oneOf
      self.contains = contains
    }

    /// A combined condition's elements (`all:` / `any:`), each a test of its own; when set,
    /// the members above are unused.
    public var parts: [Test]?
    /// Whether a combined condition needs all of its ``parts`` (`all:`) or one (`any:`).
    public var needsAll = true

    /// How a combined test joins its parts.
    public enum Combination: Sendable, Hashable {
      /// Every part holds.
      case all
      /// At least one part holds.
      case any
    }

    /// Creates a combined test: `all` or `any` of `parts`, each a single test.
    public init(combining combination: Combination, _ parts: [Test]) {
      self.init(controller: -1, equals: nil)
      self.parts = parts
      self.needsAll = combination == .all
    }

    /// Whether the test holds, given whether each single test holds (`leaf`): a combined test
    /// asks about each part, stopping at the first that decides.
    public func holds(_ leaf: (Test) -> Bool) -> Bool {
      guard let parts else { return leaf(self) }
      return needsAll ? parts.allSatisfy(leaf) : parts.contains(where: leaf)
    }

    /// Whether the test holds for a class of the controller's value.
    public func holds(for value: VisibilityState.ValueClass) -> Bool {
      if let contains {
        return VisibilityEvaluation.chosenOptions(in: value).contains(contains)
      }
      if let oneOf {
        let matches = oneOf.contains { Self.value(value, is: $0) }
        return matches != negated
      }
      switch equals {
      case nil:
        if case .empty = value { return false }
        return true
      case let expected?:
        return Self.value(value, is: expected) != negated
      }
    }

    /// Whether the test holds for the value at `position` of a state's `values`, `.empty` when
    /// there is none (`-1`, or past the end): read in place, not copied out.
    func holds(valueAt position: Int, in values: [VisibilityState.ValueClass]) -> Bool {
      guard position >= 0, position < values.count else { return holds(for: .empty) }
      return holds(for: values[position])
    }

    /// Whether `value` is the class `expected` names: `""` the empty value, else exactly that
    /// string (a switch on the case, not `==` on a new `.equals`, which copied both sides).
    private static func value(_ value: VisibilityState.ValueClass, is expected: String) -> Bool {
      switch value {
      case .empty: return expected.isEmpty
      case .equals(let text): return !expected.isEmpty && text == expected
      case .other: return false
      }
    }
  }

  /// By node index (document order), the parent's index.
  public var parents: [Int?]
  /// By node index, its test, when it has one that applies.
  public var tests: [Test?]
  /// By node index, the test of an input's `enabledWhen`, when it has one that applies: while it
  /// fails the input keeps its place but focus and validation pass over it.
  public var enabledTests: [Test?] = []
  /// The controlling inputs' node indices, in the order of a state's values.
  public var controllers: [Int]
  /// The controlling inputs' ids, then the flags' names, in the order of a state's values.
  public var controllerIDs: [String]
  /// The positions (in ``controllers``) of switches, whose values read as on and off.
  public var switchPositions: Set<Int>
  /// The positions (in a state's values) of app flags, after the inputs': set or not set.
  public var flagPositions: Set<Int>
  /// The positions (in ``controllers``) of multi-choices, whose values read as options chosen.
  public var multiChoicePositions: Set<Int> = []
  /// By node index of an input that edits another's value (`valueOf`), the node index of the
  /// owner: a test on it reads the owner's class of value (the owner is the controller), while
  /// the input's own visibility still gates the test, as at run time.
  public var valueOwners: [Int: Int] = [:]

  /// The options a multi-choice's class of value has chosen: `.equals("mon,wed")` (the options
  /// its conditions name that are chosen, comma-separated) has `mon` and `wed`; `.empty` and
  /// `.other` (only options no condition names) have none of the named ones.
  public static func chosenOptions(in value: VisibilityState.ValueClass) -> [String] {
    guard case .equals(let text) = value, !text.isEmpty else { return [] }
    return text.split(separator: ",").map(String.init)
  }

  /// Creates an evaluation from the form's tree, tests and controllers; a state's values list
  /// the ``controllers`` first, then the flags (``flagPositions``).
  public init(
    parents: [Int?], tests: [Test?], controllers: [Int], controllerIDs: [String],
    switchPositions: Set<Int> = [], flagPositions: Set<Int> = []
  ) {
    self.parents = parents
    self.tests = tests
    self.controllers = controllers
    self.controllerIDs = controllerIDs
    self.switchPositions = switchPositions
    self.flagPositions = flagPositions
  }

  /// By node index, whether the node is shown in a state (`values` in ``controllers`` order).
  public func visibility(in values: [VisibilityState.ValueClass]) -> [Bool] {
    var memo = [UInt8](repeating: 0, count: parents.count)
    var visible = [Bool](repeating: false, count: parents.count)
    evaluate(values, positions: valuePositions(), memo: &memo, into: &visible)
    return visible
  }

  /// By node index, whether the node is shown and enabled in a state: the inputs focus and
  /// validation reach. An input with an `enabledWhen` is enabled while its test holds and its
  /// controller is shown.
  public func reachability(in values: [VisibilityState.ValueClass]) -> [Bool] {
    let positions = valuePositions()
    var memo = [UInt8](repeating: 0, count: parents.count)
    var visible = [Bool](repeating: false, count: parents.count)
    evaluate(values, positions: positions, memo: &memo, into: &visible)
    guard !enabledTests.isEmpty else { return visible }
    var reachable = [Bool](repeating: false, count: parents.count)
    applyEnabledTests(values, positions: positions, visible: visible, into: &reachable)
    return reachable
  }

  /// ``reachability(in:)`` of each of `states` in turn, handed to `body`: the nodes' value
  /// positions are worked out once and the buffers reused, where a call per state allocated
  /// three arrays and copied each controller's value.
  func forEachReachability(
    in states: [[VisibilityState.ValueClass]], _ body: ([Bool]) -> Void
  ) {
    let positions = valuePositions()
    var memo = [UInt8](repeating: 0, count: parents.count)
    var visible = [Bool](repeating: false, count: parents.count)
    var reachable = enabledTests.isEmpty ? [] : [Bool](repeating: false, count: parents.count)
    for values in states {
      evaluate(values, positions: positions, memo: &memo, into: &visible)
      if enabledTests.isEmpty {
        body(visible)
      } else {
        applyEnabledTests(values, positions: positions, visible: visible, into: &reachable)
        body(reachable)
      }
    }
  }

  /// By node index, the position in a state's values of the value a test on the node reads (its
  /// own as a controller, its owner's when it edits another's value), `-1` for none: what a
  /// state's classes by node were, built once instead of for every state. A position past the
  /// end of a state's values reads as `.empty`, as a controller left out of the state did.
  private func valuePositions() -> [Int] {
    var positions = [Int](repeating: -1, count: parents.count)
    for (position, controller) in controllers.enumerated() { positions[controller] = position }
    for (sharer, owner) in valueOwners { positions[sharer] = positions[owner] }
    return positions
  }

  /// Whether each node is shown and enabled in the state `values`, into `reachable` (one element
  /// per node), from whether each is shown (`visible`): an input with an `enabledTests` entry is
  /// enabled while its test holds and its controller is shown.
  private func applyEnabledTests(
    _ values: [VisibilityState.ValueClass], positions: [Int], visible: [Bool],
    into reachable: inout [Bool]
  ) {
    for index in visible.indices {
      guard visible[index], index < enabledTests.count, let test = enabledTests[index] else {
        reachable[index] = visible[index]
        continue
      }
      reachable[index] = test.holds { part in
        if let flag = part.flag { return flag < values.count && part.holds(for: values[flag]) }
        return part.holds(valueAt: positions[part.controller], in: values)
          && visible[part.controller]
      }
    }
  }

  /// Whether each node is shown in the state `values`, into `shown` (one element per node);
  /// `memo` is a scratch buffer of one element per node.
  private func evaluate(
    _ values: [VisibilityState.ValueClass], positions: [Int], memo: inout [UInt8],
    into shown: inout [Bool]
  ) {
    let parents = parents
    let tests = tests
    for index in memo.indices { memo[index] = 0 }
    // The memo is passed in and the values are captured as constants: a recursive local
    // function's captured variables are checked for exclusive access at run time on every use.
    // 0: not known yet, 1: hidden, 2: visible.
    func visible(_ index: Int, depth: Int, _ memo: inout [UInt8]) -> Bool {
      if memo[index] != 0 { return memo[index] == 2 }
      guard depth < parents.count + 1 else { return true }
      var result = true
      if let parent = parents[index], !visible(parent, depth: depth + 1, &memo) { result = false }
      // A single test is evaluated as it is: putting it in an array of one to loop over copied
      // it twice more (its strings and lists retained and released) and allocated the array.
      if result, index < tests.count, let test = tests[index] {
        if let parts = test.parts {
          // Each part of a combined test (`all` stops at the first that fails, `any` at the
          // first that holds).
          result = test.needsAll
          for part in parts {
            let holds = holds(part, depth: depth, &memo)
            if holds != test.needsAll {
              result = holds
              break
            }
          }
        } else {
          result = holds(test, depth: depth, &memo)
        }
      }
      memo[index] = result ? 2 : 1
      return result
    }
    // Whether a single test holds, its controller shown (a flag is always there).
    func holds(_ part: Test, depth: Int, _ memo: inout [UInt8]) -> Bool {
      if let flag = part.flag {
        return flag < values.count && part.holds(for: values[flag])
      }
      return part.holds(valueAt: positions[part.controller], in: values)
        && visible(part.controller, depth: depth + 1, &memo)
    }
    for index in parents.indices { shown[index] = visible(index, depth: 0, &memo) }
  }

  /// A state in words, for messages and reports: `'accountType' is 'business' and 'notes' is
  /// empty`, `'sound' is on`; empty for a form without conditions.
  public func describe(
    _ values: [VisibilityState.ValueClass],
    quotingValuesWith quote: (String) -> String = { "'\($0)'" }
  ) -> String {
    Self.describe(
      values, controllerIDs: controllerIDs, switchPositions: switchPositions,
      flagPositions: flagPositions, multiChoicePositions: multiChoicePositions, quote: quote)
  }

  /// One controller's value in words, without its id (`on`, `'socks4'`, `empty`, `'sat'
  /// chosen`): what ``describe(_:quotingValuesWith:)`` says of the controller at `position`.
  public func describeValue(
    _ value: VisibilityState.ValueClass, at position: Int,
    quotingValuesWith quote: (String) -> String = { "'\($0)'" }
  ) -> String {
    guard controllerIDs.indices.contains(position) else { return "" }
    let id = controllerIDs[position]
    let phrase = Self.describe(
      [value], controllerIDs: [id],
      switchPositions: switchPositions.contains(position) ? [0] : [],
      flagPositions: flagPositions.contains(position) ? [0] : [],
      multiChoicePositions: multiChoicePositions.contains(position) ? [0] : [], quote: quote)
    let prefixes = ["'\(id)' is ", "'\(id)' has ", "flag '\(id)' is "]
    for prefix in prefixes where phrase.hasPrefix(prefix) {
      return String(phrase.dropFirst(prefix.count))
    }
    return phrase
  }

  /// Controller `id`'s value in the state at `index` of `states`, in words
  /// (``describeValue(_:at:quotingValuesWith:)``); `?` when `id` is no controller or there is
  /// no such state.
  public func describeValue(
    of id: String, inState index: Int, of states: [VisibilityState],
    quotingValuesWith quote: (String) -> String = { "'\($0)'" }
  ) -> String {
    guard let position = controllerIDs.firstIndex(of: id), states.indices.contains(index),
      states[index].values.indices.contains(position)
    else { return "?" }
    return describeValue(states[index].values[position], at: position, quotingValuesWith: quote)
  }

  /// A state in words, from the controllers' ids alone (no pass over the nodes); `quote` writes
  /// a value (an option, a named value), in single quotes unless told.
  static func describe(
    _ values: [VisibilityState.ValueClass], controllerIDs: [String], switchPositions: Set<Int>,
    flagPositions: Set<Int> = [], multiChoicePositions: Set<Int> = [],
    quote: (String) -> String = { "'\($0)'" }
  ) -> String {
    zip(controllerIDs, values).enumerated().map { position, pair -> String in
      let (id, value) = pair
      if multiChoicePositions.contains(position) {
        switch value {
        case .empty: return "'\(id)' has nothing chosen"
        case .other: return "'\(id)' has only options no condition names chosen"
        case .equals:
          let chosen = chosenOptions(in: value).map(quote)
          return "'\(id)' has \(chosen.joined(separator: " and ")) chosen"
        }
      }
      switch value {
      case .equals(let text) where flagPositions.contains(position):
        return "flag '\(id)' is \(text == "true" ? "set" : "not set")"
      case .empty: return "'\(id)' is empty"
      case .equals(let text) where switchPositions.contains(position):
        return "'\(id)' is \(text == "true" ? "on" : "off")"
      case .equals(let text): return "'\(id)' is \(quote(text))"
      case .other: return "'\(id)' has another value"
      }
    }.joined(separator: " and ")
  }
}

extension CheckedForm {
  /// The form's visibility, from its layout tree and controllers (one pass over the nodes: keep
  /// it when evaluating many states).
  public var visibilityEvaluation: VisibilityEvaluation {
    var index: [String: Int] = [:]
    for (position, node) in layout.enumerated() {
      if let id = node.id, index[id] == nil { index[id] = position }
    }
    let inputControllers = controllers.filter { $0.flag != true }
    let flagControllers = controllers.filter { $0.flag == true }
    var flagPosition: [String: Int] = [:]
    for (offset, flag) in flagControllers.enumerated() {
      flagPosition[flag.id] = inputControllers.count + offset
    }
    func test(_ condition: Condition) -> VisibilityEvaluation.Test? {
      if let combined = condition.all ?? condition.any {
        let parts = combined.compactMap(test)
        guard parts.count == combined.count else { return nil }
        return VisibilityEvaluation.Test(
          combining: condition.all != nil ? .all : .any, parts)
      }
      if condition.flag == true {
        guard let position = flagPosition[condition.input] else { return nil }
        return VisibilityEvaluation.Test(controller: -1, equals: condition.equals, flag: position)
      }
      guard let controller = index[condition.input] else { return nil }
      return VisibilityEvaluation.Test(
        controller: controller, equals: condition.equals, negated: condition.negated == true,
        oneOf: condition.oneOf, contains: condition.contains)
    }
    let tests = layout.map { node -> VisibilityEvaluation.Test? in node.condition.flatMap(test) }
    let controllerNodes = inputControllers.compactMap { index[$0.id] }
    var evaluation = VisibilityEvaluation(
      parents: layout.map(\.parent), tests: tests, controllers: controllerNodes,
      controllerIDs: inputControllers.map(\.id) + flagControllers.map(\.id),
      switchPositions: Set(
        controllerNodes.indices.filter { layout[controllerNodes[$0]].kind == .switch }),
      flagPositions: Set(flagPosition.values))
    evaluation.multiChoicePositions = Set(
      controllerNodes.indices.filter { layout[controllerNodes[$0]].kind == .multiChoice })
    for input in inputs {
      guard let owner = input.valueOf.flatMap({ index[$0] }) else { continue }
      evaluation.valueOwners[input.node] = owner
    }
    if inputs.contains(where: { $0.enabledCondition != nil }) {
      var enabledTests = [VisibilityEvaluation.Test?](repeating: nil, count: layout.count)
      for input in inputs {
        guard let condition = input.enabledCondition else { continue }
        enabledTests[input.node] = test(condition)
      }
      evaluation.enabledTests = enabledTests
    }
    return evaluation
  }

  /// The input whose value a condition on `id` reads: the owner of the value when `id` edits
  /// another's (`valueOf`), else `id` itself. The owner is the controller of both
  /// (``controllers``).
  public func valueOwner(of id: String) -> String {
    inputs.first { $0.id == id }?.valueOf ?? id
  }

  /// By index in ``layout``, whether each node is shown in a state.
  public func visibleNodes(in values: [VisibilityState.ValueClass]) -> [Bool] {
    visibilityEvaluation.visibility(in: values)
  }

  /// A state in words: `'accountType' is 'business' and 'notes' is empty` (reads only the
  /// controllers, not the layout). `quote` writes a value, in single quotes unless told
  /// (`formc plan` writes values as it writes them elsewhere, as double-quoted literals).
  public func describe(
    _ state: VisibilityState, quotingValuesWith quote: (String) -> String = { "'\($0)'" }
  ) -> String {
    let switches = Set(inputs.lazy.filter { $0.kind == .switch }.map(\.id))
    let multiChoices = Set(inputs.lazy.filter { $0.kind == .multiChoice }.map(\.id))
    return VisibilityEvaluation.describe(
      state.values, controllerIDs: controllers.map(\.id),
      switchPositions: Set(
        controllers.indices.filter {
          controllers[$0].flag != true && switches.contains(controllers[$0].id)
        }),
      flagPositions: Set(controllers.indices.filter { controllers[$0].flag == true }),
      multiChoicePositions: Set(
        controllers.indices.filter {
          controllers[$0].flag != true && multiChoices.contains(controllers[$0].id)
        }), quote: quote)
  }
}
