import FormDiagnostics

/// `actions`: the form's submit and cancel actions placed outside its content, in the navigation
/// bar or (submit) the keyboard toolbar.
public struct FormActions: Sendable {
  /// `actions.submit`: validates and submits the form, as a `button` with `action: submit` does.
  public var submit: ActionSettings?
  /// `actions.cancel`: the screen's cancel action (the app decides what it does).
  public var cancel: ActionSettings?

  /// Creates actions with nothing written.
  public init() {}

  /// Whether the form can be submitted from outside its content (the navigation bar or the
  /// keyboard toolbar), where the user reaches the submit with the keyboard up; the checker counts
  /// it as a way out of a keyboard only when it is always enabled.
  public var submitsOutsideContent: Bool { submit != nil }
}

/// One action of ``FormActions``.
public struct ActionSettings: Sendable {
  /// `title`: the button's title, or its default text when it has variants.
  public var title: Located<String>
  /// `title.when`: the title shown while an app flag is set, in list order (the first set flag
  /// wins); empty for a plain title.
  public var titleVariants: [TextVariant] = []
  /// `placement` (default: `navigationBarTrailing` for submit, `navigationBarLeading` for cancel).
  public var placement: Located<ActionPlacement>?
  /// `enabled` (submit only; default `always`).
  public var enabled: Located<ActionEnablement>?
  /// `confirmDiscard` (cancel only; default `false`): while the form has changes, the cancel asks
  /// before it runs (Discard Changes or Keep Editing), and so does an interactive sheet dismissal.
  public var confirmDiscard: Located<Bool>?
  /// Where the action's key (`submit`, `cancel`) is written.
  public var keyLocation: SourceLocation

  /// Creates an action.
  public init(
    title: Located<String>, placement: Located<ActionPlacement>? = nil,
    enabled: Located<ActionEnablement>? = nil, confirmDiscard: Located<Bool>? = nil,
    keyLocation: SourceLocation
  ) {
    self.title = title
    self.placement = placement
    self.enabled = enabled
    self.confirmDiscard = confirmDiscard
    self.keyLocation = keyLocation
  }

  /// Whether the action asks before discarding changes (`confirmDiscard: true`).
  public var confirmsDiscard: Bool { confirmDiscard?.value ?? false }
}

/// Where an action's button stands (`actions.submit.placement`, `actions.cancel.placement`).
public enum ActionPlacement: String, SpecWord {
  /// The leading edge of the navigation bar.
  case navigationBarLeading
  /// The trailing edge of the navigation bar.
  case navigationBarTrailing
  /// The keyboard toolbar (the input accessory toolbar above the keyboard), in Done's place, or
  /// before Done with `keyboard.afterSubmit: keep`; submit only, and only with a toolbar.
  case keyboardToolbar
}

/// When a submit button is enabled (`enabled` on `actions.submit` or a submit `button`).
public enum ActionEnablement: String, SpecWord {
  /// Always: a tap validates, and an invalid form focuses its first invalid input.
  case always
  /// While every visible input passes validation.
  case whenValid
  /// While some input's value differs from its initial `value` (changed since the form loaded).
  case whenChanged
  /// While every visible, enabled `required` input is filled (whitespace only is empty), whatever
  /// its other rules say; a tap validates as `always` does.
  case whenFilled
}
