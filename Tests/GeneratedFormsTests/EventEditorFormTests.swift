import FormRuntime
import FormRuntimeTestSupport
import Foundation
import Testing

/// The generated EventEditor model (Specs/EventEditor.form.yaml): typed dates, the all-day switch
/// deciding which dates show, an end date shown only while the event repeats, and the dates
/// outside the keyboard's focus chain.
@MainActor
struct EventEditorFormTests {
  @Test func datesAreTypedAndStartFromTheSpec() {
    let form = EventEditorForm()
    let today = FormDate.text(of: Date(), .date)
    #expect(form.value(of: .startDay) == today)
    #expect(form.repeatEnd == nil)
    #expect(form.value(of: .repeatEnd) == "")
    #expect(form.value(of: .alertTime) == "")
  }

  @Test func theAllDaySwitchDecidesWhichDatesShow() {
    let form = EventEditorForm()
    #expect(form.isVisible(.starts) && !form.isVisible(.startDay))
    form.allDay = true
    #expect(!form.isVisible(.starts) && form.isVisible(.startDay))
  }

  @Test func theRepeatEndShowsWhileTheEventRepeats() {
    let form = EventEditorForm()
    #expect(!form.isVisible(.repeatEnd))
    form.repeats = .weekly
    #expect(form.isVisible(.repeatEnd))
  }

  @Test func aRepeatEndBeforeTodayIsOutsideItsRange() {
    let form = EventEditorForm()
    form.eventTitle = "Standup"
    form.repeats = .daily
    form.repeatEnd = FormDate.date(from: "2020-01-01")
    #expect(!form.validate())
    #expect(form.errors[.repeatEnd] == "End Repeat is outside the dates allowed")
    form.repeatEnd = Date().addingTimeInterval(7 * 86_400)
    #expect(form.validate())
  }

  @Test func datesAreNotInTheFocusChain() {
    let form = EventEditorForm()
    form.focusedField = .location
    form.focusNext()
    #expect(form.focusedField == .notes)
  }
}

/// The end dates' `onOrAfter` rules: an end before its start is an error under the end.
@MainActor
struct EventEditorDateOrderTests {
  @Test func anEndBeforeItsStartIsAnErrorUnderTheEnd() {
    let form = EventEditorForm()
    form.eventTitle = "Standup"
    form.starts = FormDate.date(from: "2026-12-24T10:00")!
    form.ends = FormDate.date(from: "2026-12-24T09:00")!
    #expect(!form.validate())
    #expect(form.errors[.ends] == "The event can't end before it starts")
    form.ends = FormDate.date(from: "2026-12-24T10:00")!
    #expect(form.validate())
  }

  @Test func aOneDayAllDayEventPassesAndAnEarlierEndDayFails() {
    let form = EventEditorForm()
    form.eventTitle = "Holiday"
    form.allDay = true
    #expect(form.validate())
    form.startDay = FormDate.date(from: "2026-12-24")!
    form.endDay = FormDate.date(from: "2026-12-23")!
    #expect(!form.validate())
    #expect(form.errors[.endDay] == "The event can't end before it starts")
    #expect(form.errors[.ends] == nil)
  }

  @Test func aShownErrorGoesWhenTheStartMovesBack() {
    let form = EventEditorForm()
    form.eventTitle = "Standup"
    form.starts = FormDate.date(from: "2026-12-24T10:00")!
    form.ends = FormDate.date(from: "2026-12-24T09:00")!
    let driver = FormSessionDriver(form)
    driver.start()
    driver.session.send(.submit)
    #expect(driver.shownErrors[.ends] == "The event can't end before it starts")
    form.starts = FormDate.date(from: "2026-12-24T08:00")!
    #expect(driver.shownErrors[.ends] == nil, "the session re-checks the end when the start moves")
  }
}
