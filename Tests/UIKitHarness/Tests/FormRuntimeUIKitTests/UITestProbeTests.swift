import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// The two elements formc's generated UI tests read (`FormUITestLaunch.returnKeyProbe` and
/// `.submitProbe`), shown by the keyboard controller on a UI test launch only, on the generated
/// UIKit screen of `Specs/ProfileEditor.form.yaml` driven through the UIKit double.
@MainActor
@Suite(.serialized)
struct UITestProbeTests {
  /// The view in `root`'s tree with an accessibility identifier, if any.
  func element(_ identifier: String, in root: UIView) -> UIView? {
    if root.accessibilityIdentifier == identifier { return root }
    return root.subviews.lazy.compactMap { self.element(identifier, in: $0) }.first
  }

  @Test("a normal launch shows neither element")
  func normalLaunch() {
    UIKitDouble.reset()
    #expect(!FormUITestLaunch.isCurrentProcess, "the test runner is not a UI test launch")
    let screen = ProfileEditorScreen()
    #expect(!screen.keyboard.showsUITestProbes)
    let window = screen.present()
    #expect(screen.newPassword.simulateTap())
    window.simulateTyping("s3cret-horse")
    #expect(element(FormUITestLaunch.returnKeyProbe, in: window) == nil)
    #expect(element(FormUITestLaunch.submitProbe, in: window) == nil)
  }

  @Test("on a UI test launch the elements follow the Return key and count the submits")
  func uiTestLaunch() throws {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    screen.keyboard.showsUITestProbes = true
    let window = screen.present()
    let returnKey = try #require(element(FormUITestLaunch.returnKeyProbe, in: screen.view))
    let submits = try #require(element(FormUITestLaunch.submitProbe, in: screen.view))
    #expect(!returnKey.isUserInteractionEnabled && !submits.isUserInteractionEnabled)
    #expect(returnKey.bounds.width <= 1 && returnKey.bounds.height <= 1)
    #expect(returnKey.accessibilityLabel == "", "no input is edited")
    #expect(submits.accessibilityLabel == "0")

    #expect(screen.newPassword.simulateTap())
    #expect(returnKey.accessibilityLabel == "done")
    window.simulateTyping("s3cret-horse")
    #expect(returnKey.accessibilityLabel == "next", "the key follows the shown confirmation")
    window.simulateReturn()
    #expect(screen.confirmNewPassword.isFirstResponder)
    #expect(returnKey.accessibilityLabel == "done")

    // A submit that fails validation is no submit.
    screen.keyboard.focus(nil)
    #expect(returnKey.accessibilityLabel == "", "editing ended")
    #expect(!screen.keyboard.submit())
    #expect(submits.accessibilityLabel == "0")

    let form = screen.keyboard.form
    form.setValue("Ada Lovelace", for: .displayName)
    form.setValue("ada_l", for: .username)
    form.setValue("", for: .newPassword)
    form.setValue("", for: .confirmNewPassword)
    try #require(screen.keyboard.submit(), "\(form.errors)")
    #expect(submits.accessibilityLabel == "1")
    #expect(screen.submitCount == 1)
    try #require(screen.keyboard.submit())
    #expect(submits.accessibilityLabel == "2")
  }
}
