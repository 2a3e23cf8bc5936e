import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// An iPad keyboard the user left floating comes up floating, where it was left, with only the
/// frame-change notifications (`UIWindow.simulateFloatingKeyboard(at:)`,
/// `UIWindow.floatingKeyboardNotificationsDouble`): FormRuntime follows
/// `keyboardWillChangeFrameNotification` alone, so the first frame it sees is the floating one.
/// The edited input comes up clear of it, a bar pinned to the keyboard layout guide rides on it
/// (Apple, followsUndockedKeyboard: "To follow all keyboard anchors even when undocked or
/// floating, set followsUndockedKeyboard to true",
/// https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/followsundockedkeyboard);
/// docked, the screen takes the docked keyboard's inset or layout; hidden, nothing is left.
@MainActor
@Suite(.serialized)
struct KeyboardComesUpFloatingTests {
  /// Where the user left the keyboard's keys: an iPhone keyboard's size, low on the screen.
  static let keys = CGRect(x: 35, y: 520, width: 320, height: 260)

  private func frame(of view: UIView) -> CGRect {
    view.convert(view.bounds, to: nil)
  }

  @Test(
    "the keyboard comes up floating where the user left it, posting the frame changes only, and goes the same way"
  )
  func comesUpFloating() throws {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = SignUpFormScreen()
    let window = screen.present()
    #expect(!window.simulateFloatingKeyboard(at: Self.keys), "no keyboard on screen yet")
    #expect(window.floatingKeyboardPlace == Self.keys)
    #expect(screen.givenName.simulateTap())
    let keyboard = window.simulatedKeyboard
    #expect(keyboard.isVisible && !keyboard.isDocked)
    // The accessory toolbar on top of the keys.
    #expect(keyboard.frame.maxY == Self.keys.maxY && keyboard.frame.width == Self.keys.width)
    #expect(abs(keyboard.frame.height - (Self.keys.height + keyboard.accessoryHeight)) < 0.01)
    #expect(UIKitDouble.keyboardNotificationNames == UIWindow.floatingKeyboardNotificationsDouble)
    // Another input: the same floating keyboard (its toolbar changes, so its frame changes are
    // posted again), never a show.
    #expect(screen.email.simulateTap())
    #expect(!window.simulatedKeyboard.isDocked)
    #expect(window.simulatedKeyboard.frame == keyboard.frame)
    screen.view.endEditing(true)
    #expect(!window.simulatedKeyboard.isVisible)
    #expect(
      Set(UIKitDouble.keyboardNotificationNames)
        == Set(UIWindow.floatingKeyboardNotificationsDouble))
    #expect(UIKitDouble.keyboardNotifications.last?.endFrame.minY ?? 0 >= 844)
    #expect(window.simulatedKeyboard.frame.minY >= 844, "gone below the screen")
    // Still floating for the next input; docked for good, it comes up docked.
    #expect(window.floatingKeyboardPlace == Self.keys)
    #expect(screen.email.simulateTap())
    #expect(!window.simulatedKeyboard.isDocked)
    #expect(window.simulateFloatingKeyboard(at: nil))
    #expect(window.simulatedKeyboard.isDocked && window.floatingKeyboardPlace == nil)
    screen.view.endEditing(true)
    #expect(screen.email.simulateTap())
    #expect(window.simulatedKeyboard.isDocked)
  }

  @Test(
    "insets: the edited input comes up clear of the floating keyboard, with no docked inset; docked, the docked keyboard's inset; hidden, none"
  )
  func insetsScreen() throws {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = SignUpFormScreen()
    let window = screen.present()
    let page = screen.signUpPage
    let spacing = CGFloat(SignUpForm.keyboardPlan.spacing)
    // The keys where the field's row lies, so the keyboard with its toolbar comes up over it.
    let field0 = frame(of: screen.confirmPassword)
    let keys = CGRect(x: 35, y: field0.minY, width: 320, height: 260)
    window.simulateFloatingKeyboard(at: keys)
    #expect(screen.confirmPassword.simulateTap())
    let keyboard = window.simulatedKeyboard.frame
    #expect(!window.simulatedKeyboard.isDocked)
    let field = frame(of: screen.confirmPassword)
    #expect(!field.intersects(keyboard), "\(field) behind \(keyboard)")
    #expect(abs(field.maxY + spacing - keyboard.minY) < 0.01, "the least scroll: \(field)")
    let maxOffset = page.contentSize.height - page.bounds.height + page.adjustedContentInset.bottom
    #expect(page.contentOffset.y <= maxOffset + 0.01, "no more inset than the scroll needs")
    // Docked: the docked keyboard's inset, the field above it.
    #expect(window.simulateFloatingKeyboard(at: nil))
    let docked = window.simulatedKeyboard.frame
    #expect(abs(page.contentInset.bottom - (docked.height - 34)) < 0.01, "\(page.contentInset)")
    #expect(frame(of: screen.confirmPassword).maxY <= docked.minY + 0.01)
    // Hidden: nothing left.
    screen.view.endEditing(true)
    #expect(page.contentInset.bottom == 0)
    #expect(page.verticalScrollIndicatorInsets.bottom == 0)
  }

  @Test(
    "layout guide: the page keeps its height under the keyboard that comes up floating, the input clear of it; docked, the guide moves the page; hidden, no inset"
  )
  func layoutGuideScreen() throws {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = ProfileEditorScreen()
    let window = screen.present()
    let page = screen.profilePage
    let spacing = CGFloat(ProfileEditorForm.keyboardPlan.spacing)
    let height = frame(of: page).height
    let field0 = frame(of: screen.website)
    window.simulateFloatingKeyboard(at: CGRect(x: 35, y: field0.minY, width: 320, height: 260))
    #expect(screen.website.simulateTap())
    let keyboard = window.simulatedKeyboard.frame
    #expect(abs(frame(of: page).height - height) < 0.01, "the guide ignores a floating keyboard")
    let field = frame(of: screen.website)
    #expect(!field.intersects(keyboard), "\(field) behind \(keyboard)")
    #expect(abs(field.maxY + spacing - keyboard.minY) < 0.01, "the least scroll: \(field)")
    #expect(window.simulateFloatingKeyboard(at: nil))
    #expect(page.contentInset.bottom == 0, "docked: the guide moves the page")
    #expect(frame(of: page).maxY <= window.simulatedKeyboard.frame.minY + 0.01)
    #expect(frame(of: screen.website).maxY <= window.simulatedKeyboard.frame.minY + 0.01)
    screen.view.endEditing(true)
    #expect(page.contentInset == .zero, "\(page.contentInset)")
    #expect(abs(frame(of: page).height - height) < 0.01)
  }

  @Test(
    "a pinned bar rides on the keyboard that comes up floating, follows it when moved, sits on it docked and goes back to the bottom when it hides"
  )
  func pinnedBar() throws {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = ChatComposerScreen()
    let window = screen.present()
    func barBottom() -> CGFloat { frame(of: screen.chatScreen).maxY }
    #expect(abs(barBottom() - (844 - 34)) < 0.01)
    window.simulateFloatingKeyboard(at: Self.keys)
    #expect(screen.message.simulateTap())
    let keyboard = window.simulatedKeyboard.frame
    #expect(!window.simulatedKeyboard.isDocked)
    #expect(abs(barBottom() - keyboard.minY) < 0.01, "the bar rides on the floating keyboard")
    #expect(frame(of: screen.message).maxY <= keyboard.minY + 0.01, "\(frame(of: screen.message))")
    // Moved up: the bar follows.
    let moved = CGRect(x: 35, y: 460, width: 320, height: 260)
    #expect(window.simulateFloatingKeyboard(at: moved))
    #expect(abs(barBottom() - window.simulatedKeyboard.frame.minY) < 0.01)
    #expect(window.floatingKeyboardPlace == moved)
    #expect(window.simulateFloatingKeyboard(at: nil))
    #expect(window.simulatedKeyboard.isDocked)
    #expect(abs(barBottom() - window.simulatedKeyboard.frame.minY) < 0.01, "on the docked one")
    screen.view.endEditing(true)
    #expect(abs(barBottom() - (844 - 34)) < 0.01, "hidden: back at the bottom")
    #expect(UIKitDouble.unsatisfiableConstraints.isEmpty)
  }
}
