import FormRuntime
import FormUITesting
import Foundation
import Testing
import XCTest

@testable import GeneratedForms

/// The app model's keyboard toolbar as FormRuntime lays it out from the schema: a submit placed
/// `keyboardToolbar` (`Specs/OneTimeCodeLogin`'s Verify, enabled `whenValid`, in Done's place)
/// shows while an input is edited, ignores taps while disabled and submits once the form is valid.
@Suite(.serialized)
@MainActor
struct KeyboardToolbarSubmitTests {
  @Test("Verify in the keyboard toolbar is disabled until the form is valid, then submits")
  func toolbarSubmit() throws {
    XCTestDouble.reset()
    XCTestDouble.application = FormAppModel(
      name: "OneTimeCodeLogin", make: OneTimeCodeLoginForm.init)
    defer {
      XCTestDouble.application?.terminate()
      XCTestDouble.application = nil
    }
    let walk = FormUIWalk(form: "OneTimeCodeLogin")
    let app = walk.launch()
    let verify = app.toolbars.buttons[FormAccessibilityIdentifier.keyboardToolbarSubmit]
    // The sheet opens with the phone focused (`focus.initial: phone`), so the toolbar is up.
    let phone = walk.input("phone", in: app)
    #expect(verify.exists, "the toolbar shows while an input is edited")
    phone.tap()
    #expect(verify.exists)
    #expect(verify.label == "Verify")
    #expect(
      !app.toolbars.buttons[FormAccessibilityIdentifier.done].exists, "Verify is in Done's place")
    #expect(!verify.isEnabled)
    let submits = app.staticTexts[FormUITestLaunch.submitProbe]
    verify.tap()
    #expect(submits.label == "0", "a disabled Verify ignores the tap")
    phone.typeText("+1 555 010 0199")
    let code = walk.input("code", in: app)
    code.tap()
    code.typeText("123456")
    #expect(verify.isEnabled)
    verify.tap()
    #expect(submits.label == "1")
    #expect(XCTestDouble.failures.isEmpty, "\(XCTestDouble.failures)")
  }
}
