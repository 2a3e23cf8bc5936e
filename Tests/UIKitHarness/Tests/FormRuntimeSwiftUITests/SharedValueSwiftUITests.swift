import FormRuntime
import SwiftUI
import Testing

@testable import GeneratedForms

/// One value edited by two inputs (`valueOf`, issue 32) on a generated SwiftUI screen: the
/// ShippingState fixture's state, a picker of the app's states while `showStateFieldAsSelector`
/// is set and a text field otherwise, both bound to the model's one stored `state`.
@MainActor
@Suite("Generated SwiftUI screens: one value edited by two inputs", .serialized)
struct SharedValueSwiftUITests {
  static let states = [
    FormChoice.Option("CA", title: "California"), FormChoice.Option("NY", title: "New York"),
  ]

  @Test("the field and the picker edit one stored value, one shown at a time")
  func oneValueTwoControls() async {
    let form = ShippingStateForm()
    let host = SwiftUIHost(ShippingStateFormView(form: form))
    #expect(host.node("stateSelector") == nil, "the picker is hidden while the flag is clear")
    host.tap("state")
    await host.type("X")
    #expect(form.state == "CAX")
    #expect(form.stateSelector == "CAX")
    form.state = "NY"
    form.stateSelectorOptions = Self.states
    form.showStateFieldAsSelector = true
    host.settle()
    #expect(host.node("state") == nil, "the field is hidden while the picker shows")
    #expect(host.node("stateSelector")?.kind == .picker)
    #expect(host.choose("stateSelector", option: "California"))
    #expect(form.state == "CA", "the picker writes the field's stored value")
    form.showStateFieldAsSelector = false
    host.settle()
    #expect(host.node("state") != nil)
    #expect(form.value(of: .state) == "CA")
  }
}
