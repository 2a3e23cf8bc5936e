import FormRuntime
import FormUITesting
import Foundation
import Testing
import UIKit
import XCTest

@testable import GeneratedForms

/// The test plan's iPad floating-keyboard configuration with the keyboard coming up already
/// floating, where the user left it, as on a device (`UIKitScreenApplication.Settings`'s
/// `keyboardComesUpFloating`; the UIKit double's `simulateFloatingKeyboard(at:)`): only the
/// frame-change notifications are posted, never a show or a hide.
extension GeneratedUITestsOnScreensTests {
  @Test(
    "every form's generated UI tests pass on its screen on an iPad whose keyboard comes up already floating (ChatComposer's pinned bar rides on it)",
    arguments: UIKitScreenApplication.screenForms)
  func keyboardComesUpFloatingPasses(_ form: String) throws {
    let environment = try Self.floatingKeyboardEnvironment()
    expectPassed(
      outcomes(
        form, environment: environment,
        app: Self.app(form, floating: true, comesUpFloating: true)),
      but: [:])
  }

  @Test(
    "on the iPad the keyboard comes up already floating, with the frame changes only, and Checkout's tip comes up clear of it"
  )
  func keyboardComesUpFloatingOnTheIPad() throws {
    let app = Self.app("Checkout", floating: true, comesUpFloating: true)()
    defer {
      app.terminate()
      UIKitDouble.reset()
    }
    app.launch(arguments: ["-formc-form", "Checkout"], environment: [:])
    let screen = try #require(app.screen as? CheckoutScreen)
    #expect(screen.tipAmount.simulateTap())
    app.updateCycle()
    let window = try #require(app.window)
    let keyboard = window.simulatedKeyboard
    #expect(keyboard.isVisible && !keyboard.isDocked)
    #expect(abs(keyboard.frame.maxY - (1376 - 28)) < 0.01, "\(keyboard.frame)")
    #expect(
      Set(UIKitDouble.keyboardNotificationNames)
        == Set(UIWindow.floatingKeyboardNotificationsDouble))
    let tip = try #require(app.frame(of: screen.tipAmount))
    #expect(!tip.intersects(keyboard.frame), "\(tip) behind \(keyboard.frame)")
  }

  @Test(
    "with the keyboard coming up already floating, the seed that takes a floating keyboard for a hidden one on keyboardWillHide is never told (it fails where the keyboard is floated while up, ignoresFloatingKeyboard)"
  )
  func hideSeedIsNotToldOfAKeyboardThatComesUpFloating() throws {
    let environment = try Self.floatingKeyboardEnvironment()
    let seed: @MainActor (FormScreen) -> Void = { $0.scrollsBackWhenKeyboardHides = true }
    let results = outcomes(
      "Checkout", environment: environment,
      app: Self.app("Checkout", floating: true, comesUpFloating: true, configure: seed))
    #expect(!results.isEmpty)
    #expect(results.allSatisfy { $0.outcome == .passed }, "\(results)")
  }
}
