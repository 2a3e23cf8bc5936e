import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// Password AutoFill's credential from the QuickType bar fills the user name and the password
/// fields of a screen together (`UIWindow.simulateCredentialAutoFill(username:password:)`), one
/// of them focused, the other sending only `.editingChanged`: no begin or end of editing, no
/// focus change. The generated screens must take both changes as if the user had typed them:
/// errors go, visibility, return keys, the toolbar and the form's changed state (Save
/// `whenChanged`) follow.
@MainActor
@Suite(.serialized)
struct CredentialAutoFillTests {
  @Test(
    "ProfileEditor: a credential fills the username and the current password; errors shown for them go, Save enables, the focus and the return key stay"
  )
  func profileEditor() throws {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    let window = screen.present()
    let form = screen.keyboard.form
    let save = try #require(screen.keyboard.submitBarButtonItem)
    #expect(!save.isEnabled, "nothing changed yet")
    #expect(screen.username.textContentType == .username)
    #expect(screen.currentPassword.textContentType == .password)
    // The app showed an error for the username (the server's), then the user focuses it.
    form.errors[.username] = "That username is taken"
    #expect(screen.username.accessibilityLabel?.contains("That username is taken") == true)
    #expect(screen.username.simulateTap())
    let returnKey = screen.username.returnKeyType
    let filled = window.simulateCredentialAutoFill(username: "ada_l", password: "s3cret-pass")
    #expect(filled == [screen.username, screen.currentPassword])
    #expect(form.username == "ada_l")
    #expect(form.currentPassword == "s3cret-pass")
    #expect(form.errors[.username] == nil, "a new, valid username clears the message")
    #expect(screen.username.accessibilityLabel?.contains("That username is taken") == false)
    #expect(form.hasChanges)
    #expect(save.isEnabled, "Save follows the changes AutoFill made")
    #expect(screen.username.isFirstResponder, "the focus stays")
    #expect(window.simulatedKeyboard.responder === screen.username)
    #expect(screen.username.returnKeyType == returnKey)
    #expect(screen.confirmNewPassword.isHidden, "the new password is still empty")
  }

  @Test(
    "ProfileEditor: a credential filled from the password field, the username's pattern failing; the message shows as typing would show it"
  )
  func fromPasswordInvalidUsername() throws {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    let window = screen.present()
    let form = screen.keyboard.form
    form.displayName = "Ada"
    #expect(screen.currentPassword.simulateTap())
    let filled = window.simulateCredentialAutoFill(
      username: "Ada Lovelace", password: "s3cret-pass")
    #expect(filled.count == 2)
    #expect(form.username == "Ada Lovelace")
    #expect(screen.currentPassword.isFirstResponder)
    // Typed in the unfocused username, the value reaches validation on submit at the latest.
    #expect(!screen.keyboard.submit())
    #expect(form.errors[.username] != nil, "the pattern fails")
    #expect(screen.username.isFirstResponder, "the first invalid input gets the focus")
  }
}
