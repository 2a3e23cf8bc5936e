import Foundation

extension FormModel {
  /// The form's title.
  public nonisolated static var title: String? { schema.title }

  /// The labels, button titles and section headers and footers, in document order.
  public nonisolated static var staticTexts: [FormStaticText] { schema.texts }

  /// How the form keeps the focused input above the keyboard.
  public nonisolated static var keyboardPlan: FormKeyboardPlan { schema.keyboard }

  /// The accessory toolbar's items, left to right (empty when the form has no toolbar).
  public nonisolated static var toolbarItems: [FormToolbarItem] { schema.toolbar }

  /// The accessory toolbar items an input shows while it is focused, left to right: its own
  /// (`toolbar` on the input in the spec), else the form's ``toolbarItems``; empty for none.
  public nonisolated static func toolbarItems(for field: Field) -> [FormToolbarItem] {
    schema.toolbarItems(for: field)
  }

  /// The validation rules of an input, with their messages, in the order they are checked.
  public nonisolated static func validations(for field: Field) -> [FormValidation] {
    schema[field].validations
  }

  /// The text traits of an input after its preset and overrides (`nil` for custom inputs).
  public nonisolated static func textTraits(for field: Field) -> FormTextTraits? {
    schema[field].traits
  }

  // MARK: - Visibility

  /// No app flag is set: the default for a form whose spec declares none.
  public func isFlagSet(_ flag: String) -> Bool { false }

  /// Does nothing: the default for a form whose spec declares no flags.
  public func setFlag(_ flag: String, _ isSet: Bool) {}

  /// No options loaded by the app: the default for a form without `options: app`.
  public func options(of field: Field) -> [FormChoice.Option]? { nil }

  /// No input shares its value with another: the default for a form without `valueOf`.
  public func fieldsSharingValue(with field: Field) -> [Field] { [] }

  /// The options a choice shows now: the ones the app loaded (``options(of:)``) for `options:
  /// app`, else the schema's; empty for other inputs.
  public func choiceOptions(for field: Field) -> [FormChoice.Option] {
    guard let choice = Self.schema[field].choice else { return [] }
    return choice.optionsFromApp ? options(of: field) ?? [] : choice.options
  }

  /// Whether `value` is one of the current options of a choice (`options: app`), or, for a
  /// multi-choice, names only current options.
  func holdsOnlyOptions(_ value: String, of field: Field) -> Bool {
    let values = Set(choiceOptions(for: field).map(\.value))
    guard Self.schema[field].kind == .multiChoice else { return values.contains(value) }
    return FormChoice.selection(value).allSatisfy(values.contains)
  }

  /// Whether the input at `position` can be used for lack of options: `false` for a choice whose
  /// options the app loads while the list is empty (it is disabled: see ``FormChoice``).
  func hasOptions(at position: Int) -> Bool {
    let input = Self.schema.inputs[position]
    guard input.choice?.optionsFromApp == true else { return true }
    return !(options(of: input.field) ?? []).isEmpty
  }

  /// Which inputs and conditional nodes are shown for the current values and flags.
  public var visibility: FormVisibility {
    let schema = Self.schema
    let fields = schema.fields
    let flags = schema.flags
    return FormVisibility(
      schema.tables, value: { value(of: fields[$0]) }, flag: { isFlagSet(flags[$0]) },
      available: { hasOptions(at: $0) })
  }

  /// Whether an input is shown: its conditions hold and its controlling inputs are shown.
  public func isVisible(_ field: Field) -> Bool {
    let tables = Self.schema.tables
    guard let condition = tables.inputCondition[Self.schema.position(of: field)] else {
      return true
    }
    return visibility.nodes[condition]
  }

  /// Whether a node with a `visibleWhen` of its own (or an input) is shown; nodes without one are
  /// shown with the node they sit in.
  public func isVisible(node id: String) -> Bool {
    let tables = Self.schema.tables
    if let position = tables.positions[id] {
      guard let condition = tables.inputCondition[position] else { return true }
      return visibility.nodes[condition]
    }
    guard let condition = tables.conditionPositions[id] else { return true }
    return visibility.nodes[condition]
  }

  /// Whether an input is enabled now (its `enabledWhen` holds, or it has none): a disabled input
  /// keeps its place on screen, but focus and validation pass over it.
  public func isEnabled(_ field: Field) -> Bool {
    let position = Self.schema.position(of: field)
    let tables = Self.schema.tables
    guard tables.enabledTests[position] != nil || tables.appOptions[position] else { return true }
    return visibility.enabled[position]
  }

  /// The visible inputs, in focus order.
  public var fields: [Field] {
    let visible = visibility.inputs
    let fields = Self.schema.fields
    return fields.indices.filter { visible[$0] }.map { fields[$0] }
  }

  // MARK: - Focus

  /// Whether a visible input follows `field` in focus order (without wrapping).
  public func hasNext(after field: Field) -> Bool {
    visibility.next(after: Self.schema.position(of: field)) != nil
  }

  /// The visible input after `field`; with `wrapping` (by default, the form's `focus.wraps`), the
  /// first one after the last.
  public func field(after field: Field, wrapping: Bool? = nil) -> Field? {
    let schema = Self.schema
    return visibility.next(after: schema.position(of: field), wrapping: wrapping ?? schema.wraps)
      .map { schema.fields[$0] }
  }

  /// The visible input before `field` (Previous never wraps).
  public func field(before field: Field) -> Field? {
    let schema = Self.schema
    return visibility.previous(before: schema.position(of: field)).map { schema.fields[$0] }
  }

  /// Moves focus to the next visible input (wrapping if the form wraps).
  public func focusNext() {
    guard let current = focusedField else { return }
    focusedField = field(after: current)
  }

  /// Moves focus to the previous visible input.
  public func focusPrevious() {
    guard let current = focusedField else { return }
    focusedField = field(before: current)
  }

  // MARK: - Keys and toolbar

  /// The return key an input shows now, or `nil` when its keyboard has none.
  public func returnKey(for field: Field) -> FormReturnKey? {
    Self.schema.tables.returnStep(at: Self.schema.position(of: field), visibility).key
  }

  /// What Return does on an input now.
  public func returnAction(for field: Field) -> FormReturnAction {
    Self.schema.tables.returnStep(at: Self.schema.position(of: field), visibility).action
  }

  /// Does what Return does on `field`: moves focus to the next visible input, submits (see
  /// `submit()`), or ends editing (`focusedField` becomes `nil`). Returns whether it submitted a
  /// valid form.
  @discardableResult
  public func performReturn(from field: Field) -> Bool {
    switch returnAction(for: field) {
    case .next:
      focusedField = self.field(after: field, wrapping: false)
      return false
    case .submit:
      return submit()
    case .dismiss:
      focusedField = nil
      return false
    case .newline, .none:
      return false
    }
  }

  /// Which toolbar buttons are enabled for an input, and the toolbar's title.
  public func toolbarState(for field: Field) -> FormToolbarState {
    Self.schema.tables.toolbarState(at: Self.schema.position(of: field), visibility)
  }

  // MARK: - Validation

  /// The message of the first failing rule of a visible input, or `nil`.
  public func error(for field: Field) -> String? {
    guard isVisible(field), isEnabled(field) else { return nil }
    return validationMessage(for: field)
  }

  /// The message of the first failing rule of an input, shown or not.
  func validationMessage(for field: Field) -> String? {
    // A switch that is off counts as empty: `required` on a switch asks for it to be on.
    let value = value(of: field)
    let validated = Self.schema[field].kind == .switch && value == "false" ? "" : value
    // A hidden or disabled input is not sent, so every cross-field rule reads it as empty:
    // `requiredWithout` does not count it as filled, `equals` compares with "", a date rule
    // passes.
    let sent = { (id: String) -> String in
      guard let other = Field(rawValue: id), self.isVisible(other), self.isEnabled(other) else {
        return ""
      }
      return self.value(of: other)
    }
    let failure = FormValidator.firstFailure(
      of: validated, in: Self.schema[field].validations, value: sent,
      filled: { FormValidator.isFilled(sent($0)) })
    // A date outside its range (a reset or app code can set one; the picker cannot).
    if failure == nil, let date = Self.schema[field].date, !date.contains(value) {
      return Self.schema[field].rangeMessage
    }
    // A value the app's current options do not hold (`options: app`): set before the list loaded,
    // or left from an earlier list.
    if failure == nil, !value.isEmpty, Self.schema[field].choice?.optionsFromApp == true,
      !holdsOnlyOptions(value, of: field)
    {
      return Self.schema[field].optionMessage
    }
    // The app's check, once it failed for this value (`check` in the spec).
    return failure ?? checkMessage(for: field)
  }

  /// The messages of the visible inputs that fail validation.
  func currentErrors() -> [Field: String] {
    let visibility = visibility
    var errors: [Field: String] = [:]
    for (position, input) in Self.schema.inputs.enumerated() where visibility.isActive(position) {
      if let message = validationMessage(for: input.field) { errors[input.field] = message }
    }
    return errors
  }

  /// Validates every visible input, filling `errors`; returns whether all passed.
  @discardableResult
  public func validate() -> Bool {
    let errors = currentErrors()
    self.errors = errors
    return errors.isEmpty
  }

  /// Whether every visible input passes validation (without changing `errors`).
  public var isValid: Bool { currentErrors().isEmpty }

  /// The first input in focus order that has an error.
  public var firstInvalidField: Field? {
    Self.schema.inputs.first { errors[$0.field] != nil }?.field
  }

  /// Validates; on failure focuses the first invalid input in focus order. On success ends
  /// editing, unless the form keeps the keyboard up after a submit (`keyboard.afterSubmit:
  /// keep`). Returns whether the form may be submitted.
  @discardableResult
  public func submit() -> Bool {
    guard validate() else {
      focusedField = firstInvalidField
      return false
    }
    if Self.schema.afterSubmit == .dismiss { focusedField = nil }
    return true
  }

  /// Puts every input back to its initial value and clears focus and errors.
  public func reset() {
    for input in Self.schema.inputs { setValue(input.initialValue, for: input.field) }
    focusedField = nil
    errors = [:]
    appChecks?.cancelAll()
  }
}
