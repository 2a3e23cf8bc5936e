import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// A UIKit screen in a window that is not at the screen's origin (issue 28): a Stage Manager
/// window at (120, 80) on an iPad. UIKit reports the keyboard's frame "in the screen's coordinate
/// space", which is "different than the coordinate space of your views. Although they might
/// sometimes match, such as when your app is full screen, they might be different when your app
/// isn't full screen, such as in Split View, Slide Over, and Stage Manager"
/// (https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey): the
/// keyboard handling converts views' frames to the screen's `coordinateSpace` before comparing.
/// A keyboard frame read as the window's would put the docked keyboard 80 points lower (covering
/// 80 points less of the page) and a floating one 80 points lower and 120 to the right.
@MainActor
@Suite(.serialized)
struct StageManagerWindowTests {
  /// An iPad Pro 13-inch in portrait (1032 × 1376 points) and a Stage Manager window on it.
  static let screenSize = CGSize(width: 1032, height: 1376)
  static let windowFrame = CGRect(x: 120, y: 80, width: 700, height: 1200)

  /// SignUp (`keyboard.avoidance: insets`) in the Stage Manager window.
  func present() -> (SignUpFormScreen, UIWindow) {
    UIKitDouble.reset()
    let screen = SignUpFormScreen()
    let window = screen.present()
    window.simulateResize(
      to: Self.screenSize, safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    window.frame = Self.windowFrame
    window.layoutIfNeeded()
    return (screen, window)
  }

  private func screenFrame(of view: UIView) -> CGRect {
    view.convert(view.bounds, to: view.window?.screen.coordinateSpace ?? UIScreen.main)
  }

  @Test("a docked keyboard insets the page by what it covers of the window, in screen coordinates")
  func dockedKeyboardInset() throws {
    let (screen, window) = present()
    #expect(window.screen.bounds.size == Self.screenSize)
    #expect(screen.confirmPassword.simulateTap())
    let keyboard = window.simulatedKeyboard.frame
    #expect(abs(keyboard.maxY - Self.screenSize.height) < 0.01, "docked at the screen's bottom")
    let page = screen.signUpPage
    let pageFrame = screenFrame(of: page)
    let covered = pageFrame.maxY - keyboard.minY
    #expect(covered > 0, "the keyboard covers the window's bottom: \(pageFrame), \(keyboard)")
    #expect(
      abs(page.adjustedContentInset.bottom - covered) < 0.01,
      "the page's inset \(page.adjustedContentInset.bottom) is what the keyboard covers, \(covered)"
    )
    let field = screenFrame(of: screen.confirmPassword)
    let spacing = CGFloat(SignUpForm.keyboardPlan.spacing)
    #expect(field.maxY + spacing <= keyboard.minY + 0.01, "\(field) above \(keyboard)")
  }

  @Test("a floating keyboard over the edited input scrolls it above the keyboard's screen frame")
  func floatingKeyboardClears() throws {
    let (screen, window) = present()
    #expect(screen.confirmPassword.simulateTap())
    let before = screenFrame(of: screen.confirmPassword)
    // In screen coordinates, across the field: its top 30 points above the field's top.
    let keyboard = CGRect(x: 200, y: before.minY - 30, width: 320, height: 260)
    #expect(window.simulateUndockedKeyboard(at: keyboard))
    let field = screenFrame(of: screen.confirmPassword)
    let spacing = CGFloat(SignUpForm.keyboardPlan.spacing)
    #expect(!field.intersects(keyboard), "\(field) behind \(keyboard)")
    #expect(abs(field.maxY + spacing - keyboard.minY) < 0.01, "the least scroll: \(field)")
  }
}
