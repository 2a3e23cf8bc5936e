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

  @Test("a larger text size re-wraps the bio at the next layout, not at the next keystroke")
  func growthFollowsDynamicType() throws {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    let window = screen.present()
    #expect(screen.bio.simulateTap())
    window.simulateTyping(String(repeating: "word ", count: 12))
    window.layoutIfNeeded()
    let before = screen.bio.frame.height
    // The user picks a larger text size: UIKit gives a text view that adjusts for it its larger
    // font and lays the screen out again (Apple, adjustsFontForContentSizeCategory: "the object
    // automatically updates its font when the device's content size category changes").
    screen.bio.font = UIFont.systemFont(ofSize: 28)
    screen.view.setNeedsLayout()
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    let expected = FormTextViewGrowth.fittingHeight(for: screen.bio, minLines: 2, maxLines: 5)
    #expect(expected > before)
    #expect(abs(screen.bio.frame.height - expected) < 0.5, "the text is not clipped")
  }

  @Test("a composition grows the composer as it is typed; a submit sends the text shown")
  func markedTextGrowsAndSubmits() throws {
    UIKitDouble.reset()
    let screen = ChatComposerScreen()
    let window = screen.present()
    #expect(screen.message.simulateTap())
    window.layoutIfNeeded()
    let oneLine = screen.message.frame.height
    let composed = String(repeating: "にほんご", count: 15)
    window.simulateSetMarkedText(composed)
    window.layoutIfNeeded()
    #expect(screen.message.frame.height > oneLine, "the composer grows while composing")
    #expect(screen.keyboard.form.message == "", "an unconfirmed composition is no value yet")
    // The Send button: the composition is confirmed, as a tap outside the text confirms it.
    #expect(screen.keyboard.submit())
    #expect(screen.sent == [composed])
    #expect(screen.message.markedTextRange == nil)
  }
}
