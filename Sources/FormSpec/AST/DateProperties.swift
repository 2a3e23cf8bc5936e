/// The keys of a `date` node, as decoded: which parts of a date it edits, how it shows them, its
/// initial value and the range the user may pick from.
public struct DateProperties: Sendable {
  /// `components`: what the control edits (default `date`).
  public var components: Located<DateComponentsKind>?
  /// `style`: how the control shows the value (default `compact`).
  public var style: Located<DateStyle>?
  /// `value`: the initial value; without one the date starts unset (an optional `Date`).
  public var value: Located<SpecDate>?
  /// `range.from`: the earliest value the user may pick.
  public var from: Located<SpecDate>?
  /// `range.to`: the latest value the user may pick.
  public var to: Located<SpecDate>?

  /// Creates empty date properties.
  public init() {}

  /// The effective components (default `date`).
  public var effectiveComponents: DateComponentsKind { components?.value ?? .date }
  /// The effective style (default `compact`).
  public var effectiveStyle: DateStyle { style?.value ?? .compact }
}

/// What a `date` node edits (`components`), as SwiftUI's `DatePicker.Components` and UIKit's
/// `UIDatePicker.Mode` say.
public enum DateComponentsKind: String, SpecWord {
  /// A calendar day: `[.date]`, `UIDatePicker.Mode.date`; the default.
  case date
  /// An hour and minute: `[.hourAndMinute]`, `UIDatePicker.Mode.time`.
  case time
  /// A day and a time: `[.date, .hourAndMinute]`, `UIDatePicker.Mode.dateAndTime`.
  case dateAndTime
}

/// How a `date` node shows its value (`style`), as SwiftUI's date picker styles and
/// `UIDatePickerStyle` do.
public enum DateStyle: String, SpecWord {
  /// A row with the value as a button that shows a calendar or time popover
  /// (`CompactDatePickerStyle`, `UIDatePickerStyle.compact`); the default.
  case compact
  /// A calendar (or a time clock) drawn in the form (`GraphicalDatePickerStyle`,
  /// `UIDatePickerStyle.inline`).
  case inline
  /// Spinning wheels (`WheelDatePickerStyle`, `UIDatePickerStyle.wheels`).
  case wheel
}

/// A date written in a spec: a local calendar date, a local time of day, both, or the moment the
/// form is shown (`today`, `now`). A spec's dates carry no time zone: `2026-12-24` is that day in
/// the user's calendar and time zone wherever the app runs.
public enum SpecDate: Sendable, Hashable {
  /// `2026-12-24`.
  case day(year: Int, month: Int, day: Int)
  /// `09:30`.
  case time(hour: Int, minute: Int)
  /// `2026-12-24T09:30`.
  case dateTime(year: Int, month: Int, day: Int, hour: Int, minute: Int)
  /// `today`: the start of the current day.
  case today
  /// `now`: the current moment (to the minute).
  case now

  /// The canonical text, as the runtime writes a date's value for conditions and validation:
  /// `2026-12-24`, `09:30`, `2026-12-24T09:30`, `today` or `now`. Two fixed dates of the same
  /// shape compare in time order as their texts compare.
  public var text: String {
    func pad(_ number: Int, _ width: Int) -> String {
      let digits = String(number)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    switch self {
    case .day(let year, let month, let day):
      return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
    case .time(let hour, let minute): return pad(hour, 2) + ":" + pad(minute, 2)
    case .dateTime(let year, let month, let day, let hour, let minute):
      return SpecDate.day(year: year, month: month, day: day).text + "T"
        + SpecDate.time(hour: hour, minute: minute).text
    case .today: return "today"
    case .now: return "now"
    }
  }

  /// Whether the date is fixed by the spec (not `today` or `now`).
  public var isFixed: Bool {
    switch self {
    case .today, .now: return false
    default: return true
    }
  }

  /// Whether a control with `components` can hold this date: a day (or `today`) for `date`, a
  /// time (or `now`) for `time`, a date and time, `today` or `now` for `dateAndTime`.
  public func fits(_ components: DateComponentsKind) -> Bool {
    switch (self, components) {
    case (.day, .date), (.today, .date): return true
    case (.time, .time), (.now, .time): return true
    case (.dateTime, .dateAndTime), (.today, .dateAndTime), (.now, .dateAndTime): return true
    default: return false
    }
  }

  /// How a date of `components` is written, for messages.
  public static func example(for components: DateComponentsKind) -> String {
    switch components {
    case .date: return "a day such as 2026-12-24, or 'today'"
    case .time: return "a time of day such as 09:30, or 'now'"
    case .dateAndTime: return "a day and time such as 2026-12-24T09:30, 'today' or 'now'"
    }
  }

  /// Parses a spec's date text, or gives why it is not one (for `invalid-value`).
  public static func parse(_ text: String) -> Result<SpecDate, DateProblem> {
    if text == "today" { return .success(.today) }
    if text == "now" { return .success(.now) }
    let scalars = Array(text.utf8)
    func number(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= scalars.count else { return nil }
      var value = 0
      for byte in scalars[range] {
        guard byte >= 48 && byte <= 57 else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      return value
    }
    func byte(_ index: Int) -> UInt8? { index < scalars.count ? scalars[index] : nil }
    func time(at start: Int) -> Result<(Int, Int), DateProblem> {
      guard scalars.count - start == 5, byte(start + 2) == 58,
        let hour = number(start..<start + 2), let minute = number(start + 3..<start + 5)
      else {
        if scalars.count - start > 5, byte(start + 2) == 58 {
          let rest = String(decoding: scalars[(start + 5)...], as: UTF8.self)
          if rest.hasPrefix(":") { return .failure(.seconds) }
          return .failure(.timeZone)
        }
        return .failure(.notADate)
      }
      guard hour < 24, minute < 60 else { return .failure(.outOfRange) }
      return .success((hour, minute))
    }
    if scalars.count >= 3, byte(2) == 58 {
      switch time(at: 0) {
      case .success(let (hour, minute)): return .success(.time(hour: hour, minute: minute))
      case .failure(let problem): return .failure(problem)
      }
    }
    guard scalars.count >= 10, byte(4) == 45, byte(7) == 45, let year = number(0..<4),
      let month = number(5..<7), let day = number(8..<10)
    else { return .failure(.notADate) }
    guard year >= 1, (1...12).contains(month), day >= 1, day <= daysIn(month, of: year) else {
      return .failure(.outOfRange)
    }
    if scalars.count == 10 { return .success(.day(year: year, month: month, day: day)) }
    guard byte(10) == 84 else {
      return byte(10) == 32 ? .failure(.space) : .failure(.notADate)
    }
    switch time(at: 11) {
    case .success(let (hour, minute)):
      return .success(.dateTime(year: year, month: month, day: day, hour: hour, minute: minute))
    case .failure(let problem): return .failure(problem)
    }
  }

  /// The days of `month` in `year` of the proleptic Gregorian calendar.
  static func daysIn(_ month: Int, of year: Int) -> Int {
    switch month {
    case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Why a text is not a spec date.
  public enum DateProblem: Error, Sendable, Hashable {
    /// Not one of the accepted shapes.
    case notADate
    /// A month, day, hour or minute out of its range (`2026-02-30`, `24:00`).
    case outOfRange
    /// Seconds (`09:30:15`): a date picker sets minutes.
    case seconds
    /// A time zone or offset (`Z`, `+01:00`): a spec's dates are local.
    case timeZone
    /// A space between day and time instead of `T`.
    case space

    /// The message's reason.
    public var reason: String {
      switch self {
      case .notADate: return "it is not a date"
      case .outOfRange: return "no such day or time"
      case .seconds: return "a date picker sets minutes, so leave out the seconds"
      case .timeZone:
        return "a spec's dates are the user's local dates and times, so leave out the time zone"
      case .space: return "write 'T' between the day and the time"
      }
    }
  }
}
