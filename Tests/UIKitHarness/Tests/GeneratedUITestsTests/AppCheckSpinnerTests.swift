import FormRuntime
import FormUITesting
import Foundation
import Testing
import XCTest

@testable import GeneratedForms

/// The app model's app checks (`Specs/SignUp`'s username check, answered by the test hook): a
/// submit — the button, or Return on the last input, whose Return submits — waits for the
/// running check, with FormRuntime's spinner (an activity indicator identified
/// `formc.check.username`) beside the input until the answer.
@Suite(.serialized)
@MainActor
struct AppCheckSpinnerTests {
  /// The values that make SignUp valid, as its generated checks tests give them.
  static let values = [
    "confirmPassword": "formc.user1", "email": "formc.user1@example.com",
    "familyName": "formc.user1", "givenName": "formc.user1", "password": "formc.user1",
    "username": "formc.user1",
  ]

  /// Launches SignUp with the username's check answered as failed and submits with `submit`;
  /// checks the spinner shows until the answer, and no submit goes through.
  func submitWaits(_ submit: (FormUIWalk, XCUIApplication) -> Void) {
    XCTestDouble.reset()
    XCTestDouble.application = FormAppModel(name: "SignUp", make: SignUpForm.init)
    defer {
      XCTestDouble.application?.terminate()
      XCTestDouble.application = nil
    }
    let walk = FormUIWalk(form: "SignUp")
    let app = walk.launch(
      values: Self.values, checks: ["username": FormUIWalk.failedCheckMessage])
    let spinner = app.descendants(matching: .activityIndicator)[
      FormAccessibilityIdentifier.check("username")]
    let submits = app.staticTexts[FormUITestLaunch.submitProbe]
    #expect(!spinner.exists, "no check runs before the submit")
    submit(walk, app)
    #expect(spinner.exists, "the check the submit runs shows its spinner")
    #expect(spinner.label == "Checking")
    #expect(submits.label == "0", "the submit waits for the check")
    // The debounce and the test hook's answer: 0.5 + 0.5 seconds.
    #expect(spinner.waitForNonExistence(timeout: 1))
    #expect(submits.label == "0", "the check failed: no submit")
    let username = walk.input("username", in: app)
    #expect(
      username.value(forKey: "hasKeyboardFocus") as? Bool == true, "focus on the failed input")
    #expect(XCTestDouble.failures.isEmpty, "\(XCTestDouble.failures)")
  }

  @Test("the submit button waits for the running check, its spinner showing until the answer")
  func submitButton() {
    submitWaits { walk, app in
      let button = app.buttons[FormAccessibilityIdentifier.submit]
      for _ in 0..<20 where !button.isHittable { app.swipeUp() }
      button.tap()
    }
  }

  @Test("Return on the last input, whose Return submits, waits for the running check too")
  func returnKey() {
    submitWaits { walk, app in
      let referral = walk.input("referralCode", in: app)
      for _ in 0..<20 where !referral.isHittable { app.swipeUp() }
      referral.tap()
      referral.typeText(XCUIKeyboardKey.return.rawValue)
    }
  }
}
