import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// Multi-choices on a UIKit screen (issue 31): the generated controller gives a screen's
/// `FormMultiChoiceControl` the spec's options and chosen values, wires its value-changed event to
/// the form's `Set` of options, shows sets the form is given, validates `required` and `max`, and
/// keeps the control out of the keyboard's focus chain.
@MainActor
@Suite(.serialized)
struct MultiChoiceTests {
  @Test("the control gets the options, titled, and the spec's chosen values")
  func optionsFromTheSpec() {
    UIKitDouble.reset()
    let screen = ReminderEditorScreen()
    screen.present()
    #expect(
      screen.weekdays.options.map(\.value) == ["mon", "tue", "wed", "thu", "fri", "sat", "sun"])
    #expect(screen.weekdays.options.first?.title == "Monday")
    #expect(screen.weekdays.selectedValues == ["mon", "wed", "fri"])
    #expect(screen.categories.selectedValues.isEmpty)
    #expect(screen.categories.accessibilityHint == "Up to three kinds of notification")
  }

  @Test("checking options writes the form's set; a set from code reaches the control")
  func selectingOptionsRoundTrips() {
    UIKitDouble.reset()
    let screen = ReminderEditorScreen()
    screen.present()
    let form = screen.keyboard.form
    #expect(screen.weekdays.simulateToggle("sat"))
    #expect(form.weekdays == [.mon, .wed, .fri, .sat])
    #expect(screen.weekdays.simulateToggle("mon"))
    #expect(form.weekdays == [.wed, .fri, .sat])
    #expect(form.value(of: .weekdays) == "wed,fri,sat")
    form.weekdays = [.tue]
    #expect(screen.weekdays.selectedValues == ["tue"])
  }

  @Test(
    "checking an option a condition names enables what it controls; unchecking all fails required")
  func conditionsAndValidation() {
    UIKitDouble.reset()
    let screen = ReminderEditorScreen()
    screen.present()
    let form = screen.keyboard.form
    #expect(!form.isEnabled(.notes))
    #expect(screen.categories.simulateToggle("due"))
    #expect(form.isEnabled(.notes))
    #expect(screen.categories.simulateToggle("overdue"))
    #expect(screen.categories.simulateToggle("shared"))
    #expect(screen.categories.simulateToggle("location"))
    #expect(form.categories.count == 4)
    for day in ["mon", "wed", "fri"] { #expect(screen.weekdays.simulateToggle(day)) }
    #expect(form.weekdays.isEmpty)
    _ = screen.keyboard.submit()
    #expect(screen.errorMessages["weekdays"] == "Choose at least one day")
    #expect(screen.errorMessages["categories"] == "Choose at most 3 options for Categories")
    #expect(screen.submitCount == 0)
  }

  @Test("the multi-choices are not in the keyboard's focus chain")
  func notInTheFocusChain() {
    UIKitDouble.reset()
    let screen = ReminderEditorScreen()
    let window = screen.present()
    #expect(screen.categories.simulateToggle("due"))
    #expect(screen.reminderTitle.simulateTap())
    #expect(screen.reminderTitle.returnKeyType == .next)
    #expect(window.simulateReturn())
    #expect(screen.notes.isFirstResponder)
  }
}
