import FormDiagnostics
import FormSpec

extension CheckContext {
  /// The controller of each condition, `visibility-cycle`, and the enumeration of visibility
  /// states.
  mutating func analyzeVisibility() {
    resolveValueOwners()
    // Each node's conditions, read once in node order: the accessors are coroutines that allocate
    // their frame when not inlined here, and the passes below used to read them up to three times.
    var visibleConditions: [(index: Int, condition: VisibilityCondition)] = []
    // The `enabledWhen` of the inputs and controls with an id (those the state analysis tracks);
    // one without an id still names flags and values, so it is only in `conditions`.
    var enabledConditions: [(index: Int, condition: VisibilityCondition)] = []
    // Every condition, in node order (a node's `visibleWhen` before its `enabledWhen`).
    var conditions: [VisibilityCondition] = []
    for index in nodes.indices where hasVisibleWhen[index] || hasEnabledWhen[index] {
      if hasVisibleWhen[index], let condition = nodes[index].visibleWhen?.value {
        visibleConditions.append((index, condition))
        conditions.append(condition)
      }
      if hasEnabledWhen[index], let condition = nodes[index].input?.enabledWhen?.value {
        conditions.append(condition)
        let kind = nodes[index].kind
        if kind.isInput || kind.isControl, !nodes[index].id.isNil {
          enabledConditions.append((index, condition))
        }
      }
    }
    for (index, condition) in visibleConditions {
      let found = resolvedControllers(of: condition)
      if let first = found.first { controllerOf[index] = first }
      if found.count > 1 { moreControllersOf[index] = Array(found.dropFirst()) }
    }
    findVisibilityCycles(controllerOf, more: moreControllersOf)
    // Conditions that name no input, or that sit on a visibility cycle, are left out (they were
    // reported).
    let activeConditions = controllerOf.filter { !onVisibilityCycle.contains($0.key) }
    var controllerSet = Set(activeConditions.values)
    for (index, more) in moreControllersOf where !onVisibilityCycle.contains(index) {
      controllerSet.formUnion(more)
    }
    for (index, condition) in enabledConditions {
      let found = resolvedControllers(of: condition, excluding: index)
      if let first = found.first { enabledControllerOf[index] = first }
      if found.count > 1 { moreEnabledControllersOf[index] = Array(found.dropFirst()) }
      controllerSet.formUnion(found)
    }
    // A condition on an input that edits another's value reads the owner's: one controller.
    // A closure, not `map(valueController)`: a method reference copies the whole context.
    controllers = Set(controllerSet.map { valueOwner[$0] ?? $0 }).sorted()
    // The declared flags that some condition names, in `flags` order, after the inputs.
    let declaredFlags = definition.flags.map(\.value)
    var namedFlags = Set<String>()
    for condition in conditions {
      condition.forEachLeaf { leaf in
        if leaf.isFlag { namedFlags.insert(leaf.input.value) }
      }
    }
    flagControllers = declaredFlags.filter { namedFlags.contains($0) }
    // Each slot made `nil` in place: `Array(repeating:count:)` copied the repeated `nil` into
    // every slot through the optional test's outlined copy (about 140 instructions a node).
    conditionTable = nodes.indices.map { _ in nil }
    for (index, condition) in visibleConditions where !onVisibilityCycle.contains(index) {
      conditionTable[index] = activeCondition(condition)
    }
    // Built only when some input has an `enabledWhen`: a table of optional tests, one per node,
    // costs its size to fill and to free.
    var enabledTable: [ActiveCondition?] = []
    if !enabledConditions.isEmpty {
      enabledTable = nodes.indices.map { _ in nil }
      for (index, condition) in enabledConditions {
        enabledTable[index] = activeCondition(condition, excluding: index)
      }
    }
    visibilityEvaluation = VisibilityEvaluation(
      parents: parents, tests: conditionTable, controllers: controllers,
      controllerIDs: controllers.map { id($0) } + flagControllers,
      switchPositions: Set(controllers.indices.filter { nodes[controllers[$0]].kind == .switch }),
      flagPositions: Set(controllers.count..<(controllers.count + flagControllers.count)))
    visibilityEvaluation.valueOwners = valueOwner
    visibilityEvaluation.multiChoicePositions = Set(
      controllers.indices.filter { nodes[controllers[$0]].kind == .multiChoice })
    if enabledTable.contains(where: { !$0.isNil }) {
      visibilityEvaluation.enabledTests = enabledTable
    }
    // The `equals` values named for each controller, in one pass over the conditions; a value
    // named for an input that edits another's is named for the owner.
    var ownerIDs: [String: String] = [:]
    for (sharer, owner) in valueOwner { ownerIDs[id(sharer)] = id(owner) }
    var named: [String: Set<String>] = [:]
    for written in conditions {
      written.forEachLeaf { leaf in
        guard !leaf.isFlag else { return }
        var condition = leaf
        if let owner = ownerIDs[leaf.input.value] { condition.input.value = owner }
        switch condition.test {
        case .equals(let value), .notEquals(let value):
          if !value.value.isEmpty {
            named[condition.input.value, default: []].insert(value.value)
          }
        case .oneOf(let values):
          for value in values where !value.value.isEmpty {
            named[condition.input.value, default: []].insert(value.value)
          }
        case .notEmpty, .empty, .contains: break
        }
      }
    }
    for controller in controllers {
      controllerClasses[controller] =
        controlClasses(of: controller)
        ?? [.empty] + (named[id(controller)] ?? []).sorted().map { .equals($0) } + [.other]
    }
    enumerateStates()
  }

  /// The inputs that edit another's value (`valueOf`) and their owners (``valueOwner``): an owner
  /// that resolves to another input without a `valueOf` of its own (the others are
  /// `shared-value` or `dangling-reference` errors).
  private mutating func resolveValueOwners() {
    for index in nodes.indices {
      guard let name = nodes[index].input?.valueOf?.value, let owner = controller(named: name),
        owner != index, (nodes[owner].input?.valueOf).isNil
      else { continue }
      valueOwner[index] = owner
    }
  }

  /// The controller whose value a condition on `index` reads: the owner of the value when the
  /// input edits another's (`valueOf`), else the input itself.
  func valueController(_ index: Int) -> Int { valueOwner[index] ?? index }

  /// The value classes that matter for each controller: empty, each `equals` value, any other.
  func valueClasses(of controller: Int) -> [VisibilityState.ValueClass] {
    controllerClasses[controller] ?? [.empty, .other]
  }

  private mutating func enumerateStates() {
    guard hasControllers else {
      states = [[]]
      stateCount = 1
      stateReachability = StateReachability(nodeCount: nodes.count)
      stateReachability.append(reachability(in: []))
      return
    }
    let classes =
      controllers.map { valueClasses(of: $0) } + flagControllers.map { _ in Self.switchClasses }
    var total = 1
    for options in classes {
      total =
        total.multipliedReportingOverflow(by: options.count).overflow
        ? Int.max : total * options.count
      if total > Int.max / 64 {
        total = Int.max / 64
        stateCountSaturated = true
      }
    }
    stateCount = total
    // Each state checked costs a pass over every node: large forms get fewer states.
    let affordable = max(1, FormChecker.maxVisibilityWork / max(nodes.count, 1))
    let limit = min(total, FormChecker.maxVisibilityStates, affordable)
    var counters = Array(repeating: 0, count: classes.count)
    states.reserveCapacity(limit)
    for _ in 0..<limit {
      states.append(zip(classes, counters).map { $0[$1] })
      var position = counters.count - 1
      while position >= 0 {
        counters[position] += 1
        if counters[position] < classes[position].count { break }
        counters[position] = 0
        position -= 1
      }
    }
    // Built in a local: the closure appending to `stateReachability` itself would overlap the
    // access to `visibilityEvaluation`.
    var reachability = StateReachability(nodeCount: nodes.count)
    visibilityEvaluation.forEachReachability(in: states) { reachability.append($0) }
    stateReachability = reachability
    if total > limit {
      report(
        .visibilityStateLimit,
        "the values of \(describeControllerCount()) combine into \(stateCountSaturated ? "more than " : "")\(total) visibility states; formc checked only the first \(limit)\(combinedNote)",
        at: definition.contentKeyLocation)
    }
  }

  /// `` (combined conditions name 3 of them)``: how many controllers the form's `all:` / `any:`
  /// conditions name, for the state limit's note; empty without combined conditions.
  private var combinedNote: String {
    var named = Set<String>()
    for node in nodes {
      for written in [node.visibleWhen?.value, node.input?.enabledWhen?.value] {
        guard let written, written.combination != nil else { continue }
        for leaf in written.leaves {
          named.insert((leaf.isFlag ? "flag:" : "input:") + leaf.input.value)
        }
      }
    }
    guard !named.isEmpty else { return "" }
    return " (combined 'all'/'any' conditions name \(named.count) of them, each counted once)"
  }

  /// Whether each node is visible in a state (`values` in ``controllers`` order).
  func visibility(in values: [VisibilityState.ValueClass]) -> [Bool] {
    visibilityEvaluation.visibility(in: values)
  }

  /// Whether each node is visible and enabled in a state: the inputs focus and validation reach.
  func reachability(in values: [VisibilityState.ValueClass]) -> [Bool] {
    visibilityEvaluation.reachability(in: values)
  }

  /// Describes a state for messages: ` when 'accountType' is 'business'`.
  func describeState(_ values: [VisibilityState.ValueClass]) -> String {
    guard hasControllers else { return "" }
    return " when " + visibilityEvaluation.describe(values)
  }

  /// `3 controlling inputs`, `2 controlling inputs and 1 app flag`, for the state limit's note.
  private func describeControllerCount() -> String {
    func count(_ number: Int, _ what: String) -> String {
      "\(number) \(what)\(number == 1 ? "" : "s")"
    }
    let inputs = count(controllers.count, "controlling input")
    guard !flagControllers.isEmpty else { return inputs }
    let flags = count(flagControllers.count, "app flag")
    return controllers.isEmpty ? flags : "\(inputs) and \(flags)"
  }

  /// Tarjan's strongly connected components over "visibility depends on" edges (parent and
  /// controller), iteratively, so deep trees cannot overflow the stack.
  private mutating func findVisibilityCycles(_ controllerOf: [Int: Int], more: [Int: [Int]] = [:]) {
    let count = nodes.count
    // Each node's first controller by index: the search below asks for it about four times a
    // node, each a hash of the dictionary (the dictionary's order does not matter here).
    var firstController = [Int?](repeating: nil, count: count)
    for (index, controller) in controllerOf { firstController[index] = controller }
    let hasMore = !more.isEmpty
    // A node's successors are its parent, then its controllers (a combined condition's after the
    // first, `more`); `position` counts the ones taken.
    func successor(_ index: Int, at position: Int) -> Int? {
      var position = position
      if let parent = parents[index] {
        if position == 0 { return parent }
        position -= 1
      }
      if position == 0 { return firstController[index] }
      guard hasMore, let others = more[index], position - 1 < others.count else { return nil }
      return others[position - 1]
    }
    func controls(_ from: Int, _ to: Int) -> Bool {
      firstController[from] == to || (hasMore && more[from]?.contains(to) == true)
    }
    var indexOf = [Int](repeating: -1, count: count)
    var lowLink = [Int](repeating: 0, count: count)
    var onStack = [Bool](repeating: false, count: count)
    var stack: [Int] = []
    var counter = 0
    var components: [[Int]] = []
    var work: [(node: Int, next: Int)] = []
    // Every cycle takes a controller edge (the parent edges form a tree), and a component is
    // reached whole from any of its nodes: the search starts at the nodes with a controller
    // alone, in index order, instead of at every node (the components are sorted below, so the
    // order they are found in does not show).
    var starts = Array(controllerOf.keys)
    if hasMore { starts += more.keys.filter { controllerOf[$0].isNil } }
    starts.sort()
    for start in starts where indexOf[start] < 0 {
      work.append((start, 0))
      indexOf[start] = counter
      lowLink[start] = counter
      counter += 1
      stack.append(start)
      onStack[start] = true
      while let (node, position) = work.last {
        if let target = successor(node, at: position) {
          work[work.count - 1].next += 1
          if indexOf[target] < 0 {
            indexOf[target] = counter
            lowLink[target] = counter
            counter += 1
            stack.append(target)
            onStack[target] = true
            work.append((target, 0))
          } else if onStack[target] {
            lowLink[node] = min(lowLink[node], indexOf[target])
          }
          continue
        }
        work.removeLast()
        if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
        if lowLink[node] == indexOf[node] {
          // The component is the stack above `node`; most are one node without a self-loop, and
          // are popped without being collected.
          let bottom = stack.lastIndex(of: node)!
          if bottom < stack.count - 1 || controls(node, node) {
            components.append(stack[bottom...].sorted())
          }
          for member in stack[bottom...] { onStack[member] = false }
          stack.removeSubrange(bottom...)
        }
      }
    }
    for component in components.sorted(by: { $0[0] < $1[0] }) {
      onVisibilityCycle.formUnion(component)
      let members = Set(component)
      // One diagnostic per distinct cycle: each controller edge inside the component closes the
      // shortest cycle through it; cycles with the same nodes are the same cycle.
      // A controller edge that lies on a cycle already reported adds nothing new: skipping it keeps
      // one long cycle to one search instead of one per node (quadratic on a 10,000-node cycle).
      var reported = Set<[Int]>()
      var covered = Set<Int>()
      for node in component {
        guard
          let controller = ([controllerOf[node]].compactMap { $0 } + (more[node] ?? [])).first(
            where: { members.contains($0) }),
          !covered.contains(node)
        else { continue }
        let cycle = shortestPath(
          from: controller, to: node, within: members, controllerOf: controllerOf, more: more)
        let nodesOnCycle = Set(cycle + [node]).sorted()
        // The cycle runs node → controller → … → node: each step's controller edge is on it.
        for (from, to) in zip([node] + cycle, cycle) where controls(from, to) {
          covered.insert(from)
        }
        guard reported.insert(nodesOnCycle).inserted, let first = nodesOnCycle.first,
          let condition = nodes[first].visibleWhen
        else { continue }
        let path = describeCycle(
          startingAt: first, nodes: Set(nodesOnCycle), controllerOf: controllerOf, more: more)
        report(
          .visibilityCycle,
          "the visibility of \(name(first)) depends on itself: \(path)",
          at: condition.keyLocation ?? condition.location)
      }
    }
  }

  /// The nodes on a shortest path of "depends on" edges from `start` to `goal` (both included),
  /// staying inside `members`.
  private func shortestPath(
    from start: Int, to goal: Int, within members: Set<Int>, controllerOf: [Int: Int],
    more: [Int: [Int]]
  ) -> [Int] {
    if start == goal { return [start] }
    var previous: [Int: Int] = [start: start]
    var queue = [start]
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      for target in [controllerOf[node]].compactMap({ $0 }) + (more[node] ?? [])
        + [parents[node]].compactMap({ $0 })
      where members.contains(target) && previous[target] == nil {
        previous[target] = node
        if target == goal {
          var path = [goal]
          var current = goal
          while current != start, let before = previous[current] {
            path.append(before)
            current = before
          }
          return path.reversed()
        }
        queue.append(target)
      }
    }
    return [start, goal]
  }

  /// `'a' is shown by 'b', 'b' is inside 'a'`, walking the cycle's edges from its first node.
  private func describeCycle(
    startingAt first: Int, nodes cycle: Set<Int>, controllerOf: [Int: Int], more: [Int: [Int]]
  )
    -> String
  {
    var steps: [String] = []
    var current = first
    var visited = Set<Int>()
    repeat {
      visited.insert(current)
      if let controller = ([controllerOf[current]].compactMap { $0 } + (more[current] ?? []))
        .first(where: { cycle.contains($0) && ($0 == first || !visited.contains($0)) })
      {
        steps.append("\(name(current)) is shown by \(name(controller))")
        current = controller
      } else if let parent = parents[current], cycle.contains(parent) {
        steps.append("\(name(current)) is inside \(name(parent))")
        current = parent
      } else {
        break
      }
    } while current != first && steps.count <= cycle.count
    return steps.joined(separator: ", ")
  }

}
