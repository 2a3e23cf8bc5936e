import Foundation

/// A date control's components, style and range (a `date` node of the spec), and the conversions
/// between its `Date` and the text conditions and validation read.
///
/// A date's text is local: `2026-12-24`, `09:30` or `2026-12-24T09:30` in the calendar and time
/// zone it is read in (the user's, ``Foundation/Calendar/current``, unless a test passes
/// another). Texts of one shape compare in time order as strings, which is how a range is
/// checked. A spec's dates are written the same way, and mean the same local day or time
/// wherever the app runs: the generated code holds the spec's text, never an instant.
public struct FormDate: Sendable, Hashable {
  /// What the control edits.
  public enum Components: String, Sendable, Hashable, CaseIterable {
    /// A calendar day.
    case date
    /// An hour and minute.
    case time
    /// A day and a time.
    case dateAndTime
  }

  /// How the control shows its value.
  public enum Style: String, Sendable, Hashable, CaseIterable {
    /// A row whose value opens a calendar or time popover.
    case compact
    /// A calendar (or time clock) drawn in the form.
    case inline
    /// Spinning wheels.
    case wheel
  }

  /// What the control edits.
  public var components: Components
  /// How it shows the value.
  public var style: Style
  /// The earliest value the user may pick, as a spec writes it (`2026-01-01`, `today`, `now`).
  public var from: String?
  /// The latest value the user may pick, as a spec writes it.
  public var to: String?

  /// Creates a date control's description.
  public init(
    components: Components = .date, style: Style = .compact, from: String? = nil,
    to: String? = nil
  ) {
    self.components = components
    self.style = style
    self.from = from
    self.to = to
  }

  /// The text of `date` in `calendar` (`""` for `nil`): what ``FormModel/value(of:)`` reports.
  public func text(of date: Date?, in calendar: Calendar = .current) -> String {
    guard let date else { return "" }
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    let day =
      Self.pad(parts.year ?? 0, 4) + "-" + Self.pad(parts.month ?? 0, 2) + "-"
      + Self.pad(parts.day ?? 0, 2)
    let time = Self.pad(parts.hour ?? 0, 2) + ":" + Self.pad(parts.minute ?? 0, 2)
    switch components {
    case .date: return day
    case .time: return time
    case .dateAndTime: return day + "T" + time
    }
  }

  /// The date a text means in `calendar` (`nil` for `""` or text that is no date): a day's
  /// start, a time on the day of `now`, `today`'s start, or `now` to the minute.
  public func date(from text: String, in calendar: Calendar = .current, now: Date = Date())
    -> Date?
  {
    Self.date(from: text, in: calendar, now: now)
  }

  /// ``date(from:in:now:)`` for any text of a spec's shapes.
  public static func date(from text: String, in calendar: Calendar = .current, now: Date = Date())
    -> Date?
  {
    switch text {
    case "today": return calendar.startOfDay(for: now)
    case "now":
      let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: now)
      return calendar.date(from: parts)
    default: break
    }
    let bytes = Array(text.utf8)
    func number(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[range] {
        guard byte >= 48 && byte <= 57 else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      return value
    }
    var parts = DateComponents()
    switch bytes.count {
    case 5 where bytes[2] == 58:
      parts = calendar.dateComponents([.year, .month, .day], from: now)
      parts.hour = number(0..<2)
      parts.minute = number(3..<5)
    case 10 where bytes[4] == 45 && bytes[7] == 45:
      (parts.year, parts.month, parts.day) = (number(0..<4), number(5..<7), number(8..<10))
    case 16 where bytes[4] == 45 && bytes[7] == 45 && bytes[10] == 84 && bytes[13] == 58:
      (parts.year, parts.month, parts.day) = (number(0..<4), number(5..<7), number(8..<10))
      (parts.hour, parts.minute) = (number(11..<13), number(14..<16))
    default: return nil
    }
    guard parts.year != nil, parts.month != nil, parts.day != nil,
      bytes.count == 10 || (parts.hour != nil && parts.minute != nil)
    else { return nil }
    if bytes.count == 10 { (parts.hour, parts.minute) = (0, 0) }
    return calendar.date(from: parts)
  }

  /// The earliest date the user may pick, resolved in `calendar` at `now`, or `nil`.
  public func lowerBound(in calendar: Calendar = .current, now: Date = Date()) -> Date? {
    from.flatMap { Self.date(from: $0, in: calendar, now: now) }
  }

  /// The latest date the user may pick, resolved in `calendar` at `now`, or `nil`.
  public func upperBound(in calendar: Calendar = .current, now: Date = Date()) -> Date? {
    to.flatMap { Self.date(from: $0, in: calendar, now: now) }
  }

  /// Whether a value's text lies in the range (an empty value does: `required` checks that).
  /// Bounds are compared as texts of the control's shape, so `2026-06-01` is in a range from
  /// `today` on that day whatever the hour.
  public func contains(_ value: String, in calendar: Calendar = .current, now: Date = Date())
    -> Bool
  {
    guard !value.isEmpty else { return true }
    if let lower = lowerBound(in: calendar, now: now), value < text(of: lower, in: calendar) {
      return false
    }
    if let upper = upperBound(in: calendar, now: now), value > text(of: upper, in: calendar) {
      return false
    }
    return true
  }

  private static func pad(_ number: Int, _ width: Int) -> String {
    let digits = String(number)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}

extension FormDate {
  /// The date a spec's text means now (``date(from:in:now:)``), for a date model property's
  /// initial value: `FormDate.value("2026-12-24")` is the start of that day in the user's
  /// calendar. Text that is no date (which formc never generates) gives `now`.
  public static func value(_ text: String, in calendar: Calendar = .current, now: Date = Date())
    -> Date
  {
    date(from: text, in: calendar, now: now) ?? now
  }

  /// The text of `date` for a control of `components` (``text(of:in:)``).
  public static func text(
    of date: Date?, _ components: Components, in calendar: Calendar = .current
  ) -> String {
    FormDate(components: components).text(of: date, in: calendar)
  }

  /// The dates from `from` through `to`, both a spec's texts, resolved now: a date picker's
  /// range. When `to` resolves before `from` (`from: today` once `to` has passed) the range is
  /// the one day `from`, rather than a crash.
  public static func range(from: String, to: String) -> ClosedRange<Date> {
    let lower = value(from)
    return lower...max(lower, value(to))
  }

  /// The dates from `from`, a spec's text, on.
  public static func range(from: String) -> PartialRangeFrom<Date> { value(from)... }

  /// The dates through `to`, a spec's text.
  public static func range(through to: String) -> PartialRangeThrough<Date> { ...value(to) }
}
