extension FormInputSchema {
  /// An on/off switch: no text traits, no return key, not in the keyboard's focus chain. Its
  /// value, as ``FormModel/value(of:)`` reports it and conditions test it, is `"true"` or
  /// `"false"`.
  public static func `switch`(
    _ field: Field, title: String? = nil, hint: String? = nil, isOn: Bool = false,
    validations: [FormValidation] = [], shownWith: String? = nil
  ) -> Self {
    Self(
      field, kind: .switch, title: title, hint: hint, initialValue: isOn ? "true" : "false",
      validations: validations, shownWith: shownWith)
  }
}

extension FormInputKind {
  /// Whether inputs of this kind are in the keyboard's focus chain: text fields, text views and
  /// custom controls are; typed controls (a switch) are not, so Next, Previous and Return pass
  /// over them.
  public var isFocusable: Bool {
    switch self {
    case .field, .textView, .custom: return true
    case .switch: return false
    }
  }
}
