import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// Texts that change with app flags on a UIKit screen (issue 32): the keyboard controller puts the
/// title for the flags set now into the navigation item, and setting a flag from code re-titles
/// the navigation item and the submit bar button item at once.
@MainActor
@Suite(.serialized)
struct FlagTextTests {
  @Test("flipping isNew re-titles the screen and its Save")
  func flippingTheFlagUpdatesTheTitles() throws {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    screen.present()
    let save = try #require(screen.keyboard.submitBarButtonItem)
    let cancel = try #require(screen.keyboard.cancelBarButtonItem)
    #expect(screen.navigationItem.title == "Edit Profile")
    #expect(save.title == "Save")
    screen.keyboard.form.isNew = true
    #expect(screen.navigationItem.title == "New Profile")
    #expect(save.title == "Create")
    #expect(cancel.title == "Cancel", "a plain title does not change")
    screen.keyboard.form.isNew = false
    #expect(screen.navigationItem.title == "Edit Profile")
    #expect(save.title == "Save")
  }

  @Test("a flag set before the screen starts gives the first title")
  func flagSetBeforeStart() throws {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    screen.keyboard.form.isNew = true
    screen.present()
    #expect(screen.navigationItem.title == "New Profile")
    #expect(screen.keyboard.submitBarButtonItem?.title == "Create")
  }

  @Test("flipping isNew hands the password section's new texts to the views, once per change")
  func flippingTheFlagUpdatesTheSectionTexts() throws {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    screen.present()
    #expect(screen.changePasswordHeader.text == "Change password")
    #expect(
      screen.changePasswordFooter.text == "Leave these blank to keep your current password.")
    screen.keyboard.form.isNew = true
    #expect(screen.changePasswordHeader.text == "Choose a password")
    #expect(screen.changePasswordFooter.text == "Leave these blank to choose one later.")
    screen.keyboard.form.isNew = true
    #expect(screen.shownTexts.count == 4, "an event that changes no text hands none over")
    screen.keyboard.form.isNew = false
    #expect(screen.changePasswordHeader.text == "Change password")
    #expect(screen.shownTexts.count == 6)
  }
}
