import Foundation

/// The text of a number control's value, as the model reports it and conditions test it: the
/// shortest text that reads back as the value, without a fraction for a whole number (`3`,
/// `0.25`), after rounding to the control's fraction digits. FormRuntime's `FormNumber` writes
/// the same text.
public enum NumberText {
  /// The text of `value`, rounded to `fractionDigits` places first when given.
  public static func text(_ value: Double, fractionDigits: Int? = nil) -> String {
    var value = value
    if let fractionDigits {
      let scale = pow10(min(fractionDigits, 15))
      value = (value * scale).rounded() / scale
    }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  /// The digits after the point in `value`'s text (`0.05`: 2; `3`: 0).
  public static func fractionDigits(of value: Double) -> Int {
    let text = self.text(value)
    if text.contains("e") { return 15 }
    guard let point = text.firstIndex(of: ".") else { return 0 }
    return text.distance(from: point, to: text.endIndex) - 1
  }

  /// The number a condition's text names, or `nil` when it is no number.
  public static func number(_ text: String) -> Double? {
    guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite
    else { return nil }
    return value
  }

  private static func pow10(_ exponent: Int) -> Double {
    (0..<exponent).reduce(1) { value, _ in value * 10 }
  }
}
