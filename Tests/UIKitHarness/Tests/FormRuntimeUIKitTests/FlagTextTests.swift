import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// Texts that change with app flags on a UIKit screen (issue 32): the keyboard controller puts the
/// title for the flags set now into the navigation item, and setting a flag from code re-titles
/// the navigation item and the submit bar button item at once; the generated views protocol hands
/// FormRuntime the label and button whose texts change, and its default shows them.
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
    // Four texts have variants (the section's header and footer, Choose Photo, the note).
    #expect(screen.shownTexts.count == 8, "an event that changes no text hands none over")
    screen.keyboard.form.isNew = false
    #expect(screen.changePasswordHeader.text == "Change password")
    #expect(screen.shownTexts.count == 12)
  }

  @Test(
    "flipping isNew changes the real label's text and the button's title, and what VoiceOver reads",
    arguments: [false, true])
  func flippingTheFlagUpdatesTheLabelAndButton(usesConfiguration: Bool) throws {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    screen.photoButtonUsesConfiguration = usesConfiguration
    screen.present()
    // The generated views protocol hands the runtime both views by id.
    #expect(
      screen.formNodeViews("choosePhoto").map(ObjectIdentifier.init)
        == [ObjectIdentifier(screen.choosePhoto)])
    #expect(
      screen.formNodeViews("saveNote").map(ObjectIdentifier.init)
        == [ObjectIdentifier(screen.saveNote)])
    func title() -> String? {
      usesConfiguration ? screen.choosePhoto.configuration?.title : screen.choosePhoto.currentTitle
    }
    #expect(title() == "Choose Photo")
    #expect(screen.saveNote.text == "Your changes show on your public profile once you save.")
    screen.keyboard.form.isNew = true
    #expect(title() == "Add Photo")
    #expect(screen.choosePhoto.accessibilityLabel == "Add Photo")
    #expect(screen.choosePhoto.titleLabel?.text == "Add Photo")
    #expect(screen.saveNote.text == "Your profile is public once you create it.")
    #expect(screen.saveNote.accessibilityLabel == "Your profile is public once you create it.")
    if usesConfiguration {
      #expect(
        screen.choosePhoto.title(for: .normal) == nil, "no title set beside the configuration")
    }
    screen.keyboard.form.isNew = false
    #expect(title() == "Choose Photo")
    #expect(screen.choosePhoto.accessibilityLabel == "Choose Photo")
    #expect(screen.saveNote.text == "Your changes show on your public profile once you save.")
  }
}
