import FormRuntime
import Foundation
import Testing
import UIKit

@testable import GeneratedForms

/// Dates on a UIKit screen (issue 31), `Specs/EventEditor.form.yaml` driven as a user would: the
/// generated controller gives each `UIDatePicker` the spec's mode, style and range, wires its
/// value-changed event to the form's typed `Date`, keeps a pick inside the range (the picker
/// does), shows the rows a switch and a choice decide, and keeps the pickers out of the keyboard's
/// focus chain.
@MainActor
@Suite(.serialized)
struct DateControlTests {
  /// A moment on a whole minute, as a date-and-time picker's value round-trips through the
  /// session's text (minutes, no seconds).
  private static func minute(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int)
    -> Date
  {
    let parts = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
    return Calendar.current.date(from: parts) ?? Date()
  }

  @Test("each picker gets the spec's mode, style and range")
  func pickersFromTheSpec() {
    UIKitDouble.reset()
    let screen = EventEditorScreen()
    screen.present()
    #expect(screen.startDay.datePickerMode == .date)
    #expect(screen.starts.datePickerMode == .dateAndTime)
    #expect(screen.alertTime.datePickerMode == .time)
    #expect(screen.alertTime.preferredDatePickerStyle == .wheels)
    #expect(screen.starts.preferredDatePickerStyle == .compact)
    #expect(screen.repeatEnd.minimumDate == Calendar.current.startOfDay(for: Date()))
    #expect(screen.repeatEnd.maximumDate == nil)
    #expect(screen.starts.minimumDate == nil)
    #expect(screen.repeatEnd.accessibilityLabel == "End Repeat")
    #expect(screen.repeatEnd.accessibilityHint == "The last day the event repeats on")
  }

  @Test("picking a date writes the form's Date; a value the form sets reaches the picker")
  func pickWritesTheModel() {
    UIKitDouble.reset()
    let screen = EventEditorScreen()
    screen.present()
    let form = screen.keyboard.form
    let picked = Self.minute(2027, 3, 14, 9, 30)
    #expect(screen.starts.simulatePick(picked))
    #expect(form.starts == picked)
    #expect(form.value(of: .starts) == "2027-03-14T09:30")
    let later = Self.minute(2027, 3, 14, 11, 0)
    form.ends = later
    #expect(screen.ends.date == later)
    // A picker the switch hides ignores touches: nothing changes.
    #expect(screen.startDay.isHidden)
    let before = form.startDay
    #expect(!screen.startDay.simulatePick(picked))
    #expect(form.startDay == before)
  }

  @Test("the switch swaps the day pickers for the day-and-time ones")
  func switchSwapsRows() {
    UIKitDouble.reset()
    let screen = EventEditorScreen()
    screen.present()
    let form = screen.keyboard.form
    #expect(!form.allDay)
    #expect(screen.startDay.isHidden && screen.endDay.isHidden)
    #expect(!screen.starts.isHidden && !screen.ends.isHidden)
    #expect(screen.allDay.simulateFlip())
    #expect(form.allDay)
    #expect(!screen.startDay.isHidden && !screen.endDay.isHidden)
    #expect(screen.starts.isHidden && screen.ends.isHidden)
    let day = Calendar.current.startOfDay(for: Self.minute(2027, 5, 1, 0, 0))
    #expect(screen.startDay.simulatePick(day))
    #expect(form.startDay == day)
    #expect(form.value(of: .startDay) == "2027-05-01")
  }

  @Test("choosing a repeat shows End Repeat; a day before its range is kept at the range's start")
  func repeatEndAppearsAndClamps() throws {
    UIKitDouble.reset()
    let screen = EventEditorScreen()
    screen.present()
    let form = screen.keyboard.form
    #expect(screen.repeatEnd.isHidden)
    #expect(screen.repeats.simulatePick("weekly"))
    #expect(form.repeats == .weekly)
    #expect(!screen.repeatEnd.isHidden)
    let today = Calendar.current.startOfDay(for: Date())
    let lastYear = try #require(Calendar.current.date(byAdding: .year, value: -1, to: today))
    #expect(screen.repeatEnd.simulatePick(lastYear))
    #expect(screen.repeatEnd.date == today, "the picker shows the earliest date it can show")
    #expect(form.repeatEnd == today, "the model holds the date the picker shows")
    #expect(screen.keyboard.submit() == false, "the title is still required")
    #expect(screen.errorMessages["repeatEnd"] == nil, "a clamped date is inside the range")
    let nextMonth = try #require(Calendar.current.date(byAdding: .month, value: 1, to: today))
    #expect(screen.repeatEnd.simulatePick(nextMonth))
    #expect(form.repeatEnd == nextMonth)
    #expect(screen.repeats.simulatePick("never"))
    #expect(screen.repeatEnd.isHidden)
  }

  @Test("an end moved before its start fails on submit under the end; fixing it clears it")
  func endBeforeStart() {
    UIKitDouble.reset()
    let screen = EventEditorScreen()
    screen.present()
    let form = screen.keyboard.form
    form.eventTitle = "Review"
    #expect(screen.starts.simulatePick(Self.minute(2027, 3, 14, 9, 0)))
    #expect(screen.ends.simulatePick(Self.minute(2027, 3, 14, 10, 0)))
    #expect(screen.keyboard.submit())
    #expect(screen.submitCount == 1)
    // The user moves the start past the end: the end is the input in error, not the start.
    #expect(screen.starts.simulatePick(Self.minute(2027, 3, 14, 11, 0)))
    #expect(screen.errorMessages.isEmpty, "nothing before a submit (validateOn: submit)")
    #expect(!screen.keyboard.submit())
    #expect(screen.submitCount == 1)
    #expect(screen.errorMessages == ["ends": "The event can't end before it starts"])
    #expect(form.errors == [.ends: "The event can't end before it starts"])
    // Moving the start back clears the message under the end, which the user did not touch.
    #expect(screen.starts.simulatePick(Self.minute(2027, 3, 14, 10, 0)))
    #expect(screen.errorMessages["ends"] == nil)
    #expect(form.errors.isEmpty)
    #expect(screen.keyboard.submit())
    #expect(screen.submitCount == 2)
  }

  @Test("all-day: the day rule checks the day pickers, and a hidden pair is not checked")
  func allDayEndBeforeStart() throws {
    UIKitDouble.reset()
    let screen = EventEditorScreen()
    screen.present()
    let form = screen.keyboard.form
    form.eventTitle = "Trip"
    // The hidden date-and-time pair is out of order: it is not checked while hidden.
    #expect(screen.allDay.simulateFlip())
    form.starts = Self.minute(2027, 5, 2, 9, 0)
    form.ends = Self.minute(2027, 5, 1, 9, 0)
    let first = Calendar.current.startOfDay(for: Self.minute(2027, 5, 1, 0, 0))
    let third = Calendar.current.startOfDay(for: Self.minute(2027, 5, 3, 0, 0))
    #expect(screen.startDay.simulatePick(third))
    #expect(screen.endDay.simulatePick(first))
    #expect(!screen.keyboard.submit())
    #expect(screen.errorMessages == ["endDay": "The event can't end before it starts"])
    // A one-day event: the end on the start's day passes (onOrAfter).
    #expect(screen.endDay.simulatePick(third))
    #expect(screen.errorMessages["endDay"] == nil)
    #expect(screen.keyboard.submit())
    #expect(screen.submitCount == 1)
  }

  @Test("Next from the location goes to the notes, past the switch and the pickers")
  func nextSkipsDates() {
    UIKitDouble.reset()
    let screen = EventEditorScreen()
    let window = screen.present()
    #expect(screen.location.simulateTap())
    #expect(screen.location.isFirstResponder)
    window.simulateReturn()
    #expect(screen.notes.isFirstResponder)
  }
}
