import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// A bar pinned to the keyboard layout guide (`Specs/ChatComposer.form.yaml`: its message sits in
/// no scroll view, so nothing can scroll it clear of a floating keyboard) follows an undocked or
/// floating keyboard: FormRuntime sets the guide's `followsUndockedKeyboard` and tracks its pin
/// with `UITrackingLayoutGuide`, away from the top edge above the keyboard, near it at the safe
/// area's bottom (Apple, "Adjusting your layout with keyboard layout guide").
@MainActor
@Suite(.serialized)
struct PinnedBarFloatingKeyboardTests {
  /// The composer's bottom in window coordinates.
  private func barBottom(_ screen: ChatComposerScreen) -> CGFloat {
    screen.chatScreen.convert(screen.chatScreen.bounds, to: nil).maxY
  }

  private func messageFrame(_ screen: ChatComposerScreen) -> CGRect {
    screen.message.convert(screen.message.bounds, to: nil)
  }

  @Test(
    "the pinned bar rides above a floating keyboard, sits at the bottom when it floats near the top, and docks again"
  )
  func barFollowsFloatingKeyboard() throws {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = ChatComposerScreen()
    let window = screen.present()
    let guide = screen.view.keyboardLayoutGuide
    #expect(guide.followsUndockedKeyboard, "a pinned bar follows the undocked keyboard")
    #expect(abs(barBottom(screen) - (844 - 34)) < 0.01)
    #expect(screen.message.simulateTap())
    #expect(abs(barBottom(screen) - window.simulatedKeyboard.frame.minY) < 0.01)
    let floating = CGRect(x: 35, y: 420, width: 320, height: 260)
    #expect(window.simulateUndockedKeyboard(at: floating))
    #expect(abs(barBottom(screen) - floating.minY) < 0.01, "the bar rides on the floating keyboard")
    #expect(messageFrame(screen).maxY <= floating.minY + 0.01, "\(messageFrame(screen))")
    let nearTop = CGRect(x: 35, y: 60, width: 320, height: 260)
    #expect(window.simulateUndockedKeyboard(at: nearTop))
    #expect(abs(barBottom(screen) - (844 - 34)) < 0.01, "near the top: the bar stays at the bottom")
    #expect(messageFrame(screen).minY >= nearTop.maxY - 0.01, "\(messageFrame(screen))")
    #expect(window.simulateUndockedKeyboard(at: nil))
    #expect(abs(barBottom(screen) - window.simulatedKeyboard.frame.minY) < 0.01)
    #expect(UIKitDouble.unsatisfiableConstraints.isEmpty)
    screen.keyboard.stop()
    #expect(!guide.followsUndockedKeyboard, "stop() puts the guide back")
    #expect(guide.constraints(activeWhenAwayFrom: .top).isEmpty)
    #expect(guide.constraints(activeWhenNearEdge: .top).isEmpty)
  }

  @Test(
    "a screen's own tracked constraints on the guide are kept, and the guide's setting too once stopped"
  )
  func keepsScreensTrackedConstraints() throws {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = ChatComposerScreen()
    screen.loadViewIfNeeded()
    let badge = UIView()
    screen.view.addSubview(badge)
    let own = badge.topAnchor.constraint(equalTo: screen.view.keyboardLayoutGuide.bottomAnchor)
    screen.view.keyboardLayoutGuide.setConstraints([own], activeWhenAwayFrom: .top)
    _ = screen.present()
    let guide = screen.view.keyboardLayoutGuide
    #expect(guide.constraints(activeWhenAwayFrom: .top).contains { $0 === own })
    #expect(guide.constraints(activeWhenAwayFrom: .top).count == 2)
    screen.keyboard.stop()
    #expect(
      guide.constraints(activeWhenAwayFrom: .top).map(ObjectIdentifier.init) == [
        ObjectIdentifier(own)
      ])
  }

  @Test("a form whose inputs all scroll keeps the guide's default: it scrolls them clear instead")
  func scrollingFormKeepsDefault() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = ProfileEditorScreen()
    _ = screen.present()
    #expect(!screen.view.keyboardLayoutGuide.followsUndockedKeyboard)
    #expect(screen.view.keyboardLayoutGuide.constraints(activeWhenAwayFrom: .top).isEmpty)
  }
}
