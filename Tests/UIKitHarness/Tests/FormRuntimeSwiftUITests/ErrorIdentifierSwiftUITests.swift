import FormRuntime
import SwiftUI
import Testing
import UIKit

@testable import GeneratedForms

/// An input's error message on a generated SwiftUI screen carries the identifier the generated UI
/// tests look it up by (`FormAccessibilityIdentifier.error(_:)`, `formc.error.<id>`), as the
/// UIKit screen's error view does: the empty-submit test's `requiredMessage`, the `validateOn`
/// tests and the failed Return-submit step all wait for that element.
@MainActor
@Suite("Generated SwiftUI screens: error messages carry formc.error.<id>", .serialized)
struct ErrorIdentifierSwiftUITests {
  @Test("each keyboard input's message shows under formc.error.<id>", arguments: Screens.names)
  func textInputs(_ name: String) {
    let screen = Screens.make(name)
    for id in screen.keyboardInputs {
      screen.driver.tap(id)
      screen.setError(id, "Wrong \(id)")
      let node = screen.driver.node(FormAccessibilityIdentifier.error(id))
      #expect(node?.texts == ["Wrong \(id)"], "\(name): \(id)")
    }
  }

  @Test("a typed control's message shows under formc.error.<id>")
  func typedControl() {
    let form = NotificationsForm()
    let host = SwiftUIHost(NotificationsFormView(form: form, onSubmit: {}))
    form.errors[.playSound] = "Choose one"
    host.settle()
    #expect(
      host.node(FormAccessibilityIdentifier.error(NotificationsForm.Field.playSound))?.texts == [
        "Choose one"
      ])
  }
}
