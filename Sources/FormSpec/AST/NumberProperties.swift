import FormDiagnostics

/// The keys of a number control (`stepper`, `slider`), as decoded.
public struct NumberProperties: Sendable {
  /// `range: {min, max}`: the values the control can take, both ends included.
  public var range: NumberRange?
  /// `step`: how far one press of the stepper, or one notch of the slider, moves the value
  /// (`nil`: a stepper's is 1, a slider without one is continuous).
  public var step: Located<Double>?
  /// `value`: the value it starts with (`nil`: the range's `min`).
  public var value: Located<Double>?
  /// `format`: the label's text with `{value}` where the value goes ("{value} guests"); written
  /// as a mapping of plural forms, its `other` form.
  public var format: Located<String>?
  /// `format: {one, other}`'s `one` form: the English singular ("{value} guest"), shown when the
  /// value is 1; `nil` when `format` is a plain string.
  public var formatOne: Located<String>?
  /// A slider's `minimumImage`: the SF Symbol beside its minimum end.
  public var minimumImage: Located<String>?
  /// A slider's `maximumImage`: the SF Symbol beside its maximum end.
  public var maximumImage: Located<String>?

  /// Creates empty number properties.
  public init() {}

  /// The placeholder a `format` holds for the value.
  public static let valuePlaceholder = "{value}"

  /// The step the control moves by: `step`, else 1 for a stepper and `nil` (continuous) for a
  /// slider.
  public func effectiveStep(_ kind: Node.Kind) -> Double? {
    step?.value ?? (kind == .stepper ? 1 : nil)
  }
}

/// A number control's `range: {min: 1, max: 12}`.
public struct NumberRange: Sendable, Hashable {
  /// `min`: the smallest value.
  public var min: Located<Double>?
  /// `max`: the largest value.
  public var max: Located<Double>?
  /// Where `range` is written (its key).
  public var location: SourceLocation

  /// Creates a range.
  public init(min: Located<Double>?, max: Located<Double>?, location: SourceLocation) {
    self.min = min
    self.max = max
    self.location = location
  }
}
