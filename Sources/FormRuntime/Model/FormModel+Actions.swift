/// When a submit button is enabled: the spec's `enabled` on `actions.submit` or on a submit
/// `button`.
public enum FormActionEnablement: String, Sendable, Hashable, CaseIterable {
  /// Always: a tap validates, and an invalid form focuses its first invalid input.
  case always
  /// While every visible input passes validation.
  case whenValid
  /// While some input's value differs from its initial value (changed since the form loaded).
  case whenChanged
}

extension FormModel {
  /// Whether some input's value differs from its initial value (the spec's `value`), whether or
  /// not the input is visible.
  public var hasChanges: Bool {
    Self.schema.inputs.contains { value(of: $0.field) != $0.initialValue }
  }

  /// Whether a submit button that is enabled `enablement` is enabled now.
  public func isSubmitEnabled(_ enablement: FormActionEnablement) -> Bool {
    switch enablement {
    case .always: return true
    case .whenValid: return isValid
    case .whenChanged: return hasChanges
    }
  }
}
