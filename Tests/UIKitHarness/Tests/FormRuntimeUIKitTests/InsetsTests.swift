import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// Insets, growth and text (issue 29, "Growth, text and insets"), driven through the generated
/// code of `Specs/`.
@MainActor
@Suite(.serialized)
struct InsetsTests {
  @Test("a footer inset the screen sets after start stays when the keyboard goes")
  func liveBaseInsets() throws {
    UIKitDouble.reset()
    let screen = BusinessAccountScreen()
    let window = screen.present()
    // A sticky button appears over the bottom of the page once the screen is up.
    screen.accountPage.contentInset.bottom = 80
    screen.accountPage.verticalScrollIndicatorInsets.bottom = 80
    #expect(screen.email.simulateTap())
    let keyboardPart = screen.accountPage.contentInset.bottom - 80
    #expect(keyboardPart > 0)
    screen.view.endEditing(true)
    #expect(!window.simulatedKeyboard.isVisible)
    #expect(screen.accountPage.contentInset.bottom == 80, "the screen's own inset is kept")
    #expect(screen.accountPage.verticalScrollIndicatorInsets.bottom == 80)
    screen.keyboard.stop()
    #expect(screen.accountPage.contentInset.bottom == 80)
  }
}
