/// What formc knows about one input: its kind, words, traits, return behaviour, validation and
/// what shows it. Generated code writes one per input in the form's ``FormSchema``.
public struct FormInputSchema<Field: FormField>: Sendable {
  /// The kind of input.
  public typealias Kind = FormInputKind

  /// The input.
  public var field: Field
  /// Its kind.
  public var kind: Kind
  /// `title`: a label beside the input, and its accessibility label.
  public var title: String?
  /// `placeholder`.
  public var placeholder: String?
  /// `hint`: the accessibility hint (what VoiceOver reads after the label, after a pause).
  public var hint: String?
  /// `value`: the value it starts with and returns to on reset.
  public var initialValue: String
  /// The text traits (`nil` for custom controls).
  public var traits: FormTextTraits?
  /// What Return does.
  public var returnBehavior: FormReturnBehavior
  /// The validation rules with their messages, in the order they are checked.
  public var validations: [FormValidation]
  /// The fewest and most lines of a growing text view; an upper bound of `Int.max` is no limit
  /// (`lines.max: none`, ``growsWithoutLimit``).
  public var lines: ClosedRange<Int>?

  /// Whether the input is a text view that grows with its text without a limit (`lines.max:
  /// none`): it never scrolls inside itself, nor is it capped to the room above the keyboard;
  /// the scroll view around it scrolls to keep its caret in view.
  public var growsWithoutLimit: Bool { lines?.upperBound == Int.max }
  /// What the toolbar's middle shows while the input is focused (`toolbar.title`).
  public var toolbarTitle: String?
  /// The input's own accessory toolbar items, left to right, shown instead of the form's
  /// (``FormSchema/toolbar``) while it is focused: `toolbar` on the input in the spec. Empty for
  /// an input without a toolbar (`toolbar: false`); `nil` for the form's.
  public var toolbar: [FormToolbarItem]? = nil
  /// The id of the innermost node whose `visibleWhen` shows or hides the input (its own id when it
  /// has a condition of its own), or `nil` when it is always shown.
  public var shownWith: String?
  /// A choice's options and style (`nil` for other kinds).
  public var choice: FormChoice? = nil
  /// When the input's error message shows (`validateOn`), or `nil` for the form's
  /// (``FormSchema/validateOn``).
  public var validateOn: FormValidationTiming? = nil
  /// `maxLength` and `format`: how typing is limited and formatted (`nil`: as typed).
  public var entry: FormTextEntry? = nil
  /// A date's components, style and range (`nil` for other kinds).
  public var date: FormDate? = nil
  /// The message shown when a date lies outside its range.
  public var rangeMessage: String? = nil
  /// The message shown when a choice whose options the app loads (`options: app`) holds a value
  /// that is none of them.
  public var optionMessage: String? = nil
  /// A stepper's or slider's range, step and label (`nil` for other kinds).
  public var number: FormNumber? = nil
  /// A custom control's `inputView`: whether it becomes first responder with its own input view
  /// (`true`), so Next, Previous and Return stop at it, or brings none (`false`: a rating, a row
  /// that pushes a list), so they pass over it and the session never moves focus onto it.
  /// Ignored for other kinds.
  public var presentsInputView = true

  /// Creates an input's schema.
  public init(
    _ field: Field, kind: Kind, title: String? = nil, placeholder: String? = nil,
    hint: String? = nil, initialValue: String = "", traits: FormTextTraits? = nil,
    returnBehavior: FormReturnBehavior = .none, validations: [FormValidation] = [],
    lines: ClosedRange<Int>? = nil, toolbarTitle: String? = nil, shownWith: String? = nil
  ) {
    self.field = field
    self.kind = kind
    self.title = title
    self.placeholder = placeholder
    self.hint = hint
    self.initialValue = initialValue
    self.traits = traits
    self.returnBehavior = returnBehavior
    self.validations = validations
    self.lines = lines
    self.toolbarTitle = toolbarTitle
    self.shownWith = shownWith
  }

  /// A text field.
  public static func field(
    _ field: Field, title: String? = nil, placeholder: String? = nil, hint: String? = nil,
    value: String = "",
    traits: FormTextTraits = FormTextTraits(), returns: FormReturnBehavior,
    validations: [FormValidation] = [], validateOn: FormValidationTiming? = nil,
    entry: FormTextEntry? = nil, toolbar: [FormToolbarItem]? = nil,
    toolbarTitle: String? = nil, shownWith: String? = nil
  ) -> Self {
    var input = Self(
      field, kind: .field, title: title, placeholder: placeholder, hint: hint, initialValue: value,
      traits: traits, returnBehavior: returns, validations: validations,
      toolbarTitle: toolbarTitle, shownWith: shownWith)
    input.validateOn = validateOn
    input.entry = entry
    input.toolbar = toolbar
    return input
  }

  /// A text view growing from `lines.lowerBound` to `lines.upperBound` lines.
  public static func textView(
    _ field: Field, title: String? = nil, placeholder: String? = nil, hint: String? = nil,
    value: String = "",
    traits: FormTextTraits = FormTextTraits(), returns: FormReturnBehavior,
    validations: [FormValidation] = [], validateOn: FormValidationTiming? = nil,
    entry: FormTextEntry? = nil, lines: ClosedRange<Int>, toolbar: [FormToolbarItem]? = nil,
    toolbarTitle: String? = nil, shownWith: String? = nil
  ) -> Self {
    var input = Self(
      field, kind: .textView, title: title, placeholder: placeholder, hint: hint,
      initialValue: value,
      traits: traits, returnBehavior: returns, validations: validations, lines: lines,
      toolbarTitle: toolbarTitle, shownWith: shownWith)
    input.validateOn = validateOn
    input.entry = entry
    input.toolbar = toolbar
    return input
  }

  /// A custom control (no text traits, no return key); `inputView: false` for one that never
  /// becomes first responder (``presentsInputView``).
  public static func custom(
    _ field: Field, title: String? = nil, placeholder: String? = nil, hint: String? = nil,
    value: String = "", inputView: Bool = true,
    validations: [FormValidation] = [], validateOn: FormValidationTiming? = nil,
    toolbar: [FormToolbarItem]? = nil, toolbarTitle: String? = nil, shownWith: String? = nil
  ) -> Self {
    var input = Self(
      field, kind: .custom, title: title, placeholder: placeholder, hint: hint, initialValue: value,
      validations: validations, toolbarTitle: toolbarTitle, shownWith: shownWith)
    input.validateOn = validateOn
    input.presentsInputView = inputView
    input.toolbar = toolbar
    return input
  }

  /// Whether Next, Previous and Return stop at the input, and the session moves keyboard focus
  /// onto it: a text field, a text view, or a custom control that presents an input view. Typed
  /// controls and custom controls with `inputView: false` are passed over (they stay in
  /// VoiceOver order).
  public var isInKeyboardChain: Bool {
    kind.isFocusable && (kind != .custom || presentsInputView)
  }

  /// The accessibility label: the title, else the placeholder.
  public var accessibilityLabel: String? { title ?? placeholder }
}

/// The kind of a form input.
public enum FormInputKind: String, Sendable, Hashable {
  /// A single-line text field (`UITextField`).
  case field
  /// A multi-line text view (`UITextView`) that grows with its text.
  case textView
  /// A custom control that becomes first responder and brings its own input view.
  case custom
  /// An on/off switch (`UISwitch`, SwiftUI's `Toggle`): a typed control outside the keyboard's
  /// focus chain, whose value conditions read as `"true"` or `"false"`.
  case `switch`
  /// A choice among options (a picker, a segmented control): a typed control outside the
  /// keyboard's focus chain, whose value is the chosen option's value, or `""` when none is.
  case choice
  /// A choice of any number of options (rows with checkmarks, a pushed list, a menu): a typed
  /// control outside the keyboard's focus chain, whose value is the chosen options' values in
  /// option order, comma-separated (`mon,wed`), or `""` when none is chosen.
  case multiChoice
  /// A date, a time of day or both (a date picker): a typed control outside the keyboard's focus
  /// chain.
  case date
  /// A number stepper (`UIStepper`, SwiftUI's `Stepper`): a typed control outside the keyboard's
  /// focus chain, whose value is the number's text (`2`, `0.25`).
  case stepper
  /// A number slider (`UISlider`, SwiftUI's `Slider`): a typed control outside the keyboard's
  /// focus chain, whose value is the number's text.
  case slider
}
