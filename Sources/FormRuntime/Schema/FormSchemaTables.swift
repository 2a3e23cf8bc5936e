/// A schema's facts by position, without its `Field` type: what the session and the view model
/// read on every keystroke.
///
/// The runtime is generic over a form's `Field`, and outside the app's module that code runs
/// unspecialized: every access to a generic value (a `FormInputSchema<Field>`, a dictionary keyed
/// by `Field`) asks the Swift runtime for type metadata and copies through value witnesses. These
/// tables hold the same facts in plain arrays of plain types, built once per schema, so the hot
/// paths index them by position instead (docs/Performance.md, "The form session").
final class FormSchemaTables: Sendable {
  /// By input position: the input's id (its `Field` raw value).
  let ids: [String]
  /// Each input's position, by id.
  let positions: [String: Int]
  /// By input position: the kind.
  let kinds: [FormInputKind]
  /// By input position: what Return does.
  let returnBehaviors: [FormReturnBehavior]
  /// By input position: whether it is in the keyboard's focus chain (not a typed control, not a
  /// custom control with `inputView: false`: ``FormInputSchema/isInKeyboardChain``).
  let focusable: [Bool]
  /// By input position: whether it is a choice whose options the app loads (`options: app`),
  /// disabled while the app's list is empty.
  let appOptions: [Bool]
  /// By input position: whether it is a text view that grows between a fewest and most lines.
  let grows: [Bool]
  /// By input position: whether some condition tests its value.
  let controls: [Bool]
  /// By input position: the inputs whose validations read it (`equals`, `requiredWithout`, the date rules).
  let comparedBy: [[Int]]
  /// By input position: when its error message shows (its own `validateOn`, else the form's).
  let validateOn: [FormValidationTiming]
  /// By input position: the toolbar's title.
  let toolbarTitles: [String?]
  /// By input position: the items of the toolbar it shows (its own, else the form's).
  let toolbarItems: [[FormToolbarItem]]
  /// By input position: the position of the condition that shows it.
  let inputCondition: [Int?]

  /// By condition position: the node's id.
  let conditionIDs: [String]
  /// Each condition's position, by node id.
  let conditionPositions: [String: Int]
  /// By condition position: the test.
  let conditionTests: [FormConditionTest]
  /// By condition position: the position of the condition it sits in.
  let conditionParent: [Int?]
  /// By condition position: the position of its controlling input (`-1` for a flag's).
  let conditionController: [Int]
  /// By condition position: the position in ``flags`` of the app flag it reads, if it reads one.
  let conditionFlag: [Int?]
  /// The app's named flags.
  let flags: [String]
  /// By input position: its `enabledWhen` as (controlling input position or -1, flag position,
  /// test), if it has one.
  let enabledTests: [(controller: Int, flag: Int?, test: FormConditionTest)?]
  /// By condition position: a combined condition's join (`true`: all, `false`: any) and tests,
  /// each as (controlling input position or -1, flag position, test); `nil` for one test.
  let conditionTerms: [FormTableTerms?]
  /// By input position: its combined `enabledWhen`'s join and tests, if it has one.
  let enabledTerms: [FormTableTerms?]
  /// By condition position: whether the node is an input (which hides as an input, not a node).
  let conditionIsInput: [Bool]

  /// By input position: whether the toolbar it shows has Previous.
  let hasPrevious: [Bool]
  /// By input position: whether the toolbar it shows has Next.
  let hasNext: [Bool]
  /// Whether some input shows a toolbar.
  let hasToolbar: Bool
  /// Whether the toolbar's Next wraps.
  let wraps: Bool
  /// Whether the keyboard stays up after a submit.
  let keepsKeyboardAfterSubmit: Bool
  /// Whether the form avoids the keyboard at all.
  let avoidsKeyboard: Bool

  init<Field>(
    inputs: [FormInputSchema<Field>], conditions: [FormCondition<Field>],
    toolbar: [FormToolbarItem], wraps: Bool, avoidance: FormKeyboardPlan.Avoidance,
    afterSubmit: FormAfterSubmit, flags: [String] = [],
    enabled: [FormCondition<Field>] = [], validateOn: FormValidationTiming = .submit
  ) {
    ids = inputs.map(\.field.rawValue)
    self.validateOn = inputs.map { $0.validateOn ?? validateOn }
    var positions: [String: Int] = [:]
    for (position, id) in ids.enumerated() where positions[id] == nil { positions[id] = position }
    self.positions = positions
    kinds = inputs.map(\.kind)
    focusable = inputs.map(\.isInKeyboardChain)
    returnBehaviors = inputs.map(\.returnBehavior)
    grows = inputs.map { $0.kind == .textView && $0.lines != nil }
    appOptions = inputs.map { $0.choice?.optionsFromApp == true }
    toolbarTitles = inputs.map(\.toolbarTitle)
    let toolbarItems = inputs.map { $0.toolbar ?? toolbar }
    self.toolbarItems = toolbarItems

    conditionIDs = conditions.map(\.id)
    var conditionPositions: [String: Int] = [:]
    for (position, id) in conditionIDs.enumerated() where conditionPositions[id] == nil {
      conditionPositions[id] = position
    }
    self.conditionPositions = conditionPositions
    conditionTests = conditions.map(\.test)
    conditionParent = conditions.map { $0.within.flatMap { conditionPositions[$0] } }
    conditionController = conditions.map { condition in
      condition.input.map { positions[$0.rawValue] ?? 0 } ?? -1
    }
    self.flags = flags
    conditionFlag = conditions.map { condition in
      condition.flag.map { flags.firstIndex(of: $0) ?? -1 }
    }
    conditionIsInput = conditionIDs.map { positions[$0] != nil }
    inputCondition = inputs.map { $0.shownWith.flatMap { conditionPositions[$0] } }

    func terms(_ condition: FormCondition<Field>) -> FormTableTerms? {
      guard let combination = condition.combination else { return nil }
      return FormTableTerms(
        all: combination == .all,
        terms: condition.terms.map { term in
          (
            term.input.map { positions[$0.rawValue] ?? -1 } ?? -1,
            term.flag.map { flags.firstIndex(of: $0) ?? -1 }, term.test
          )
        })
    }
    conditionTerms = conditions.map(terms)
    var enabledTests = [(controller: Int, flag: Int?, test: FormConditionTest)?](
      repeating: nil, count: inputs.count)
    var enabledTerms = [FormTableTerms?](repeating: nil, count: inputs.count)
    for condition in enabled {
      guard let position = positions[condition.id] else { continue }
      enabledTests[position] = (
        condition.input.map { positions[$0.rawValue] ?? -1 } ?? -1,
        condition.flag.map { flags.firstIndex(of: $0) ?? -1 }, condition.test
      )
      enabledTerms[position] = terms(condition)
    }
    self.enabledTests = enabledTests
    self.enabledTerms = enabledTerms
    var controls = [Bool](repeating: false, count: inputs.count)
    for test in enabledTests {
      if let controller = test?.controller, controller >= 0 { controls[controller] = true }
    }
    for combined in conditionTerms + enabledTerms {
      for term in combined?.terms ?? [] where term.controller >= 0 {
        controls[term.controller] = true
      }
    }
    for controller in conditionController where controller >= 0 && controller < controls.count {
      controls[controller] = true
    }
    self.controls = controls
    var comparedBy = [[Int]](repeating: [], count: inputs.count)
    for (position, input) in inputs.enumerated() {
      for validation in input.validations {
        switch validation.rule {
        case .equals(let id), .after(let id), .before(let id), .onOrAfter(let id),
          .onOrBefore(let id):
          if let other = positions[id], !comparedBy[other].contains(position) {
            comparedBy[other].append(position)
          }
        case .requiredWithout(let ids):
          for id in ids {
            if let other = positions[id], !comparedBy[other].contains(position) {
              comparedBy[other].append(position)
            }
          }
        default: break
        }
      }
    }
    self.comparedBy = comparedBy

    hasPrevious = toolbarItems.map { $0.contains(.previous) }
    hasNext = toolbarItems.map { $0.contains(.next) }
    // The toolbar is the accessory view above an input's keyboard: an input that never takes
    // the keyboard (a typed control, a custom control with `inputView: false`) shows none.
    hasToolbar = zip(inputs, toolbarItems).contains { $0.isInKeyboardChain && !$1.isEmpty }
    self.wraps = wraps
    keepsKeyboardAfterSubmit = afterSubmit == .keep
    avoidsKeyboard = avoidance != .none
  }

  /// The number of inputs.
  var count: Int { ids.count }

  /// What Return does on the input at `position` for a visibility.
  func returnStep(at position: Int, _ visibility: FormVisibility) -> FormReturnBehavior.Step {
    returnBehaviors[position].step(follows: visibility.next(after: position) != nil)
  }

  /// The toolbar state of the input at `position` for a visibility.
  func toolbarState(at position: Int, _ visibility: FormVisibility) -> FormToolbarState {
    FormToolbarState(
      previousEnabled: hasPrevious[position] && visibility.previous(before: position) != nil,
      nextEnabled: hasNext[position] && visibility.next(after: position, wrapping: wraps) != nil,
      title: toolbarTitles[position])
  }
}

/// A combined condition (`all:` / `any:`) by position: whether all its tests must hold, and each
/// test as (controlling input position or -1, flag position, test).
struct FormTableTerms: Sendable {
  /// `true` for `all:`, `false` for `any:`.
  var all: Bool
  /// The tests, in the order written.
  var terms: [(controller: Int, flag: Int?, test: FormConditionTest)]
}
