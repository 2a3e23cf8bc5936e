import FormRuntime
import SwiftUI
import Testing
import UIKit

@testable import GeneratedForms

/// The generated SwiftUI `scroll` screens keep the focused text input clear of an undocked or
/// floating iPad keyboard, which takes nothing of the safe area (issue 28), as FormRuntime's UIKit
/// keyboard avoider does (`FloatingKeyboardAvoidanceTests`): the least scroll that puts the
/// input, title and message included, `keyboard.spacing` above the keyboard, or below it when the
/// room above cannot hold it, and no scroll for an input clear of it.
///
/// On iOS 15 too, where the keyboard toolbar is a bar at the bottom of the safe area (a
/// `safeAreaInset`) that comes with the focus: the scroll's visible area ends above it, and the
/// frames the screen measures can be an update older than the room it added for the scroll
/// (`FormRevealLayout.scrollContentInsets`).
@MainActor
@Suite("Generated SwiftUI screens: a floating keyboard", .serialized)
struct FloatingKeyboardRevealTests {
  /// A short window (an iPad in Split View or Stage Manager): 600 points of safe area. The
  /// floating keyboard is 320 × 254 points (docs/Simulation.md).
  static let safeArea = CGSize(width: 700, height: 600)
  static let keyboardSize = CGSize(width: 320, height: 254)

  /// The screen on the short safe area, with a docked keyboard of 300 points should it dock.
  func screen(_ name: String, osVersion: Int) -> any HostedScreen {
    Screens.make(name, osVersion: osVersion, safeArea: Self.safeArea, keyboardHeight: 300)
  }

  /// The text inputs of a screen inside a `ScrollView`, not focused when it appears.
  func scrolledTextInputs(_ screen: any HostedScreen) -> [String] {
    screen.scrolledTextInputs
  }

  /// The whole input (the view carrying the input's `id`, title and message included) around
  /// the text input node `id`.
  func whole(_ screen: any HostedScreen, _ id: String) -> SwiftUINode? {
    screen.wholeInput(id)
  }

  /// Scrolls so that the whole input's top sits at `y` of the visible area; whether it got there.
  func place(_ screen: any HostedScreen, _ id: String, topAt y: CGFloat) -> Bool {
    guard let node = whole(screen, id), let frame = screen.driver.visibleFrame(of: node),
      let offset = screen.driver.contentOffset(ofScrollViewHolding: id)
    else { return false }
    screen.driver.setContentOffset(offset + frame.lowerBound - y, ofScrollViewHolding: id)
    guard let placed = whole(screen, id), let now = screen.driver.visibleFrame(of: placed)
    else { return false }
    return abs(now.lowerBound - y) < 0.01
  }

  /// Calls `check` for each scrolled text input of every screen but those with
  /// `keyboard.avoidance: none`, each on a fresh screen with the floating keyboard at `keyboard`
  /// and the whole input's top placed at `y` of the visible area; how many `check` counted (it
  /// answers whether it checked the input).
  func forEachPlacedInput(
    osVersion: Int, keyboard: CGRect, topAt y: CGFloat,
    _ check: (_ name: String, _ screen: any HostedScreen, _ id: String) throws -> Bool
  ) rethrows -> Int {
    try forEachPlacedInput(osVersion: osVersion, keyboard: keyboard, topAt: { _ in y }, check)
  }

  /// ``forEachPlacedInput(osVersion:keyboard:topAt:_:)`` with the input's top at `y(screen)`,
  /// and the screen's window at `windowOrigin` on the screen when given (a Stage Manager window;
  /// `StageManagerKeyboardTests`).
  func forEachPlacedInput(
    osVersion: Int, windowOrigin: CGPoint? = nil, keyboard: CGRect,
    topAt y: (any HostedScreen) -> CGFloat,
    _ check: (_ name: String, _ screen: any HostedScreen, _ id: String) throws -> Bool
  ) rethrows -> Int {
    var checked = 0
    for name in Screens.names {
      for id in scrolledTextInputs(screen(name, osVersion: osVersion)) {
        let screen = screen(name, osVersion: osVersion)
        guard screen.keyboardPlan.avoidance != .none else { continue }
        if let windowOrigin {
          guard let window = screen.driver as? any WindowPlacedDriver else {
            Issue.record("\(name): its driver cannot place its window")
            continue
          }
          window.windowOrigin = windowOrigin
        }
        screen.driver.floatingKeyboardFrame = keyboard
        screen.driver.settle()
        guard place(screen, id, topAt: y(screen)) else { continue }
        if try check(name, screen, id) { checked += 1 }
      }
    }
    return checked
  }

  @Test(
    "a floating keyboard over the focused input: the least scroll puts it spacing above the keyboard",
    arguments: [15, 16, 17])
  func above(osVersion: Int) throws {
    // The keyboard's top 330 points down: room above for every input.
    let keyboard = CGRect(origin: CGPoint(x: 190, y: 330), size: Self.keyboardSize)
    // The input's top 20 points below the keyboard's top: the keyboard covers it.
    let checked = try forEachPlacedInput(
      osVersion: osVersion, keyboard: keyboard, topAt: keyboard.minY + 20
    ) { name, screen, id in
      #expect(screen.driver.tap(id))
      #expect(screen.focused == id, "\(name): \(id) focused")
      #expect(screen.driver.viewportHeight == Self.safeArea.height, "\(name): no safe area taken")
      let node = try #require(whole(screen, id))
      let frame = try #require(screen.driver.visibleFrame(of: node))
      let spacing = CGFloat(screen.keyboardPlan.spacing)
      #expect(
        abs(frame.upperBound - (keyboard.minY - spacing)) < 0.5,
        "\(name): \(id) ends \(spacing) points above the keyboard at \(keyboard.minY): \(frame)")
      return true
    }
    #expect(checked > 0, "no input checked")
  }

  @Test(
    "a floating keyboard over the focused input with no room above: it goes below the keyboard",
    arguments: [15, 16, 17])
  func below(osVersion: Int) throws {
    // The keyboard's top 20 points down: no input fits above it.
    let keyboard = CGRect(origin: CGPoint(x: 190, y: 20), size: Self.keyboardSize)
    let checked = try forEachPlacedInput(
      osVersion: osVersion, keyboard: keyboard, topAt: keyboard.minY + 30
    ) { name, screen, id in
      #expect(screen.driver.tap(id))
      let node = try #require(whole(screen, id))
      let frame = try #require(screen.driver.visibleFrame(of: node))
      let spacing = CGFloat(screen.keyboardPlan.spacing)
      #expect(
        abs(frame.lowerBound - (keyboard.maxY + spacing)) < 0.5,
        "\(name): \(id) starts \(spacing) points below the keyboard at \(keyboard.maxY): \(frame)"
      )
      return true
    }
    #expect(checked > 0, "no input checked")
  }

  @Test("a floating keyboard clear of the focused input moves nothing", arguments: [15, 16, 17])
  func clear(osVersion: Int) throws {
    let keyboard = CGRect(origin: CGPoint(x: 190, y: 330), size: Self.keyboardSize)
    let checked = try forEachPlacedInput(osVersion: osVersion, keyboard: keyboard, topAt: 10) {
      name, screen, id in
      let node = try #require(whole(screen, id))
      guard let before = screen.driver.visibleFrame(of: node),
        before.upperBound < keyboard.minY - CGFloat(screen.keyboardPlan.spacing)
      else { return false }
      let moves = screen.driver.scrollMoveCount
      #expect(screen.driver.tap(id))
      #expect(screen.driver.scrollMoveCount == moves, "\(name): \(id) not moved")
      return true
    }
    #expect(checked > 0, "no input checked")
  }
}

/// A growing text input under a floating keyboard (issue 28): while it floats, its most lines
/// are what fits in the taller part of the scroll's visible area above or below the keyboard,
/// less the spacing above and below and the title stacked above it, as on a UIKit screen
/// (`FormTextViewGrowth.room(visibleFrame:keyboardFrame:screenBounds:spacing:companionHeight:)`),
/// so that the scroll clear of the keyboard can show it whole; not the whole visible area.
@MainActor
@Suite("Generated SwiftUI screens: a growing text input beside a floating keyboard", .serialized)
struct FloatingKeyboardTextViewCapTests {
  @Test("ProfileEditor's bio grows only as far as fits above or below the floating keyboard")
  func bioFitsBesideTheKeyboard() throws {
    let host = SwiftUIHost(ProfileEditorFormView(form: ProfileEditorForm()))
    host.safeAreaSize = CGSize(width: 700, height: 390)
    host.keyboardHeight = 300
    // 140 points above the keyboard, 50 below.
    let keyboard = CGRect(x: 190, y: 140, width: 320, height: 200)
    host.floatingKeyboardFrame = keyboard
    host.settle()
    #expect(host.tap("bio"))
    #expect(host.focusedInput?.identifier == "bio")
    let limit = try #require(host.node("bio")?.lineLimit)
    let line = UIFont.preferredFont(forTextStyle: .body).lineHeight
    let inset = FormLayoutMetrics.standard.textViewInset
    let title =
      UIFont.preferredFont(forTextStyle: .footnote).lineHeight
      + FormLayoutMetrics.standard.errorSpacing
    let spacing = CGFloat(ProfileEditorForm.schema.keyboard.spacing)
    func height(_ lines: Int) -> CGFloat { CGFloat(lines) * line + 2 * inset + title + 2 * spacing }
    #expect(limit.upperBound < 5, "fewer than the spec's 5 lines: \(limit)")
    #expect(height(limit.upperBound) <= keyboard.minY, "\(limit.upperBound) lines fit above")
    #expect(height(limit.upperBound + 1) > keyboard.minY, "not fewer than fit")
    // Docked again (the keyboard's area now the safe area's), the floating cap goes.
    host.floatingKeyboardFrame = nil
    host.keyboardHeight = 0
    host.settle()
    #expect(host.node("bio")?.lineLimit?.upperBound == 5)
  }
}
