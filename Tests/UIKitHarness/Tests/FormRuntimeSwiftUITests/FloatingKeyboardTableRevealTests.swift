import FormRuntime
import SwiftUI
import Testing
import UIKit

@testable import GeneratedForms

/// The generated SwiftUI `table` screens (a `Form`) keep the focused input clear of a floating
/// iPad keyboard at the ends of their content too (issue 28): a `Form` is a list, whose scroll
/// stops at its content's ends, so the screen adds the room the scroll needs there, as a
/// `scroll` screen does (``FloatingKeyboardRevealTests``).
@MainActor
@Suite("Generated SwiftUI table screens: a floating keyboard at the Form's ends", .serialized)
struct FloatingKeyboardTableRevealTests {
  /// The screens whose inputs are all in a `Form` (not MultiChoiceStyles, whose one text input
  /// is its first row).
  nonisolated static let tables = [
    "EventEditor", "MailSettings", "Notifications", "ProxySettings", "ReminderEditor", "Settings",
    "TableBooking",
  ]
  /// A short window (an iPad in Stage Manager): 400 points of safe area, so that the `Form`
  /// fills it. The floating keyboard is 320 × 254 points (docs/Simulation.md).
  static let safeArea = CGSize(width: 700, height: 400)
  static let keyboardSize = CGSize(width: 320, height: 254)

  func screen(_ name: String, osVersion: Int) -> any HostedScreen {
    Screens.make(name, osVersion: osVersion, safeArea: Self.safeArea, keyboardHeight: 300)
  }

  /// The whole input (the view carrying the input's `id`) around the text input node `id`.
  func whole(_ screen: any HostedScreen, _ id: String) -> SwiftUINode? {
    screen.wholeInput(id)
  }

  /// The last text input the screen shows, in focus order.
  func lastTextInput(_ screen: any HostedScreen) -> String? {
    screen.keyboardInputs.last { screen.driver.node($0)?.isTextInput == true }
  }

  /// The first text input the screen shows, in focus order.
  func firstTextInput(_ screen: any HostedScreen) -> String? {
    screen.keyboardInputs.first { screen.driver.node($0)?.isTextInput == true }
  }

  @Test(
    "the last input of a Form scrolled to its end goes spacing above a floating keyboard near the bottom",
    arguments: tables, [15, 16, 17])
  func lastInputAboveTheKeyboard(name: String, osVersion: Int) throws {
    let screen = screen(name, osVersion: osVersion)
    guard screen.keyboardPlan.avoidance != .none else { return }
    // ProxySettings shows its text inputs only once a mode is chosen.
    guard let id = lastTextInput(screen) else { return }
    // The Form's last text input is disabled (ReminderEditor's notes until a category is
    // chosen, `enabledWhen`): no tap focuses it, and the last enabled one is not at the end.
    let disabled = screen.disabledKeyboardInputs.filter {
      screen.driver.node($0)?.isTextInput == true
    }
    if let last = disabled.last, let at = screen.inputs.firstIndex(of: last),
      let enabledAt = screen.inputs.firstIndex(of: id), at > enabledAt
    {
      return
    }
    // The user scrolls the Form to its end, where its last input is.
    screen.driver.setContentOffset(.greatestFiniteMagnitude, ofScrollViewHolding: id)
    // The keyboard floats near the bottom of the window, over the Form's end.
    let keyboard = CGRect(
      origin: CGPoint(x: 190, y: Self.safeArea.height - Self.keyboardSize.height - 20),
      size: Self.keyboardSize)
    screen.driver.floatingKeyboardFrame = keyboard
    screen.driver.settle()
    let spacing = CGFloat(screen.keyboardPlan.spacing)
    let node = try #require(whole(screen, id))
    let before = try #require(screen.driver.visibleFrame(of: node))
    try #require(
      before.upperBound > keyboard.minY - spacing,
      "\(name): \(id) at \(before) is under the keyboard at \(keyboard.minY)")
    #expect(screen.driver.tap(id))
    #expect(screen.focused == id, "\(name): \(id) focused")
    let focusedNode = try #require(whole(screen, id))
    let frame = try #require(screen.driver.visibleFrame(of: focusedNode))
    #expect(
      abs(frame.upperBound - (keyboard.minY - spacing)) < 0.5,
      "\(name) on iOS \(osVersion): \(id) ends \(spacing) points above the keyboard at \(keyboard.minY): \(frame)"
    )
  }
}
