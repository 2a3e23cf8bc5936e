import FormCompiler
import FormDiagnostics
import FormRuntime
import FormSpec
import Foundation

/// Checks that every input of a checked form is visible above the keyboard when focused, in every
/// visibility state, on every scenario of a matrix.
///
/// For each focus step the simulator estimates the layout (``EstimatedLayout``), posts the
/// keyboard's notifications, lets a ``KeyboardHandling`` set the inset and scroll (formc's calls
/// the same FormRuntime functions the app runs), and measures how much of the input (plus
/// `keyboard.spacing` below it) lies outside the visible area: below the navigation bar, above the
/// keyboard's top (or the bottom safe area), inside the safe area's sides and inside every
/// container that clips it. A text view is checked at its fewest lines and again at its most,
/// after growing; an input taller than the visible area passes when its caret line is visible.
public struct Simulator: Sendable {
  /// The device data.
  public var catalog: DeviceCatalog
  /// The default sizes.
  public var metrics: LayoutMetrics
  /// The keyboard handling under test.
  public var handling: any KeyboardHandling
  /// Visibility states simulated per form at most (the first ones in the checker's order).
  public var maxStates: Int
  /// The form's translated strings by locale code (from its String Catalog,
  /// ``CheckedForm/translations(from:language:)``), shown in the scenarios of that locale whose
  /// locale carries none of its own.
  public var translations: [String: [TextSlot: String]] = [:]

  /// Points of an input that may be hidden before it counts (rounding in estimated text heights).
  public static let tolerance: CGFloat = 0.5

  /// Creates a simulator.
  public init(
    catalog: DeviceCatalog = .standard, metrics: LayoutMetrics = .standard,
    handling: any KeyboardHandling = FormcKeyboardHandling(), maxStates: Int = 64
  ) {
    self.catalog = catalog
    self.metrics = metrics
    self.handling = handling
    self.maxStates = maxStates
  }

  /// Simulates a form on every scenario.
  ///
  /// A hidden input is classified: hidden even without a keyboard is `input-does-not-fit`,
  /// otherwise `keyboard-occlusion`. It is a warning, naming why, when the form's avoidance is
  /// `none` (the screen may move the input itself) or when the verdict rests on one of formc's
  /// assumptions rather than a documented figure (a popover's height, a Stage Manager window's
  /// size, iPadOS lifting a form sheet); otherwise an error.
  public func simulate(_ form: CheckedForm, scenarios: [Scenario]) -> SimulationReport {
    var report = SimulationReport(
      path: form.path, form: form.name, scenarios: scenarios, stateCount: form.stateCount)
    // Only the presentations the spec names (`presentations`); indices stay those of `scenarios`.
    let shown = scenarios.indices.filter { scenarios[$0].shows(form) }
    report.notShown = Set(scenarios.indices).subtracting(shown)
    if form.keyboardPlan.avoidance == .automatic {
      report.simulatedAvoidance =
        "automatic avoidance simulated on the keyboard layout guide, as on iOS 15 and later"
    }
    report.appChecks = Self.appChecksNote(form)
    let distinct = distinctStates(form)
    let textViews = form.inputs.filter { $0.kind == .textView }.count
    // Each input that can show an error is laid out again with its message (twice for a text
    // view).
    let erring = form.inputs.filter { Self.errorMessages($0) != nil }
    let errorLayouts = erring.count + erring.filter { $0.kind == .textView }.count
    let perLayout = max(1, form.layout.count * (1 + textViews + errorLayouts))
    let affordable = max(1, Self.workBudget / perLayout)
    var stateLimit = min(maxStates, distinct.count)
    if stateLimit * max(1, shown.count) > affordable {
      stateLimit = max(1, affordable / max(1, shown.count))
    }
    let scenarioLimit = min(shown.count, max(1, affordable / max(1, stateLimit)))
    let states = Array(distinct.prefix(stateLimit))
    report.statesSimulated = states.count
    report.distinctLayouts = distinct.count
    report.scenariosSimulated = scenarioLimit
    report.simulatedBound = shown.prefix(scenarioLimit).last.map { $0 + 1 } ?? 0
    var variants: [Variant.Key: Variant] = [:]
    for scenarioIndex in shown.prefix(scenarioLimit) {
      let scenario = scenarios[scenarioIndex]
      let key = Variant.Key(textSize: scenario.textSize, locale: scenario.locale)
      let variant = variants[key] ?? Variant(self, form: form, scenario: scenario)
      variants[key] = variant
      variant.simulator.simulate(
        variant.form, scenario: scenario, scenarioIndex: scenarioIndex, states: states,
        lookup: variant.lookup, into: &report)
    }
    return report
  }

  /// What a scenario's text size and locale make of the simulator and the form: metrics scaled
  /// to the text size, the form's strings as the locale shows them, and their lookup tables.
  struct Variant {
    struct Key: Hashable {
      var textSize: TextSize
      var locale: SimulationLocale
    }
    var simulator: Simulator
    var form: CheckedForm
    var lookup: Lookup

    init(_ simulator: Simulator, form: CheckedForm, scenario: Scenario) {
      self.simulator = simulator
      self.simulator.metrics = simulator.metrics.scaled(for: scenario.textSize)
      var locale = scenario.locale
      if locale.translations.isEmpty, let translated = simulator.translations[locale.code] {
        locale.translations = translated
      }
      self.form = form.localized(for: locale)
      self.lookup = Lookup(self.form)
    }
  }

  /// Simulates every focus step of the states on one scenario, with this simulator's metrics.
  func simulate(
    _ form: CheckedForm, scenario: Scenario, scenarioIndex: Int, states: [StateLayout],
    lookup: Lookup, into report: inout SimulationReport
  ) {
    var failed = Set<String>()
    var screens = Screens(simulator: self, form: form, scenario: scenario)
    for state in states {
      var layouts = Layouts()
      let description = state.description
      for step in state.steps {
        // A custom control with `inputView: false` raises no keyboard: nothing to check.
        guard !failed.contains(step), let input = lookup.inputs[step], input.isInKeyboardChain
        else { continue }
        let kind = KeyboardKind(input)
        let ownToolbar = input.toolbar?.isEnabled
        let screen = screens.screen(kind, .assumed, toolbar: ownToolbar)
        let base = layouts.layout(for: screen, key: .init(kind, .assumed, toolbar: ownToolbar)) {
          layout(
            form, screen: screen, visible: state.visible, grown: nil, cache: lookup.textCache)
        }
        let outcomes = focus(
          input, form: form, visible: state.visible, screen: screen, base: base, lookup: lookup)
        report.checks += outcomes.count
        var failure = outcomes.first { !$0.passes }
        // An input that can show an error is checked again with its message under it, where the
        // runtime promises it: above the keyboard with the input, as after a failed submit.
        if failure == nil, let width = base.boxes[input.node]?.frame.width,
          let errorLine = errorLine(for: input, width: width)
        {
          // After a failed submit every other input that fails shows its message too: the
          // worst case, all of them, moves what follows each down.
          let key = Screens.Key(kind, .assumed, toolbar: ownToolbar)
          let others = layouts.errorLines(for: key) {
            submitErrorLines(form, state: state, base: base)
          }
          // The input's own line is among `others`: one layout serves every input of the state.
          let errorBase = layouts.errorLayout(for: key) {
            layout(
              form, screen: screen, visible: state.visible, grown: nil, errorLines: others,
              cache: lookup.textCache)
          }
          let withError = focus(
            input, form: form, visible: state.visible, screen: screen, base: base,
            lookup: lookup, errorLine: errorLine, otherErrorLines: others, errorBase: errorBase)
          report.checks += withError.count
          failure = withError.first { !$0.passes }
        }
        var finding: Occlusion?
        if let failure {
          finding = classify(
            failure, input: input, form: form, state: state, description: description,
            scenarioIndex: scenarioIndex, screens: &screens, layouts: &layouts, lookup: lookup)
          finding?.pushedBy = pushes(
            failure, input: input, form: form, state: state, screen: screen, base: base,
            layouts: &layouts, lookup: lookup)
        } else {
          finding = liftedOnly(
            input, form: form, state: state, description: description,
            scenarioIndex: scenarioIndex, screen: screen, screens: &screens,
            layouts: &layouts, lookup: lookup)
        }
        // The input shows: a node its `reveal` names that shows and stays out of view is
        // reported as a hidden input is (a warning when the region cannot fit and the input wins).
        if finding == nil, let outcome = outcomes.first(where: { !$0.hiddenReveals.isEmpty }) {
          finding = hiddenReveal(
            outcome, form: form, description: description, scenarioIndex: scenarioIndex)
        }
        if let finding {
          failed.insert(step)
          report.occlusions.append(finding)
        }
      }
    }
  }

  /// A failure's rule, severity and caveats (see ``simulate(_:scenarios:)``).
  func classify(
    _ failure: FocusOutcome, input: ResolvedInput, form: CheckedForm, state: StateLayout,
    description: String?, scenarioIndex: Int, screens: inout Screens, layouts: inout Layouts,
    lookup: Lookup
  ) -> Occlusion {
    let kind = KeyboardKind(input)
    func outcomes(_ variant: ScreenGeometry.Variant, keyboard: Bool, revealsTitle: Bool = true)
      -> [FocusOutcome]
    {
      let screen = screens.screen(
        kind, variant, keyboard: keyboard, toolbar: input.toolbar?.isEnabled)
      let key = Screens.Key(kind, variant, keyboard: keyboard, toolbar: input.toolbar?.isEnabled)
      let base = layouts.layout(for: screen, key: key) {
        layout(form, screen: screen, visible: state.visible, grown: nil, cache: lookup.textCache)
      }
      let others =
        failure.errorLine == nil
        ? [:] : layouts.errorLines(for: key) { submitErrorLines(form, state: state, base: base) }
      // Without a keyboard, the user can scroll to the input whatever the avoidance: the runtime's
      // reveal stands in for them, also as a text view grows.
      return focus(
        input, form: form, visible: state.visible, screen: screen, base: base, lookup: lookup,
        rescrolls: keyboard ? nil : true, errorLine: failure.errorLine, otherErrorLines: others,
        revealsTitle: revealsTitle)
    }
    // Hidden with no keyboard at all, the input does not fit its screen or container.
    let withoutKeyboard = outcomes(.assumed, keyboard: false)
    let unfit = withoutKeyboard.first { !$0.passes }
    let rule: RuleID = unfit == nil ? .keyboardOcclusion : .inputDoesNotFit
    var caveats: [Occlusion.Caveat] = []
    var notes: [String] = []
    if rule == .keyboardOcclusion, form.keyboardPlan.avoidance == .none {
      caveats.append(.screenHandlesKeyboard)
    }
    // Hidden only because the SwiftUI screen reveals the stacked title with the input (it does
    // while the whole fits the visible area less the spacing; a taller one has its control
    // revealed alone, and was checked without its title): revealed alone, as the UIKit runtime
    // reveals it, the input shows.
    if rule == .keyboardOcclusion, failure.layout.titleHeights[input.node] != nil,
      outcomes(.assumed, keyboard: true, revealsTitle: false).allSatisfy(\.passes)
    {
      caveats.append(.tallTitledInput)
    }
    let scenario = failure.scenario
    if scenario.presentation == .popover, let source = scenario.device.popover?.source,
      catalog.sources[source]?.basis == .assumption
    {
      // Would a popover of the documented height show it?
      let documented = outcomes(.documentedPopover, keyboard: rule == .keyboardOcclusion)
      if documented.allSatisfy(\.passes) {
        caveats.append(.assumption(source: source))
        let height = scenario.device.popover?.documentedHeight?.height ?? 0
        notes.append(
          "in a popover of Apple's documented default height (\(SimulationReport.points(CGFloat(height))) "
            + "pt, clamped to the screen) the input is visible")
      }
    }
    if scenario.presentation.isWindow,
      let window = scenario.device.window(scenario.presentation, os: scenario.os),
      catalog.sources[window.source]?.basis == .assumption
    {
      caveats.append(.assumption(source: window.source))
    }
    var outcome = unfit ?? failure
    outcome.state = description
    return Occlusion(
      outcome: outcome, scenarioIndex: scenarioIndex, state: description, rule: rule,
      caveats: caveats, notes: notes)
  }

  /// A finding for the first node of the input's reveal region that stays out of view: an error
  /// when the region fits the visible area with `keyboard.spacing` (the runtimes reveal it
  /// whole, so something keeps it from view: content that does not scroll, a container that
  /// clips it); a warning when `keyboard.avoidance` is `none` or the screen's size is formc's
  /// assumption (a popover, a Stage Manager window); a note when the region does not fit: the
  /// runtimes reveal the input alone, as documented (the input wins), and the spec has nothing
  /// to fix but the named node's size, so neither the summary nor `--strict` counts it.
  func hiddenReveal(
    _ outcome: FocusOutcome, form: CheckedForm, description: String?, scenarioIndex: Int
  ) -> Occlusion? {
    guard let revealed = outcome.hiddenReveals.first else { return nil }
    let fits = revealed.regionFits(spacing: outcome.spacing)
    var caveats: [Occlusion.Caveat] = []
    let scenario = outcome.scenario
    if !fits {
      caveats.append(.revealRegionTooTall)
    } else {
      if form.keyboardPlan.avoidance == .none { caveats.append(.screenHandlesKeyboard) }
      if scenario.presentation == .popover, let source = scenario.device.popover?.source,
        catalog.sources[source]?.basis == .assumption
      {
        caveats.append(.assumption(source: source))
      }
      if scenario.presentation.isWindow,
        let window = scenario.device.window(scenario.presentation, os: scenario.os),
        catalog.sources[window.source]?.basis == .assumption
      {
        caveats.append(.assumption(source: window.source))
      }
    }
    var failure = outcome
    failure.state = description
    failure.hidden = revealed.hidden
    failure.edge = revealed.edge
    var finding = Occlusion(
      outcome: failure, scenarioIndex: scenarioIndex, state: description, caveats: caveats)
    finding.revealed = revealed
    if !fits { finding.severity = .note }
    return finding
  }

  /// A warning when an input is visible only because iPadOS lifts the form sheet (formc's
  /// assumption): the centred sheet hides it.
  func liftedOnly(
    _ input: ResolvedInput, form: CheckedForm, state: StateLayout, description: String?,
    scenarioIndex: Int, screen: PreparedScreen, screens: inout Screens, layouts: inout Layouts,
    lookup: Lookup
  ) -> Occlusion? {
    guard screen.scenario.presentation == .formSheet,
      let lift = screen.geometry.assumptions.first(where: { source in
        screen.scenario.device.formSheet?.keyboardLift?.source == source
      })
    else { return nil }
    let kind = KeyboardKind(input)
    let ownToolbar = input.toolbar?.isEnabled
    let centred = screens.screen(kind, .centredSheet, toolbar: ownToolbar)
    let base = layouts.layout(for: centred, key: .init(kind, .centredSheet, toolbar: ownToolbar)) {
      layout(form, screen: centred, visible: state.visible, grown: nil, cache: lookup.textCache)
    }
    let outcomes = focus(
      input, form: form, visible: state.visible, screen: centred, base: base, lookup: lookup)
    guard var failure = outcomes.first(where: { !$0.passes }) else { return nil }
    failure.state = description
    var caveats: [Occlusion.Caveat] = [.assumption(source: lift)]
    if form.keyboardPlan.avoidance == .none { caveats.insert(.screenHandlesKeyboard, at: 0) }
    return Occlusion(
      outcome: failure, scenarioIndex: scenarioIndex, state: description, caveats: caveats,
      notes: ["with the sheet lifted above the keyboard the input is visible"])
  }

  /// What `formc preview` draws: for each input (all of them in focus order, or those named), its
  /// focus step in the first visibility state that shows it; a text view appears twice, at its
  /// fewest lines and grown to its most. The layout is estimated at the scenario's text size with
  /// the form's strings as its locale shows them.
  ///
  /// With `afterSubmit`, each is drawn as a submit that failed on the form as it starts leaves
  /// it: every shown, enabled `required` input whose initial value is empty shows its required
  /// message under it (``FocusOutcome/errorMessages``), the layout makes room for each, and the
  /// runtime reveals the focused input with its own.
  public func previewOutcomes(
    _ form: CheckedForm, scenario: Scenario, inputs: [String]? = nil, afterSubmit: Bool = false
  ) -> [FocusOutcome] {
    let variant = Variant(self, form: form, scenario: scenario)
    return variant.simulator.previewOutcomes(
      variant.form, scenario: scenario, inputs: inputs, lookup: variant.lookup,
      afterSubmit: afterSubmit)
  }

  /// Whether `input` fails `required` with its initial value, as the runtime judges it
  /// (``FormValidator/isFilled(_:)``: whitespace alone is empty; a switch that is off is too).
  public static func failsRequired(_ input: ResolvedInput) -> Bool {
    guard input.required else { return false }
    let value = input.initialValue
    return !FormValidator.isFilled(input.kind == .switch && value == "false" ? "" : value)
  }

  /// The inputs a submit of the form as it starts fails in a state, each with its message: the
  /// shown, enabled `required` inputs whose initial value is empty (by layout index).
  static func failedSubmitMessages(_ form: CheckedForm, state: StateLayout) -> [Int: String] {
    let reachable = state.reachable.isEmpty ? state.visible : state.reachable
    var messages: [Int: String] = [:]
    for input in form.inputs where failsRequired(input) {
      guard reachable.indices.contains(input.node), reachable[input.node] else { continue }
      messages[input.node] = input.requiredErrorMessage
    }
    return messages
  }

  func previewOutcomes(
    _ form: CheckedForm, scenario: Scenario, inputs: [String]?, lookup: Lookup,
    afterSubmit: Bool = false
  ) -> [FocusOutcome] {
    let states = distinctStates(form)
    var screens = Screens(simulator: self, form: form, scenario: scenario)
    var outcomes: [FocusOutcome] = []
    for id in inputs ?? form.focusInputs.map(\.id) {
      guard let input = lookup.inputs[id], input.isInKeyboardChain,
        let state = states.first(where: { $0.steps.contains(id) })
      else { continue }
      let screen = screens.screen(KeyboardKind(input), .assumed, toolbar: input.toolbar?.isEnabled)
      let description = state.description
      let base = layout(form, screen: screen, visible: state.visible, grown: nil)
      let messages = afterSubmit ? Self.failedSubmitMessages(form, state: state) : [:]
      var lines: [Int: CGFloat] = [:]
      for (node, message) in messages {
        guard let width = base.boxes[node]?.frame.width else { continue }
        let count = metrics.lineCount(
          message, width: width, characterWidth: metrics.footnoteCharacterWidth)
        lines[node] = metrics.errorSpacing + CGFloat(max(1, count)) * metrics.footnoteLineHeight
      }
      var steps = focus(
        input, form: form, visible: state.visible, screen: screen, base: base, lookup: lookup,
        settleAll: true, errorLine: lines[input.node],
        otherErrorLines: lines.filter { $0.key != input.node })
      for index in steps.indices {
        steps[index].state = description
        steps[index].errorMessages = messages
      }
      outcomes += steps
    }
    return outcomes
  }

  /// The prepared screens of one scenario, by keyboard kind, variant and keyboard, made when
  /// first asked for.
  struct Screens {
    struct Key: Hashable {
      var kind: KeyboardKind
      var variant: ScreenGeometry.Variant
      var keyboard: Bool
      /// Whether the focused input shows an accessory toolbar of its own (`toolbar` on the
      /// input: on or off), or `nil` for the form's.
      var toolbar: Bool?

      init(
        _ kind: KeyboardKind, _ variant: ScreenGeometry.Variant, keyboard: Bool = true,
        toolbar: Bool? = nil
      ) {
        self.kind = kind
        self.variant = variant
        self.keyboard = keyboard
        self.toolbar = toolbar
      }

      init(kind: KeyboardKind, variant: ScreenGeometry.Variant, keyboard: Bool, toolbar: Bool?) {
        self.init(kind, variant, keyboard: keyboard, toolbar: toolbar)
      }
    }
    let simulator: Simulator
    let form: CheckedForm
    let scenario: Scenario
    var prepared: [Key: PreparedScreen] = [:]

    init(simulator: Simulator, form: CheckedForm, scenario: Scenario) {
      self.simulator = simulator
      self.form = form
      self.scenario = scenario
    }

    mutating func screen(
      _ kind: KeyboardKind, _ variant: ScreenGeometry.Variant, keyboard: Bool = true,
      toolbar: Bool? = nil
    ) -> PreparedScreen {
      let key = Key(kind: kind, variant: variant, keyboard: keyboard, toolbar: toolbar)
      if let screen = prepared[key] { return screen }
      let screen = simulator.prepare(
        form, scenario: scenario, keyboardKind: kind, variant: variant, showsKeyboard: keyboard,
        toolbar: toolbar)
      prepared[key] = screen
      return screen
    }
  }

  /// The base layouts of one visibility state, by prepared screen.
  struct Layouts {
    var layouts: [Screens.Key: EstimatedLayout] = [:]
    /// The messages every input shows after a failed submit, by screen (``submitErrorLines``).
    var errorLines: [Screens.Key: [Int: CGFloat]] = [:]
    /// The layout with those messages, by screen: the same whichever of them is focused.
    var errorLayouts: [Screens.Key: EstimatedLayout] = [:]

    mutating func errorLayout(for key: Screens.Key, make: () -> EstimatedLayout)
      -> EstimatedLayout
    {
      if let layout = errorLayouts[key] { return layout }
      let layout = make()
      errorLayouts[key] = layout
      return layout
    }

    mutating func errorLines(for key: Screens.Key, make: () -> [Int: CGFloat]) -> [Int: CGFloat] {
      if let lines = errorLines[key] { return lines }
      let lines = make()
      errorLines[key] = lines
      return lines
    }

    mutating func layout(
      for screen: PreparedScreen, key: Screens.Key, make: () -> EstimatedLayout
    ) -> EstimatedLayout {
      if let layout = layouts[key] { return layout }
      let layout = make()
      layouts[key] = layout
      return layout
    }
  }

  /// Per-form tables, so each focus step looks things up in constant time.
  struct Lookup {
    var inputs: [String: ResolvedInput] = [:]
    var chains: [String: [Int]] = [:]
    var insetContainer: Int?
    let textCache = TextMeasureCache()

    init(_ form: CheckedForm) {
      var containers: [String: Int] = [:]
      for (index, node) in form.layout.enumerated()
      where node.kind == .scroll || node.kind == .table {
        let name = node.id ?? "\(node.kind.rawValue)#\(index)"
        if containers[name] == nil { containers[name] = index }
      }
      for input in form.inputs where inputs[input.id] == nil { inputs[input.id] = input }
      for plan in form.keyboardPlan.inputs where chains[plan.id] == nil {
        chains[plan.id] = plan.scrollContainers.compactMap { containers[$0] }
      }
      insetContainer = form.keyboardPlan.insetContainer.flatMap { containers[$0] }
    }
  }

  /// How much layout work one form may cost: node placements over every layout estimated (each
  /// state × scenario estimates the form once, and again per text view, grown). Past it, fewer
  /// states are simulated, then fewer scenarios, and the report says so.
  public static let workBudget = 1 << 25

  /// A visibility state with the nodes it shows.
  public struct StateLayout: Sendable, Hashable {
    /// The class of each controller's value.
    public var values: [VisibilityState.ValueClass]
    /// The visible inputs in focus order.
    public var steps: [String]
    /// Per layout index, whether the node shows.
    public var visible: [Bool]
    /// The state in words, as the checker's messages put it (`nil` without conditions).
    public var description: String?
    /// Per layout index, whether the node shows and is enabled (what validation reaches); empty
    /// when no input has an `enabledWhen` (then ``visible``).
    public var reachable: [Bool] = []
  }

  /// The checker's states with their visible nodes, one per distinct set of visible nodes. Which
  /// nodes a state shows is the checked form's ``VisibilityEvaluation``, as in every other stage.
  public func distinctStates(_ form: CheckedForm) -> [StateLayout] {
    var seen = Set<[Bool]>()
    var result: [StateLayout] = []
    let evaluation = form.visibilityEvaluation
    guard !form.states.isEmpty else {
      let visible = evaluation.visibility(in: [])
      return [StateLayout(values: [], steps: form.focusInputs.map(\.id), visible: visible)]
    }
    for state in form.states {
      let visible = evaluation.visibility(in: state.values)
      // Same layout but other keyboard inputs enabled (`enabledWhen`) is another focus chain to
      // check.
      var key = visible
      var reachable: [Bool] = []
      if !evaluation.enabledTests.isEmpty {
        reachable = evaluation.reachability(in: state.values)
        key += form.focusInputs.map { reachable[$0.node] }
      }
      guard seen.insert(key).inserted else { continue }
      result.append(
        StateLayout(
          values: state.values, steps: state.steps.map(\.input), visible: visible,
          description: state.values.isEmpty ? nil : evaluation.describe(state.values),
          reachable: reachable))
    }
    return result
  }

  /// Per layout index, whether the node shows when the controllers hold these classes of values
  /// (``CheckedForm/visibleNodes(in:)``).
  public static func visibleNodes(_ form: CheckedForm, values: [VisibilityState.ValueClass])
    -> [Bool]
  {
    form.visibleNodes(in: values)
  }

  /// Focuses one input on one scenario: one outcome, or two for a text view (fewest lines, then
  /// most lines after growing).
  public func focus(
    _ input: ResolvedInput, form: CheckedForm, visible: [Bool], scenario: Scenario
  ) -> [FocusOutcome] {
    let variant = Variant(self, form: form, scenario: scenario)
    let simulator = variant.simulator
    let form = variant.form
    let screen = simulator.prepare(
      form, scenario: scenario, keyboardKind: KeyboardKind(input),
      toolbar: input.toolbar?.isEnabled)
    return simulator.focus(
      input, form: form, visible: visible, screen: screen,
      base: simulator.layout(form, screen: screen, visible: visible, grown: nil),
      lookup: variant.lookup)
  }

  /// What one scenario means for a form, whatever is focused: the screen, the keyboard frame the
  /// handling acts on, what the keyboard really covers, and where pinned content ends.
  struct PreparedScreen {
    var scenario: Scenario
    var geometry: ScreenGeometry
    var acted: CGRect?
    var keyboardTop: CGFloat?
    var pinnedBottom: CGFloat?
    var spacing: CGFloat
    /// Where the sticky footer the spec declares (`keyboard.stickyFooter`) begins (root-view `y`):
    /// it rides on the keyboard, so its bottom is the keyboard's top, or the safe area's bottom
    /// while the keyboard covers nothing (hidden, undocked, floating).
    var footerTop: CGFloat?
  }

  func prepare(
    _ form: CheckedForm, scenario: Scenario, keyboardKind: KeyboardKind = .letters,
    variant: ScreenGeometry.Variant = .assumed, showsKeyboard: Bool = true, toolbar: Bool? = nil
  ) -> PreparedScreen {
    // The focused input's own toolbar (`toolbar` on the input), else the form's.
    let toolbar = toolbar ?? form.toolbar.isEnabled
    let geometry = ScreenGeometry(
      scenario: scenario, toolbar: toolbar, keyboardKind: keyboardKind, variant: variant,
      showsKeyboard: showsKeyboard)
    var notifications: [KeyboardNotification] = []
    if showsKeyboard, let rotatedFrom = scenario.rotatedFrom,
      let before = ScreenGeometry(
        scenario: scenario, toolbar: toolbar, keyboardKind: keyboardKind, orientation: rotatedFrom,
        variant: variant
      ).keyboardFrame
    {
      notifications += [.willChangeFrame(before), .willShow(before)]
      if let after = geometry.keyboardFrame { notifications.append(.willChangeFrame(after)) }
    } else if let frame = geometry.keyboardFrame {
      notifications += [.willChangeFrame(frame), .willShow(frame)]
    }
    let acted = handling.keyboardFrame(after: notifications, screenBounds: geometry.screenBounds)
    // What the keyboard really covers of the root view (UIKit's keyboard layout guide follows it).
    let overlap =
      geometry.keyboardFrame.map {
        FormKeyboardGeometry.overlap(
          keyboardFrame: $0, viewFrame: geometry.viewFrame, screenBounds: geometry.screenBounds)
      } ?? 0
    let viewHeight = geometry.viewFrame.height
    let spacing = CGFloat(form.keyboardPlan.spacing)
    let guideTop = viewHeight - max(overlap, geometry.safeArea.bottom)
    // `layoutGuide` pins the content `spacing` above the guide; `automatic` (the layout guide on
    // iOS 15 and later, which every simulated system runs) pins it on the guide and keeps the
    // spacing by scrolling.
    let pinnedBottom: CGFloat? =
      switch form.keyboardPlan.avoidance {
      case .layoutGuide: guideTop - spacing
      case .automatic: guideTop
      case .insets, .none: nil
      }
    return PreparedScreen(
      scenario: scenario, geometry: geometry, acted: acted,
      keyboardTop: overlap > 0 ? viewHeight - overlap : nil,
      pinnedBottom: pinnedBottom, spacing: spacing,
      footerTop: form.keyboardPlan.stickyFooter.map { guideTop - CGFloat($0) })
  }

  func layout(
    _ form: CheckedForm, screen: PreparedScreen, visible: [Bool], grown: Int?,
    grownLines: Int? = nil, errorLine: (node: Int, height: CGFloat)? = nil,
    errorLines: [Int: CGFloat] = [:], cache: TextMeasureCache? = nil
  ) -> EstimatedLayout {
    EstimatedLayout(
      form: form, visible: visible, viewSize: screen.geometry.viewFrame.size,
      safeArea: screen.geometry.safeArea,
      topBar: screen.geometry.safeArea.top + screen.geometry.navigationBar,
      pinnedBottom: screen.pinnedBottom, grownInput: grown, grownLines: grownLines,
      errorLine: errorLine, errorLines: errorLines, metrics: metrics, textCache: cache,
      locale: screen.scenario.locale)
  }

  /// Focuses one input on a prepared screen: one outcome, or two for a text view that grows
  /// (its fewest lines, then its most, each as many as the runtime shows while the keyboard is
  /// up). With `errorLine`, the input shows its error message under it, that many points tall:
  /// the layout makes room for it, the runtime's scroll brings it into view with the input, and
  /// it must be visible with the input. `otherErrorLines` are the messages under other inputs
  /// (after a failed submit), by layout index: they take room as the input's does (an entry for
  /// the input itself gives way to `errorLine`). `errorBase` is that layout when the caller has it.
  /// The title stacked above the input (``EstimatedLayout/titleHeights``) is revealed and checked
  /// with it, as the SwiftUI screen reveals it; with `revealsTitle` false it is not (the UIKit
  /// runtime reveals the input and its error view alone).
  func focus(
    _ input: ResolvedInput, form: CheckedForm, visible: [Bool], screen: PreparedScreen,
    base: EstimatedLayout, lookup: Lookup, settleAll: Bool = false, rescrolls: Bool? = nil,
    errorLine: CGFloat? = nil, otherErrorLines: [Int: CGFloat] = [:],
    errorBase: EstimatedLayout? = nil, revealsTitle: Bool = true
  ) -> [FocusOutcome] {
    let geometry = screen.geometry
    let scenario = screen.scenario
    let acted = screen.acted
    let keyboardTop = screen.keyboardTop
    let spacing = screen.spacing
    let chain = lookup.chains[input.id] ?? []
    let withError = errorLine.map { (node: input.node, height: $0) }
    let base =
      withError == nil && otherErrorLines.isEmpty
      ? base
      : errorBase
        ?? layout(
          form, screen: screen, visible: visible, grown: nil, errorLine: withError,
          errorLines: otherErrorLines, cache: lookup.textCache)

    let scene = SimulatedScene(form: form, geometry: geometry, focused: input.node, layout: base)
    guard scene.layout.boxes[input.node] != nil else { return [] }
    // The title the SwiftUI screen stacks above the input: revealed with it (`FormTextField`
    // gives the title, the input and its message one `id`, and `scrollTo` shows all of it) and
    // counted in a growing text view's room (`FormTextViewGrowth.titleHeight`).
    var title = revealsTitle ? base.titleHeights[input.node] ?? 0 : 0
    if settleAll { scene.settleOffsets() }
    if form.keyboardPlan.avoidance == .insets, let container = lookup.insetContainer,
      scene.layout.boxes[container] != nil,
      let acted
    {
      let safe = scene.safeAreaInsets(of: container)
      scene.keyboardInsets[container] = handling.bottomInset(
        InsetContext(
          keyboardFrame: acted, scrollViewFrame: scene.screenFrame(of: container),
          screenBounds: geometry.screenBounds, viewFrame: geometry.viewFrame,
          scrollViewSafeAreaBottom: safe.bottom, viewSafeAreaBottom: geometry.safeArea.bottom,
          adjustsForSafeArea: scene.isVertical(container)))
    }
    insetForStickyFooter(form: form, screen: screen, scene: scene, lookup: lookup)
    let isTextView = input.kind == .textView
    let unbounded = isTextView && input.height == nil && input.lines?.isUnbounded == true
    var lines = (
      min: metrics.clampedLines(input.lines?.min ?? 3),
      max: metrics.clampedLines(input.lines?.max ?? 8)
    )
    // A text view without a limit (`lines.max: none`) is not capped: it grows past the room above
    // the keyboard, and the runtime scrolls its container to the caret. It is checked grown to
    // twice the lines that room holds and two more (taller than the whole visible area), at its
    // caret line (`measure`), which must stay above the keyboard; a container that cannot scroll
    // leaves it under the keyboard.
    if unbounded {
      let room =
        textViewRoom(
          scene: scene, screen: screen, chain: chain, companion: title + (errorLine ?? 0))
        ?? geometry.viewBounds.height
      let fitting = Int((room / max(metrics.bodyLineHeight, 1)).rounded(.down))
      lines.max = metrics.clampedLines(max(lines.min + 1, 2 * fitting + 2))
    }
    // While the keyboard is up the runtime shows no more lines than fit above it, with its title
    // and error message (`FormTextViewGrowth`): the most lines, and the fewest no more than those.
    if isTextView, input.height == nil, !unbounded,
      let room = textViewRoom(
        scene: scene, screen: screen, chain: chain, companion: title + (errorLine ?? 0)),
      let most = FormTextViewGrowth.maxLines(
        lines.max, fittingIn: room, lineHeight: metrics.bodyLineHeight,
        insets: FormEdgeInsets(top: metrics.textViewInset, bottom: metrics.textViewInset))
    {
      let specFewest = lines.min
      lines = (min: min(lines.min, most), max: most)
      if lines.min != specFewest {
        scene.layout = layout(
          form, screen: screen, visible: visible, grown: input.node, grownLines: lines.min,
          errorLine: withError, errorLines: otherErrorLines, cache: lookup.textCache)
      }
    }
    // When the title, the input (its fewest lines) and its message are taller than the visible
    // area above the keyboard less the spacing, the SwiftUI screen reveals the control alone
    // (`FormTextField.revealsControl`: the least scroll showing the control wholly), so the
    // control, not the title, must show, and the message is not revealed with it.
    var revealedError = errorLine
    if title > 0,
      title + scene.focusedBounds.height + (errorLine ?? 0)
        > visibleHeight(scene, input: input, keyboardTop: keyboardTop, footerTop: screen.footerTop)
        - spacing + Self.tolerance
    {
      title = 0
      revealedError = nil
    }
    // The title above the input, the input and its message under it, revealed together.
    func revealed(_ bounds: CGRect) -> CGRect {
      CGRect(
        x: bounds.minX, y: bounds.minY - title, width: bounds.width,
        height: title + bounds.height + (revealedError ?? 0))
    }
    let target = revealed(scene.focusedBounds)
    // The input's reveal region: the revealed input with the nodes its `reveal` names that show
    // in this state, in the input's coordinates (the runtimes reveal it whole when it fits).
    func region(_ target: CGRect) -> CGRect? {
      guard let reveals = form.keyboardPlan.inputs.first(where: { $0.id == input.id })?.reveals,
        !reveals.isEmpty
      else { return nil }
      let origin = scene.rootFrame(of: input.node).origin
      var region: CGRect?
      for id in reveals {
        guard let index = form.layout.firstIndex(where: { $0.id == id }),
          scene.layout.boxes[index] != nil
        else { continue }
        let frame = scene.rootFrame(of: index).offsetBy(dx: -origin.x, dy: -origin.y)
        region = region?.union(frame) ?? frame
      }
      return region?.union(target)
    }
    func caret(line: Int) -> CGRect? {
      guard isTextView else { return nil }
      return CGRect(
        x: metrics.textViewInset,
        y: metrics.textViewInset + CGFloat(line - 1) * metrics.bodyLineHeight,
        width: 2, height: metrics.bodyLineHeight)
    }
    // With `none` the generated code leaves the keyboard to the screen: the input is where the
    // user tapped it (scrolled into view with no keyboard inset, as they scrolled to it) and
    // nothing moves when the keyboard appears, nor when a text view grows.
    let avoids = form.keyboardPlan.avoidance != .none
    handling.reveal(
      target, region: region(target), caret: caret(line: 1), spacing: spacing, through: chain,
      in: scene)
    var outcomes = [
      measure(
        scene, input: input, scenario: scenario, keyboardTop: keyboardTop, spacing: spacing,
        caret: caret(line: 1), lines: isTextView ? lines.min : nil, grown: false,
        footerTop: screen.footerTop, errorLine: revealedError, title: title)
    ]
    outcomes[0].hiddenReveals = hiddenReveals(
      scene, input: input, outcome: outcomes[0], region: region(target),
      keyboardTop: keyboardTop, footerTop: screen.footerTop)
    if isTextView, lines.max > lines.min {
      scene.layout = layout(
        form, screen: screen, visible: visible, grown: input.node, grownLines: lines.max,
        errorLine: withError, errorLines: otherErrorLines, cache: lookup.textCache)
      let grownTarget = revealed(scene.focusedBounds)
      let grownCaret = caret(line: lines.max)
      if rescrolls ?? (avoids && handling.rescrollsWhenTextViewGrows) {
        handling.reveal(
          grownTarget, region: region(grownTarget), caret: grownCaret, spacing: spacing,
          through: chain, in: scene)
      }
      var grown = measure(
        scene, input: input, scenario: scenario, keyboardTop: keyboardTop, spacing: spacing,
        caret: grownCaret, lines: lines.max, grown: true, footerTop: screen.footerTop,
        errorLine: revealedError, title: title)
      grown.hiddenReveals = hiddenReveals(
        scene, input: input, outcome: grown, region: region(grownTarget),
        keyboardTop: keyboardTop, footerTop: screen.footerTop)
      outcomes.append(grown)
    }
    return outcomes
  }

  /// The nodes of the input's reveal region (`region`, in the input's coordinates, `nil`
  /// without one) that stay out of view after the scroll, when the input itself passes: each
  /// named node that shows must lie inside the screen's visible area (below the bars, above the
  /// keyboard and a sticky footer, inside the safe area) and the containers that clip it. Its
  /// frame is required without `keyboard.spacing`, which the input keeps.
  func hiddenReveals(
    _ scene: SimulatedScene, input: ResolvedInput, outcome: FocusOutcome, region: CGRect?,
    keyboardTop: CGFloat?, footerTop: CGFloat?
  ) -> [FocusOutcome.HiddenReveal] {
    guard outcome.passes, let region,
      let reveals = scene.form.keyboardPlan.inputs.first(where: { $0.id == input.id })?.reveals
    else { return [] }
    let screenArea = screenArea(scene, keyboardTop: keyboardTop, footerTop: footerTop)
    let room = visibleHeight(scene, input: input, keyboardTop: keyboardTop, footerTop: footerTop)
    var result: [FocusOutcome.HiddenReveal] = []
    for id in reveals {
      guard let node = scene.form.layout.firstIndex(where: { $0.id == id }),
        scene.layout.boxes[node] != nil
      else { continue }
      let frame = scene.rootFrame(of: node)
      let visible =
        clippedArea(scene, of: node, in: screenArea)
        ?? CGRect(x: frame.minX, y: scene.topBar, width: 0, height: 0)
      let vertical = Self.hidden((frame.minY, frame.maxY), in: (visible.minY, visible.maxY))
      let horizontal = Self.hidden((frame.minX, frame.maxX), in: (visible.minX, visible.maxX))
      guard max(vertical, horizontal) > Self.tolerance else { continue }
      let edge: FocusOutcome.Edge
      if vertical >= horizontal {
        if frame.maxY > visible.maxY + Self.tolerance {
          edge =
            keyboardTop.map { frame.maxY > $0 && visible.maxY >= $0 - Self.tolerance } == true
            ? .keyboard : .bottom
        } else {
          edge = frame.minY < scene.topBar ? .navigationBar : .top
        }
      } else {
        edge = frame.maxX > visible.maxX ? .trailing : .leading
      }
      result.append(
        FocusOutcome.HiddenReveal(
          id: id, node: node, frame: frame, visibleArea: visible,
          hidden: max(vertical, horizontal), edge: edge, regionHeight: region.height, room: room))
    }
    return result
  }

  /// The room a growing text view has while the keyboard is up, as the runtime's keyboard
  /// controller measures it (`FormTextViewGrowth.room(visibleFrame:keyboardFrame:screenBounds:
  /// spacing:companionHeight:)`): the visible part of its scroll containers (their frames less
  /// their adjusted content insets, each clipping the next), or of the root view inside its safe
  /// area (the navigation bar's included) without one, above the docked keyboard, less the
  /// spacing above and below and `companion`, what is revealed with it (the title stacked above
  /// it and its error message); `nil` without a docked keyboard.
  func textViewRoom(
    scene: SimulatedScene, screen: PreparedScreen, chain: [Int], companion: CGFloat
  ) -> CGFloat? {
    let geometry = screen.geometry
    guard let keyboard = geometry.keyboardFrame else { return nil }
    var visible = geometry.screenBounds
    if chain.isEmpty {
      let view = geometry.viewFrame
      visible = visible.intersection(
        CGRect(
          x: view.minX + geometry.safeArea.left, y: view.minY + scene.topBar,
          width: max(0, view.width - geometry.safeArea.horizontal),
          height: max(0, view.height - scene.topBar - geometry.safeArea.bottom)))
    }
    for container in chain where scene.layout.boxes[container] != nil {
      let frame = scene.screenFrame(of: container)
      let insets = scene.adjustedInsets(of: container)
      visible = visible.intersection(
        CGRect(
          x: frame.minX + insets.left, y: frame.minY + insets.top,
          width: max(0, frame.width - insets.left - insets.right),
          height: max(0, frame.height - insets.top - insets.bottom)))
    }
    return FormTextViewGrowth.room(
      visibleFrame: visible, keyboardFrame: keyboard, screenBounds: geometry.screenBounds,
      spacing: screen.spacing, companionHeight: companion)
  }

  /// The height of the screen's visible area around the input, as ``measure(_:input:scenario:keyboardTop:spacing:caret:lines:grown:footerTop:errorLine:title:)``
  /// takes it: below the bars, above the keyboard and a sticky footer, inside the safe area and
  /// the containers that clip the input.
  func visibleHeight(
    _ scene: SimulatedScene, input: ResolvedInput, keyboardTop: CGFloat?, footerTop: CGFloat?
  ) -> CGFloat {
    let screenArea = screenArea(scene, keyboardTop: keyboardTop, footerTop: footerTop)
    return clippedArea(scene, of: input.node, in: screenArea)?.height ?? 0
  }

  /// The part of `screenArea` that the containers clipping `node` show, in the root view's
  /// coordinates; `nil` when they show none of it.
  func clippedArea(_ scene: SimulatedScene, of node: Int, in screenArea: CGRect) -> CGRect? {
    var visible = screenArea
    for container in scene.containers(of: node) {
      visible = visible.intersection(scene.rootFrame(of: container))
    }
    return visible.isNull ? nil : visible
  }

  /// How much of `span` (a start and an end on one axis) lies outside `area`'s.
  static func hidden(_ span: (CGFloat, CGFloat), in area: (CGFloat, CGFloat)) -> CGFloat {
    let shown = max(0, min(span.1, area.1) - max(span.0, area.0))
    return (span.1 - span.0) - shown
  }

  /// The screen's visible area, in the root view's coordinates: below the bars, above the
  /// keyboard (`keyboardTop`) and a sticky footer (`footerTop`), inside the safe area.
  func screenArea(_ scene: SimulatedScene, keyboardTop: CGFloat?, footerTop: CGFloat?) -> CGRect {
    let geometry = scene.geometry
    let bottomEdge = min(
      geometry.viewBounds.height - geometry.safeArea.bottom, keyboardTop ?? .infinity,
      footerTop ?? .infinity)
    return CGRect(
      x: geometry.safeArea.left, y: scene.topBar,
      width: geometry.viewBounds.width - geometry.safeArea.horizontal,
      height: max(0, bottomEdge - scene.topBar))
  }

  func measure(
    _ scene: SimulatedScene, input: ResolvedInput, scenario: Scenario, keyboardTop: CGFloat?,
    spacing: CGFloat, caret: CGRect?, lines: Int?, grown: Bool, footerTop: CGFloat? = nil,
    errorLine: CGFloat? = nil, title: CGFloat = 0
  ) -> FocusOutcome {
    let frame = scene.rootFrame(of: input.node)
    // The screen's visible area (below the bars, above the keyboard and the sticky footer, which
    // covers what is under it as the keyboard does, inside the safe area) holds the input and
    // the spacing below it; the containers that clip the input hold the input.
    let screenArea = screenArea(scene, keyboardTop: keyboardTop, footerTop: footerTop)
    let visible =
      clippedArea(scene, of: input.node, in: screenArea)
      ?? CGRect(x: frame.minX, y: scene.topBar, width: 0, height: 0)
    var required = CGRect(
      x: frame.minX, y: frame.minY, width: frame.width, height: frame.height + spacing)
    // A grown text view is measured at its caret: that is where the user types.
    // (A title stacked above it is revealed with it: too tall counts it.)
    if grown || title + required.height > screenArea.height
      || title + frame.height > visible.height,
      let caret
    {
      let caretFrame = caret.offsetBy(dx: frame.minX, dy: frame.minY)
      required = CGRect(
        x: frame.minX, y: caretFrame.minY, width: frame.width, height: caretFrame.height + spacing)
    }
    // The error message under the input must be visible with it (and the spacing below it),
    // as the runtime reveals the two together. When they are taller than the visible area, the
    // runtime reveals a text view's caret line (which must show, as in a tall text view), and
    // aligns another input's top with the visible area's: the message's first line must show
    // then, unless even that cannot show with the input (a phone in landscape at the largest
    // text sizes), when no scroll position shows the message and the input is checked alone.
    let room = min(screenArea.height, visible.height)
    // A title stacked above the input is revealed with them, so "taller than the visible area"
    // counts it, and the top aligned with the visible area's is the title's.
    if var errorLine {
      if title + frame.height + errorLine + spacing > room {
        if let caret {
          let caretFrame = caret.offsetBy(dx: frame.minX, dy: frame.minY)
          required = CGRect(
            x: frame.minX, y: caretFrame.minY, width: frame.width,
            height: caretFrame.height + spacing)
        } else {
          errorLine = min(errorLine, metrics.errorSpacing + metrics.footnoteLineHeight)
        }
      }
      if title + frame.height + errorLine + spacing <= room,
        frame.maxY + errorLine + spacing > required.maxY
      {
        required.size.height = frame.maxY + errorLine + spacing - required.minY
      }
    }
    // The title stacked above the input must show with it when the input's top must (not a
    // caret line alone) and the title, the input, its message and the spacing fit together: the
    // SwiftUI screen then reveals them whole. When they do not, its scroll shows the title's top
    // (the whole input is taller than the visible area) and the input is checked without it.
    var shownTitle: CGFloat?
    if title > 0, abs(required.minY - frame.minY) < 0.001, required.height + title <= room {
      required.origin.y -= title
      required.size.height += title
      shownTitle = title
    }
    let inputOnly = CGRect(
      x: required.minX, y: required.minY, width: required.width,
      height: max(0, required.height - spacing))
    let verticalHidden = max(
      Self.hidden((required.minY, required.maxY), in: (screenArea.minY, screenArea.maxY)),
      Self.hidden((inputOnly.minY, inputOnly.maxY), in: (visible.minY, visible.maxY)))
    let horizontalHidden = max(
      Self.hidden((required.minX, required.maxX), in: (screenArea.minX, screenArea.maxX)),
      Self.hidden((inputOnly.minX, inputOnly.maxX), in: (visible.minX, visible.maxX)))
    var edge: FocusOutcome.Edge?
    var hidden: CGFloat = 0
    if verticalHidden > Self.tolerance || horizontalHidden > Self.tolerance {
      if verticalHidden >= horizontalHidden {
        hidden = verticalHidden
        let lowest = min(screenArea.maxY, visible.maxY)
        if required.maxY > screenArea.maxY + Self.tolerance
          || inputOnly.maxY > visible.maxY + Self.tolerance
        {
          edge =
            keyboardTop.map { required.maxY > $0 && lowest >= $0 - Self.tolerance } == true
            ? .keyboard : .bottom
        } else {
          edge = required.minY < scene.topBar ? .navigationBar : .top
        }
      } else {
        hidden = horizontalHidden
        edge = inputOnly.maxX > visible.maxX ? .trailing : .leading
      }
    }
    return FocusOutcome(
      input: input.id, node: input.node, scenario: scenario, lines: lines, grown: grown,
      inputFrame: frame, requiredFrame: required, visibleArea: visible, keyboardTop: keyboardTop,
      hidden: hidden, edge: edge, layout: scene.layout, offsets: scene.offsets,
      keyboardInsets: scene.keyboardInsets, geometry: scene.geometry, state: nil, spacing: spacing,
      errorLine: errorLine, title: shownTitle)
  }
}
