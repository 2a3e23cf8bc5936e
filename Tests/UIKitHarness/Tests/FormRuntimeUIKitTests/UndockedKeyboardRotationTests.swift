import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// Generated screens on an iPad, upright and on its side (Checkout's tip with `automatic`,
/// ProfileEditor's website with `layoutGuide`, SignUp's referral code with `insets`): the keyboard
/// comes up docked over the edited input, the user undocks it, docks it again and hides it. Docs/Runtime.md:
/// an undocked, split or floating keyboard "covers none of the screen's bottom, so it takes no
/// inset", only what the scroll clear of it needs beyond the content's range
/// (`floatingKeyboardInset`), taken back "when the keyboard docks, hides or the avoider stops".
@MainActor
@Suite(.serialized)
struct UndockedKeyboardRotationTests {
  @Test(
    "an iPad keyboard docked and then undocked leaves only the floating inset, upright and on its side; docked it takes the docked inset, hidden none",
    arguments: ["Checkout", "ProfileEditor", "SignUp"], [false, true])
  func undockAfterDocking(form: String, landscape: Bool) throws {
    UIKitDouble.reset()
    let app = UIKitScreenApplication.screens[form]!()
    app.settings.device = .iPad
    defer {
      app.terminate()
      UIKitDouble.reset()
    }
    app.launch(arguments: ["-formc-form", form], environment: [:])
    if landscape { app.deviceDidRotate(to: .landscapeLeft) }
    let (screen, input, page, spacing): (UIViewController, UITextField, UIScrollView, CGFloat)
    switch app.screen {
    case let checkout as CheckoutScreen:
      (screen, input, page) = (checkout, checkout.tipAmount, checkout.checkoutPage)
      spacing = CGFloat(CheckoutForm.keyboardPlan.spacing)
    case let profile as ProfileEditorScreen:
      (screen, input, page) = (profile, profile.website, profile.profilePage)
      spacing = CGFloat(ProfileEditorForm.keyboardPlan.spacing)
    case let signUp as SignUpFormScreen:
      (screen, input, page) = (signUp, signUp.referralCode, signUp.signUpPage)
      spacing = CGFloat(SignUpForm.keyboardPlan.spacing)
    default:
      Issue.record("no screen for \(form)")
      return
    }
    let window = try #require(app.window)
    let geometry = UIKitScreenApplication.geometry(landscape: landscape, device: .iPad)
    #expect(window.frame.size == geometry.size)
    let base = page.contentInset.bottom
    #expect(input.simulateTap())
    app.updateCycle()
    #expect(window.simulatedKeyboard.isDocked)
    // The docked keyboard's inset (`insets`), or none where the layout guide moves the page.
    let dockedInset = page.contentInset.bottom
    // Checkout's tip is low enough on an iPad to be scrolled above the docked keyboard (the
    // others' inputs are above it already).
    if form == "Checkout" {
      #expect(page.contentOffset.y > 0, "scrolled above the docked keyboard")
    }
    let keyboard = UIKitScreenApplication.floatingKeyboardFrame(
      in: window.screen.bounds, accessoryHeight: window.simulatedKeyboard.accessoryHeight)
    #expect(window.simulateUndockedKeyboard(at: keyboard))
    window.layoutIfNeeded()
    let tip = input.convert(input.bounds, to: nil)
    #expect(!tip.intersects(keyboard), "\(tip) behind \(keyboard)")
    // Only what the least scroll clear of the keyboard needs beyond the page's own range: with
    // an inset, the page is at its end and the tip exactly `spacing` above the keyboard.
    let added = page.contentInset.bottom - base
    let end = max(
      page.contentSize.height - page.bounds.height + page.adjustedContentInset.bottom - added,
      -page.adjustedContentInset.top)
    #expect(
      abs(added - max(0, page.contentOffset.y - end)) < 0.01,
      "inset \(added) for offset \(page.contentOffset.y), range end \(end)")
    if added > 0.01 {
      #expect(
        abs(tip.maxY + spacing - keyboard.minY) < 0.01,
        "a leftover inset of \(added): \(tip) clear of \(keyboard) without it")
    }
    #expect(window.simulateUndockedKeyboard(at: nil))
    window.layoutIfNeeded()
    #expect(abs(page.contentInset.bottom - dockedInset) < 0.01, "docked again")
    let docked = input.convert(input.bounds, to: nil)
    #expect(docked.maxY <= window.simulatedKeyboard.frame.minY + 0.01)
    screen.view.endEditing(true)
    window.layoutIfNeeded()
    #expect(!window.simulatedKeyboard.isVisible)
    #expect(page.contentInset.bottom == base)
    #expect(page.verticalScrollIndicatorInsets.bottom == base)
  }
}
