import FormRuntime
import FormUITesting
import Foundation
import Testing
import XCTest

@testable import GeneratedForms

/// The app model keeps its element tree between two actions (`FormAppModel.elements`): each query
/// still sees the app as it is when the query resolves, as XCUITest snapshots the app at each
/// query (https://developer.apple.com/documentation/xcuiautomation/xcuielement), so every change
/// an action, a launch, a turn of the device or a wait makes is seen by the next query.
@Suite(.serialized)
@MainActor
struct FormAppModelElementsTests {
  /// Runs `body` on a new app model of `form`, launched by its walk.
  func withApp<Form: FormModel>(
    _ form: String, _ make: @escaping @MainActor () -> Form,
    _ body: (FormAppModel<Form>, FormUIWalk, XCUIApplication) throws -> Void
  ) rethrows {
    XCTestDouble.reset()
    let model = FormAppModel(name: form, make: make)
    XCTestDouble.application = model
    defer {
      model.terminate()
      XCTestDouble.application = nil
      XCTestDouble.orientation = .portrait
    }
    let walk = FormUIWalk(form: form)
    try body(model, walk, walk.launch())
    #expect(XCTestDouble.failures.isEmpty, "\(XCTestDouble.failures)")
  }

  @Test("a query after a tap and typing sees the focus and the text they changed")
  func tapAndTyping() {
    withApp("SignUp", SignUpForm.init) { model, _, app in
      let email = app.textFields["email"]
      #expect(email.value as? String == "")
      #expect(email.value(forKey: "hasKeyboardFocus") as? Bool == false)
      #expect(app.keyboards.count == 0)
      email.tap()
      #expect(email.value(forKey: "hasKeyboardFocus") as? Bool == true)
      #expect(app.keyboards.count == 1, "the keyboard came up")
      email.typeText("a")
      #expect(email.value as? String == "a")
      email.typeText("b")
      #expect(email.value as? String == "ab")
      #expect(
        model.elements.first { $0.identifier == "email" }?.value == "ab",
        "the model's own tree too")
    }
  }

  @Test("a query after the device turned sees the turned screen")
  func rotation() {
    withApp("SignUp", SignUpForm.init) { _, _, app in
      let email = app.textFields["email"]
      let upright = email.frame
      XCUIDevice.shared.orientation = .landscapeLeft
      let turned = email.frame
      #expect(turned.width > upright.width, "\(upright) → \(turned)")
      XCUIDevice.shared.orientation = .portrait
      #expect(email.frame == upright)
    }
  }

  @Test("a tree read while an action runs is not kept: a tap outside the inputs, which reads it")
  func readDuringAnAction() {
    // OneTimeCodeLogin comes up with the phone pad up and closes it on a tap outside the inputs
    // (`keyboard.dismiss: onTap`); the model's `tap(at:)` reads the tree to find what is there.
    withApp("OneTimeCodeLogin", OneTimeCodeLoginForm.init) { _, _, app in
      #expect(app.toolbars.count == 1, "the toolbar is up at launch")
      app.coordinate(withNormalizedOffset: CGVector(dx: 0.9, dy: 0.02)).tap()
      #expect(app.toolbars.count == 0, "the tap ended editing")
    }
  }

  @Test("a query after a wait sees what the app did meanwhile (a check's spinner goes)")
  func wait() {
    withApp("SignUp", SignUpForm.init) { _, walk, _ in
      let values = AppCheckSpinnerTests.values
      let launched = walk.launch(values: values, checks: ["username": "taken"])
      let spinner = launched.descendants(matching: .activityIndicator)[
        FormAccessibilityIdentifier.check("username")]
      let button = launched.buttons[FormAccessibilityIdentifier.submit]
      for _ in 0..<20 where !button.isHittable { launched.swipeUp() }
      button.tap()
      #expect(spinner.exists)
      #expect(spinner.waitForNonExistence(timeout: 1))
      #expect(!spinner.exists)
    }
  }
}
