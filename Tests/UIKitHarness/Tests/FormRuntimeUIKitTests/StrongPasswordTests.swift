import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// On a UI test launch the keyboard controller gives `newPassword` inputs no content type, so
/// that Password AutoFill offers no strong password in place of the keyboard
/// (`turnsOffStrongPasswords`); on a normal launch they keep it. `Specs/ProfileEditor.form.yaml`'s
/// generated UIKit screen, driven through the UIKit double.
@MainActor
@Suite(.serialized)
struct StrongPasswordTests {
  @Test("a normal launch keeps the newPassword content type")
  func normalLaunch() {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    #expect(!screen.keyboard.turnsOffStrongPasswords, "the test runner is not a UI test launch")
    _ = screen.present()
    #expect(screen.newPassword.textContentType == .newPassword)
    #expect(screen.confirmNewPassword.textContentType == .newPassword)
  }

  @Test("on a UI test launch newPassword inputs have no content type; the others keep theirs")
  func uiTestLaunch() {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    screen.keyboard.turnsOffStrongPasswords = true
    _ = screen.present()
    #expect(screen.newPassword.textContentType == nil)
    #expect(screen.confirmNewPassword.textContentType == nil)
    #expect(screen.newPassword.isSecureTextEntry, "still a secure field")
    #expect(screen.currentPassword.textContentType == .password)
  }

  @Test(
    "with AutoFill Passwords on, a new password field gets the strong password offer in the keyboard's place on a normal launch, and the keyboard on a UI test launch"
  )
  func autoFillOffer() {
    for uiTestLaunch in [false, true] {
      UIKitDouble.reset()
      let screen = ProfileEditorScreen()
      screen.keyboard.turnsOffStrongPasswords = uiTestLaunch
      let window = screen.present()
      window.simulatePasswordAutoFill(enabled: true)
      #expect(screen.newPassword.simulateTap())
      let keyboard = window.simulatedKeyboard
      #expect(keyboard.isVisible)
      #expect(keyboard.offersStrongPassword == !uiTestLaunch, "UI test launch: \(uiTestLaunch)")
      #expect((keyboard.keyboardType != nil) == uiTestLaunch)
      // The offer fills the field in, and FormRuntime's model sees the strong password.
      let filled = uiTestLaunch ? "" : UIWindow.strongPasswordDouble
      #expect(screen.newPassword.text ?? "" == filled, "UI test launch: \(uiTestLaunch)")
      #expect(
        screen.keyboard.form.value(of: .newPassword) == filled, "UI test launch: \(uiTestLaunch)")
      #expect(screen.currentPassword.simulateTap())
      #expect(!window.simulatedKeyboard.offersStrongPassword, "a sign-in password has keys")
    }
  }
}
