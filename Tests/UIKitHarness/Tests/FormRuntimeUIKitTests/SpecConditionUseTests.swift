import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// Issue 32's conditions and Returns as `Specs/` uses them, on the generated UIKit screens: an
/// edit-only button and a flag in `enabledWhen` (ProfileEditor), a label shown while a search is
/// `empty` (StoreLocator), a row shown with `any:` (ProxySettings), a field whose Return does
/// nothing (MailSettings, `onReturn: none`).
@MainActor
@Suite(.serialized)
struct SpecConditionUseTests {
  @Test("Remove Photo shows only while editing; the username is disabled while the app locks it")
  func editOnlyButtonAndFlagInEnabledWhen() {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    let window = screen.present()
    let form = screen.keyboard.form
    // The default state (editing, not locked): both as before.
    #expect(!screen.removePhoto.isHidden)
    #expect(screen.username.isEnabled)
    form.isNew = true
    #expect(screen.removePhoto.isHidden, "a new profile has no photo to remove")
    form.isNew = false
    #expect(!screen.removePhoto.isHidden)
    form.usernameLocked = true
    #expect(!screen.username.isEnabled)
    // Next from the name passes over the locked username; submitting skips it.
    #expect(screen.displayName.simulateTap())
    window.simulateReturn()
    #expect(screen.website.isFirstResponder)
    form.displayName = "Ada"
    #expect(form.submit())
    #expect(form.errors[.username] == nil)
    form.usernameLocked = false
    #expect(screen.username.isEnabled)
    #expect(!form.submit())
    #expect(form.errors[.username] == "Username is required")
  }

  @Test("the search tip shows while the search is empty and goes with the first character")
  func labelShownWhileEmpty() {
    UIKitDouble.reset()
    let screen = StoreLocatorScreen()
    let window = screen.present()
    #expect(!screen.searchTip.isHidden)
    #expect(screen.query.simulateTap())
    window.simulateTyping("9")
    #expect(screen.searchTip.isHidden)
    #expect(screen.query.isFirstResponder)
    window.simulateDeleteBackward()
    #expect(!screen.searchTip.isHidden)
  }

  @Test(
    "the slower-connections note is a row while either an exit country or four relays is chosen")
  func rowShownWithAny() throws {
    UIKitDouble.reset()
    let screen = ProxySettingsScreen()
    screen.present()
    let form = screen.keyboard.form
    // The mode is system: the server section is hidden, routing is the second section.
    let routing = 1
    #expect(screen.proxyTable.numberOfRows(inSection: routing) == 4)
    form.pickExit = true
    #expect(screen.proxyTable.numberOfRows(inSection: routing) == 5)
    form.circuitLength = .four
    #expect(screen.proxyTable.numberOfRows(inSection: routing) == 5, "still one note")
    form.pickExit = false
    #expect(screen.proxyTable.numberOfRows(inSection: routing) == 5)
    form.circuitLength = .three
    #expect(screen.proxyTable.numberOfRows(inSection: routing) == 4)
    #expect(UIKitDouble.raisedExceptions.isEmpty)
  }

  @Test("Return on the forward note does nothing: its key is the plain Return and focus stays")
  func returnDoesNothing() {
    UIKitDouble.reset()
    let screen = MailSettingsScreen()
    let window = screen.present()
    #expect(screen.forwardTo.simulateTap())
    window.simulateTyping("j")
    window.simulateReturn()
    #expect(screen.forwardNote.isFirstResponder)
    #expect(window.simulatedKeyboard.returnKeyType == .default)
    let submits = screen.submitCount
    window.simulateReturn()
    #expect(screen.forwardNote.isFirstResponder)
    #expect(screen.keyboard.form.focusedField == .forwardNote)
    #expect(window.simulatedKeyboard.isVisible)
    #expect(screen.submitCount == submits)
  }
}
