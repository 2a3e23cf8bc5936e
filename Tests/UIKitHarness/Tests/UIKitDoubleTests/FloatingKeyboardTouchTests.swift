import Foundation
import Testing
import UIKit

/// A touch over a floating (undocked) keyboard goes to the keyboard, not to the view under it.
@MainActor
@Suite(.serialized)
struct FloatingKeyboardTouchTests {
  /// A screen with two text fields and a button; `second` and `button` 400 points down.
  func make() -> (Screen, UITextField, UITextField, UIButton) {
    let screen = Screen()
    let first = screen.add(UITextField(), frame: CGRect(x: 0, y: 100, width: 390, height: 44))
    let second = screen.add(UITextField(), frame: CGRect(x: 0, y: 400, width: 390, height: 44))
    let button = screen.add(UIButton(), frame: CGRect(x: 0, y: 460, width: 390, height: 44))
    return (screen, first, second, button)
  }

  @Test("a tap on a view under the floating keyboard does nothing; beside it, it lands")
  func covered() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let (screen, first, second, button) = make()
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    #expect(first.simulateTap())
    // The keyboard floats over the second field's and the button's middles (x 195).
    #expect(
      screen.window.simulateFloatingKeyboard(at: CGRect(x: 35, y: 380, width: 320, height: 200)))
    #expect(!second.simulateTap(), "the keyboard takes the touch")
    #expect(first.isFirstResponder)
    #expect(!button.simulateTap())
    #expect(taps == 0)
    // Moved aside (its keys right of the middle), the views take their taps again.
    #expect(
      screen.window.simulateFloatingKeyboard(at: CGRect(x: 200, y: 380, width: 180, height: 200)))
    #expect(button.simulateTap())
    #expect(taps == 1)
    #expect(second.simulateTap())
    #expect(second.isFirstResponder)
  }

  @Test("with the keyboard hidden, what it would cover takes taps")
  func hidden() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let (screen, _, second, _) = make()
    screen.window.simulateFloatingKeyboard(at: CGRect(x: 35, y: 380, width: 320, height: 200))
    #expect(second.simulateTap(), "no keyboard shows yet: the tap reaches the field")
    #expect(second.isFirstResponder)
  }
}
