extension FormChoice {
  /// The option values of a multi-choice's value (`"mon,wed"`), in order; none for `""`.
  public static func selection(_ value: String) -> [String] {
    value.split(separator: ",").map(String.init)
  }

  /// A multi-choice's value for a set of chosen option values: those of ``options`` chosen, in
  /// option order, comma-separated (`""` for none), as ``FormModel/value(of:)`` reports it.
  public func value(choosing chosen: Set<String>) -> String {
    options.lazy.map(\.value).filter(chosen.contains).joined(separator: ",")
  }

  /// The value after the user toggles the option with `value`: chosen when it was not, not
  /// chosen when it was.
  public func value(_ current: String, toggling value: String) -> String {
    var chosen = Set(Self.selection(current))
    if chosen.remove(value) == nil { chosen.insert(value) }
    return self.value(choosing: chosen)
  }
}

extension FormInputSchema {
  /// A choice of any number of options: no text traits, no return key, not in the keyboard's
  /// focus chain. Its value is the chosen options' values in option order, comma-separated, or
  /// `""` while none is chosen (what `required` checks).
  public static func multiChoice(
    _ field: Field, title: String? = nil, hint: String? = nil, options: [FormChoice.Option],
    style: FormChoice.Style = .inline, value: String = "", validations: [FormValidation] = [],
    shownWith: String? = nil
  ) -> Self {
    var input = Self(
      field, kind: .multiChoice, title: title, hint: hint, initialValue: value,
      validations: validations, shownWith: shownWith)
    input.choice = FormChoice(options: options, style: style)
    return input
  }
}

extension FormInputSchema {
  /// A multi-choice whose options the app loads at run time (`options: app`): the view model's
  /// ``FormModel/options(of:)`` gives them, and its value is a set of their values
  /// (``FormChoice/text(of:in:)``). `optionMessage` is shown when a chosen value is none of the
  /// current options.
  public static func appMultiChoice(
    _ field: Field, title: String? = nil, hint: String? = nil, style: FormChoice.Style = .inline,
    value: String = "", validations: [FormValidation] = [], optionMessage: String,
    shownWith: String? = nil
  ) -> Self {
    appLoaded(
      field, kind: .multiChoice, title: title, hint: hint, style: style, value: value,
      validations: validations, optionMessage: optionMessage, shownWith: shownWith)
  }
}

extension FormValidation {
  /// At least `count` options chosen, once any is (`min`).
  public static func minSelections(_ count: Int, _ message: String) -> Self {
    Self(.minSelections(count), message: message)
  }

  /// At most `count` options chosen (`max`).
  public static func maxSelections(_ count: Int, _ message: String) -> Self {
    Self(.maxSelections(count), message: message)
  }
}

extension FormChoice {
  /// A multi-choice's text for a set of options of its generated enum: their raw values in case
  /// order, comma-separated (`""` for none), as ``FormModel/value(of:)`` reports it.
  public static func text<Option>(of chosen: Set<Option>) -> String
  where Option: RawRepresentable & CaseIterable & Hashable, Option.RawValue == String {
    Option.allCases.filter(chosen.contains).map(\.rawValue).joined(separator: ",")
  }

  /// A multi-choice's text for the values chosen among options the app loads (`options: app`):
  /// those of `options` chosen, in the app's order, then any chosen value that is none of them
  /// (left from an earlier list), in alphabetical order; comma-separated, `""` for none.
  public static func text(of chosen: Set<String>, in options: [Option]) -> String {
    let listed = options.lazy.map(\.value).filter(chosen.contains)
    let others = chosen.subtracting(options.map(\.value)).sorted()
    return (Array(listed) + others).joined(separator: ",")
  }

  /// The set of options of a generated enum that a multi-choice's text names; values that are no
  /// option are left out.
  public static func options<Option>(in value: String) -> Set<Option>
  where Option: RawRepresentable & Hashable, Option.RawValue == String {
    Set(selection(value).compactMap(Option.init(rawValue:)))
  }
}

extension FormChoice {
  /// The list to keep when the app sets the options of a multi-choice it loads (`options: app`):
  /// `options` without those whose value contains a comma, or `nil` when none does (keep the list
  /// as set). The generated view model calls it as the list arrives, so the model, the screens,
  /// conditions and validation never see such a value.
  ///
  /// A multi-choice's value is its chosen values joined with commas (``text(of:in:)``), which
  /// conditions, validation and ``FormModel/setValue(_:for:)`` split again
  /// (``selection(_:)``): a value with a comma would read as two. Such a value is the app's
  /// mistake, so in debug builds it is an assertion failure naming the values (`assertionFailure`,
  /// which stops there); in release builds the options are left out and the rest are shown.
  public static func appMultiChoiceOptions(_ options: [Option]) -> [Option]? {
    guard let valid = withoutCommaValues(options) else { return nil }
    let dropped = options.map(\.value).filter { $0.contains(",") }
    assertionFailure(
      "a multi-choice's option values cannot contain a comma (its value joins the chosen values "
        + "with commas); left out: \(dropped)")
    return valid
  }

  /// `options` without those whose value contains a comma, or `nil` when none does.
  static func withoutCommaValues(_ options: [Option]) -> [Option]? {
    guard options.contains(where: { $0.value.contains(",") }) else { return nil }
    return options.filter { !$0.value.contains(",") }
  }
}
