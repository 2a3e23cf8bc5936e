/// The behaviour of a form's screen, written once and free of any UI framework: a state machine
/// over a view model that turns ``FormEvent``s into ``FormEffect``s.
///
/// It keeps what the views were last told (which nodes are hidden, each input's return key and
/// text, the toolbar, the errors shown) and emits only what changed. Focus is the platform's: the
/// session asks for it with ``FormEffect/focus(_:)`` and believes it once the input began editing;
/// a refused focus reveals the input's row and tries once more, then gives up
/// (``FormEffect/focusFailed(_:)``), and the view model's `focusedField` keeps naming the input the
/// platform really focuses.
///
/// Changes app code makes to the view model (a value, `focusedField`, `errors`, `reset()`) reach
/// the session through the model's ``FormChangeRelay``, so they reach the views too.
///
/// The session works on input positions and the schema's plain tables, and spells its effects
/// with `Field` only when it hands them over: outside the app's module this generic code runs
/// unspecialized, and a keystroke should not pay for type metadata (docs/Performance.md).
@MainActor
public final class FormSession<Form: FormModel> {
  /// The form's inputs.
  public typealias Field = Form.Field

  /// The view model.
  public let form: Form
  /// FormRuntime's own words, in the language of what the session announces.
  public let strings: FormRuntimeStrings
  /// Applies effects; set by the platform adapter (or a test) before `start`.
  public var perform: (@MainActor ([FormEffect<Field>]) -> Void)?
  /// Runs after each event was handled and its effects performed, whether or not it had any: the
  /// UIKit controller re-reads there what follows the values without an effect of its own (a
  /// submit button enabled `whenValid` or `whenChanged`).
  public var didHandleEvent: (@MainActor () -> Void)?
  /// Whether the screen is shown (between ``FormEvent/start`` and ``FormEvent/stop``).
  public private(set) var isStarted = false
  /// Whether the app's submit handler is asynchronous: then a valid submit holds the form in
  /// ``isSubmitting`` until the adapter sends ``FormEvent/submissionDidFinish`` (once the handler
  /// returned). Set by the platform adapter before `start`; `false` (a synchronous handler, done
  /// when ``FormEffect/submitted`` is applied) by default.
  public var submitsAsynchronously = false
  /// Whether the app's asynchronous submit runs now: from a valid submit until
  /// ``FormEvent/submissionDidFinish``. Meanwhile a submit (a tap, Return on the last input, app
  /// code) is ignored, so the form is never submitted twice at once; the screens show it
  /// (``FormEffect/setSubmitting(_:)``).
  public private(set) var isSubmitting = false

  /// The inputs, by position.
  private let fields: [Field]
  /// The schema's facts, by position.
  private let tables: FormSchemaTables
  /// Visibility as last presented.
  private var visibility: FormVisibility
  /// By input position, the return key the views show.
  private var returnKeys: [FormReturnKey?]
  /// By input position, the text the view holds, as far as the session knows.
  private var viewTexts: [String]
  /// The toolbar state last presented, with its input's position.
  private var toolbar: (position: Int, state: FormToolbarState)?
  /// By input position, the error message the views show.
  private var shownErrors: [String?]
  /// How many inputs show an error.
  private var shownErrorCount = 0
  /// The position of the input the platform says is being edited.
  private var focusedPosition: Int?
  /// A focus asked for and not yet confirmed, with the attempts made.
  private var pendingFocus: (position: Int, attempts: Int)?
  /// Whether the form was submitted (valid or not) since it started or was reset: `typing`
  /// inputs validate as the user types from then on.
  private var hasSubmitted = false
  /// By input position, whether editing it ended since the form started or was reset: an
  /// `endEditing` input re-checks when the inputs its rules read change, once it was left.
  private var wasEdited: [Bool]
  /// A submit waiting for the app checks (`check` in the spec), by number: a reset or a later
  /// submit makes a waiting one stale.
  private var submitWaitingForChecks: Int?
  /// By input position, whether the screen shows the input's app check as pending.
  private var shownPending: [Bool]
  private var submitRequests = 0
  /// Whether the screen appeared once (``FormEvent/didAppear``): `focus.initial` applies only
  /// the first time.
  private var hasAppeared = false

  /// Creates a session over a view model and starts listening to its changes; it announces in
  /// the language of `strings` (by default the app's).
  public init(form: Form, strings: FormRuntimeStrings = .current) {
    self.form = form
    self.strings = strings
    let schema = Form.schema
    fields = schema.fields
    tables = schema.tables
    visibility = FormVisibility(
      schema.tables, value: { [fields = schema.fields] in form.value(of: fields[$0]) },
      flag: { [flags = schema.flags] in form.isFlagSet(flags[$0]) },
      available: { form.hasOptions(at: $0) })
    returnKeys = Array(repeating: nil, count: schema.tables.count)
    viewTexts = Array(repeating: "", count: schema.tables.count)
    shownErrors = Array(repeating: nil, count: schema.tables.count)
    wasEdited = Array(repeating: false, count: schema.tables.count)
    shownPending = Array(repeating: false, count: schema.tables.count)
    form.formChanges.addListener(self) { [weak self] change in
      // A value or a flag may hide or disable a checked input (its pending check stops), or show
      // or enable one again (its stopped check starts again).
      switch change {
      case .value(let field):
        self?.form.cancelInactiveChecks()
        self?.form.restartActiveChecks()
        self?.send(.valueSet(field))
      case .focus: self?.send(.focusSet)
      case .errors: self?.send(.errorsSet)
      case .flags:
        self?.form.cancelInactiveChecks()
        self?.form.restartActiveChecks()
        self?.send(.flagsSet)
      case .options(let field): self?.send(.optionsSet(field))
      }
    }
    form.appChecks?.didChange = { [weak self] field in self?.checkDidChange(field) }
  }

  /// Handles an event and hands its effects to ``perform``.
  public func send(_ event: FormEvent<Field>) {
    var effects: [Effect] = []
    handle(event, into: &effects)
    if !effects.isEmpty, let perform { perform(effects.map(spelled)) }
    didHandleEvent?()
  }

  // MARK: - Queries

  /// The input the platform says is being edited.
  public var focusedField: Field? { focusedPosition.map { fields[$0] } }

  /// Whether an input is shown now.
  public func isVisible(_ field: Field) -> Bool {
    visibility.inputs[position(field)]
  }

  /// Whether the node with an id (an input or a node with a `visibleWhen`) is shown now; a node
  /// with no condition of its own is shown.
  public func isNodeVisible(_ id: String) -> Bool {
    guard let condition = tables.conditionPositions[id] else { return true }
    return visibility.nodes[condition]
  }

  /// What Return does on an input now (a text view asks before inserting a line break).
  public func returnAction(for field: Field) -> FormReturnAction {
    tables.returnStep(at: position(field), visibility).action
  }

  /// The return key an input shows now.
  public func returnKey(for field: Field) -> FormReturnKey? {
    tables.returnStep(at: position(field), visibility).key
  }

  /// The toolbar state of an input now.
  public func toolbarState(for field: Field) -> FormToolbarState {
    tables.toolbarState(at: position(field), visibility)
  }

  /// The text the session believes an input's view holds.
  public func viewText(of field: Field) -> String {
    viewTexts[position(field)]
  }

  private func position(_ field: Field) -> Int {
    tables.positions[field.rawValue] ?? 0
  }

  private func value(at position: Int) -> String {
    form.value(of: fields[position])
  }

  private func currentVisibility() -> FormVisibility {
    FormVisibility(
      tables, value: { value(at: $0) }, flag: { form.isFlagSet(tables.flags[$0]) },
      available: { form.hasOptions(at: $0) })
  }

  // MARK: - Events

  private func handle(_ event: FormEvent<Field>, into effects: inout [Effect]) {
    switch event {
    case .start: start(into: &effects)
    case .stop:
      isStarted = false
      pendingFocus = nil
    case .didAppear: didAppear(into: &effects)
    case .didBeginEditing(let field): didBeginEditing(position(field), into: &effects)
    case .didEndEditing(let field):
      guard focusedPosition == position(field) else { return }
      focusedPosition = nil
      toolbar = nil
      writeModelFocus(nil)
      if isStarted { effects.append(.track(nil)) }
      didEndEditing(position(field), into: &effects)
    case .textDidChange(let field, let text):
      let position = position(field)
      viewTexts[position] = text
      guard form.value(of: field) != text else { return }
      form.formChanges.muted { form.setValue(text, for: field) }
      valueDidChange(position, into: &effects)
      // The muted write changed the value of the inputs that share it (`valueOf`): their views
      // show it as if app code had set it.
      for other in form.fieldsSharingValue(with: field) {
        handle(.valueSet(other), into: &effects)
      }
    case .valueSet(let field):
      let position = position(field)
      let value = form.value(of: field)
      if isStarted, viewTexts[position] != value {
        viewTexts[position] = value
        if tables.kinds[position] != .custom { effects.append(.setText(position, value)) }
      }
      valueDidChange(position, into: &effects)
    case .returnPressed(let field): returnPressed(position(field), into: &effects)
    case .toolbarPrevious:
      guard let current = focusedPosition else { return }
      if let target = visibility.previous(before: current) {
        requestFocus(target, into: &effects)
      }
    case .toolbarNext:
      guard let current = focusedPosition else { return }
      if let target = visibility.next(after: current, wrapping: tables.wraps) {
        requestFocus(target, into: &effects)
      }
    case .toolbarDone: endEditing(into: &effects)
    case .submit: submit(into: &effects)
    case .submissionDidFinish:
      guard isSubmitting else { return }
      isSubmitting = false
      effects.append(.setSubmitting(false))
    case .reset: reset(into: &effects)
    case .focus(let field):
      if let field {
        requestFocus(position(field), into: &effects)
      } else {
        endEditing(into: &effects)
      }
    case .focusRefused(let field): focusRefused(position(field), into: &effects)
    case .focusSet:
      let wanted = form.focusedField.map(position)
      guard wanted != focusedPosition else { return }
      if let wanted, wanted == pendingFocus?.position { return }
      if let wanted { requestFocus(wanted, into: &effects) } else { endEditing(into: &effects) }
    case .errorsSet: errorsSet(into: &effects)
    case .flagsSet: if isStarted { updatePresentation(into: &effects) }
    case .optionsSet(let field):
      // The control shows the new list; an empty one disables it, a first one enables it.
      guard isStarted else { return }
      effects.append(.setOptions(position(field), form.choiceOptions(for: field)))
      updatePresentation(into: &effects)
    case .keyboardWillChangeFrame(let keyboard):
      if isStarted, tables.avoidsKeyboard { effects.append(.avoidKeyboard(keyboard)) }
    case .layoutDidChange:
      if isStarted, tables.avoidsKeyboard { effects.append(.relayout) }
    }
  }

  private func start(into effects: inout [Effect]) {
    isStarted = true
    visibility = currentVisibility()
    for position in 0..<tables.count {
      let value = value(at: position)
      viewTexts[position] = value
      if tables.kinds[position] != .custom { effects.append(.setText(position, value)) }
      effects.append(.setInputHidden(position, !visibility.inputs[position]))
      if tables.enabledTests[position] != nil || tables.appOptions[position] {
        effects.append(.setEnabled(position, visibility.enabled[position]))
      }
    }
    for condition in tables.conditionIDs.indices where !tables.conditionIsInput[condition] {
      effects.append(.setNodeHidden(tables.conditionIDs[condition], !visibility.nodes[condition]))
    }
    let followed = visibility.followed
    for position in 0..<tables.count {
      let key = tables.returnBehaviors[position].step(follows: followed[position]).key
      returnKeys[position] = key
      if let key { effects.append(.setReturnKey(position, key, reload: false)) }
    }
    for position in 0..<tables.count where tables.grows[position] {
      effects.append(.resize(position))
    }
    // Each checked input as pending or not: a screen sets its indicator up before the user types
    // (a UIKit text view keeps the spinner's room from now on, so its text never rewraps).
    for position in 0..<tables.count where form.appCheck(for: fields[position]) != nil {
      let pending = form.isCheckPending(fields[position])
      shownPending[position] = pending
      effects.append(.showCheckPending(position, pending))
    }
    for position in shownErrors.indices { shownErrors[position] = nil }
    shownErrorCount = 0
    errorsSet(into: &effects)
    if let position = focusedPosition {
      updateToolbar(position, into: &effects)
      effects.append(.track(position))
    } else if let wanted = form.focusedField {
      requestFocus(self.position(wanted), into: &effects)
    }
  }

  private func didBeginEditing(_ position: Int, into effects: inout [Effect]) {
    if pendingFocus?.position == position { pendingFocus = nil }
    focusedPosition = position
    writeModelFocus(position)
    guard isStarted else { return }
    updateToolbar(position, into: &effects)
    effects.append(.track(position))
  }

  private func returnPressed(_ position: Int, into effects: inout [Effect]) {
    switch tables.returnStep(at: position, visibility).action {
    case .next:
      if let target = visibility.next(after: position) { requestFocus(target, into: &effects) }
    case .submit: submit(into: &effects)
    case .dismiss: endEditing(into: &effects)
    case .newline, .none: break
    }
  }

  // MARK: - Values and visibility

  private func valueDidChange(_ position: Int, into effects: inout [Effect]) {
    guard isStarted else { return }
    // Only an input that some condition tests can change what the screen shows.
    if tables.controls[position] { updatePresentation(into: &effects) }
    // A switch, a choice or a custom control without an input view is done with each change:
    // that is its end of editing.
    if !tables.focusable[position] { wasEdited[position] = true }
    revalidate(after: position, into: &effects)
    if tables.grows[position] { effects.append(.resize(position)) }
  }

  /// Presents what follows from the current values: visibility, return keys, the toolbar, and
  /// errors of inputs that were hidden or disabled.
  private func updatePresentation(into effects: inout [Effect]) {
    let new = currentVisibility()
    guard new != visibility else { return }
    let old = visibility
    visibility = new
    for position in new.inputs.indices where new.inputs[position] != old.inputs[position] {
      effects.append(.setInputHidden(position, !new.inputs[position]))
    }
    for position in new.enabled.indices
    where position < old.enabled.count && new.enabled[position] != old.enabled[position] {
      effects.append(.setEnabled(position, new.enabled[position]))
    }
    for condition in new.nodes.indices
    where new.nodes[condition] != old.nodes[condition] && !tables.conditionIsInput[condition] {
      effects.append(.setNodeHidden(tables.conditionIDs[condition], !new.nodes[condition]))
    }
    let followed = new.followed
    for position in 0..<tables.count {
      let key = tables.returnBehaviors[position].step(follows: followed[position]).key
      guard key != returnKeys[position] else { continue }
      returnKeys[position] = key
      if let key {
        effects.append(.setReturnKey(position, key, reload: position == focusedPosition))
      }
    }
    if shownErrorCount > 0 {
      var errors = shownErrors
      for position in errors.indices where !canShowError(position, in: new) {
        errors[position] = nil
      }
      present(errors, announce: false, into: &effects)
    }
    if let position = focusedPosition {
      // A focused input that is hidden, or disabled (`enabledWhen`: UIKit documents only that a
      // disabled control ignores touches, not that it gives up first responder), ends editing,
      // so the keyboard never types into it.
      let enabled = position >= new.enabled.count || new.enabled[position]
      if !new.inputs[position] || !enabled {
        endEditing(into: &effects)
      } else {
        updateToolbar(position, into: &effects)
      }
    }
  }

  /// Tells the toolbar of the input at `position` its state, if it changed; an input that shows
  /// no toolbar (none on the form, or `toolbar: false` on the input) gets none.
  private func updateToolbar(_ position: Int, into effects: inout [Effect]) {
    guard !tables.toolbarItems[position].isEmpty else { return }
    let state = tables.toolbarState(at: position, visibility)
    guard toolbar?.position != position || toolbar?.state != state else { return }
    toolbar = (position, state)
    effects.append(.updateToolbar(position, state))
  }

  /// After a change, re-checks the input and the inputs whose rules read it: each that shows an
  /// error (so the message goes as soon as the value is right), and each that validates live now
  /// (``isLive(_:)``), which may show a new message.
  private func revalidate(after position: Int, into effects: inout [Effect]) {
    var errors = shownErrors
    var changed = false
    for other in [position] + tables.comparedBy[position]
    where shownErrors[other] != nil || isLive(other) {
      errors[other] = form.error(for: fields[other])
      changed = true
    }
    if changed { present(errors, announce: false, into: &effects) }
  }

  /// Whether a change shows the input's new messages now (its `validateOn`): `typing` once the
  /// form was submitted; `endEditing` once editing it ended, while it is not being edited (a
  /// switch or choice each time it changes).
  private func isLive(_ position: Int) -> Bool {
    switch tables.validateOn[position] {
    case .submit: return false
    case .typing: return hasSubmitted
    case .endEditing: return wasEdited[position] && focusedPosition != position
    }
  }

  /// Editing an input ended: an `endEditing` input shows its message now (announced), or loses
  /// the one it showed.
  private func didEndEditing(_ position: Int, into effects: inout [Effect]) {
    wasEdited[position] = true
    guard isStarted, tables.validateOn[position] == .endEditing else { return }
    var errors = shownErrors
    errors[position] = form.error(for: fields[position])
    present(errors, announce: true, into: &effects)
  }

  /// An app check started, finished or was dropped: the input shows its check's message once
  /// the check failed, and loses it (or shows its rules' message) once it passed, whatever its
  /// `validateOn`; an input that shows an error or validates live is re-checked as after a change.
  private func checkDidChange(_ field: Field) {
    guard isStarted else { return }
    let position = position(field)
    var effects: [Effect] = []
    let pending = form.isCheckPending(field)
    if shownPending[position] != pending {
      shownPending[position] = pending
      effects.append(.showCheckPending(position, pending))
    }
    if shownErrors[position] != nil || isLive(position) || form.checkMessage(for: field) != nil {
      var errors = shownErrors
      errors[position] = form.error(for: field)
      present(errors, announce: true, into: &effects)
    }
    if !effects.isEmpty, let perform { perform(effects.map(spelled)) }
    didHandleEvent?()
  }

  // MARK: - Submitting

  private func submit(into effects: inout [Effect]) {
    // The app's submit runs: a second tap or Return must not submit the form again.
    guard !isSubmitting else { return }
    // App checks not yet answered for the current values run now; the submit waits for them.
    if form.hasUnsettledChecks {
      guard submitWaitingForChecks == nil else { return }
      submitRequests += 1
      let request = submitRequests
      submitWaitingForChecks = request
      Task { [weak self] in
        await self?.form.settleChecks()
        guard let self, self.submitWaitingForChecks == request else { return }
        self.submitWaitingForChecks = nil
        self.send(.submit)
      }
      return
    }
    submitWaitingForChecks = nil
    hasSubmitted = true
    let errors = positions(of: form.currentErrors())
    present(errors, announce: false, into: &effects)
    if let first = errors.firstIndex(where: { $0 != nil }), let message = errors[first] {
      requestFocus(first, into: &effects)
      if isStarted, visibility.inputs[first] { effects.append(.accessibilityFocus(first)) }
      let count = errors.count { $0 != nil }
      effects.append(.announce(strings.submitAnnouncement(count: count, first: message)))
      return
    }
    if !tables.keepsKeyboardAfterSubmit { endEditing(into: &effects) }
    if submitsAsynchronously {
      isSubmitting = true
      effects.append(.setSubmitting(true))
    }
    effects.append(.submitted)
  }

  private func reset(into effects: inout [Effect]) {
    form.formChanges.muted { form.reset() }
    hasSubmitted = false
    submitWaitingForChecks = nil
    for position in wasEdited.indices { wasEdited[position] = false }
    guard isStarted else { return }
    for position in 0..<tables.count {
      let value = value(at: position)
      guard viewTexts[position] != value else { continue }
      viewTexts[position] = value
      if tables.kinds[position] != .custom { effects.append(.setText(position, value)) }
      if tables.grows[position] { effects.append(.resize(position)) }
    }
    updatePresentation(into: &effects)
    present(Array(repeating: nil, count: tables.count), announce: false, into: &effects)
    endEditing(into: &effects)
  }

  private func errorsSet(into effects: inout [Effect]) {
    guard isStarted else { return }
    var errors = positions(of: form.errors)
    for position in errors.indices where !canShowError(position, in: visibility) {
      errors[position] = nil
    }
    present(errors, announce: true, into: &effects)
  }

  /// Whether the input at `position` can show an error: it is shown and enabled. A hidden or
  /// disabled input is skipped by validation, and the user cannot change a disabled one to
  /// clear a message, so the app's errors for either are dropped.
  private func canShowError(_ position: Int, in visibility: FormVisibility) -> Bool {
    visibility.inputs[position]
      && (position >= visibility.enabled.count || visibility.enabled[position])
  }

  /// Messages by position.
  private func positions(of errors: [Field: String]) -> [String?] {
    var result = [String?](repeating: nil, count: tables.count)
    for (field, message) in errors { result[position(field)] = message }
    return result
  }

  /// Shows `errors` (writing them to the view model), clearing those that went; with `announce`,
  /// announces the first new message in focus order ("Error: …").
  private func present(_ errors: [String?], announce: Bool, into effects: inout [Effect]) {
    if positions(of: form.errors) != errors {
      var model: [Field: String] = [:]
      for (position, message) in errors.enumerated() {
        if let message { model[fields[position]] = message }
      }
      form.formChanges.muted { form.errors = model }
    }
    guard errors != shownErrors else { return }
    var announcement: String?
    for position in errors.indices where errors[position] != shownErrors[position] {
      effects.append(.showError(position, errors[position]))
      if announcement == nil, let message = errors[position] { announcement = message }
    }
    shownErrors = errors
    shownErrorCount = errors.count { $0 != nil }
    if announce, let announcement {
      effects.append(.announce(strings.errorAnnouncement(announcement)))
    }
  }

  // MARK: - Focus

  /// The first appearance focuses `focus.initial` when it is shown and enabled and the user or
  /// the app has not focused an input already; a hidden or disabled one focuses nothing (no
  /// other input is picked for it), and later appearances never move focus.
  private func didAppear(into effects: inout [Effect]) {
    guard isStarted, !hasAppeared else { return }
    hasAppeared = true
    guard let field = Form.schema.initialFocus, focusedPosition == nil, pendingFocus == nil
    else { return }
    let position = position(field)
    let enabled = position >= visibility.enabled.count || visibility.enabled[position]
    guard visibility.inputs[position], enabled else { return }
    requestFocus(position, into: &effects)
  }

  private func requestFocus(_ position: Int, into effects: inout [Effect]) {
    guard isStarted else { return }
    guard visibility.inputs[position] else {
      writeModelFocus(focusedPosition)
      return
    }
    // An input outside the keyboard's chain (a typed control, a custom control with
    // `inputView: false`) never gets keyboard focus: the screen only scrolls it into view (a
    // SwiftUI focus write onto it would revert and close the keyboard).
    guard tables.focusable[position] else {
      pendingFocus = nil
      writeModelFocus(focusedPosition)
      effects.append(.reveal(position))
      return
    }
    if focusedPosition == position {
      pendingFocus = nil
      writeModelFocus(position)
      effects.append(.track(position))
      return
    }
    pendingFocus = (position, 1)
    effects.append(.focus(position))
  }

  private func focusRefused(_ position: Int, into effects: inout [Effect]) {
    guard let pending = pendingFocus, pending.position == position else { return }
    if pending.attempts < 2 {
      pendingFocus = (position, pending.attempts + 1)
      effects.append(.reveal(position))
      effects.append(.focus(position))
    } else {
      pendingFocus = nil
      effects.append(.focusFailed(position))
      writeModelFocus(focusedPosition)
    }
  }

  private func endEditing(into effects: inout [Effect]) {
    pendingFocus = nil
    guard isStarted else { return }
    if focusedPosition != nil {
      effects.append(.endEditing)
    } else {
      writeModelFocus(nil)
    }
  }

  private func writeModelFocus(_ position: Int?) {
    let field = position.map { fields[$0] }
    if form.focusedField != field { form.formChanges.muted { form.focusedField = field } }
  }

  // MARK: - Effects by position

  private func spelled(_ effect: Effect) -> FormEffect<Field> {
    switch effect {
    case .setInputHidden(let position, let hidden):
      return .setHidden(.input(fields[position]), hidden)
    case .setNodeHidden(let id, let hidden): return .setHidden(.node(id), hidden)
    case .setText(let position, let text): return .setText(fields[position], text)
    case .setReturnKey(let position, let key, let reload):
      return .setReturnKey(fields[position], key, reload: reload)
    case .updateToolbar(let position, let state): return .updateToolbar(fields[position], state)
    case .focus(let position): return .focus(fields[position])
    case .accessibilityFocus(let position): return .accessibilityFocus(fields[position])
    case .reveal(let position): return .reveal(fields[position])
    case .focusFailed(let position): return .focusFailed(fields[position])
    case .endEditing: return .endEditing
    case .showError(let position, let message): return .showError(fields[position], message)
    case .announce(let message): return .announce(message)
    case .submitted: return .submitted
    case .setSubmitting(let submitting): return .setSubmitting(submitting)
    case .track(let position): return .track(position.map { fields[$0] })
    case .avoidKeyboard(let event): return .avoidKeyboard(event)
    case .relayout: return .relayout
    case .resize(let position): return .resize(fields[position])
    case .setEnabled(let position, let enabled): return .setEnabled(fields[position], enabled)
    case .showCheckPending(let position, let pending):
      return .showCheckPending(fields[position], pending)
    case .setOptions(let position, let options): return .setOptions(fields[position], options)
    }
  }
}

/// A ``FormEffect`` by input position, before the session spells it with its `Field`.
///
/// At file scope, not inside `FormSession`: a type nested in a generic class is generic too, and
/// every array of it would ask the runtime for its metadata.
private enum Effect {
  case setInputHidden(Int, Bool)
  case setNodeHidden(String, Bool)
  case setText(Int, String)
  case setReturnKey(Int, FormReturnKey, reload: Bool)
  case updateToolbar(Int, FormToolbarState)
  case focus(Int)
  case accessibilityFocus(Int)
  case reveal(Int)
  case focusFailed(Int)
  case endEditing
  case showError(Int, String?)
  case announce(String)
  case submitted
  case setSubmitting(Bool)
  case track(Int?)
  case avoidKeyboard(FormKeyboardEvent)
  case relayout
  case resize(Int)
  case setEnabled(Int, Bool)
  case showCheckPending(Int, Bool)
  case setOptions(Int, [FormChoice.Option])
}
