import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// `keyboard.dismiss: onTap` (issue 29) on `Specs/OneTimeCodeLogin.form.yml`: a tap outside the
/// inputs ends editing, and takes no tap from the inputs, buttons or cells.
@MainActor
@Suite(.serialized)
struct TapDismissalTests {
  @Test("a tap on the page outside the fields ends editing and the keyboard goes down")
  func tapOutsideEndsEditing() {
    UIKitDouble.reset()
    let screen = OneTimeCodeLoginScreen()
    let window = screen.present()
    #expect(screen.phone.simulateTap())
    #expect(window.simulatedKeyboard.isVisible)
    #expect(screen.keyboard.form.focusedField == .phone)
    // The recognizer ends editing as it would recognize, then fails: the label gets its tap.
    screen.explanation.simulateTap()
    #expect(!screen.phone.isFirstResponder)
    #expect(!window.simulatedKeyboard.isVisible)
    #expect(screen.keyboard.form.focusedField == nil)
    #expect(screen.signInPage.keyboardDismissMode == .none, "dragging the page does not dismiss")
  }

  @Test("a tap on another field moves focus without the keyboard going down")
  func tapOnAnotherField() {
    UIKitDouble.reset()
    let screen = OneTimeCodeLoginScreen()
    let window = screen.present()
    #expect(screen.phone.simulateTap())
    let hides = UIKitDouble.keyboardNotificationNames.filter {
      $0 == UIResponder.keyboardWillHideNotification
    }.count
    #expect(screen.code.simulateTap())
    #expect(screen.code.isFirstResponder)
    #expect(screen.keyboard.form.focusedField == .code)
    #expect(window.simulatedKeyboard.isVisible)
    #expect(
      UIKitDouble.keyboardNotificationNames.filter {
        $0 == UIResponder.keyboardWillHideNotification
      }.count == hides)
  }

  @Test("a button's tap is its own: Send Code runs with the keyboard up, Verify submits")
  func buttonsKeepTheirTaps() {
    UIKitDouble.reset()
    let screen = OneTimeCodeLoginScreen()
    let window = screen.present()
    #expect(screen.phone.simulateTap())
    window.simulateTyping("+1 555 010 0199")
    #expect(screen.sendCode.simulateTap())
    #expect(screen.sendCount == 1)
    #expect(screen.phone.isFirstResponder, "a button is not outside the form for the tap")
    #expect(screen.verifyCode.simulateTap())
    #expect(screen.submitCount == 0, "the code is missing")
    #expect(screen.code.isFirstResponder, "the failed submit focused the code")
  }

  @Test("stop() takes the tap away; start() puts it back once")
  func lifecycle() {
    UIKitDouble.reset()
    let screen = OneTimeCodeLoginScreen()
    let window = screen.present()
    #expect(screen.view.gestureRecognizers?.count == 1)
    screen.keyboard.stop()
    #expect(screen.view.gestureRecognizers == nil)
    #expect(screen.phone.simulateTap())
    #expect(!screen.explanation.simulateTap())
    #expect(screen.phone.isFirstResponder)
    screen.keyboard.start()
    screen.keyboard.start()
    #expect(screen.view.gestureRecognizers?.count == 1)
    screen.explanation.simulateTap()
    #expect(!screen.phone.isFirstResponder)
    #expect(window.simulatedKeyboard.isVisible == false)
  }

  @Test("a screen whose spec does not say onTap gets no tap recognizer")
  func onlyForOnTap() {
    UIKitDouble.reset()
    let screen = ChatComposerScreen()
    let window = screen.present()
    #expect(screen.view.gestureRecognizers == nil)
    #expect(screen.message.simulateTap())
    #expect(!screen.transcript.simulateTap())
    #expect(screen.message.isFirstResponder)
    #expect(window.simulatedKeyboard.isVisible)
  }
}
