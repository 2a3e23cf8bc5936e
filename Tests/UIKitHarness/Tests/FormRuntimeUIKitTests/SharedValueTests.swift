import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// One value edited by two inputs (`valueOf`, issue 32) on a generated UIKit screen: the
/// ShippingState fixture's state, a list the app loads while `showStateFieldAsSelector` is set
/// and a text field otherwise (WooCommerce's shipping address). The model stores it once; each
/// input shows what the other set, and only the shown one is validated.
@MainActor
@Suite(.serialized)
struct SharedValueTests {
  static let states = [
    FormChoice.Option("CA", title: "California"), FormChoice.Option("NY", title: "New York"),
  ]

  @Test("typing into the field sets the one value; the list shows it when it replaces the field")
  func fieldThenList() {
    UIKitDouble.reset()
    let screen = ShippingStateScreen()
    let window = screen.present()
    let form = screen.keyboard.form
    #expect(screen.state.text == "CA", "the field starts with the spec's value")
    #expect(screen.stateSelector.isHidden)
    #expect(screen.state.simulateTap())
    window.simulateTyping("NY")
    #expect(form.state == "CANY")
    #expect(form.stateSelector == "CANY", "the list reads the same stored value")
    form.state = "NY"
    #expect(screen.state.text == "NY")
    form.stateSelectorOptions = Self.states
    form.showStateFieldAsSelector = true
    #expect(screen.state.isHidden)
    #expect(!screen.stateSelector.isHidden)
    #expect(screen.stateSelector.selectedValue == "NY")
  }

  @Test("picking in the list sets the one value; the field shows it when it is back")
  func listThenField() {
    UIKitDouble.reset()
    let screen = ShippingStateScreen()
    screen.present()
    let form = screen.keyboard.form
    form.stateSelectorOptions = Self.states
    form.showStateFieldAsSelector = true
    #expect(screen.stateSelector.selectedValue == "CA", "the list starts with the field's value")
    #expect(screen.stateSelector.simulatePick("NY"))
    #expect(form.state == "NY")
    form.showStateFieldAsSelector = false
    #expect(screen.state.text == "NY")
  }

  @Test("only the input shown is validated: the field's required, or the list's options")
  func validatesTheShownInput() {
    UIKitDouble.reset()
    let screen = ShippingStateScreen()
    let window = screen.present()
    let form = screen.keyboard.form
    #expect(screen.city.simulateTap())
    window.simulateTyping("Sacramento")
    form.state = ""
    #expect(!screen.keyboard.submit())
    #expect(screen.errorMessages["state"] == "State is required")
    #expect(screen.errorMessages["stateSelector"] == nil)
    form.state = "TX"
    form.stateSelectorOptions = Self.states
    form.showStateFieldAsSelector = true
    #expect(!screen.keyboard.submit())
    #expect(screen.errorMessages["stateSelector"] == "State is not one of the options")
    #expect(screen.errorMessages["state"] == nil, "the hidden field is not validated")
    #expect(screen.stateSelector.simulatePick("CA"))
    #expect(screen.keyboard.submit())
    #expect(screen.submitCount == 1)
  }
}
