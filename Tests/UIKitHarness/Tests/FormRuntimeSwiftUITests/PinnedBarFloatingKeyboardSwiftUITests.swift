import FormRuntime
import SwiftUI
import Testing

@testable import GeneratedForms

/// A text input in no scroll view (`Specs/ChatComposer.form.yaml`'s `message`, in a bar under the
/// transcript) on the generated SwiftUI screens, under the keyboard (issues 28 and 30), as on the
/// UIKit screen (`PinnedBarFloatingKeyboardTests`): SwiftUI lays the bar out above a docked
/// keyboard, whose region of the safe area shrinks the screen; an undocked or floating iPad
/// keyboard takes nothing of it, so nothing moves the bar unless the screen does, and the
/// keyboard floating over the bar would cover the input. The screen lifts its content clear of
/// it, and puts it back when the keyboard docks or hides.
@MainActor
@Suite("Generated SwiftUI screens: an input outside a scroll view under the keyboard", .serialized)
struct PinnedBarFloatingKeyboardSwiftUITests {
  /// An iPad (10th generation) in portrait: 820 × 1180 points, 24 and 20 of safe area at the top
  /// and bottom, a docked keyboard 282 + 55 tall from the screen's bottom (docs/Simulation.md).
  static let iPad = (safeArea: CGSize(width: 820, height: 1136), keyboard: CGFloat(337 - 20))
  /// An iPhone 16 in portrait: 393 × 852, 59 and 34 of safe area, a keyboard 291 + 45 tall.
  static let iPhone = (safeArea: CGSize(width: 393, height: 759), keyboard: CGFloat(336 - 34))
  /// The iPad's floating keyboard: 320 × 254 points (docs/Simulation.md), dragged down over the
  /// bottom of the screen, 10 points up, over the bar (a keyboard ending at the bottom is docked).
  static let overBar = CGRect(x: 250, y: 1136 - 10 - 254, width: 320, height: 254)
  /// The floating keyboard dragged near the top: no bar fits above it.
  static let nearTop = CGRect(x: 250, y: 10, width: 320, height: 254)

  /// The text inputs of every screen that sit in no scroll view, with their screen, on iOS
  /// `osVersion`, each screen on the device's safe area.
  func barInputs(osVersion: Int, safeArea: CGSize, keyboard: CGFloat) -> [(
    screen: any HostedScreen, id: String
  )] {
    Screens.names.flatMap { name in
      let screen = Screens.make(
        name, osVersion: osVersion, safeArea: safeArea, keyboardHeight: keyboard)
      return screen.keyboardInputs.filter { id in
        guard let node = screen.driver.node(id), node.isTextInput, screen.focused != id else {
          return false
        }
        return screen.driver.screenFrame(of: node) != nil
      }.map {
        (Screens.make(name, osVersion: osVersion, safeArea: safeArea, keyboardHeight: keyboard), $0)
      }
    }
  }

  /// Where the whole input `id` (title and message included) is on the screen.
  func frame(_ screen: any HostedScreen, _ id: String) throws -> ClosedRange<CGFloat> {
    let whole = try #require(screen.wholeInput(id), "\(screen.name): \(id) realized")
    return try #require(screen.driver.screenFrame(of: whole), "\(screen.name): \(id) placed")
  }

  @Test("the inputs outside a scroll view: ChatComposer's message among them")
  func found() {
    let found = barInputs(osVersion: 16, safeArea: Self.iPad.safeArea, keyboard: Self.iPad.keyboard)
    #expect(found.contains { $0.screen.name == "ChatComposer" && $0.id == "message" })
  }

  @Test(
    "iPad: a floating keyboard over the bar does not cover the focused input; docked it is above the keyboard; hidden back at the bottom",
    arguments: [15, 16, 17])
  func iPadFloatingOverTheBar(osVersion: Int) throws {
    let found = barInputs(
      osVersion: osVersion, safeArea: Self.iPad.safeArea, keyboard: Self.iPad.keyboard)
    #expect(!found.isEmpty)
    for (screen, id) in found {
      let name = screen.name
      let spacing = CGFloat(screen.keyboardPlan.spacing)
      let bottom = try frame(screen, id)
      #expect(
        bottom.upperBound > Self.overBar.minY,
        "\(name): \(id) at the bottom, where the keyboard will float: \(bottom)")
      screen.driver.floatingKeyboardFrame = Self.overBar
      screen.driver.settle()
      #expect(screen.driver.tap(id))
      #expect(screen.focused == id, "\(name): \(id) focused")
      #expect(
        screen.driver.viewportHeight == Self.iPad.safeArea.height, "\(name): no safe area taken")
      let floating = try frame(screen, id)
      #expect(
        floating.upperBound <= Self.overBar.minY - spacing + 0.5,
        "\(name): \(id) ends \(spacing) points above the floating keyboard at \(Self.overBar.minY): \(floating)"
      )
      #expect(floating.lowerBound >= -0.5, "\(name): \(id) on screen: \(floating)")
      #expect(
        floating.upperBound >= Self.overBar.minY - spacing - 60,
        "\(name): \(id) rides on the floating keyboard, not lifted higher: \(floating)")
      // Dragged higher while it floats: the bar rides on it there, as the UIKit bar pinned to
      // the keyboard layout guide does.
      let higher = Self.overBar.offsetBy(dx: 0, dy: -300)
      screen.driver.floatingKeyboardFrame = higher
      screen.driver.settle()
      let followed = try frame(screen, id)
      #expect(
        followed.upperBound <= higher.minY - spacing + 0.5
          && followed.upperBound >= higher.minY - spacing - 60,
        "\(name): \(id) rides on the keyboard moved up to \(higher.minY): \(followed)")
      // Dragged lower again: the bar follows it down.
      let lower = Self.overBar.offsetBy(dx: 0, dy: -150)
      screen.driver.floatingKeyboardFrame = lower
      screen.driver.settle()
      let followedDown = try frame(screen, id)
      #expect(
        followedDown.upperBound <= lower.minY - spacing + 0.5
          && followedDown.upperBound >= lower.minY - spacing - 60,
        "\(name): \(id) rides on the keyboard moved down to \(lower.minY): \(followedDown)")
      // Dragged near the top: no room for the bar above it, which drops back to the bottom.
      screen.driver.floatingKeyboardFrame = Self.nearTop
      screen.driver.settle()
      #expect(try frame(screen, id) == bottom, "\(name): \(id) back at the bottom, below it")
      // Docked: the safe area shrinks, and the room added for the floating keyboard goes.
      screen.driver.floatingKeyboardFrame = nil
      screen.driver.settle()
      let dockedTop = Self.iPad.safeArea.height - Self.iPad.keyboard
      let docked = try frame(screen, id)
      #expect(
        docked.upperBound <= dockedTop - spacing + 0.5,
        "\(name): \(id) above the docked keyboard at \(dockedTop): \(docked)")
      // The bar sits on the keyboard: the input at most a bar's height (60 points) above it, not
      // lifted further by a room left from the floating keyboard.
      #expect(
        docked.upperBound >= dockedTop - spacing - 60,
        "\(name): \(id) rides on the docked keyboard, not lifted higher: \(docked)")
      // Hidden: back at the bottom.
      try #require(screen as? any EndsEditing).endEditing()
      #expect(screen.focused == nil, "\(name): editing ended")
      #expect(try frame(screen, id) == bottom, "\(name): \(id) back at the bottom")
    }
  }

  @Test(
    "iPad: with an error message under the bar's input, a floating keyboard over the bar covers neither",
    arguments: [15, 16, 17])
  func iPadFloatingOverTheBarWithMessage(osVersion: Int) throws {
    let found = barInputs(
      osVersion: osVersion, safeArea: Self.iPad.safeArea, keyboard: Self.iPad.keyboard)
    #expect(!found.isEmpty)
    for (screen, id) in found {
      let name = screen.name
      let spacing = CGFloat(screen.keyboardPlan.spacing)
      let plain = try frame(screen, id)
      screen.setError(id, "formc: the message is too long")
      let withMessage = try frame(screen, id)
      #expect(
        withMessage.upperBound - withMessage.lowerBound > plain.upperBound - plain.lowerBound,
        "\(name): \(id)'s message shows under it: \(withMessage), without \(plain)")
      screen.driver.floatingKeyboardFrame = Self.overBar
      screen.driver.settle()
      #expect(screen.driver.tap(id))
      #expect(screen.focused == id, "\(name): \(id) focused")
      let floating = try frame(screen, id)
      #expect(
        floating.upperBound <= Self.overBar.minY - spacing + 0.5,
        "\(name): \(id) and its message end \(spacing) points above the floating keyboard at \(Self.overBar.minY): \(floating)"
      )
      #expect(floating.lowerBound >= -0.5, "\(name): \(id) on screen: \(floating)")
    }
  }

  @Test(
    "iPad: a floating keyboard near the top leaves the bar at the bottom, below it",
    arguments: [15, 16, 17])
  func iPadFloatingNearTheTop(osVersion: Int) throws {
    let found = barInputs(
      osVersion: osVersion, safeArea: Self.iPad.safeArea, keyboard: Self.iPad.keyboard)
    #expect(!found.isEmpty)
    for (screen, id) in found {
      let bottom = try frame(screen, id)
      screen.driver.floatingKeyboardFrame = Self.nearTop
      screen.driver.settle()
      #expect(screen.driver.tap(id))
      #expect(try frame(screen, id) == bottom, "\(screen.name): \(id) stays at the bottom")
    }
  }

  @Test(
    "iPhone: the docked keyboard: the focused input above it; hidden back at the bottom",
    arguments: [15, 16, 17])
  func iPhoneDocked(osVersion: Int) throws {
    let found = barInputs(
      osVersion: osVersion, safeArea: Self.iPhone.safeArea, keyboard: Self.iPhone.keyboard)
    #expect(!found.isEmpty)
    for (screen, id) in found {
      let name = screen.name
      let spacing = CGFloat(screen.keyboardPlan.spacing)
      let bottom = try frame(screen, id)
      #expect(screen.driver.tap(id))
      let dockedTop = Self.iPhone.safeArea.height - Self.iPhone.keyboard
      let docked = try frame(screen, id)
      #expect(
        docked.upperBound <= dockedTop - spacing + 0.5,
        "\(name): \(id) above the keyboard at \(dockedTop): \(docked)")
      #expect(docked.lowerBound >= -0.5, "\(name): \(id) on screen: \(docked)")
      try #require(screen as? any EndsEditing).endEditing()
      #expect(try frame(screen, id) == bottom, "\(name): \(id) back at the bottom")
    }
  }
}

/// A screen whose app ends editing (`focusedField = nil`, which the screen's focus follows).
@MainActor
protocol EndsEditing {
  func endEditing()
}

extension Hosted: EndsEditing {
  func endEditing() {
    form.focusedField = nil
    host.settle()
  }
}
