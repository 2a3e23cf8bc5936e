import FormSpec

extension ResolvedInput {
  /// A stepper's or slider's range, step, kind of number, label format and images.
  public struct Number: Sendable, Codable, Hashable {
    /// The smallest value.
    public var minimum: Double
    /// The largest value.
    public var maximum: Double
    /// How far one press or notch moves the value; `nil` for a continuous slider.
    public var step: Double?
    /// Whether the value is a whole number (`Int`): the range's ends, the step and the value are;
    /// otherwise it is a `Double`.
    public var isInteger: Bool
    /// The digits after the point the value is rounded to (0 for whole numbers), or `nil` for a
    /// continuous slider.
    public var fractionDigits: Int?
    /// The label's format, `{value}` where the value goes; `nil` shows the title alone. With
    /// plural forms, the `other` form.
    public var format: String?
    /// The label's English singular (`format: {one, other}`'s `one`), shown when the value is 1;
    /// `nil` without plural forms.
    public var formatOne: String?
    /// A slider's SF Symbol at the minimum end.
    public var minimumImage: String?
    /// A slider's SF Symbol at the maximum end.
    public var maximumImage: String?

    /// Creates a number control's facts.
    public init(
      minimum: Double, maximum: Double, step: Double?, isInteger: Bool, fractionDigits: Int?,
      format: String? = nil, formatOne: String? = nil, minimumImage: String? = nil,
      maximumImage: String? = nil
    ) {
      self.minimum = minimum
      self.maximum = maximum
      self.step = step
      self.isInteger = isInteger
      self.fractionDigits = fractionDigits
      self.format = format
      self.formatOne = formatOne
      self.minimumImage = minimumImage
      self.maximumImage = maximumImage
    }

    /// The model's text of `value` (`3`, `0.25`), as conditions test it.
    public func text(_ value: Double) -> String {
      NumberText.text(value, fractionDigits: fractionDigits)
    }

    /// Whether the control can take `value`: inside the range and, with a step, on one.
    public func contains(_ value: Double) -> Bool {
      NumberDomain(minimum: minimum, maximum: maximum, step: step).contains(value)
    }
  }
}

/// The values a number control can take: `minimum`, `minimum + step`, … up to `maximum`, or any
/// value between them without a step.
public struct NumberDomain: Sendable, Hashable {
  /// The smallest value.
  public var minimum: Double
  /// The largest value.
  public var maximum: Double
  /// The step, or `nil` (continuous).
  public var step: Double?

  /// Creates a domain.
  public init(minimum: Double, maximum: Double, step: Double?) {
    self.minimum = minimum
    self.maximum = maximum
    self.step = step
  }

  /// Whether `value` is a step (a whole number of steps) from `minimum`, allowing for binary
  /// fractions (0.1 is not exact).
  public func isOnStep(_ value: Double) -> Bool {
    guard let step, step > 0 else { return true }
    let steps = (value - minimum) / step
    return abs(steps - steps.rounded()) <= 1e-9 * max(1, abs(steps))
  }

  /// Whether the control can take `value`.
  public func contains(_ value: Double) -> Bool {
    let slack = 1e-9 * max(1, abs(maximum - minimum))
    return value >= minimum - slack && value <= maximum + slack && isOnStep(value)
  }

  /// How many values the control can take, or `nil` when continuous (or the range is empty).
  public var count: Int? {
    guard let step, step > 0, maximum >= minimum else { return nil }
    let steps = ((maximum - minimum) / step + 1e-9).rounded(.down)
    return steps < Double(Int.max / 2) ? Int(steps) + 1 : nil
  }
}
