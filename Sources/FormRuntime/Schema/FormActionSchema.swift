/// Where a form's action button outside its content stands (`placement` of `actions.submit` and
/// `actions.cancel`).
public enum FormActionPlacement: String, Sendable, Hashable, CaseIterable {
  /// The leading edge of the navigation bar.
  case navigationBarLeading
  /// The trailing edge of the navigation bar.
  case navigationBarTrailing
  /// The keyboard toolbar, as its ``FormToolbarItem/submit`` item (submit only).
  case keyboardToolbar
}

/// One action button outside a form's content: its title (localized where the spec's strings
/// are), where it stands, when it is enabled, and the accessibility identifier UI tests find it by.
public struct FormActionSchema: Sendable, Hashable {
  /// The button's title, or its default text when it has ``titleVariants``.
  public var title: String
  /// The title shown while an app flag is set (`when` in the spec), the first set flag in list
  /// order winning; empty for a plain title.
  public var titleVariants: [FormTextVariant]
  /// Where the button stands.
  public var placement: FormActionPlacement
  /// When the button is enabled (`always` for cancel).
  public var enabled: FormActionEnablement
  /// Whether a tap asks before discarding changes (`confirmDiscard` on the spec's cancel; always
  /// `false` for submit): while the form has changes, Discard Changes or Keep Editing.
  public var confirmsDiscard: Bool
  /// The button's accessibility identifier.
  public var identifier: String

  /// Creates an action button.
  public init(
    title: String, titleVariants: [FormTextVariant] = [], placement: FormActionPlacement,
    enabled: FormActionEnablement = .always, confirmsDiscard: Bool = false, identifier: String
  ) {
    self.title = title
    self.titleVariants = titleVariants
    self.placement = placement
    self.enabled = enabled
    self.confirmsDiscard = confirmsDiscard
    self.identifier = identifier
  }

  /// The title for the app flags `isFlagSet` says are set: the first variant whose flag is set,
  /// else ``title``.
  public func title(isFlagSet: (String) -> Bool) -> String {
    FormTextVariant.text(title, titleVariants, isFlagSet: isFlagSet)
  }
}

/// A form's submit and cancel buttons outside its content (`actions` in the spec); both absent
/// when the spec has none.
public struct FormActionsSchema: Sendable, Hashable {
  /// The submit button: a tap validates and submits as Return on the last input does.
  public var submit: FormActionSchema?
  /// The cancel button: a tap runs the screen's cancel handler.
  public var cancel: FormActionSchema?
  /// The content's submit buttons (`button` nodes with an id) whose `enabled` is not `always`, in
  /// document order: the UIKit controller keeps each one's `isEnabled` in step, as it does the
  /// navigation bar's submit.
  public var buttons: [FormContentButtonSchema]

  /// Creates the actions.
  public init(
    submit: FormActionSchema? = nil, cancel: FormActionSchema? = nil,
    buttons: [FormContentButtonSchema] = []
  ) {
    self.submit = submit
    self.cancel = cancel
    self.buttons = buttons
  }

  /// The submit or the cancel button.
  public subscript(role: FormActionRole) -> FormActionSchema? {
    switch role {
    case .submit: return submit
    case .cancel: return cancel
    }
  }

  /// Whether the form has neither.
  public var isEmpty: Bool { submit == nil && cancel == nil }
}

/// A submit `button` of a form's content with an `enabled` other than `always`: the node id the
/// UIKit screen's views answer through `formNodeViews(_:)`, and when the button is enabled.
public struct FormContentButtonSchema: Sendable, Hashable {
  /// The button's id in the spec.
  public var id: String
  /// When the button is enabled.
  public var enabled: FormActionEnablement

  /// Creates a content submit button.
  public init(id: String, enabled: FormActionEnablement) {
    self.id = id
    self.enabled = enabled
  }
}
