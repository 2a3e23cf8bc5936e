import FormRuntime
import SwiftUI
import Testing
import UIKit

@testable import GeneratedForms

/// The host's window placed on the screen, without its root type.
@MainActor
protocol WindowPlacedDriver: AnyObject {
  /// The origin of the window hosting the screen, in the screen's coordinate space.
  var windowOrigin: CGPoint { get set }
}

extension SwiftUIHost: WindowPlacedDriver {}

/// A generated SwiftUI screen in a window that is not at the screen's origin (issue 28): a
/// Stage Manager window at (120, 80). UIKit reports the keyboard's frame "in the screen's
/// coordinate space", which is "different than the coordinate space of your views … when your
/// app isn't full screen, such as in Split View, Slide Over, and Stage Manager"
/// (https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey), so
/// the screen must convert it before comparing it with its views' frames: the scroll clear of a
/// floating keyboard lands where it does in a full-screen window.
@MainActor
@Suite("Generated SwiftUI screens: a floating keyboard in a Stage Manager window", .serialized)
struct StageManagerKeyboardTests {
  /// Where the Stage Manager window is on the screen.
  static let windowOrigin = CGPoint(x: 120, y: 80)

  @Test(
    "in a window away from the screen's origin the focused input still ends spacing above the keyboard",
    arguments: [16, 17])
  func above(osVersion: Int) throws {
    let reveal = FloatingKeyboardRevealTests()
    // The keyboard's top 330 points down the window (the double's global coordinates).
    let keyboard = CGRect(
      origin: CGPoint(x: 190, y: 330), size: FloatingKeyboardRevealTests.keyboardSize)
    // The input's top 20 points below the keyboard's top: the keyboard covers it.
    let top: (any HostedScreen) -> CGFloat = { _ in keyboard.minY + 20 }
    let checked = try reveal.forEachPlacedInput(
      osVersion: osVersion, windowOrigin: Self.windowOrigin, keyboard: keyboard, topAt: top
    ) { name, screen, id in
      #expect(screen.driver.tap(id))
      let node = try #require(reveal.whole(screen, id))
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
    "in a window away from the screen's origin a keyboard clear of the input moves nothing",
    arguments: [16, 17])
  func clear(osVersion: Int) throws {
    let reveal = FloatingKeyboardRevealTests()
    // In the window's coordinates the keyboard is 100 points down; read as the screen's frame
    // it would be 80 points lower and 120 to the right, over inputs it does not cover.
    let keyboard = CGRect(
      origin: CGPoint(x: 190, y: 100), size: FloatingKeyboardRevealTests.keyboardSize)
    // The input's top 10 points below the spacing under the keyboard: clear of it, not of the
    // frame read unconverted.
    let top: (any HostedScreen) -> CGFloat = {
      keyboard.maxY + CGFloat($0.keyboardPlan.spacing) + 10
    }
    let checked = reveal.forEachPlacedInput(
      osVersion: osVersion, windowOrigin: Self.windowOrigin, keyboard: keyboard, topAt: top
    ) { name, screen, id in
      let moves = screen.driver.scrollMoveCount
      #expect(screen.driver.tap(id))
      #expect(screen.driver.scrollMoveCount == moves, "\(name): \(id) not moved")
      return true
    }
    #expect(checked > 0, "no input checked")
  }
}
