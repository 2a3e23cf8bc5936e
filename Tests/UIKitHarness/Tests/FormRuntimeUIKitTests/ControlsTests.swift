import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// Typed controls on a UIKit screen (issue 31): the generated controller wires each `UISwitch`'s
/// value-changed event to the form, shows values the form sets, and keeps switches out of the
/// keyboard's focus chain.
@MainActor
@Suite(.serialized)
struct ControlsTests {
  @Test("a switch starts at the spec's value, with its title as accessibility label")
  func startsAtValue() {
    UIKitDouble.reset()
    let screen = NotificationsScreen()
    screen.present()
    #expect(screen.playSound.isOn)
    #expect(!screen.vibrate.isOn)
    #expect(screen.playSound.accessibilityLabel == "Play sound")
    #expect(
      screen.vibrate.accessibilityHint == "Vibrates when a message arrives while the app is open")
    #expect(screen.playSound.accessibilityIdentifier == "playSound")
  }

  @Test("flipping a switch writes the form's Bool and shows the rows it controls")
  func flipShowsRows() {
    UIKitDouble.reset()
    let screen = NotificationsScreen()
    screen.present()
    let form = screen.keyboard.form
    #expect(screen.emailAddress.isHidden)
    #expect(screen.weeklySummary.isHidden)
    #expect(screen.emailNotifications.simulateFlip())
    #expect(form.emailNotifications)
    #expect(!screen.emailAddress.isHidden)
    #expect(!screen.weeklySummary.isHidden)
    #expect(screen.emailNotifications.simulateFlip())
    #expect(!form.emailNotifications)
    #expect(screen.emailAddress.isHidden)
  }

  @Test("a value the form sets reaches the switch without echoing back")
  func valueFromCode() {
    UIKitDouble.reset()
    let screen = NotificationsScreen()
    screen.present()
    let form = screen.keyboard.form
    form.vibrate = true
    #expect(screen.vibrate.isOn)
    form.emailNotifications = true
    #expect(screen.emailNotifications.isOn)
    #expect(!screen.emailAddress.isHidden)
    screen.keyboard.reset()
    #expect(!screen.vibrate.isOn)
    #expect(screen.playSound.isOn)
    #expect(screen.emailAddress.isHidden)
  }

  @Test("Next from the email field goes to the signature, past the switch between them")
  func nextSkipsSwitches() throws {
    UIKitDouble.reset()
    let screen = NotificationsScreen()
    let window = screen.present()
    #expect(screen.emailNotifications.simulateFlip())
    #expect(screen.emailAddress.simulateTap())
    #expect(screen.emailAddress.returnKeyType == .next)
    let toolbar = try #require(screen.emailAddress.inputAccessoryView as? FormAccessoryToolbar)
    #expect(toolbar.nextButton?.simulateTap() == true)
    #expect(screen.signatureText.isFirstResponder)
    #expect(window.simulatedKeyboard.responder === screen.signatureText)
    // The signature is the last input of the chain: Done submits, Next is off.
    #expect(screen.signatureText.returnKeyType == .done)
    let last = try #require(screen.signatureText.inputAccessoryView as? FormAccessoryToolbar)
    #expect(last.nextButton?.isEnabled == false)
  }

  @Test("a switch that hides its row's text field takes that field's focus and error away")
  func hidingTheFocusedField() {
    UIKitDouble.reset()
    let screen = NotificationsScreen()
    screen.present()
    #expect(screen.emailNotifications.simulateFlip())
    #expect(!screen.keyboard.submit())
    #expect(screen.errorMessages["emailAddress"] == "Email address is required")
    #expect(screen.emailNotifications.simulateFlip())
    #expect(screen.emailAddress.isHidden)
    #expect(screen.keyboard.submit())
  }
}
