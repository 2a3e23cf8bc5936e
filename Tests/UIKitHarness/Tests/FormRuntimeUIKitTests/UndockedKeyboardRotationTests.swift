import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// The generated Checkout screen on an iPad, upright and on its side: the keyboard comes up
/// docked over the edited input, the user undocks it, docks it again and hides it. Docs/Runtime.md:
/// an undocked, split or floating keyboard "covers none of the screen's bottom, so it takes no
/// inset", only what the scroll clear of it needs beyond the content's range
/// (`floatingKeyboardInset`), taken back "when the keyboard docks, hides or the avoider stops".
@MainActor
@Suite(.serialized)
struct UndockedKeyboardRotationTests {
  @Test(
    "an iPad keyboard docked and then undocked leaves only the floating inset, upright and on its side; docked it takes the docked inset, hidden none",
    arguments: [false, true])
  func undockAfterDocking(landscape: Bool) throws {
    UIKitDouble.reset()
    let app = UIKitScreenApplication.screens["Checkout"]!()
    app.settings.device = .iPad
    defer {
      app.terminate()
      UIKitDouble.reset()
    }
    app.launch(arguments: ["-formc-form", "Checkout"], environment: [:])
    if landscape { app.deviceDidRotate(to: .landscapeLeft) }
    let screen = try #require(app.screen as? CheckoutScreen)
    let window = try #require(app.window)
    let geometry = UIKitScreenApplication.geometry(landscape: landscape, device: .iPad)
    #expect(window.frame.size == geometry.size)
    #expect(screen.tipAmount.simulateTap())
    app.updateCycle()
    let page = screen.checkoutPage
    let spacing = CGFloat(CheckoutForm.keyboardPlan.spacing)
    #expect(window.simulatedKeyboard.isDocked)
    // `automatic`: the keyboard layout guide moves the page for the docked keyboard, no inset.
    let dockedInset = page.contentInset.bottom
    #expect(dockedInset == 0)
    #expect(page.contentOffset.y > 0, "scrolled above the docked keyboard")
    let keyboard = UIKitScreenApplication.floatingKeyboardFrame(
      in: window.screen.bounds, accessoryHeight: window.simulatedKeyboard.accessoryHeight)
    #expect(window.simulateUndockedKeyboard(at: keyboard))
    window.layoutIfNeeded()
    let tip = screen.tipAmount.convert(screen.tipAmount.bounds, to: nil)
    #expect(!tip.intersects(keyboard), "\(tip) behind \(keyboard)")
    // Only what the least scroll clear of the keyboard needs beyond the page's own range: with
    // an inset, the page is at its end and the tip exactly `spacing` above the keyboard.
    let added = page.contentInset.bottom - dockedInset
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
    let docked = screen.tipAmount.convert(screen.tipAmount.bounds, to: nil)
    #expect(docked.maxY <= window.simulatedKeyboard.frame.minY + 0.01)
    screen.view.endEditing(true)
    window.layoutIfNeeded()
    #expect(!window.simulatedKeyboard.isVisible)
    #expect(page.contentInset.bottom == 0)
    #expect(page.verticalScrollIndicatorInsets.bottom == 0)
  }
}
