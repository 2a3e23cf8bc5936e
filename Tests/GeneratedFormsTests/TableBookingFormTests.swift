import FormRuntime
import FormRuntimeTestSupport
import Foundation
import Testing

/// The generated view model of `Specs/TableBooking.form.yaml` (issue 31): steppers and sliders
/// hold typed `Int` and `Double` values, report them as the text conditions compare, control
/// visibility, and stay out of the keyboard's focus chain.
@MainActor
struct TableBookingFormTests {
  typealias Form = TableBookingForm

  @Test func numbersAreTypedAndStartAtTheirValues() {
    let form = Form()
    let guests: Int = form.guests
    let spice: Int = form.spiceLevel
    let budget: Double = form.budget
    #expect(guests == 2 && form.highChairs == 0 && spice == 2 && budget == 25)
    #expect(form.value(of: .guests) == "2")
    #expect(form.value(of: .budget) == "25")
    form.budget = 27.5
    #expect(form.value(of: .budget) == "27.5")
    // A binary fraction off by a hair still reads as the step it is on.
    form.budget = 0.1 + 0.2 + 29.7
    #expect(form.value(of: .budget) == "30")
    form.setValue("5", for: .guests)
    #expect(form.guests == 5)
    form.setValue("many", for: .guests)
    #expect(form.guests == 5)
    #expect(form.numberLabel(of: .guests) == "5 guests")
    #expect(form.numberLabel(of: .budget) == "€30")
    #expect(form.numberLabel(of: .highChairs) == "0")
    form.budget = 27.5
    #expect(form.numberLabel(of: .budget, locale: Locale(identifier: "de_DE")) == "€27,5")
    #expect(form.numberLabel(of: .budget, locale: Locale(identifier: "en_US")) == "€27.5")
    #expect(form.value(of: .budget) == "27.5", "conditions still compare the '.' text")
  }

  @Test func theSchemaCarriesRangesAndSteps() {
    #expect(Form.schema[.guests].kind == .stepper)
    #expect(Form.schema[.budget].kind == .slider)
    #expect(!Form.schema[.guests].kind.isFocusable && !Form.schema[.budget].kind.isFocusable)
    let guests = Form.schema[.guests].number
    #expect(guests?.range == 1...20 && guests?.step == 1 && guests?.isInteger == true)
    let budget = Form.schema[.budget].number
    #expect(budget?.step == 2.5 && budget?.isInteger == false && budget?.fractionDigits == 1)
    #expect(Form.schema[.spiceLevel].number?.minimumImage == "leaf")
    #expect(Form.schema[.spiceLevel].number?.maximumImage == "flame")
    #expect(budget?.snapped(26.2) == 25 && budget?.snapped(26.4) == 27.5)
    #expect(budget?.snapped(99) == 60)
  }

  @Test func aStepperShowsARow() {
    let form = Form()
    #expect(!form.isVisible(.childAges))
    form.highChairs = 1
    #expect(form.isVisible(.childAges))
    form.highChairs = 0
    #expect(!form.isVisible(.childAges))
  }

  @Test func theSessionSkipsNumbersAndFollowsThem() {
    let form = Form()
    let driver = FormSessionDriver(form)
    driver.start()
    #expect(driver.hidden[.input(.childAges)] == true)
    // The stepper's value-changed event, as the UIKit controller sends it.
    driver.session.send(.textDidChange(.highChairs, "2"))
    #expect(form.highChairs == 2)
    #expect(driver.hidden[.input(.childAges)] == false)
    driver.tap(.childAges)
    driver.toolbarNext()
    #expect(driver.firstResponder == .name)
    driver.toolbarNext()
    #expect(driver.firstResponder == .phone)
  }
}
