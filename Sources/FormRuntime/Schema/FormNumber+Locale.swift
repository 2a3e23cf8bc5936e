import Foundation

extension FormNumber {
  /// The value as a user reads it in `locale`: rounded as ``text(_:)`` rounds it, with the
  /// locale's decimal separator and grouping (Foundation's `NumberFormatter`, `.decimal` style,
  /// available on every iOS formc supports), no fraction when whole. ``text(_:)`` stays the
  /// locale-independent text that conditions compare and the session reports.
  ///
  /// https://developer.apple.com/documentation/foundation/numberformatter
  public func localizedText(_ value: Double, locale: Locale = .current) -> String {
    let rounded = Double(text(value)) ?? value
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.numberStyle = .decimal
    formatter.minimumFractionDigits = 0
    // A continuous slider's value is written with as many digits as `text(_:)` gives it.
    formatter.maximumFractionDigits = fractionDigits ?? 15
    return formatter.string(from: NSNumber(value: rounded)) ?? text(value)
  }
}
