import Foundation

/// A number control's range, step and label (a `stepper` or `slider` node of the spec): what the
/// schema knows about one besides its title.
///
/// The model holds the value typed (`Int` or `Double`); ``FormModel/value(of:)`` reports it as
/// ``text(_:)`` writes it (`2`, `0.25`), which is what conditions compare.
public struct FormNumber: Sendable, Hashable {
  /// The values the control can take, both ends included.
  public var range: ClosedRange<Double>
  /// How far one press or notch moves the value; `nil` for a continuous slider.
  public var step: Double?
  /// Whether the value is a whole number (the model's property is an `Int`).
  public var isInteger: Bool
  /// The digits after the point the value is rounded to; `nil` for a continuous slider.
  public var fractionDigits: Int?
  /// The value's label: the spec's `format`, `{value}` where the value goes, or a localized
  /// form's String Catalog format (`%1$lld guests`, `€%1$@`).
  public var format: String
  /// The English singular of ``format`` (`{value} guest`, or a localized form's `%1$lld guest`
  /// when its String Catalog has no entry for the label, or a decimal's `%1$@ hour` while the
  /// strings are the source language's), shown when the number as shown is 1 (``label(_:locale:)``);
  /// `nil` when the spec gives no plural forms, or when the catalog's entry, which may vary by
  /// plural, chooses.
  public var formatOne: String?
  /// A slider's SF Symbol at its minimum end.
  public var minimumImage: String?
  /// A slider's SF Symbol at its maximum end.
  public var maximumImage: String?

  /// Creates a number control's facts.
  public init(
    range: ClosedRange<Double>, step: Double?, isInteger: Bool, fractionDigits: Int?,
    format: String = "{value}", formatOne: String? = nil, minimumImage: String? = nil,
    maximumImage: String? = nil
  ) {
    self.range = range
    self.step = step
    self.isInteger = isInteger
    self.fractionDigits = fractionDigits
    self.format = format
    self.formatOne = formatOne
    self.minimumImage = minimumImage
    self.maximumImage = maximumImage
  }

  /// The value's text, as the model reports it and conditions test it: rounded to
  /// ``fractionDigits``, without a fraction when whole (`2`, `0.25`).
  public func text(_ value: Double) -> String {
    Self.text(value, fractionDigits: fractionDigits)
  }

  /// `value` rounded to `fractionDigits` places when given, in its shortest text, without a
  /// fraction when whole. formc's compiler writes the same text for the values in conditions.
  public static func text(_ value: Double, fractionDigits: Int? = nil) -> String {
    var value = value
    if let fractionDigits {
      var scale = 1.0
      for _ in 0..<min(fractionDigits, 15) { scale *= 10 }
      value = (value * scale).rounded() / scale
    }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  /// The label shown beside the control: ``format`` with the value written for `locale` for
  /// `{value}` (``localizedText(_:locale:)``: `2,5` in German, `1,500` in American English), or
  /// ``formatOne`` when there is one and the number as shown is 1 (English's rule in Unicode
  /// CLDR, `one: i = 1 and v = 0`: the integer digits are 1 and no fraction digit is visible;
  /// "other" everything else, 0 included). The number is shown rounded to ``fractionDigits``
  /// without trailing zeros, so a decimal control shows `1 hour` at 1 (and at 1.04 with one
  /// fraction digit) but `1.5 hours` and `0.5 hours`
  /// (https://unicode.org/reports/tr35/tr35-numbers.html#Plural_Operand_Meanings).
  ///
  /// A localized form's format is its String Catalog format instead (`%1$lld guests`, which a
  /// translation may vary by plural, or `€%1$@`): a whole number fills in `%1$lld` as an `Int64`
  /// with `String(format:locale:)`, which writes it with `locale`'s grouping (`1.500` in German)
  /// and, for a format the bundle read from the catalog's plural variations (compiled into a
  /// `.stringsdict`), picks the language's plural form
  /// (https://developer.apple.com/documentation/xcode/localizing-strings-that-contain-plurals);
  /// another number fills in `%1$@` as written for `locale`.
  public func label(_ value: Double, locale: Locale = .current) -> String {
    let whole = value.rounded()
    let format = formatOne.flatMap { text(value) == "1" ? $0 : nil } ?? self.format
    if format.contains("{value}") {
      return format.replacingOccurrences(
        of: "{value}", with: localizedText(value, locale: locale))
    }
    if isInteger {
      return String(format: format, locale: locale, Int64(whole))
    }
    return String(format: format, locale: locale, localizedText(value, locale: locale))
  }

  /// `value` in the range and on a step: what a stepper's value always is, and what the keyboard
  /// controller makes of a `UISlider`'s value, which has no step of its own.
  public func snapped(_ value: Double) -> Double {
    var value = min(max(value, range.lowerBound), range.upperBound)
    if let step, step > 0 {
      let steps = ((value - range.lowerBound) / step).rounded()
      value = min(range.lowerBound + steps * step, range.upperBound)
    }
    return Double(text(value)) ?? value
  }
}
