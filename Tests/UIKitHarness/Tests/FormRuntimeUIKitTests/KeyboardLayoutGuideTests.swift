import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// The keyboard layout guide as the default avoidance (issue 29, "Dismissal and the keyboard
/// layout guide"), driven through the generated code of `Specs/ProfileEditor.form.yaml`, whose
/// spec leaves `keyboard.avoidance` at `automatic`.
@MainActor
@Suite(.serialized)
struct KeyboardLayoutGuideTests {
  /// The page's bottom in window coordinates.
  private func pageBottom(_ screen: ProfileEditorScreen) -> CGFloat {
    screen.profilePage.convert(screen.profilePage.bounds, to: nil).maxY
  }

  @Test("the plan is automatic; a table's is insets; OneTimeCodeLogin (iOS 14) keeps both")
  func plans() {
    #expect(ProfileEditorForm.keyboardPlan.avoidance == .automatic)
    #expect(ProfileEditorForm.keyboardPlan.pinnedContainer == "profilePage")
    #expect(ProfileEditorForm.keyboardPlan.insetContainer == "profilePage")
    #expect(SettingsForm.keyboardPlan.avoidance == .insets, "a table keeps the inset arithmetic")
    #expect(SignUpForm.keyboardPlan.avoidance == .insets, "the spec asks for insets")
    #expect(OneTimeCodeLoginForm.keyboardPlan.avoidance == .automatic)
  }

  @Test("docked: the page ends at the keyboard, with the screen's own bottom constraint taken over")
  func dockedWithScreenConstraint() throws {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    let window = screen.present()
    let screenConstraint = try #require(screen.pageBottom)
    #expect(!screenConstraint.isActive, "the screen's required bottom is replaced while formc pins")
    #expect(abs(pageBottom(screen) - (844 - 34)) < 0.01, "at most the safe area's bottom")
    #expect(screen.newPassword.simulateTap())
    let keyboardTop = window.simulatedKeyboard.frame.minY
    #expect(abs(pageBottom(screen) - keyboardTop) < 0.01)
    #expect(screen.profilePage.contentInset.bottom == 0, "no inset: the page ends at the keyboard")
    let field = screen.newPassword.convert(screen.newPassword.bounds, to: nil)
    #expect(field.maxY + 16 <= keyboardTop + 0.01, "the spacing is kept by scrolling")
    #expect(UIKitDouble.unsatisfiableConstraints.isEmpty, "no conflicting required constraints")
    screen.view.endEditing(true)
    #expect(abs(pageBottom(screen) - (844 - 34)) < 0.01)
    screen.keyboard.stop()
    #expect(screenConstraint.isActive, "stop() gives the screen its constraint back")
    window.layoutIfNeeded()
    #expect(abs(pageBottom(screen) - 844) < 0.01)
    #expect(UIKitDouble.unsatisfiableConstraints.isEmpty)
  }

  @Test("without a screen constraint on the page's bottom, formc's pin alone places it")
  func dockedWithoutScreenConstraint() throws {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    screen.loadViewIfNeeded()
    screen.pageBottom?.isActive = false
    screen.pageBottom = nil
    let window = screen.present()
    #expect(screen.website.simulateTap())
    #expect(abs(pageBottom(screen) - window.simulatedKeyboard.frame.minY) < 0.01)
    #expect(UIKitDouble.unsatisfiableConstraints.isEmpty)
  }

  @Test("a required pin beside the screen's constraint is a conflict Auto Layout breaks")
  func requiredPinConflicts() {
    UIKitDouble.reset()
    // What formc did before it took the screen's constraint over (the earlier objection to the
    // layout guide as a default): two required constraints on the page's bottom.
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.addSubview(root)
    let page = UIScrollView(frame: root.bounds)
    root.addSubview(page)
    page.bottomAnchor.constraint(equalTo: root.bottomAnchor).isActive = true
    page.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor).isActive = true
    window.makeKeyAndVisible()
    window.simulateSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    window.layoutIfNeeded()
    #expect(!UIKitDouble.unsatisfiableConstraints.isEmpty)
  }

  @Test("undocked or floating: the guide drops to the safe area, so the form keeps its height")
  func undockedKeyboard() throws {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    let window = screen.present()
    #expect(screen.website.simulateTap())
    #expect(pageBottom(screen) < 844 - 34)
    #expect(screen.view.keyboardLayoutGuide.followsUndockedKeyboard == false)
    let floating = CGRect(x: 40, y: 300, width: 320, height: 260)
    #expect(window.simulateUndockedKeyboard(at: floating))
    #expect(abs(pageBottom(screen) - (844 - 34)) < 0.01)
    // The page scrolls the website field clear of the floating keyboard, with the inset that
    // needs (FloatingKeyboardAvoidanceTests).
    #expect(!screen.website.convert(screen.website.bounds, to: nil).intersects(floating))
    #expect(screen.profilePage.contentInset.bottom > 0)
    // Docked again: the page follows, and the floating keyboard's inset goes.
    #expect(window.simulateUndockedKeyboard(at: nil))
    #expect(screen.profilePage.contentInset.bottom == 0)
    #expect(abs(pageBottom(screen) - window.simulatedKeyboard.frame.minY) < 0.01)
  }

  @Test("an interactive dismissal moves the page's bottom with the keyboard; insets stay behind")
  func interactiveDismissal() throws {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    let window = screen.present()
    #expect(screen.profilePage.keyboardDismissMode == .interactive)
    #expect(screen.website.simulateTap())
    let docked = window.simulatedKeyboard.frame.minY
    let notifications = UIKitDouble.keyboardNotifications.count
    #expect(window.simulateInteractiveKeyboardDrag(toTop: docked + 120))
    #expect(UIKitDouble.keyboardNotifications.count == notifications, "no notification mid-drag")
    #expect(abs(pageBottom(screen) - (docked + 120)) < 0.01, "the layout guide follows the finger")
    #expect(window.simulateInteractiveKeyboardDrag(toTop: nil))
    #expect(abs(pageBottom(screen) - docked) < 0.01)

    // The inset arithmetic (automatic on iOS 14) cannot follow: no notification, no change.
    UIKitDouble.reset()
    UIKitDouble.systemMajorVersion = 14
    let older = ProfileEditorScreen()
    let olderWindow = older.present()
    #expect(older.website.simulateTap())
    let inset = older.profilePage.contentInset.bottom
    #expect(inset > 0)
    let top = olderWindow.simulatedKeyboard.frame.minY
    #expect(olderWindow.simulateInteractiveKeyboardDrag(toTop: top + 120))
    #expect(older.profilePage.contentInset.bottom == inset, "the docked keyboard's part stays")
    UIKitDouble.systemMajorVersion = 26
  }

  @Test("on iOS 13–14 automatic is the inset arithmetic, and the screen's constraint stays")
  func olderSystemUsesInsets() throws {
    UIKitDouble.reset()
    UIKitDouble.systemMajorVersion = 14
    let screen = ProfileEditorScreen()
    let window = screen.present()
    #expect(screen.pageBottom?.isActive == true)
    #expect(screen.newPassword.simulateTap())
    #expect(abs(pageBottom(screen) - 844) < 0.01, "the page keeps its frame")
    let keyboardTop = window.simulatedKeyboard.frame.minY
    #expect(abs(screen.profilePage.adjustedContentInset.bottom - (844 - keyboardTop)) < 0.01)
    UIKitDouble.systemMajorVersion = 26
  }

  @Test("on the layout guide a sticky button riding on the keyboard insets the page by its height")
  func stickyButtonOnTheGuide() throws {
    UIKitDouble.reset()
    let screen = BusinessAccountScreen()
    let window = screen.present()
    let button = UIButton(frame: CGRect(x: 0, y: 844 - 34 - 60, width: 390, height: 60))
    screen.view.addSubview(button)
    screen.stickyViews = [button]
    screen.layoutExtras = { [unowned screen] in
      button.frame.origin.y = screen.view.keyboardLayoutGuide.layoutFrame.minY - 60
    }
    window.layoutIfNeeded()
    #expect(abs(screen.accountPage.contentInset.bottom - 60) < 0.01, "the button, keyboard down")
    #expect(screen.password.simulateTap())
    window.layoutIfNeeded()
    let keyboardTop = window.simulatedKeyboard.frame.minY
    let page = screen.accountPage.convert(screen.accountPage.bounds, to: nil)
    #expect(abs(page.maxY - keyboardTop) < 0.01, "the page ends at the keyboard")
    #expect(abs(screen.accountPage.contentInset.bottom - 60) < 0.01, "only the button's part")
    let field = screen.password.convert(screen.password.bounds, to: window)
    #expect(field.maxY <= button.frame.minY, "the password is above the button")
    #expect(UIKitDouble.unsatisfiableConstraints.isEmpty)
    screen.keyboard.stop()
    #expect(screen.accountPage.contentInset.bottom == 0, "stop takes the avoider's part away")
  }

  @Test("a table keeps insets")
  func tableKeepsInsets() throws {
    UIKitDouble.reset()
    let screen = SettingsScreen()
    let window = screen.present()
    #expect(screen.displayName.simulateTap())
    let keyboardTop = window.simulatedKeyboard.frame.minY
    #expect(abs(screen.settingsTable.frame.maxY - 844) < 0.01)
    #expect(abs(screen.settingsTable.adjustedContentInset.bottom - (844 - keyboardTop)) < 0.01)
  }
}
