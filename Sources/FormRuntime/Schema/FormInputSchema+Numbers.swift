import Foundation

extension FormInputSchema {
  /// A number stepper (`UIStepper`, SwiftUI's `Stepper`): no text traits, no return key, not in
  /// the keyboard's focus chain. Its value is ``FormNumber/text(_:)`` of the model's number.
  public static func stepper(
    _ field: Field, title: String? = nil, hint: String? = nil, number: FormNumber,
    value: Double, validations: [FormValidation] = [], shownWith: String? = nil
  ) -> Self {
    var input = Self(
      field, kind: .stepper, title: title, hint: hint, initialValue: number.text(value),
      validations: validations, shownWith: shownWith)
    input.number = number
    return input
  }

  /// A number slider (`UISlider`, SwiftUI's `Slider`): no text traits, no return key, not in the
  /// keyboard's focus chain. Its value is ``FormNumber/text(_:)`` of the model's number.
  public static func slider(
    _ field: Field, title: String? = nil, hint: String? = nil, number: FormNumber,
    value: Double, validations: [FormValidation] = [], shownWith: String? = nil
  ) -> Self {
    var input = Self(
      field, kind: .slider, title: title, hint: hint, initialValue: number.text(value),
      validations: validations, shownWith: shownWith)
    input.number = number
    return input
  }
}

extension FormModel {
  /// The label of a number control's value: its format with the value written for `locale`
  /// (`2 guests`, `€42,5` in German); the text alone for other inputs.
  public func numberLabel(of field: Field, locale: Locale = .current) -> String {
    let text = value(of: field)
    guard let number = Self.schema[field].number, let value = Double(text) else { return text }
    return number.label(value, locale: locale)
  }
}
