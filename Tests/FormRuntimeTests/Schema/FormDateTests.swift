import Foundation
import Testing

@testable import FormRuntime

/// A spec's dates are local: the same text means the same calendar day or clock time in every
/// time zone, and the text the model reports for a date is read in the user's calendar.
struct FormDateTests {
  static func calendar(_ zone: String) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: zone)!
    return calendar
  }

  static let zones = ["Pacific/Kiritimati", "UTC", "America/Los_Angeles", "Asia/Kolkata"]

  @Test(arguments: zones)
  func aDayIsThatDayWhereverTheAppRuns(zone: String) throws {
    let calendar = Self.calendar(zone)
    let date = try #require(FormDate.date(from: "2026-12-24", in: calendar))
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    #expect(parts.year == 2026 && parts.month == 12 && parts.day == 24)
    #expect(parts.hour == 0 && parts.minute == 0)
    #expect(FormDate.text(of: date, .date, in: calendar) == "2026-12-24")
  }

  @Test(arguments: zones)
  func aDateAndTimeRoundTrips(zone: String) throws {
    let calendar = Self.calendar(zone)
    let date = try #require(FormDate.date(from: "2026-03-29T02:30", in: calendar))
    // 02:30 on 29 March does not exist where summer time starts that night; elsewhere it does.
    let text = FormDate.text(of: date, .dateAndTime, in: calendar)
    #expect(text.hasPrefix("2026-03-29T0"))
    #expect(FormDate.text(of: date, .date, in: calendar) == "2026-03-29")
  }

  @Test func theSameInstantIsADifferentDayInAnotherZone() throws {
    let kiritimati = Self.calendar("Pacific/Kiritimati")
    let honolulu = Self.calendar("Pacific/Honolulu")
    let date = try #require(FormDate.date(from: "2026-12-24T08:00", in: kiritimati))
    #expect(FormDate.text(of: date, .date, in: kiritimati) == "2026-12-24")
    #expect(FormDate.text(of: date, .date, in: honolulu) == "2026-12-23")
  }

  @Test func aTimeIsOnTheDayOfNow() throws {
    let calendar = Self.calendar("Europe/Berlin")
    let now = try #require(FormDate.date(from: "2026-06-01T18:45", in: calendar))
    let time = try #require(FormDate.date(from: "09:30", in: calendar, now: now))
    #expect(FormDate.text(of: time, .dateAndTime, in: calendar) == "2026-06-01T09:30")
    #expect(FormDate.text(of: time, .time, in: calendar) == "09:30")
  }

  @Test func todayAndNowResolveAgainstTheClock() throws {
    let calendar = Self.calendar("Asia/Tokyo")
    let now = try #require(FormDate.date(from: "2026-06-01T18:45", in: calendar))
    let today = try #require(FormDate.date(from: "today", in: calendar, now: now))
    #expect(FormDate.text(of: today, .dateAndTime, in: calendar) == "2026-06-01T00:00")
    let nowValue = try #require(FormDate.date(from: "now", in: calendar, now: now))
    #expect(FormDate.text(of: nowValue, .dateAndTime, in: calendar) == "2026-06-01T18:45")
  }

  @Test(arguments: ["", "tomorrow", "2026-12-24T09:30Z", "9:30", "2026/12/24"])
  func textThatIsNoDateIsNil(text: String) {
    #expect(FormDate.date(from: text, in: Self.calendar("UTC")) == nil)
    #expect(FormDate.text(of: nil, .date) == "")
  }

  @Test func aRangeContainsItsBoundsAndNothingOutside() throws {
    let calendar = Self.calendar("America/New_York")
    let now = try #require(FormDate.date(from: "2026-06-15T12:00", in: calendar))
    let range = FormDate(components: .date, from: "2026-06-01", to: "today")
    #expect(range.contains("2026-06-01", in: calendar, now: now))
    #expect(range.contains("2026-06-15", in: calendar, now: now))
    #expect(!range.contains("2026-05-31", in: calendar, now: now))
    #expect(!range.contains("2026-06-16", in: calendar, now: now))
    #expect(range.contains("", in: calendar, now: now))
    let times = FormDate(components: .time, from: "09:00", to: "17:30")
    #expect(times.contains("17:30", in: calendar, now: now))
    #expect(!times.contains("17:31", in: calendar, now: now))
  }

  @Test func aRangeWhoseBoundsCrossIsOneDayNotACrash() {
    let range = FormDate.range(from: "2030-01-01", to: "2020-01-01")
    #expect(range.lowerBound == range.upperBound)
  }
}
