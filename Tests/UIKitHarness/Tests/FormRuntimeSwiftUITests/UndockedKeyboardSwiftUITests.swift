import FormRuntime
import SwiftUI
import Testing

@testable import GeneratedForms

/// The generated SwiftUI `scroll` screens when an iPad keyboard that came up docked, and
/// scrolled the focused input above it, is undocked (issue 30), as the UIKit screens
/// (`UndockedKeyboardRotationTests`): a docked keyboard's region of the safe area shrinks the
/// scroll (https://developer.apple.com/documentation/swiftui/safearearegions/keyboard), an
/// undocked or floating one takes none of it, so the scroll's visible area grows back and the
/// offset the docked keyboard needed is no longer in the content's range. What the screen adds
/// for the floating keyboard must be only what the least scroll clear of it needs beyond the
/// content's own range, not the docked keyboard's room; and the input shows, clear of the
/// keyboard.
@MainActor
@Suite("Generated SwiftUI screens: a docked keyboard undocked", .serialized)
struct UndockedKeyboardSwiftUITests {
  /// A short window (an iPad in Split View or Stage Manager): 600 points of safe area, a docked
  /// keyboard of 300, a floating one of 320 × 254 (docs/Simulation.md).
  static let safeArea = CGSize(width: 700, height: 600)
  static let docked: CGFloat = 300
  static let keyboardSize = CGSize(width: 320, height: 254)

  /// The floating keyboards the docked one is undocked to: near the bottom (over where the
  /// scroll puts the input once the docked keyboard's room goes) and near the top.
  static let floating: [CGRect] = [
    CGRect(origin: CGPoint(x: 190, y: 600 - 10 - 254), size: keyboardSize),
    CGRect(origin: CGPoint(x: 190, y: 10), size: keyboardSize),
  ]

  /// Values that enable inputs disabled at first, so that they are checked too: ReminderEditor's
  /// `notes` (`enabledWhen: {input: categories, notEmpty: true}`) is otherwise never focused.
  static let enabling: [String: [(id: String, value: String)]] = [
    "ReminderEditor": [(id: "categories", value: "due")]
  ]

  /// The screen `name` on iOS `osVersion` in the short window, with ``enabling``'s values set.
  func make(_ name: String, osVersion: Int) -> any HostedScreen {
    let screen = Screens.make(
      name, osVersion: osVersion, safeArea: Self.safeArea, keyboardHeight: Self.docked)
    for (id, value) in Self.enabling[name] ?? [] { screen.setValue(id, value) }
    return screen
  }

  /// The greatest offset the scroll holding `id` takes now (its content less its visible area),
  /// read by scrolling to the end; the scroll is left at `offset` again.
  func maxOffset(_ screen: any HostedScreen, _ id: String) -> CGFloat? {
    guard let offset = screen.driver.contentOffset(ofScrollViewHolding: id) else { return nil }
    screen.driver.setContentOffset(1_000_000, ofScrollViewHolding: id)
    let most = screen.driver.contentOffset(ofScrollViewHolding: id)
    screen.driver.setContentOffset(offset, ofScrollViewHolding: id)
    return most
  }

  @Test(
    "an input scrolled above a docked keyboard, then the keyboard undocked: it shows clear of the floating keyboard, with no docked room left below the content",
    arguments: [15, 16, 17], [0, 1])
  func undock(osVersion: Int, keyboardIndex: Int) throws {
    let keyboard = Self.floating[keyboardIndex]
    var checked = 0
    for name in Screens.names {
      let ids = make(name, osVersion: osVersion).scrolledTextInputs
      for id in ids {
        let screen = make(name, osVersion: osVersion)
        guard screen.keyboardPlan.avoidance != .none else { continue }
        let spacing = CGFloat(screen.keyboardPlan.spacing)
        #expect(maxOffset(screen, id) != nil, "\(name): \(id) in a scroll")
        // The input at the end of the content, under where the docked keyboard comes.
        screen.driver.setContentOffset(1_000_000, ofScrollViewHolding: id)
        guard let node = screen.wholeInput(id), let before = screen.driver.visibleFrame(of: node),
          before.upperBound > Self.safeArea.height - Self.docked
        else { continue }
        // Focused first with a hardware keyboard (no software keyboard on screen): the content's
        // own range while the input is focused (the `keyboard.spacing` inset, and the keyboard
        // toolbar's bar below iOS 16, take from the visible area then).
        screen.driver.hardwareKeyboard = true
        #expect(screen.driver.tap(id))
        guard screen.focused == id else { continue }
        let base = try #require(maxOffset(screen, id))
        // The software keyboard comes up docked.
        screen.driver.hardwareKeyboard = false
        screen.driver.keyboardHeight = Self.docked
        screen.driver.settle()
        let dockedTop = Self.safeArea.height - Self.docked
        let docked = try #require(screen.wholeInput(id).flatMap(screen.driver.visibleFrame(of:)))
        #expect(
          docked.upperBound <= dockedTop - spacing + 0.5,
          "\(name): \(id) above the docked keyboard at \(dockedTop): \(docked)")
        // Undocked: the safe area grows back.
        screen.driver.floatingKeyboardFrame = keyboard
        screen.driver.settle()
        #expect(screen.driver.viewportHeight == Self.safeArea.height, "\(name): no safe area taken")
        let frame = try #require(screen.wholeInput(id).flatMap(screen.driver.visibleFrame(of:)))
        let clear =
          frame.upperBound <= keyboard.minY - spacing + 0.5
          || frame.lowerBound >= keyboard.maxY + spacing - 0.5
        // A `Form` at the top of its content (its offset zero) whose input must go below a
        // keyboard floating near the top (Settings' passcode) gets room above its rows (issue
        // 28), as the UIKit screen's table gets a top inset.
        #expect(clear, "\(name): \(id) at \(frame) behind the keyboard at \(keyboard)")
        #expect(
          frame.lowerBound >= -0.5 && frame.upperBound <= Self.safeArea.height + 0.5,
          "\(name): \(id) on screen: \(frame)")
        // Only what the least scroll clear of the keyboard needs beyond the content's range:
        // with room added, the input sits exactly `spacing` from the keyboard. A `Form` shorter
        // than its visible area (Settings here) included: the room held for the lowest place
        // its rows could come to as the keyboard undocked was left unused below them (issue 28).
        let most = try #require(maxOffset(screen, id))
        let added = most - base
        if added > 0.5 {
          #expect(
            abs(frame.upperBound + spacing - keyboard.minY) < 0.5
              || abs(frame.lowerBound - spacing - keyboard.maxY) < 0.5,
            "\(name): a leftover room of \(added) below the content: \(id) at \(frame), keyboard \(keyboard)"
          )
        }
        // Docked again: the room for the floating keyboard goes.
        screen.driver.floatingKeyboardFrame = nil
        screen.driver.settle()
        let redocked = try #require(screen.wholeInput(id).flatMap(screen.driver.visibleFrame(of:)))
        #expect(
          redocked.upperBound <= dockedTop - spacing + 0.5,
          "\(name): \(id) above the docked keyboard again: \(redocked)")
        try #require(screen as? any EndsEditing).endEditing()
        #expect(screen.focused == nil)
        checked += 1
      }
    }
    #expect(checked > 0, "no input checked")
  }
}
