import FormRuntime
import SwiftUI
import Testing
import UIKit

@testable import GeneratedForms

/// `keyboard.avoidance` and `keyboard.spacing` on every generated SwiftUI screen: `none` leaves
/// the screen where it is when the keyboard shows; otherwise the focused input's content keeps
/// `spacing` points clear above the keyboard.
@MainActor
@Suite("Generated SwiftUI screens: keyboard avoidance and spacing", .serialized)
struct KeyboardAvoidanceTests {
  /// Focuses the first text input of the screen a user can tap; its id, or `nil` without one.
  func focusFirstInput(_ screen: any HostedScreen) -> String? {
    for id in screen.keyboardInputs where screen.driver.node(id) != nil {
      if screen.driver.tap(id), screen.focused == id { return id }
    }
    return nil
  }

  @Test(
    "avoidance none: the screen ignores the keyboard's safe area, keeps no gap and does not scroll",
    arguments: Screens.names, [15, 16, 17])
  func avoidanceNone(_ name: String, osVersion: Int) throws {
    let screen = Screens.make(name, osVersion: osVersion)
    guard screen.keyboardPlan.avoidance == .none else { return }
    let scrollsBefore = screen.driver.events.filter {
      if case .scrollTo = $0 { true } else { false }
    }
    let id = try #require(focusFirstInput(screen), "\(name): no input to focus")
    let input = try #require(screen.driver.focusedInput)
    #expect(input.ignoresKeyboardSafeArea, "\(name): \(id) moves with the keyboard")
    #expect(screen.driver.keyboardGap == nil, "\(name): a gap kept above the keyboard")
    let scrolls = screen.driver.events.filter { if case .scrollTo = $0 { true } else { false } }
    #expect(scrolls.count == scrollsBefore.count, "\(name): tapping \(id) scrolled")
  }

  @Test(
    "the focused input's content keeps keyboard.spacing clear above the keyboard",
    arguments: Screens.names, [15, 16, 17])
  func spacing(_ name: String, osVersion: Int) throws {
    let screen = Screens.make(name, osVersion: osVersion)
    guard screen.keyboardPlan.avoidance != .none else { return }
    guard let id = focusFirstInput(screen) else {
      #expect(screen.keyboardInputs.isEmpty, "\(name): no input to focus")
      return
    }
    let input = try #require(screen.driver.focusedInput)
    #expect(!input.ignoresKeyboardSafeArea, "\(name): \(id) ignores the keyboard")
    let gap = try #require(screen.driver.keyboardGap, "\(name): no gap")
    #expect(
      gap >= CGFloat(screen.keyboardPlan.spacing),
      "\(name): \(id) keeps \(gap) of \(screen.keyboardPlan.spacing) points")
  }
}
