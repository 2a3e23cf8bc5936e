import FormRuntime
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
