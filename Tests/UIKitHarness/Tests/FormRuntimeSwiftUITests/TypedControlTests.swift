import FormRuntime
import Foundation
import SwiftUI
import Testing

@testable import GeneratedForms

/// The typed controls of the generated screens (issue 31) driven through the SwiftUI double as a
/// user would: the value changes in the view model, conditions on it show and hide views, and the
/// keyboard's Next passes over the controls.
@MainActor
@Suite("Generated SwiftUI screens: typed controls in the SwiftUI double", .serialized)
struct TypedControlTests {
  // MARK: - multiChoice styles (Tests/FormCodegenTests/Fixtures/MultiChoiceStyles.form.yaml)

  @Test("an inline multi-choice checks and unchecks its rows")
  func inlineMultiChoice() {
    let form = MultiChoiceStylesForm()
    let host = SwiftUIHost(NavigationView { MultiChoiceStylesFormView(form: form) })
    #expect(host.tap(title: "Rust"))
    #expect(form.topics == [.rust])
    #expect(host.tap(title: "Swift"))
    #expect(form.value(of: .topics) == "swift,rust")
    #expect(host.tap(title: "Rust"))
    #expect(form.topics == [.swift])
  }

  @Test("a navigation multi-choice is a link that pushes its options as checkable rows")
  func navigationMultiChoice() {
    let form = MultiChoiceStylesForm()
    let host = SwiftUIHost(NavigationView { MultiChoiceStylesFormView(form: form) })
    #expect(host.node("days")?.kind == .navigationLink)
    #expect(host.node("days")?.text == "Days")
    #expect(summary(host, "days") == "None", "the row shows None while nothing is chosen")
    #expect(!host.root.texts.contains("Saturday"), "the options show only once pushed")
    #expect(host.tap("days"))
    #expect(host.root.texts.contains("Saturday"))
    #expect(host.tap(title: "Saturday"))
    #expect(host.tap(title: "Monday"))
    #expect(form.days == [.sat, .mon])
    #expect(form.value(of: .days) == "sat,mon")
    #expect(summary(host, "days") == "Saturday, Monday", "the chosen options, in option order")
    #expect(host.tap(title: "Saturday"))
    #expect(form.days == [.mon])
    #expect(host.navigateBack())
    #expect(!host.root.texts.contains("Saturday"))
    #expect(form.days == [.mon])
    #expect(summary(host, "days") == "Monday")
  }

  @Test("a pushed multi-choice's row shortens its summary, which VoiceOver reads as its value")
  func multiChoiceSummaryShortensAndIsTheValue() {
    let form = ReminderEditorForm()
    form.categories = []
    let host = SwiftUIHost(NavigationView { ReminderEditorFormView(form: form) })
    #expect(summary(host, "categories") == "None")
    #expect(host.node("categories")?.elementLabel == "Categories", "the summary is no label")
    #expect(host.node("categories")?.elementValue == "None")
    form.categories = [.shared, .due]
    host.settle()
    #expect(summary(host, "categories") == "Due dates, Shared list changes")
    #expect(host.node("categories")?.elementValue == "Due dates, Shared list changes")
    form.categories = [.shared, .due, .location]
    host.settle()
    #expect(summary(host, "categories") == "3 selected", "three titles do not fit the row")
    #expect(host.node("categories")?.elementValue == "3 selected")
    form.categories = [.shared, .due, .location, .overdue]
    host.settle()
    #expect(summary(host, "categories") == "All")
    #expect(host.node("categories")?.elementLabel == "Categories")
    #expect(host.node("categories")?.elementValue == "All")
  }

  /// What the row of the navigation or menu multi-choice `identifier` shows after its title: the
  /// chosen options (FormRuntime's `FormMultiChoiceSummary`), the label's second text.
  func summary<Content: View>(_ host: SwiftUIHost<Content>, _ identifier: String) -> String? {
    let texts = host.node(identifier)?.texts ?? []
    return texts.count > 1 ? texts[1] : nil
  }

  @Test(
    "a menu multi-choice toggles options; the menu stays open from iOS 16.4",
    arguments: [(16, 0), (16, 3), (16, 4), (17, 0)])
  func menuMultiChoice(major: Int, minor: Int) {
    let form = MultiChoiceStylesForm()
    let host = SwiftUIHost(
      NavigationView { MultiChoiceStylesFormView(form: form) }, osVersion: major, minor: minor)
    let staysOpen = (major, minor) >= (16, 4)
    #expect(host.node("alerts")?.kind == .menu)
    #expect(host.node("deviceName") == nil)
    #expect(summary(host, "alerts") == "None")
    #expect(host.tap("alerts"))
    #expect(host.openMenuItems == ["Mail", "Push"])
    #expect(host.tap(title: "Push"))
    #expect(form.alerts == [.push])
    #expect(summary(host, "alerts") == "Push", "the menu's label shows the chosen options")
    #expect(host.node("deviceName") != nil, "deviceName shows while alerts contains push")
    #expect(host.openMenuItems == (staysOpen ? ["Mail", "Push"] : []))
    if !staysOpen { host.tap("alerts") }
    #expect(host.tap(title: "Mail"))
    if !staysOpen { host.tap("alerts") }
    #expect(host.tap(title: "Push"))
    #expect(form.alerts == [.mail])
    #expect(summary(host, "alerts") == "Mail")
    #expect(host.node("deviceName") == nil)
  }

  @Test("Next from the nickname passes over the three multi-choices to the device name")
  func nextSkipsMultiChoices() {
    let form = MultiChoiceStylesForm()
    form.alerts = [.push]
    let host = SwiftUIHost(NavigationView { MultiChoiceStylesFormView(form: form) })
    host.tap("nickname")
    #expect(host.tapToolbarItem(FormAccessibilityIdentifier.next))
    #expect(host.focusedInput?.identifier == "deviceName")
  }

  // MARK: - ReminderEditor

  @Test("ReminderEditor: checking Saturday shows the weekend note; the categories link pushes")
  func reminderEditor() {
    let form = ReminderEditorForm()
    let host = SwiftUIHost(NavigationView { ReminderEditorFormView(form: form) })
    let note = "Weekend reminders arrive at 10:00 rather than 8:00."
    #expect(!host.root.texts.contains(note))
    #expect(host.tap(title: "Saturday"))
    #expect(form.weekdays == [.mon, .wed, .fri, .sat])
    #expect(host.root.texts.contains(note))
    #expect(host.node("notes")?.isDisabled == true, "notes wait for a category")
    #expect(host.tap("categories"))
    #expect(host.tap(title: "Due dates"))
    #expect(host.navigateBack())
    #expect(form.categories == [.due])
    #expect(host.node("notes")?.isDisabled == false)
    host.tap("reminderTitle")
    #expect(host.tapToolbarItem(FormAccessibilityIdentifier.next))
    #expect(host.focusedInput?.identifier == "notes", "Next skips the date and multi-choices")
  }

  // MARK: - EventEditor

  @Test("EventEditor: All-day swaps the date pickers, Repeat shows End Repeat, dates are picked")
  func eventEditor() {
    let form = EventEditorForm()
    let host = SwiftUIHost(NavigationView { EventEditorFormView(form: form) })
    #expect(host.node("starts")?.kind == .datePicker)
    #expect(host.node("startDay") == nil)
    #expect(host.tap("allDay"))
    #expect(form.allDay)
    #expect(host.node("startDay")?.kind == .datePicker)
    #expect(host.node("starts") == nil)
    #expect(host.node("repeatEnd") == nil)
    #expect(host.choose("repeats", option: "Every Week"))
    #expect(form.repeats == .weekly)
    #expect(host.node("repeatEnd")?.kind == .datePicker)
    let later = Calendar.current.date(byAdding: .day, value: 30, to: Date())!
    #expect(host.pick("repeatEnd", date: later))
    #expect(form.repeatEnd == later)
    let past = Calendar.current.date(byAdding: .day, value: -30, to: Date())!
    #expect(host.pick("repeatEnd", date: past))
    #expect(
      form.repeatEnd.map { $0 >= Calendar.current.startOfDay(for: Date()) } == true,
      "the picker keeps the date in its range (from today)")
    #expect(host.choose("repeats", option: "Never"))
    #expect(host.node("repeatEnd") == nil)
    host.tap("eventTitle")
    #expect(host.tapToolbarItem(FormAccessibilityIdentifier.next))
    #expect(host.focusedInput?.identifier == "location")
    #expect(host.tapToolbarItem(FormAccessibilityIdentifier.next))
    #expect(host.focusedInput?.identifier == "notes", "Next skips the switch, dates and choice")
  }

  // MARK: - TableBooking

  @Test("TableBooking: the steppers and sliders move in steps and their labels follow")
  func tableBooking() {
    let form = TableBookingForm()
    let host = SwiftUIHost(NavigationView { TableBookingFormView(form: form) })
    #expect(host.root.texts.contains("2 guests"))
    #expect(host.step("guests", by: -1))
    #expect(host.root.texts.contains("1 guest"), "the label's singular at 1")
    #expect(host.step("guests", by: 2))
    #expect(form.guests == 3)
    #expect(host.root.texts.contains(form.numberLabel(of: .guests)))
    #expect(host.step("guests", by: 30))
    #expect(form.guests == 20, "the stepper stops at the range's end")
    #expect(host.node("childAges") == nil)
    #expect(host.step("highChairs", by: 1))
    #expect(host.node("childAges") != nil, "children's ages show while high chairs are asked for")
    #expect(host.step("highChairs", by: -1))
    #expect(host.node("childAges") == nil)
    #expect(host.slide("budget", to: 30.9))
    #expect(form.budget == 30, "the slider snaps to its 2.5 steps from 10")
    #expect(host.slide("budget", to: 31.3))
    #expect(form.budget == 32.5)
    #expect(host.slide("budget", to: 99))
    #expect(form.budget == 60, "the slider stops at the range's end")
    #expect(host.slide("spiceLevel", to: 4.4))
    #expect(form.spiceLevel == 4)
    #expect(host.root.texts.contains(form.numberLabel(of: .spiceLevel)))
    host.tap("name")
    #expect(host.tapToolbarItem(FormAccessibilityIdentifier.next))
    #expect(host.focusedInput?.identifier == "phone")
  }
}
