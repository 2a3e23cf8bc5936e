import FormDiagnostics
import FormSpec

/// The working state of one check: the flattened tree, the id tables, what resolution found
/// (focus order, visibility states, enclosing scroll views, each input's place in each state)
/// and the diagnostics.
///
/// Resolution reports the problems it meets on the way (`focus-order`, `focus-cycle`,
/// `visibility-cycle`, `visibility-state-limit`); every other rule of the checker is a unit in
/// `Rules/` whose check reads the resolved facts (``CheckingRule``).
struct CheckContext {
  let definition: FormDefinition
  /// The items of the form's toolbar (`toolbar`, or the default items; none when it is off),
  /// worked out once: the passes over the inputs read them for every input without a toolbar of
  /// its own, and each read mapped the written items into a new array.
  let toolbarItems: [ToolbarItem]
  var diagnostics: [Diagnostic] = []

  /// Nodes in document order (pre-order). Use `childIndices`, not a node's `children`, to walk
  /// the tree here.
  var nodes: [Node] = []
  var parents: [Int?] = []
  var childIndices: [[Int]] = []
  /// Node index by id.
  var byID: [String: Int] = [:]
  /// Inputs with an id, in document order, as node indices.
  var documentInputs: [Int] = []
  /// Typed controls (switches) with an id, in document order, as node indices: not in the focus
  /// chain, but they may control a `visibleWhen`.
  var documentControls: [Int] = []
  /// Inputs in focus order, as node indices.
  var focusOrder: [Int] = []
  /// Whether ``focusOrder`` is not the one the user wrote: `focus.order` named an unknown or
  /// repeated entry (skipped) or left an input out (appended), which `focus-order` reports. Rules
  /// that judge an input by its place in the order stay quiet then.
  var focusOrderWasRepaired = false
  /// The innermost vertical scroll or table above each node, by node index.
  var enclosingScroller: [Int?] = []
  /// The input whose value decides each node's `visibleWhen`, by node index (conditions that
  /// name no input are left out).
  var controllerOf: [Int: Int] = [:]
  /// The input whose value decides each input's `enabledWhen`, by node index.
  var enabledControllerOf: [Int: Int] = [:]
  /// The further inputs a combined `visibleWhen` (`all:` / `any:`) reads after the first (which
  /// is in ``controllerOf``), by node index.
  var moreControllersOf: [Int: [Int]] = [:]
  /// The further inputs a combined `enabledWhen` reads after the first, by node index.
  var moreEnabledControllersOf: [Int: [Int]] = [:]
  /// For each input, the first visibility state in which it is the last visible input.
  var lastIn = NodeTable<[VisibilityState.ValueClass]>()
  /// For each input, the first visibility state in which another visible input follows it.
  var followedIn = NodeTable<[VisibilityState.ValueClass]>()
  /// For each input, how many of the checked ``states`` show it, make it the last visible input,
  /// and have a visible input follow it (``describeLast(_:)``, ``describeFollowed(_:)``).
  var positionCounts = NodeTable<PositionCount>()
  /// The inputs whose derived return key changes while they stay focused, by node index
  /// (``resolveFocusedReturnKeyChanges(_:)``).
  var focusedReturnKeyChanges: [Int: FocusedReturnKeyChange] = [:]
  /// The changes of an input's derived return key that typed controls make while it stays
  /// focused, by node index of the input (``returnKeyChangesByControls(_:)``).
  var focusedReturnKeyChangesByControls: [Int: [FocusedReturnKeyChange]] = [:]
  /// Whether each node has a `visibleWhen`, by node index (filled as the tree is flattened).
  /// Reading ``FormSpec/Node/visibleWhen`` copies the condition (its strings and lists, a
  /// retain and release each) only to test it: the passes over every node test this instead.
  var hasVisibleWhen: [Bool] = []
  /// Whether each node is an input with an `enabledWhen`, by node index (as ``hasVisibleWhen``).
  var hasEnabledWhen: [Bool] = []
  /// Nodes that sit on a visibility cycle.
  var onVisibilityCycle: Set<Int> = []
  /// By node index of an input that edits another's value (`valueOf`), the node index of the
  /// input that owns it: a condition on the one reads the owner's value, so the owner is the
  /// controller of both (``valueController(_:)``).
  var valueOwner: [Int: Int] = [:]
  /// The controllers of visibility conditions, as node indices in document order.
  var controllers: [Int] = []
  /// The app flags that conditions name, in `flags` order: a state's values list them after
  /// ``controllers``, each set or not set.
  var flagControllers: [String] = []
  /// Whether any condition has a controller (an input or a flag), so states are worth naming.
  var hasControllers: Bool { !controllers.isEmpty || !flagControllers.isEmpty }
  /// The states enumerated (capped), and how many there are.
  var states: [[VisibilityState.ValueClass]] = []
  /// Whether each node is visible and enabled, per entry of ``states`` (worked out once, when the
  /// states are: the rules, the return keys and the checked form read it).
  var stateReachability = StateReachability(nodeCount: 0)
  var stateCount = 1
  /// Whether ``stateCount`` is a floor: the true count is larger than an `Int` can usefully hold.
  var stateCountSaturated = false
  /// The value classes of each controller (empty, each `equals` value, other), by node index.
  var controllerClasses: [Int: [VisibilityState.ValueClass]] = [:]
  /// By node index, the condition that takes part in the state analysis, with its controller and
  /// its test: conditions that name no input, or that sit on a visibility cycle, are left out
  /// (they were reported).
  var conditionTable: [ActiveCondition?] = []

  /// How visibility is evaluated, built once the conditions are resolved
  /// (``analyzeVisibility()``): the same ``VisibilityEvaluation`` the checked form gives later
  /// stages.
  var visibilityEvaluation = VisibilityEvaluation(
    parents: [], tests: [], controllers: [], controllerIDs: [])

  /// A node's `visibleWhen` that applies (its controller resolved, not on a cycle).
  typealias ActiveCondition = VisibilityEvaluation.Test

  /// Whether formc writes the SwiftUI screen for this form (`outputs.swiftui` in `formc.yml`):
  /// what the screen cannot do on old iOS versions matters only then.
  var generatesSwiftUI = true

  init(definition: FormDefinition) {
    self.definition = definition
    toolbarItems = definition.toolbar.effectiveItems
  }

  mutating func report(
    _ rule: RuleID, _ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = [],
    fixIts: [Diagnostic.FixIt] = []
  ) {
    diagnostics.append(Diagnostic(rule, message, at: location, notes: notes, fixIts: fixIts))
  }

  mutating func run() {
    let count = Self.count(definition.content)
    nodes.reserveCapacity(count)
    parents.reserveCapacity(count)
    childIndices.reserveCapacity(count)
    hasVisibleWhen.reserveCapacity(count)
    hasEnabledWhen.reserveCapacity(count)
    byID.reserveCapacity(count)
    flatten(definition.content, parent: nil)
    canonicalizeNumberConditions()
    resolveScrollers()
    resolveFocusOrder()
    analyzeVisibility()
    resolvePositions()
    for (rule, id, severity) in Self.checkingRules {
      var findings = Findings(id, severity: severity)
      rule.check(self, &findings)
      diagnostics += findings.diagnostics
    }
  }

  /// Each checking rule with its id and default severity, read once per run: `rule.description`
  /// copies the whole description (its texts and examples) out of the rule's `static let`, which
  /// cost about 14 reference-count operations per rule and form.
  private static let checkingRules:
    [(rule: any CheckingRule.Type, id: RuleID, severity: Severity)] =
      FormRules.checking.map { ($0, $0.description.id, $0.description.defaultSeverity) }

  private static func count(_ node: Node) -> Int {
    node.children.reduce(1) { $0 + count($1) }
  }

  private mutating func flatten(_ node: Node, parent: Int?) {
    let index = nodes.count
    // The node shares its storage with the tree (children included), so keeping it costs one
    // reference; the checker reaches children through `childIndices`.
    nodes.append(node)
    parents.append(parent)
    childIndices.append([])
    // Tested once here; the passes over every node read these instead of the conditions (which
    // stay, as the checker only ever rewrites a condition's value, ``canonicalizeNumberConditions()``).
    hasVisibleWhen.append(!node.visibleWhen.isNil)
    hasEnabledWhen.append(!(node.input?.enabledWhen).isNil)
    // The first node with an id keeps it (a duplicate is reported), found with one hash.
    if let id = node.id?.value { byID.insertIfAbsent(index, forKey: id) }
    if node.kind.isInput, !node.id.isNil { documentInputs.append(index) }
    if node.kind.isControl, !node.id.isNil { documentControls.append(index) }
    guard !node.children.isEmpty else { return }
    // A container's child indices, gathered here and stored once: each child's index is the
    // count of nodes before it. (Appending each to `childIndices[parent]` from the child grew an
    // array that was still shared with the local it was reserved in: one more allocation per
    // child.)
    var children: [Int] = []
    children.reserveCapacity(node.children.count)
    for child in node.children {
      children.append(nodes.count)
      flatten(child, parent: index)
    }
    childIndices[index] = children
  }

  func id(_ index: Int) -> String { nodes[index].id?.value ?? "" }

  /// Ancestors of a node, innermost first, walked without building an array.
  func ancestors(of index: Int) -> Ancestors {
    Ancestors(parents: parents, current: parents[index])
  }

  /// The ancestors of a node, innermost first.
  struct Ancestors: Sequence, IteratorProtocol {
    let parents: [Int?]
    var current: Int?

    mutating func next() -> Int? {
      guard let node = current else { return nil }
      current = parents[node]
      return node
    }
  }

  func isVerticalScroller(_ index: Int) -> Bool {
    // The kind read first: a node is copied (a retain) only for a scroll's axis.
    let kind = nodes[index].kind
    return kind == .table || (kind == .scroll && nodes[index].effectiveAxis == .vertical)
  }

  /// "a field", "an input", for messages.
  func describe(_ index: Int) -> String {
    let kind = nodes[index].kind.rawValue
    return "'\(id(index))' is a \(kind)"
  }
}
