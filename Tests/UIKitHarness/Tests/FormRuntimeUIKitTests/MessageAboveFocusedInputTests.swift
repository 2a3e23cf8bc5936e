import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// A message that appears above the input being edited pushes that input down after the
/// keyboard avoider scrolled it: SignUp's `password` (`validateOn: endEditing`) shows its message
/// in the row under it as the focus moves on to `confirmPassword`, which the avoider had just
/// scrolled to sit above the keyboard; a message the app sets while the user edits a later input
/// (a server's answer) does the same. The message row is shown by `formShowError(_:for:)`, and the
/// screen's stacks take its height in the next layout pass (`viewDidLayoutSubviews()`, where the
/// screen calls the keyboard controller's `layoutDidChange()`, as the README asks; Apple,
/// viewDidLayoutSubviews: "Called to notify the view controller that its view has just laid out
/// its subviews", https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews).
/// The edited input (with its own message) stays clear of the keyboard.
@MainActor
@Suite(.serialized)
struct MessageAboveFocusedInputTests {
  private func frame(of view: UIView) -> CGRect {
    view.convert(view.bounds, to: nil)
  }

  @Test(
    "leaving an endEditing input shows its message above the next input: the next input stays above the keyboard"
  )
  func endEditingMessageAboveNextInput() throws {
    UIKitDouble.reset()
    let screen = SignUpFormScreen()
    let window = screen.present()
    #expect(screen.password.simulateTap())
    #expect(window.simulateTyping("short"))
    // Next: the focus moves on, and the password's message shows under it.
    #expect(window.simulateReturn())
    #expect(screen.confirmPassword.isFirstResponder)
    #expect(screen.errorMessages["password"] == "Use at least 8 characters")
    window.layoutIfNeeded()
    let keyboardTop = window.simulatedKeyboard.frame.minY
    let field = frame(of: screen.confirmPassword)
    #expect(field.maxY <= keyboardTop + 0.01, "\(field) under the keyboard at \(keyboardTop)")
  }

  @Test(
    "tapping the next input, in view just above the keyboard, shows the left input's message above it: the tapped input stays above the keyboard"
  )
  func endEditingMessageAboveTappedInput() throws {
    UIKitDouble.reset()
    let screen = SignUpFormScreen()
    let window = screen.present()
    #expect(screen.password.simulateTap())
    #expect(window.simulateTyping("short"))
    // The user scrolls the confirmation into view, its bottom 10 points above the keyboard
    // (closer than the message row's 28 points), and taps it.
    let keyboardTop = window.simulatedKeyboard.frame.minY
    let page = screen.signUpPage
    page.contentOffset.y += frame(of: screen.confirmPassword).maxY - (keyboardTop - 10)
    window.layoutIfNeeded()
    let offset = page.contentOffset
    #expect(abs(frame(of: screen.confirmPassword).maxY - (keyboardTop - 10)) < 0.01)
    #expect(screen.confirmPassword.simulateTap())
    #expect(screen.confirmPassword.isFirstResponder)
    #expect(screen.errorMessages["password"] == "Use at least 8 characters")
    window.layoutIfNeeded()
    let field = frame(of: screen.confirmPassword)
    #expect(field.maxY <= keyboardTop + 0.01, "\(field) under the keyboard at \(keyboardTop)")
    // Scrolled the least: the keyboard's spacing above it, no more.
    let spacing = CGFloat(SignUpForm.keyboardPlan.spacing)
    #expect(
      abs(field.maxY + spacing - keyboardTop) < 0.01, "the least scroll: \(field), from \(offset)")
  }

  @Test(
    "a message the app sets above the edited input while the user edits it: the input stays above the keyboard"
  )
  func appMessageAboveEditedInput() throws {
    UIKitDouble.reset()
    let screen = SignUpFormScreen()
    let window = screen.present()
    #expect(screen.confirmPassword.simulateTap())
    let before = frame(of: screen.confirmPassword)
    let keyboardTop = window.simulatedKeyboard.frame.minY
    #expect(before.maxY <= keyboardTop + 0.01)
    screen.keyboard.form.errors[.username] = "That username is taken"
    window.layoutIfNeeded()
    #expect(screen.errorMessages["username"] == "That username is taken")
    let field = frame(of: screen.confirmPassword)
    #expect(field.maxY <= keyboardTop + 0.01, "\(field) under the keyboard at \(keyboardTop)")
    #expect(abs(field.maxY - before.maxY) < 0.01, "scrolled back by the message's row only")
  }

  @Test("a layout pass does not scroll back an edited input the user scrolled out of view")
  func userScrollKept() throws {
    UIKitDouble.reset()
    let screen = SignUpFormScreen()
    let window = screen.present()
    #expect(screen.confirmPassword.simulateTap())
    let page = screen.signUpPage
    page.contentOffset.y = -page.adjustedContentInset.top
    screen.view.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(page.contentOffset.y == -page.adjustedContentInset.top)
  }

  @Test("a message above an input that is well clear of the keyboard scrolls nothing")
  func clearInputDoesNotMove() throws {
    UIKitDouble.reset()
    let screen = SignUpFormScreen()
    let window = screen.present()
    #expect(screen.email.simulateTap())
    let offset = screen.signUpPage.contentOffset
    screen.keyboard.form.errors[.givenName] = "Enter your first name"
    window.layoutIfNeeded()
    #expect(screen.signUpPage.contentOffset == offset, "a visible field is not recentred")
  }
}
