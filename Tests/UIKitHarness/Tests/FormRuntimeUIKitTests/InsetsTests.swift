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
    // The inset arithmetic: BusinessAccount's avoidance is automatic, insets on iOS 13–14.
    UIKitDouble.systemMajorVersion = 14
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

  /// A 60-point button pinned over the bottom of the page, above the home indicator (the safe
  /// area's 34 points), as a screen lays out a sticky Continue button.
  private func stickyButton(on screen: BusinessAccountScreen) -> UIButton {
    let button = UIButton(frame: CGRect(x: 0, y: 844 - 34 - 60, width: 390, height: 60))
    screen.view.addSubview(button)
    screen.stickyViews = [button]
    return button
  }

  @Test("a sticky button is an obstruction: the page scrolls clear of it with no inset by hand")
  func stickyButtonInset() throws {
    UIKitDouble.reset()
    // The inset arithmetic: BusinessAccount's avoidance is automatic, insets on iOS 13–14.
    UIKitDouble.systemMajorVersion = 14
    let screen = BusinessAccountScreen()
    let window = screen.present()
    let button = stickyButton(on: screen)
    window.layoutIfNeeded()
    // Covered: from the button's top to the page's bottom (the button and the home indicator).
    #expect(abs(screen.accountPage.adjustedContentInset.bottom - (60 + 34)) < 0.01)
    #expect(
      screen.accountPage.verticalScrollIndicatorInsets.bottom
        == screen.accountPage.contentInset.bottom)
    // The keyboard comes up over the button (pinned to the safe area, it stays under it): the
    // keyboard's part is the larger, and the password sits above the keyboard.
    #expect(screen.password.simulateTap())
    let keyboardTop = window.simulatedKeyboard.frame.minY
    #expect(abs(screen.accountPage.adjustedContentInset.bottom - (844 - keyboardTop)) < 0.01)
    let field = screen.password.convert(screen.password.bounds, to: window)
    #expect(field.maxY <= keyboardTop)
    // The keyboard goes; the button still covers the page's bottom.
    screen.view.endEditing(true)
    #expect(!window.simulatedKeyboard.isVisible)
    #expect(abs(screen.accountPage.adjustedContentInset.bottom - (60 + 34)) < 0.01)
    // The button goes away: so does its part of the inset.
    button.isHidden = true
    window.layoutIfNeeded()
    #expect(screen.accountPage.contentInset.bottom == 0)
    button.isHidden = false
    window.layoutIfNeeded()
    screen.keyboard.stop()
    #expect(screen.accountPage.contentInset.bottom == 0, "stop takes the avoider's part away")
  }

  @Test("a sticky button that rides on the keyboard keeps the focused input above both")
  func stickyButtonAboveKeyboard() throws {
    UIKitDouble.reset()
    // The inset arithmetic: BusinessAccount's avoidance is automatic, insets on iOS 13–14.
    UIKitDouble.systemMajorVersion = 14
    let screen = BusinessAccountScreen()
    let window = screen.present()
    let button = stickyButton(on: screen)
    // The screen pins the button's bottom to the keyboard layout guide's top: above the home
    // indicator while the keyboard is down, on the keyboard while it is up.
    screen.layoutExtras = { [unowned screen] in
      button.frame.origin.y = screen.view.keyboardLayoutGuide.layoutFrame.minY - 60
    }
    window.layoutIfNeeded()
    #expect(abs(button.frame.minY - (844 - 34 - 60)) < 0.01)
    #expect(screen.password.simulateTap())
    window.layoutIfNeeded()
    let keyboardTop = window.simulatedKeyboard.frame.minY
    #expect(abs(button.frame.maxY - keyboardTop) < 0.01, "the button rides on the keyboard")
    #expect(abs(screen.accountPage.adjustedContentInset.bottom - (844 - button.frame.minY)) < 0.01)
    let field = screen.password.convert(screen.password.bounds, to: window)
    #expect(field.maxY <= button.frame.minY, "the password is above the button, not under it")
    screen.view.endEditing(true)
    window.layoutIfNeeded()
    #expect(abs(button.frame.minY - (844 - 34 - 60)) < 0.01)
    #expect(abs(screen.accountPage.adjustedContentInset.bottom - (60 + 34)) < 0.01)
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

  @Test("revealing an input in a paging scroll view stops on its page, as formc simulate assumes")
  func pagingStopsOnAPage() throws {
    UIKitDouble.reset()
    // A horizontal pager of three 390-point pages, the code field near the start of the second
    // page, seen from the first page.
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.makeKeyAndVisible()
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    let pages = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
    pages.isPagingEnabled = true
    pages.contentSize = CGSize(width: 3 * 390, height: 300)
    root.addSubview(pages)
    let code = UITextField(frame: CGRect(x: 390 + 40, y: 20, width: 300, height: 44))
    pages.addSubview(code)
    let plan = FormKeyboardPlan(
      avoidance: .insets, dismissMode: .interactive, spacing: 8, insetContainer: nil,
      inputs: [.init(id: "code", scrollContainers: ["pages"])])
    let avoider = FormKeyboardAvoider(
      plan: plan, rootView: root, scrollContainers: ["pages": pages], inputs: ["code": code])
    avoider.start()
    avoider.reveal(id: "code")
    #expect(pages.contentOffset.x == 390, "the second page, not between two")
    avoider.stop()
  }

  @Test("after a failed submit the invalid input comes into view with its message under it")
  func revealWithMessage() throws {
    UIKitDouble.reset()
    let screen = BusinessAccountScreen()
    let window = screen.present()
    let form = screen.keyboard.form
    form.givenName = "Ada"
    form.familyName = "Lovelace"
    form.email = "ada@example.com"
    // A header above the form puts the password just above where the keyboard's top will be.
    screen.accountPage.contentInset.top = 200
    screen.accountPage.contentOffset.y = -200
    #expect(screen.givenName.simulateTap())
    #expect(!screen.keyboard.submit())
    #expect(screen.password.isFirstResponder)
    #expect(!screen.passwordError.isHidden)
    let keyboardTop = window.simulatedKeyboard.frame.minY
    let message = screen.passwordError.convert(screen.passwordError.bounds, to: window)
    let field = screen.password.convert(screen.password.bounds, to: window)
    #expect(field.maxY <= keyboardTop)
    #expect(message.maxY <= keyboardTop, "the message is above the keyboard")
  }
}
