/// When a submit button is enabled: the spec's `enabled` on `actions.submit` or on a submit
/// `button`.
public enum FormActionEnablement: String, Sendable, Hashable, CaseIterable {
  /// Always: a tap validates, and an invalid form focuses its first invalid input.
  case always
  /// While every visible input passes validation.
  case whenValid
  /// While some input's value differs from its initial value (changed since the form loaded).
  case whenChanged
  /// While every visible, enabled input with `required` (or `requiredWithout`) is filled, whatever
  /// its other rules say (``FormModel/requiredInputsFilled``); a tap validates as `always` does.
  case whenFilled
}

extension FormModel {
  /// Whether some input's value differs from its initial value (the spec's `value`), whether or
  /// not the input is visible.
  public var hasChanges: Bool {
    Self.schema.inputs.contains { value(of: $0.field) != $0.initialValue }
  }

  /// Whether every visible, enabled input that is `required` is filled, and every one with
  /// `requiredWithout` has it or one of the others filled; a value of whitespace only is not
  /// filled (``FormValidator/isFilled(_:)``), a switch that is off is not, and the other rules are
  /// not asked. It does not change `errors`.
  public var requiredInputsFilled: Bool {
    let schema = Self.schema
    let visibility = visibility
    let sent = { (id: String) -> String in
      guard let other = Field(rawValue: id), let position = schema.tables.positions[id],
        visibility.isActive(position)
      else { return "" }
      return self.value(of: other)
    }
    for (position, input) in schema.inputs.enumerated() where visibility.isActive(position) {
      let value = value(of: input.field)
      let validated = input.kind == .switch && value == "false" ? "" : value
      for validation in input.validations {
        switch validation.rule {
        case .required, .requiredWithout:
          guard
            FormValidator.passes(
              validated, validation.rule, other: sent, filled: { FormValidator.isFilled(sent($0)) })
          else { return false }
        default: continue
        }
      }
    }
    return true
  }

  /// Whether a tap on `cancel` asks before discarding changes now: the cancel has
  /// `confirmDiscard` (``FormActionSchema/confirmsDiscard``) and the form ``hasChanges``. The
  /// generated SwiftUI screen then asks Discard Changes or Keep Editing
  /// (`formDiscardConfirmation(of:isPresented:onDiscard:)`), and the UIKit keyboard controller's
  /// cancel asks in an action sheet (`FormKeyboardController.cancel()`, `askToDiscard()`).
  public func cancelAsksToDiscard(_ cancel: FormActionSchema?) -> Bool {
    (cancel?.confirmsDiscard ?? false) && hasChanges
  }

  /// Whether the form's own cancel (`actions.cancel` of ``FormModel/schema``) asks before
  /// discarding changes now (``cancelAsksToDiscard(_:)``); a sheet showing the form is then not
  /// dismissed interactively.
  public var asksToDiscard: Bool { cancelAsksToDiscard(Self.schema.actions.cancel) }

  /// Whether a submit button that is enabled `enablement` is enabled now.
  public func isSubmitEnabled(_ enablement: FormActionEnablement) -> Bool {
    switch enablement {
    case .always: return true
    case .whenValid: return isValid
    case .whenChanged: return hasChanges
    case .whenFilled: return requiredInputsFilled
    }
  }
}
