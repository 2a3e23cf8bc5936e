import FormRuntime
import FormUITesting
import Testing
import UIKit
import XCTest

@testable import GeneratedForms

/// The app the XCUITest double reads from a UIKit screen (``UIKitScreenApplication``), on
/// `Specs/ProfileEditor.form.yaml`'s screen: its element tree, and actions through the UIKit
/// double's drivers.
@MainActor
@Suite(.serialized)
struct UIKitScreenApplicationTests {
  /// The app, launched at ProfileEditor through the test hook's arguments.
  func launched() -> (UIKitScreenApplication, XCUIApplication) {
    XCTestDouble.reset()
    let app = UIKitScreenApplication.showing("ProfileEditor", ProfileEditorScreen.init)
    XCTestDouble.application = app
    return (app, FormUIWalk(form: "ProfileEditor").launch())
  }

  func finish() {
    XCTestDouble.application?.terminate()
    XCTestDouble.application = nil
    XCTestDouble.orientation = .portrait
    UIKitDouble.reset()
  }

  @Test("the tree: inputs by type and identifier, in screen coordinates, the test hook's elements")
  func tree() throws {
    let (app, xcApp) = launched()
    defer { finish() }
    let screen = try #require(app.screen as? ProfileEditorScreen)
    let name = xcApp.textFields["displayName"]
    #expect(name.exists)
    #expect(name.label == "Name")
    #expect(name.frame == screen.displayName.convert(screen.displayName.bounds, to: nil))
    #expect(xcApp.textViews["bio"].exists)
    #expect(xcApp.descendants(matching: .scrollView).count >= 1)
    #expect(xcApp.staticTexts[FormUITestLaunch.submitProbe].label == "0")
    #expect(!xcApp.keyboards.firstMatch.exists, "no input is edited")
    #expect(xcApp.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test("a tap focuses: keyboard focus, the keyboard with its Return key, the accessory toolbar")
  func tapFocuses() throws {
    let (app, xcApp) = launched()
    defer { finish() }
    let screen = try #require(app.screen as? ProfileEditorScreen)
    xcApp.textFields["displayName"].tap()
    #expect(screen.displayName.isFirstResponder)
    #expect(xcApp.textFields["displayName"].value(forKey: "hasKeyboardFocus") as? Bool == true)
    let keyboard = xcApp.keyboards.firstMatch
    #expect(keyboard.exists)
    #expect(keyboard.buttons["Next"].exists, "the Return key shows the field's returnKeyType")
    let toolbar = xcApp.toolbars.firstMatch
    #expect(toolbar.buttons[FormAccessibilityIdentifier.next].exists)
    #expect(toolbar.frame.maxY == keyboard.frame.minY, "the toolbar sits on the keyboard")
    #expect(xcApp.staticTexts[FormUITestLaunch.returnKeyProbe].label == "next")
  }

  @Test("the Delete key typed (XCUIKeyboardKey.delete) deletes backward through the delegate")
  func typingDelete() throws {
    let (app, xcApp) = launched()
    defer { finish() }
    let screen = try #require(app.screen as? ProfileEditorScreen)
    let name = xcApp.textFields["displayName"]
    name.tap()
    name.typeText("Ada")
    name.typeText(String(repeating: XCUIKeyboardKey.delete.rawValue, count: 2) + "l")
    #expect(screen.displayName.text == "Al")
    #expect(screen.keyboard.form.displayName == "Al")
    #expect(name.value as? String == "Al")
    #expect(XCTestDouble.failures.isEmpty, "\(XCTestDouble.failures)")
  }

  @Test("typing goes through the delegate into the field; Return moves on as FormRuntime says")
  func typingAndReturn() throws {
    let (app, xcApp) = launched()
    defer { finish() }
    let screen = try #require(app.screen as? ProfileEditorScreen)
    let name = xcApp.textFields["displayName"]
    name.tap()
    name.typeText("Ada")
    #expect(screen.displayName.text == "Ada")
    #expect(screen.keyboard.form.displayName == "Ada")
    #expect(name.value as? String == "Ada")
    name.typeText(XCUIKeyboardKey.return.rawValue)
    #expect(screen.username.isFirstResponder)
    xcApp.toolbars.firstMatch.buttons[FormAccessibilityIdentifier.next].tap()
    #expect(screen.website.isFirstResponder, "the toolbar's Next runs its primary action")
    #expect(XCTestDouble.failures.isEmpty, "\(XCTestDouble.failures)")
  }

  @Test(
    "with the keyboard up a swipe up scrolls the page under the app's centre; a swipe down scrolls it back"
  )
  func swipes() throws {
    let (app, xcApp) = launched()
    defer { finish() }
    let screen = try #require(app.screen as? ProfileEditorScreen)
    xcApp.textFields["displayName"].tap()
    let top = xcApp.textFields["displayName"].frame.minY
    xcApp.swipeUp()
    #expect(screen.profilePage.contentOffset.y > 0)
    #expect(xcApp.textFields["displayName"].frame.minY < top)
    xcApp.swipeDown()
    xcApp.swipeDown()
    // At the top: the content under the safe area's top.
    let page = screen.profilePage
    #expect(page.contentOffset.y == -page.adjustedContentInset.top)
  }

  @Test(
    "in landscape with the keyboard up a press-and-drag on the keyboard scrolls nothing; one above it moves the page with the finger"
  )
  func drags() throws {
    let (app, xcApp) = launched()
    defer { finish() }
    let screen = try #require(app.screen as? ProfileEditorScreen)
    XCUIDevice.shared.orientation = .landscapeLeft
    xcApp.textFields["displayName"].tap()
    let page = screen.profilePage
    let start = page.contentOffset.y
    let keyboard = xcApp.keyboards.firstMatch.frame
    let origin = xcApp.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0))
    // The app's centre is on the keyboard in landscape: a swipe there scrolls nothing.
    #expect(keyboard.contains(CGPoint(x: xcApp.frame.midX, y: xcApp.frame.midY)))
    xcApp.swipeUp()
    #expect(page.contentOffset.y == start)
    origin.withOffset(CGVector(dx: 0, dy: keyboard.minY + 40))
      .press(forDuration: 0.1, thenDragTo: origin.withOffset(CGVector(dx: 0, dy: 10)))
    #expect(page.contentOffset.y == start)
    origin.withOffset(CGVector(dx: 0, dy: 60))
      .press(forDuration: 0.1, thenDragTo: origin.withOffset(CGVector(dx: 0, dy: 20)))
    #expect(page.contentOffset.y == start + 40)
    origin.withOffset(CGVector(dx: 0, dy: 20))
      .press(forDuration: 0.1, thenDragTo: origin.withOffset(CGVector(dx: 0, dy: 50)))
    #expect(page.contentOffset.y == start + 10)
    #expect(XCTestDouble.failures.isEmpty)
  }

  @Test("turning the device resizes the window; the app reports landscape")
  func rotation() {
    let (_, xcApp) = launched()
    defer { finish() }
    XCUIDevice.shared.orientation = .landscapeLeft
    #expect(xcApp.frame.size == CGSize(width: 844, height: 390))
    XCUIDevice.shared.orientation = .portrait
    #expect(xcApp.frame.size == CGSize(width: 390, height: 844))
  }
}
