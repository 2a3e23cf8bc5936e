import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// Steppers and sliders on a UIKit screen (issue 31): the generated controller gives a
/// `UIStepper` and a `UISlider` the spec's range (and the stepper its step), wires their
/// value-changed events to the form's typed properties, snaps a slider to its step, shows values
/// the form sets, and keeps them out of the keyboard's focus chain.
@MainActor
@Suite(.serialized)
struct NumberControlTests {
  @Test("a stepper and a slider get the spec's range, step, value and images")
  func rangesFromTheSpec() {
    UIKitDouble.reset()
    let screen = TableBookingScreen()
    screen.present()
    #expect(screen.guests.minimumValue == 1 && screen.guests.maximumValue == 20)
    #expect(screen.guests.stepValue == 1 && screen.guests.value == 2)
    #expect(screen.budget.minimumValue == 10 && screen.budget.maximumValue == 60)
    #expect(screen.budget.value == 25)
    #expect(screen.spiceLevel.minimumValueImage?.simulatedSystemName == "leaf")
    #expect(screen.spiceLevel.maximumValueImage?.simulatedSystemName == "flame")
    #expect(screen.guests.accessibilityLabel == "Guests")
    #expect(screen.guests.accessibilityHint == "How many people are coming, you included")
  }

  @Test("pressing + writes the Int and shows the row it controls")
  func stepperShowsRow() {
    UIKitDouble.reset()
    let screen = TableBookingScreen()
    screen.present()
    let form = screen.keyboard.form
    #expect(screen.childAges.isHidden)
    #expect(screen.highChairs.simulateIncrement())
    #expect(form.highChairs == 1)
    #expect(!screen.childAges.isHidden)
    #expect(screen.highChairs.simulateDecrement())
    #expect(form.highChairs == 0)
    #expect(screen.childAges.isHidden)
    // At the minimum, − changes nothing and sends nothing.
    #expect(!screen.highChairs.simulateDecrement())
  }

  @Test("a slider's drag is snapped to the step, in the form and on the slider")
  func sliderSnaps() {
    UIKitDouble.reset()
    let screen = TableBookingScreen()
    screen.present()
    let form = screen.keyboard.form
    #expect(screen.budget.simulateSlide(to: 31.1))
    #expect(form.budget == 30)
    #expect(screen.budget.value == 30)
    #expect(screen.spiceLevel.simulateSlide(to: 3.6))
    #expect(form.spiceLevel == 4)
    #expect(screen.spiceLevel.value == 4)
  }

  @Test("a value the form sets reaches the controls")
  func formValueReachesControls() {
    UIKitDouble.reset()
    let screen = TableBookingScreen()
    screen.present()
    let form = screen.keyboard.form
    form.guests = 7
    form.budget = 42.5
    #expect(screen.guests.value == 7)
    #expect(screen.budget.value == 42.5)
    form.reset()
    #expect(screen.guests.value == 2 && screen.budget.value == 25)
  }

  @Test("Next from the name goes to the phone, past the steppers and sliders")
  func nextSkipsNumbers() {
    UIKitDouble.reset()
    let screen = TableBookingScreen()
    let window = screen.present()
    #expect(screen.name.simulateTap())
    #expect(screen.name.isFirstResponder)
    window.simulateReturn()
    #expect(screen.phone.isFirstResponder)
  }
}
