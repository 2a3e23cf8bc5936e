import Testing

@testable import FormSpec

/// A spec's date texts: what parses, to what canonical text, and why the rest does not.
struct SpecDateTests {
  @Test(arguments: [
    ("2026-12-24", "2026-12-24", DateComponentsKind.date),
    ("0999-01-05", "0999-01-05", .date),
    ("2024-02-29", "2024-02-29", .date),
    ("09:30", "09:30", .time),
    ("00:00", "00:00", .time),
    ("2026-12-24T23:59", "2026-12-24T23:59", .dateAndTime),
    ("today", "today", .date),
    ("now", "now", .time),
  ])
  func parses(text: String, canonical: String, fits components: DateComponentsKind) throws {
    let date = try SpecDate.parse(text).get()
    #expect(date.text == canonical)
    #expect(date.fits(components))
  }

  @Test(arguments: [
    ("2026-02-29", SpecDate.DateProblem.outOfRange),
    ("1900-02-29", .outOfRange),
    ("2026-13-01", .outOfRange),
    ("2026-04-31", .outOfRange),
    ("0000-01-01", .outOfRange),
    ("24:00", .outOfRange),
    ("09:60", .outOfRange),
    ("09:30:15", .seconds),
    ("2026-12-24T09:30:00", .seconds),
    ("2026-12-24T09:30Z", .timeZone),
    ("2026-12-24T09:30+01:00", .timeZone),
    ("2026-12-24 09:30", .space),
    ("9:30", .notADate),
    ("2026-1-5", .notADate),
    ("24/12/2026", .notADate),
    ("tomorrow", .notADate),
    ("", .notADate),
    ("2026-12-24T", .notADate),
  ])
  func rejects(text: String, problem: SpecDate.DateProblem) {
    #expect(throws: problem) { try SpecDate.parse(text).get() }
  }

  @Test func fixedDatesOfOneShapeCompareAsTheirTexts() throws {
    let texts = ["0999-12-31", "2026-01-09", "2026-01-10", "2026-10-01", "2027-01-01"]
    let dates = try texts.map { try SpecDate.parse($0).get() }
    #expect(dates.map(\.text) == texts)
    #expect(texts.sorted() == texts)
  }

  @Test func aDayIsNotATime() throws {
    #expect(!(try SpecDate.parse("2026-12-24").get()).fits(.time))
    #expect(!(try SpecDate.parse("09:30").get()).fits(.dateAndTime))
    #expect(!SpecDate.now.fits(.date))
    #expect(!SpecDate.today.fits(.time))
    #expect(SpecDate.today.fits(.dateAndTime))
  }
}
