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

extension FormInputSchema {
  /// A choice among options: no text traits, no return key, not in the keyboard's focus chain.
  /// Its value is the chosen option's value, or `""` while none is chosen (what `required`
  /// checks).
  public static func choice(
    _ field: Field, title: String? = nil, hint: String? = nil, options: [FormChoice.Option],
    style: FormChoice.Style = .menu, value: String = "", validations: [FormValidation] = [],
    shownWith: String? = nil
  ) -> Self {
    var input = Self(
      field, kind: .choice, title: title, hint: hint, initialValue: value,
      validations: validations, shownWith: shownWith)
    input.choice = FormChoice(options: options, style: style)
    return input
  }

  /// A choice whose options the app loads at run time (`options: app`): the view model's
  /// ``FormModel/options(of:)`` gives them. `optionMessage` is shown when the value is none of
  /// the current options.
  public static func appChoice(
    _ field: Field, title: String? = nil, hint: String? = nil, style: FormChoice.Style = .menu,
    value: String = "", validations: [FormValidation] = [], optionMessage: String,
    shownWith: String? = nil
  ) -> Self {
    appLoaded(
      field, kind: .choice, title: title, hint: hint, style: style, value: value,
      validations: validations, optionMessage: optionMessage, shownWith: shownWith)
  }

  /// An input of `kind` (a choice or a multi-choice) whose options the app loads: no options in
  /// the schema, ``FormChoice/optionsFromApp`` set.
  static func appLoaded(
    _ field: Field, kind: Kind, title: String?, hint: String?, style: FormChoice.Style,
    value: String, validations: [FormValidation], optionMessage: String, shownWith: String?
  ) -> Self {
    var input = Self(
      field, kind: kind, title: title, hint: hint, initialValue: value,
      validations: validations, shownWith: shownWith)
    input.choice = FormChoice(options: [], style: style, optionsFromApp: true)
    input.optionMessage = optionMessage
    return input
  }
}

extension FormInputKind {
  /// Whether inputs of this kind are in the keyboard's focus chain: text fields, text views and
  /// custom controls are; typed controls (a switch, a choice) are not, so Next, Previous and Return pass
  /// over them.
  public var isFocusable: Bool {
    switch self {
    case .field, .textView, .custom: return true
    case .switch, .choice, .multiChoice, .date, .stepper, .slider: return false
    }
  }
}

extension FormInputSchema {
  /// A date, a time of day or both: no text traits, no return key, not in the keyboard's focus
  /// chain. Its value, as ``FormModel/value(of:)`` reports it and conditions test it, is the
  /// date's local text (``FormDate/text(of:in:)``), or `""` while it is unset (what `required`
  /// checks); `rangeMessage` is shown when it lies outside `date`'s range.
  public static func date(
    _ field: Field, title: String? = nil, hint: String? = nil, date: FormDate = FormDate(),
    value: String = "", validations: [FormValidation] = [], rangeMessage: String? = nil,
    shownWith: String? = nil
  ) -> Self {
    var input = Self(
      field, kind: .date, title: title, hint: hint, initialValue: value,
      validations: validations, shownWith: shownWith)
    input.date = date
    input.rangeMessage = rangeMessage
    return input
  }
}
