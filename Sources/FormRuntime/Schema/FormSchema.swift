/// Everything formc knows about a form that does not change while it runs, as typed data: the
/// inputs in focus order with their words, traits, return behaviour and validation, the nodes
/// that `visibleWhen` shows and hides, the toolbar, focus wrapping, the keyboard plan and what a
/// submit does to the keyboard.
///
/// The generated view model holds one as `static let schema`; navigation, return keys, toolbar
/// states, validation and submitting are written once, in FormRuntime, over it.
public struct FormSchema<Field: FormField>: Sendable {
  /// What happens to the keyboard once the form submitted (`keyboard.afterSubmit`).
  public typealias AfterSubmit = FormAfterSubmit

  /// The screen's title, or its default text when it has ``titleVariants``.
  public let title: String?
  /// The title shown while an app flag is set (`when` in the spec), the first set flag in list
  /// order winning (``FormModel/screenTitle``); empty for a plain title.
  public let titleVariants: [FormTextVariant]
  /// The inputs, in focus order (the order of `Field.allCases`).
  public let inputs: [FormInputSchema<Field>]
  /// The nodes that `visibleWhen` shows and hides, in document order (an enclosing node before
  /// the nodes in it).
  public let conditions: [FormCondition<Field>]
  /// The labels, button titles and section headers and footers, in document order.
  public let texts: [FormStaticText]
  /// The accessory toolbar's items, left to right (empty when the form has no toolbar).
  public let toolbar: [FormToolbarItem]
  /// Whether the toolbar's Next on the last visible input goes to the first.
  public let wraps: Bool
  /// How the form keeps the focused input above the keyboard.
  public let keyboard: FormKeyboardPlan
  /// What a submit does to the keyboard.
  public let afterSubmit: AfterSubmit
  /// The app's named flags (`flags` in the spec), which conditions may read through
  /// ``FormModel/isFlagSet(_:)``.
  public let flags: [String]
  /// The conditions that enable inputs (`enabledWhen`), each with the input's id as its id:
  /// while one fails its input keeps its place but is disabled, and focus and validation pass
  /// over it.
  public let enabled: [FormCondition<Field>]
  /// When inputs' error messages show, unless an input says otherwise
  /// (``FormInputSchema/validateOn``): the spec's `validateOn` (default `submit`).
  public let validateOn: FormValidationTiming
  /// The submit and cancel buttons outside the content (`actions`), which the UIKit controller
  /// puts into the screen's navigation item.
  public let actions: FormActionsSchema
  /// The input focused the first time the screen appears (`focus.initial`), when it is shown and
  /// enabled then; `nil` when the spec names none.
  public let initialFocus: Field?

  /// The inputs, by position (`Field.allCases` in focus order).
  let fields: [Field]
  /// The same facts by position, for the hot paths.
  let tables: FormSchemaTables

  /// Creates a schema. `inputs` lists every case of `Field` once, in focus order.
  public init(
    title: String? = nil, titleVariants: [FormTextVariant] = [], inputs: [FormInputSchema<Field>],
    conditions: [FormCondition<Field>] = [], texts: [FormStaticText] = [],
    toolbar: [FormToolbarItem], wraps: Bool = false, keyboard: FormKeyboardPlan,
    afterSubmit: AfterSubmit = .dismiss, flags: [String] = [],
    enabled: [FormCondition<Field>] = [], validateOn: FormValidationTiming = .submit,
    actions: FormActionsSchema = FormActionsSchema(), initialFocus: Field? = nil
  ) {
    self.title = title
    self.titleVariants = titleVariants
    self.inputs = inputs
    self.conditions = conditions
    self.texts = texts
    self.toolbar = toolbar
    self.wraps = wraps
    self.keyboard = keyboard
    self.afterSubmit = afterSubmit
    self.flags = flags
    self.enabled = enabled
    self.validateOn = validateOn
    self.actions = actions
    self.initialFocus = initialFocus
    fields = inputs.map(\.field)
    tables = FormSchemaTables(
      inputs: inputs, conditions: conditions, toolbar: toolbar, wraps: wraps,
      avoidance: keyboard.avoidance, afterSubmit: afterSubmit, flags: flags, enabled: enabled,
      validateOn: validateOn)
  }

  /// The schema of an input.
  public subscript(field: Field) -> FormInputSchema<Field> { inputs[position(of: field)] }

  /// An input's position in focus order.
  public func position(of field: Field) -> Int {
    tables.positions[field.rawValue] ?? 0
  }

  /// The position of the condition of the node with this id, if it has one.
  public func conditionPosition(of id: String) -> Int? {
    tables.conditionPositions[id]
  }

  /// Whether some input shows an accessory toolbar: the form's, or one of its own. Only an input
  /// that takes the keyboard (``FormInputSchema/isInKeyboardChain``) shows one: the toolbar is
  /// the accessory view above its keyboard, so a toolbar on a custom control with
  /// `inputView: false`, or the form's on a form of typed controls alone, shows nowhere.
  public var hasToolbar: Bool { tables.hasToolbar }

  /// The accessory toolbar items the input shows while it is focused, left to right: its own
  /// (``FormInputSchema/toolbar``), else the form's (``toolbar``); empty when it shows none.
  public func toolbarItems(for field: Field) -> [FormToolbarItem] {
    tables.toolbarItems[position(of: field)]
  }
}

/// What happens to the keyboard once a form submitted (`keyboard.afterSubmit`).
public enum FormAfterSubmit: String, Sendable, Hashable, CaseIterable {
  /// Editing ends and the keyboard goes down.
  case dismiss
  /// The input that submitted keeps focus and the keyboard stays up.
  case keep
}
