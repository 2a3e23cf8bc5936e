import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// An iPad's undocked, split or floating keyboard: a keyboard frame that does not reach the
/// screen's bottom. UIKit reports it as any other keyboard frame, in the screen's coordinate space
/// (Apple, keyboardFrameEndUserInfoKey: the keyboard's frame "in the screen's coordinate space",
/// https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey), and
/// the keyboard layout guide does not follow it unless asked (Apple, followsUndockedKeyboard:
/// "When the keyboard is off screen or undocked, the guide's topAnchor matches the bottomAnchor
/// of safeAreaLayoutGuide",
/// https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/followsundockedkeyboard).
/// The double moves its keyboard there with `UIWindow.simulateUndockedKeyboard(at:)`. Whatever
/// the avoidance, the avoider scrolls the edited input the least that clears the floating
/// keyboard — above its top, or below its bottom when there is no room above — insetting the
/// page only as much as that scroll needs, and takes the inset back when the keyboard docks or
/// hides.
@MainActor
@Suite(.serialized)
struct FloatingKeyboardAvoidanceTests {
  /// A floating keyboard's size (an iPhone keyboard's, as an iPad's floating keyboard is).
  static let size = CGSize(width: 320, height: 260)

  private func frame(of view: UIView) -> CGRect {
    view.convert(view.bounds, to: nil)
  }

  /// Floats the keyboard `above` points above the input's top (its top edge there), across it.
  private func float(
    _ window: UIWindow, over input: UIView, above: CGFloat
  ) -> CGRect {
    let field = frame(of: input)
    let keyboard = CGRect(
      x: 35, y: field.minY - above, width: Self.size.width, height: Self.size.height)
    #expect(window.simulateUndockedKeyboard(at: keyboard))
    return keyboard
  }

  @Test(
    "insets: a floating keyboard over the edited input scrolls it the least above the keyboard, with the inset that needs; docking and hiding take it back"
  )
  func insetsAvoidanceClearsFloatingKeyboard() throws {
    UIKitDouble.reset()
    let screen = SignUpFormScreen()
    let window = screen.present()
    let spacing = CGFloat(SignUpForm.keyboardPlan.spacing)
    #expect(screen.confirmPassword.simulateTap())
    let dockedInset = screen.signUpPage.contentInset.bottom
    #expect(dockedInset > 0)
    let keyboard = float(window, over: screen.confirmPassword, above: 30)
    let field = frame(of: screen.confirmPassword)
    #expect(!field.intersects(keyboard), "\(field) behind \(keyboard)")
    #expect(abs(field.maxY + spacing - keyboard.minY) < 0.01, "the least scroll: \(field)")
    // The page's inset is only what that scroll needs: at most the scroll's end, exactly there
    // when an inset was added.
    let page = screen.signUpPage
    let maxOffset = page.contentSize.height - page.bounds.height + page.adjustedContentInset.bottom
    #expect(page.contentOffset.y <= maxOffset + 0.01)
    if page.contentInset.bottom > 0.01 {
      #expect(abs(page.contentOffset.y - maxOffset) < 0.01, "no more inset than the scroll needs")
    }
    // Docked again: the docked keyboard's inset, as before.
    #expect(window.simulateUndockedKeyboard(at: nil))
    #expect(abs(page.contentInset.bottom - dockedInset) < 0.01)
    // Floating again, then hidden: no inset left.
    _ = float(window, over: screen.confirmPassword, above: 30)
    screen.view.endEditing(true)
    #expect(!window.simulatedKeyboard.isVisible)
    #expect(page.contentInset.bottom == 0)
    #expect(page.verticalScrollIndicatorInsets.bottom == 0)
  }

  @Test(
    "layout guide: the page keeps its height under a floating keyboard and scrolls the edited input above it, inset as that needs, none once docked"
  )
  func layoutGuideClearsFloatingKeyboard() throws {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    let window = screen.present()
    let spacing = CGFloat(ProfileEditorForm.keyboardPlan.spacing)
    #expect(screen.website.simulateTap())
    let keyboard = float(window, over: screen.website, above: 20)
    let field = frame(of: screen.website)
    #expect(!field.intersects(keyboard), "\(field) behind \(keyboard)")
    #expect(abs(field.maxY + spacing - keyboard.minY) < 0.01, "the least scroll: \(field)")
    #expect(window.simulateUndockedKeyboard(at: nil))
    #expect(screen.profilePage.contentInset.bottom == 0, "docked: the guide moves the page")
    let docked = frame(of: screen.website)
    #expect(docked.maxY <= window.simulatedKeyboard.frame.minY + 0.01)
  }

  @Test(
    "no room above a floating keyboard near the top: the edited input goes below its bottom"
  )
  func belowWhenNoRoomAbove() throws {
    UIKitDouble.reset()
    let screen = SignUpFormScreen()
    let window = screen.present()
    let spacing = CGFloat(SignUpForm.keyboardPlan.spacing)
    #expect(screen.givenName.simulateTap())
    let field0 = frame(of: screen.givenName)
    // The keyboard's top above the page's top: no room above it for the field.
    let keyboard = CGRect(x: 35, y: 20, width: Self.size.width, height: Self.size.height)
    #expect(keyboard.intersects(field0))
    #expect(window.simulateUndockedKeyboard(at: keyboard))
    let field = frame(of: screen.givenName)
    #expect(!field.intersects(keyboard), "\(field) behind \(keyboard)")
    #expect(abs(field.minY - spacing - keyboard.maxY) < 0.01, "the least scroll: \(field)")
  }

  @Test("a floating keyboard clear of the edited input moves nothing")
  func clearKeyboardMovesNothing() throws {
    UIKitDouble.reset()
    let screen = SignUpFormScreen()
    let window = screen.present()
    #expect(screen.givenName.simulateTap())
    let offset = screen.signUpPage.contentOffset
    let before = frame(of: screen.givenName)
    let keyboard = CGRect(
      x: 35, y: before.maxY + 200, width: Self.size.width, height: Self.size.height)
    #expect(window.simulateUndockedKeyboard(at: keyboard))
    #expect(screen.signUpPage.contentOffset == offset)
    #expect(screen.signUpPage.contentInset.bottom == 0)
  }
}
