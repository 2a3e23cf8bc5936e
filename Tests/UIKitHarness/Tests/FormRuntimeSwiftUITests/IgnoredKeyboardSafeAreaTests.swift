import FormRuntime
import SwiftUI
import Testing
import UIKit

@testable import GeneratedForms

/// The generated SwiftUI screens with `keyboard.avoidance: none` (`Specs/Feedback`) when no host
/// moves the screen above the keyboard (issue 28): their content ignores the keyboard's region
/// of the safe area (`ignoresSafeArea(.keyboard, edges: .bottom)`, "Expands the safe area of a
/// view", https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)), so
/// it is laid out as if the keyboard were absent: the scroll keeps its height, an input the
/// keyboard covers is not scrolled above it (the screen handles the keyboard), and a growing
/// text input keeps the spec's lines.
@MainActor
@Suite("Generated SwiftUI screens: avoidance none with no host moving the screen", .serialized)
struct IgnoredKeyboardSafeAreaTests {
  /// 400 points of safe area, 220 of them the keyboard's while it shows.
  static let safeArea = CGSize(width: 390, height: 400)
  static let keyboard: CGFloat = 220

  func screen(_ name: String, osVersion: Int) -> any HostedScreen {
    Screens.make(name, osVersion: osVersion, safeArea: Self.safeArea, keyboardHeight: Self.keyboard)
  }

  /// The text inputs of a screen in a `ScrollView`.
  func scrolledTextInputs(_ screen: any HostedScreen) -> [String] {
    screen.scrolledTextInputs
  }

  @Test(
    "an input the keyboard covers stays where it is, the scroll keeping its height",
    arguments: [16, 17])
  func inputUnderTheKeyboardStays(osVersion: Int) throws {
    let shown = Self.safeArea.height - Self.keyboard
    var checked = 0
    for name in Screens.names {
      for id in scrolledTextInputs(screen(name, osVersion: osVersion)) {
        let screen = screen(name, osVersion: osVersion)
        guard screen.keyboardPlan.avoidance == .none, screen.focused != id else { continue }
        // The input's top 40 points below where the keyboard's top will be, all of it in the
        // safe area.
        let input = try #require(screen.driver.node(id))
        guard let frame = screen.driver.visibleFrame(of: input),
          let offset = screen.driver.contentOffset(ofScrollViewHolding: id)
        else { continue }
        screen.driver.setContentOffset(
          offset + frame.lowerBound - (shown + 40), ofScrollViewHolding: id)
        // Where the content could go: the input under the keyboard's top, all of it above the
        // safe area's bottom.
        guard let placed = screen.driver.node(id),
          let before = screen.driver.visibleFrame(of: placed),
          before.lowerBound > shown, before.upperBound < Self.safeArea.height
        else { continue }
        let offsetBefore = screen.driver.contentOffset(ofScrollViewHolding: id)
        #expect(screen.driver.tap(id))
        #expect(screen.focused == id, "\(name): \(id) focused")
        #expect(
          screen.driver.visibleHeight(ofScrollViewHolding: id) == Self.safeArea.height,
          "\(name): the scroll keeps its height under the keyboard")
        #expect(
          screen.driver.contentOffset(ofScrollViewHolding: id) == offsetBefore,
          "\(name): \(id) scrolled")
        let focused = try #require(screen.driver.node(id))
        #expect(!screen.driver.isWhollyVisible(focused), "\(name): \(id) is behind the keyboard")
        checked += 1
      }
    }
    #expect(checked > 0, "no input checked")
  }

  @Test(
    "a growing text input keeps the spec's lines while the keyboard shows", arguments: [16, 17])
  func growingInputKeepsItsLines(osVersion: Int) throws {
    let form = FeedbackForm()
    let host = SwiftUIHost(
      FeedbackFormView(form: form, onSubmit: {}) { Text(verbatim: $0.rawValue) },
      osVersion: osVersion)
    host.safeAreaSize = Self.safeArea
    host.keyboardHeight = Self.keyboard
    host.settle()
    #expect(host.tap("details"))
    #expect(host.focusedInput?.identifier == "details")
    let spec = try #require(FeedbackForm.schema[.details].lines)
    #expect(host.node("details")?.lineLimit?.upperBound == spec.upperBound)
  }
}
