import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// `actions` on a UIKit screen (issue 32): the keyboard controller puts Submit and Cancel into the
/// screen's navigation item, keeps Submit enabled as the spec says while the user edits, and a tap
/// on Submit takes the path Return on the last input takes.
@MainActor
@Suite(.serialized)
struct ActionsTests {
  @Test("Save and Cancel stand in the navigation item, titled and identified as the spec says")
  func itemsInNavigationItem() throws {
    UIKitDouble.reset()
    let screen = MailSettingsScreen()
    let own = UIBarButtonItem(title: "Help", image: nil, primaryAction: nil, menu: nil)
    screen.navigationItem.rightBarButtonItems = [own]
    screen.present()
    let save = try #require(screen.keyboard.submitBarButtonItem)
    let cancel = try #require(screen.keyboard.cancelBarButtonItem)
    #expect(save.title == "Save")
    #expect(save.accessibilityIdentifier == FormAccessibilityIdentifier.submit)
    #expect(save.style.rawValue == 2, "prominent (done before iOS 26)")
    #expect(cancel.title == "Cancel")
    #expect(cancel.accessibilityIdentifier == FormAccessibilityIdentifier.cancel)
    #expect(screen.navigationItem.leftBarButtonItems?.map(\.title) == ["Cancel"])
    // The first trailing item is the rightmost: Save at the edge, the screen's own item inside.
    #expect(screen.navigationItem.rightBarButtonItems?.map(\.title) == ["Save", "Help"])
    // A second start (the screen appears again) adds nothing twice.
    screen.keyboard.stop()
    screen.keyboard.start()
    #expect(screen.navigationItem.rightBarButtonItems?.count == 2)
    #expect(screen.navigationItem.leftBarButtonItems?.count == 1)
  }

  @Test("Save enabled whenValid follows each keystroke")
  func enabledWhenValidFollowsEdits() throws {
    UIKitDouble.reset()
    let screen = MailSettingsScreen()
    let window = screen.present()
    let save = try #require(screen.keyboard.submitBarButtonItem)
    #expect(save.isEnabled, "the loaded settings are valid")
    #expect(screen.replyTo.simulateTap())
    window.simulateTyping("jane@")
    #expect(!save.isEnabled, "an address half typed is not valid")
    #expect(!save.simulateTap(), "a disabled item ignores the tap")
    window.simulateTyping("example.com")
    #expect(save.isEnabled)
    // A value set from code counts too.
    screen.keyboard.form.forwardTo = "nobody"
    #expect(!save.isEnabled)
    screen.keyboard.form.forwardTo = ""
    #expect(save.isEnabled)
  }

  @Test("Save enabled whenChanged waits for a change, and an invalid form focuses its first error")
  func saveValidatesAndFocuses() throws {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    let window = screen.present()
    let save = try #require(screen.keyboard.submitBarButtonItem)
    #expect(screen.navigationItem.rightBarButtonItems?.first === save)
    #expect(!save.isEnabled, "nothing changed yet")
    #expect(screen.website.simulateTap())
    window.simulateTyping("https://example.com")
    #expect(save.isEnabled)
    #expect(save.simulateTap())
    #expect(screen.submitCount == 0, "the name is required")
    #expect(screen.displayName.isFirstResponder, "the first invalid input is focused")
    #expect(screen.keyboard.form.errors[.displayName] != nil)
    window.simulateTyping("Ada")
    #expect(screen.username.simulateTap())
    window.simulateTyping("ada_l")
    #expect(save.simulateTap())
    #expect(screen.submitCount == 1)
    #expect(!window.simulatedKeyboard.isVisible, "a valid submit ends editing (afterSubmit)")
    // Putting the values back disables Save again.
    screen.keyboard.reset()
    #expect(!save.isEnabled)
  }

  @Test("Save takes the path Return on the last input takes")
  func saveMatchesReturn() throws {
    UIKitDouble.reset()
    let byReturn = ProfileEditorScreen()
    let window = byReturn.present()
    #expect(byReturn.displayName.simulateTap())
    window.simulateTyping("Ada")
    #expect(byReturn.username.simulateTap())
    window.simulateTyping("ada_l")
    #expect(byReturn.newPassword.simulateTap())
    #expect(window.simulateReturn(), "Return on the last visible input submits")
    UIKitDouble.reset()
    let bySave = ProfileEditorScreen()
    let other = bySave.present()
    #expect(bySave.displayName.simulateTap())
    other.simulateTyping("Ada")
    #expect(bySave.username.simulateTap())
    other.simulateTyping("ada_l")
    #expect(try #require(bySave.keyboard.submitBarButtonItem).simulateTap())
    #expect(byReturn.submitCount == 1)
    #expect(bySave.submitCount == 1)
  }

  @Test("Cancel calls the app, whatever the values")
  func cancelCallsApp() throws {
    UIKitDouble.reset()
    let screen = MailSettingsScreen()
    let window = screen.present()
    var cancels = 0
    var submits = 0
    screen.keyboard.onCancel = { cancels += 1 }
    screen.keyboard.onSubmit = { submits += 1 }
    #expect(screen.replyTo.simulateTap())
    window.simulateTyping("not an address")
    let cancel = try #require(screen.keyboard.cancelBarButtonItem)
    #expect(cancel.isEnabled)
    #expect(cancel.simulateTap())
    #expect(cancels == 1)
    #expect(submits == 0, "Cancel does not submit")
  }

  @Test("a submit placed keyboardToolbar takes Done's place in each accessory toolbar")
  func keyboardToolbarSubmit() throws {
    UIKitDouble.reset()
    let screen = OneTimeCodeLoginScreen()
    let window = screen.present()
    #expect(screen.keyboard.submitBarButtonItem == nil, "nothing for the navigation bar")
    #expect(screen.navigationItem.rightBarButtonItems == nil)
    let phoneBar = try #require(screen.phone.inputAccessoryView as? FormAccessoryToolbar)
    let codeBar = try #require(screen.code.inputAccessoryView as? FormAccessoryToolbar)
    #expect(phoneBar.doneButton == nil, "Done gave its place")
    let verify = try #require(phoneBar.submitButton)
    #expect(verify.title == "Verify")
    #expect(verify.accessibilityIdentifier == FormAccessibilityIdentifier.keyboardToolbarSubmit)
    #expect(phoneBar.items?.last === verify)
    #expect(!verify.isEnabled, "enabled whenValid")
    #expect(screen.phone.simulateTap())
    window.simulateTyping("+1 555 010 0199")
    #expect(screen.code.simulateTap())
    window.simulateTyping("12345")
    #expect(codeBar.submitButton?.isEnabled == false)
    window.simulateTyping("6")
    #expect(codeBar.submitButton?.isEnabled == true, "every toolbar follows the values")
    #expect(verify.isEnabled)
    #expect(try #require(codeBar.submitButton).simulateTap())
    #expect(screen.submitCount == 1)
    #expect(!window.simulatedKeyboard.isVisible, "a valid submit ends editing")
  }

  @Test("while the app's asynchronous submit runs, Save is a spinner and a second tap does nothing")
  func asynchronousSubmitShowsProgressAndSubmitsOnce() async throws {
    UIKitDouble.reset()
    let screen = MailSettingsScreen()
    var continuation: CheckedContinuation<Void, Never>?
    var runs = 0
    var submits = 0
    screen.keyboard.onSubmit = { submits += 1 }
    screen.keyboard.onSubmitAsync = {
      runs += 1
      await withCheckedContinuation { continuation = $0 }
    }
    screen.keyboard.disablesInputsWhileSubmitting = true
    _ = screen.present()
    let save = try #require(screen.keyboard.submitBarButtonItem)
    #expect(save.simulateTap())
    #expect(submits == 1)
    #expect(screen.keyboard.isSubmitting)
    let spinner = try #require(save.customView as? UIActivityIndicatorView)
    #expect(spinner.isAnimating && !spinner.isHidden)
    #expect(!save.isEnabled)
    #expect(!save.simulateTap(), "a second tap does nothing")
    #expect(!screen.keyboard.submit(), "nor does a submit from code")
    #expect(submits == 1)
    #expect(!screen.fullName.isEnabled, "the inputs are disabled meanwhile")
    while continuation == nil { await Task.yield() }
    #expect(runs == 1)
    continuation?.resume()
    while screen.keyboard.isSubmitting { await Task.yield() }
    #expect(save.customView == nil, "the title is back")
    #expect(save.isEnabled)
    #expect(screen.fullName.isEnabled)
    continuation = nil
    #expect(save.simulateTap(), "the form submits again once the first returned")
    #expect(submits == 2)
    while continuation == nil { await Task.yield() }
    continuation?.resume()
  }
}
