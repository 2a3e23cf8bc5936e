import FormRuntime
import SwiftUI
import Testing
import UIKit

@testable import GeneratedForms

/// The scroll to the focused input of the generated SwiftUI `scroll` screens (issue 28): it
/// reveals the whole input, its title above it and its error message under it, above the
/// keyboard, and never moves an input that shows whole already. Driven through the double's
/// layout and content offsets (`SwiftUIDouble+Layout.swift`).
@MainActor
@Suite("Generated SwiftUI screens: the scroll to the focused input", .serialized)
struct ScrollRevealTests {
  /// A short screen: 400 points of safe area, 220 of them the keyboard's while it shows, so the
  /// scroll's visible area above the keyboard is 180 points (an iPhone in landscape leaves
  /// about 150).
  static let safeArea = CGSize(width: 390, height: 400)
  static let keyboard: CGFloat = 220

  /// The screen on the short safe area.
  func screen(_ name: String, osVersion: Int) -> any HostedScreen {
    Screens.make(name, osVersion: osVersion, safeArea: Self.safeArea, keyboardHeight: Self.keyboard)
  }

  /// The `Text` showing `text` nearest to `input` (in the containers at most five levels up).
  func text(_ text: String, by input: SwiftUINode) -> SwiftUINode? {
    var current = input.parent
    for _ in 0..<5 {
      guard let node = current else { return nil }
      if let found = node.subtree.first(where: { $0.kind == .text && $0.text == text }) {
        return found
      }
      current = node.parent
    }
    return nil
  }

  /// The titled text inputs of a screen inside a `ScrollView`, with their titles.
  func stackedTitledInputs(_ screen: any HostedScreen) -> [(id: String, title: String)] {
    screen.keyboardInputs.compactMap { id in
      guard let input = screen.driver.node(id), input.isTextInput,
        screen.driver.visibleFrame(of: input) != nil,
        let title = screen.title(id), !title.isEmpty
      else { return nil }
      return (id, title)
    }
  }

  /// Scrolls the screen so that `node`'s top (with `top`) or bottom (without) sits at `y` of
  /// the visible area.
  func scroll(
    _ screen: any HostedScreen, _ id: String, placing node: SwiftUINode, top: Bool, at y: CGFloat
  ) {
    guard let frame = screen.driver.visibleFrame(of: node),
      let offset = screen.driver.contentOffset(ofScrollViewHolding: id)
    else { return }
    let edge = top ? frame.lowerBound : frame.upperBound
    screen.driver.setContentOffset(offset + edge - y, ofScrollViewHolding: id)
  }

  @Test(
    "focusing an input whose title is above the visible area scrolls the title into view",
    arguments: [15, 16, 17])
  func titleAbove(osVersion: Int) throws {
    var checked = 0
    for name in Screens.names {
      for (id, title) in stackedTitledInputs(screen(name, osVersion: osVersion)) {
        let screen = screen(name, osVersion: osVersion)
        // An input focused since the screen appeared (`focus.initial`) is not focused again by a
        // tap, so nothing scrolls: the scenario is a focus change.
        guard screen.focused != id else { continue }
        let input = try #require(screen.driver.node(id))
        // The input's top at the top of the visible area: its title is above it, out of view.
        scroll(screen, id, placing: input, top: true, at: 0)
        guard let placed = screen.driver.node(id), screen.driver.isWhollyVisible(placed),
          let shown = text(title, by: placed), !screen.driver.isWhollyVisible(shown)
        else { continue }  // the content cannot scroll that far: the title shows
        #expect(screen.driver.tap(id))
        #expect(screen.focused == id, "\(name): \(id) focused")
        let focused = try #require(screen.driver.node(id))
        let titleNode = try #require(text(title, by: focused))
        checked += 1
        #expect(screen.driver.isWhollyVisible(titleNode), "\(name): \(id)'s title shows")
        #expect(screen.driver.isWhollyVisible(focused), "\(name): \(id) shows")
      }
    }
    #expect(checked > 0, "no input checked")
  }

  @Test(
    "focusing an input whose error message would be under the keyboard scrolls it into view",
    arguments: [15, 16, 17])
  func messageBelow(osVersion: Int) throws {
    let message = "Check this input"
    let visible = Self.safeArea.height - Self.keyboard
    var checked = 0
    for name in Screens.names {
      for (id, _) in stackedTitledInputs(screen(name, osVersion: osVersion)) {
        let screen = screen(name, osVersion: osVersion)
        // An input focused since the screen appeared (`focus.initial`) is not focused again by a
        // tap: the scenario is a focus change.
        guard screen.focused != id else { continue }
        screen.setError(id, message)
        let input = try #require(screen.driver.node(id))
        // The input's bottom just above where the keyboard's top will be: its message, under
        // it, will be behind the keyboard. With an input focused since the screen appeared the
        // keyboard is up already, and on iOS 15 its toolbar's bar with it: the input's bottom
        // then goes to the bottom of what the scroll shows, where a touch can reach it.
        let shown = screen.driver.visibleHeight(ofScrollViewHolding: id) ?? visible
        let bottom = min(visible, shown) - 1
        scroll(screen, id, placing: input, top: false, at: bottom)
        guard let placed = screen.driver.node(id),
          let frame = screen.driver.visibleFrame(of: placed),
          abs(frame.upperBound - bottom) < 0.01
        else { continue }  // the content cannot scroll that far
        #expect(screen.driver.tap(id))
        #expect(screen.focused == id, "\(name): \(id) focused")
        let focused = try #require(screen.driver.node(id))
        let error = try #require(text(message, by: focused), "\(name): \(id)'s message")
        checked += 1
        #expect(screen.driver.viewportHeight == visible)
        #expect(screen.driver.isWhollyVisible(error), "\(name): \(id)'s message shows")
        #expect(screen.driver.isWhollyVisible(focused), "\(name): \(id) shows")
        if let title = screen.title(id), let titleNode = text(title, by: focused) {
          #expect(screen.driver.isWhollyVisible(titleNode), "\(name): \(id)'s title shows")
        }
      }
    }
    #expect(checked > 0, "no input checked")
  }

  @Test(
    "largest text size, phone in landscape: a titled input taller than the visible area shows its control",
    arguments: [15, 16, 17])
  func tallTitledInputShowsItsControl(osVersion: Int) throws {
    // The largest accessibility size (body 53 points): a title line, 4 points and the field are
    // taller than the 110 points left above the keyboard (a phone in landscape leaves about 150,
    // less the navigation bar and the spacing). Apple documents no position for a view taller
    // than the scroll view, so the screen reveals the control instead, the least scroll.
    UIKitDouble.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    defer { UIKitDouble.preferredContentSizeCategory = .large }
    let area = CGSize(width: 667, height: 330)
    var checked = 0
    var tall = 0
    for name in Screens.names {
      let probe = Screens.make(name, osVersion: osVersion)
      probe.driver.safeAreaSize = area
      probe.driver.keyboardHeight = 220
      probe.driver.settle()
      for (id, title) in stackedTitledInputs(probe) {
        let screen = Screens.make(name, osVersion: osVersion)
        screen.driver.safeAreaSize = area
        screen.driver.keyboardHeight = 220
        // `keyboard.avoidance: none` (Feedback) leaves the keyboard to the app's host, which
        // moves the whole screen above it (the spec: "The sheet's host view controller already
        // moves it above the keyboard"): the screen is 110 points tall once the keyboard is up.
        screen.driver.hostMovesAboveKeyboard = screen.keyboardPlan.avoidance == .none
        screen.driver.settle()
        guard screen.focused != id else { continue }
        // The user scrolls the input into view, then touches it.
        screen.driver.scrollIntoView(id)
        #expect(screen.driver.tap(id))
        #expect(screen.focused == id, "\(name): \(id) focused")
        let focused = try #require(screen.driver.node(id))
        let viewport = try #require(screen.driver.visibleHeight(ofScrollViewHolding: id))
        // A control taller than the visible area cannot show whole (a text view's fewest lines).
        guard let frame = screen.driver.visibleFrame(of: focused),
          frame.upperBound - frame.lowerBound <= viewport
        else { continue }
        checked += 1
        if let titleNode = text(title, by: focused),
          let top = screen.driver.visibleFrame(of: titleNode),
          frame.upperBound - top.lowerBound > viewport
        {
          tall += 1
        }
        #expect(
          screen.driver.isWhollyVisible(focused),
          "\(name): \(id) shows whole: \(frame) in \(viewport) points")
      }
    }
    #expect(checked > 0, "no input checked")
    #expect(tall > 0, "no titled input taller than the visible area")
  }

  @Test(
    "focusing an input that shows whole above the keyboard does not move the scroll",
    arguments: [15, 16, 17])
  func visibleInputStays(osVersion: Int) throws {
    let message = "Check this input"
    var checked = 0
    for name in Screens.names {
      for (id, title) in stackedTitledInputs(screen(name, osVersion: osVersion)) {
        for withError in [false, true] {
          let screen = screen(name, osVersion: osVersion)
          if withError { screen.setError(id, message) }
          let input = try #require(screen.driver.node(id))
          let label = try #require(text(title, by: input))
          // The title 10 points below the top of the visible area: the input, and its message,
          // show whole above where the keyboard will be.
          scroll(screen, id, placing: label, top: true, at: 10)
          guard let placed = screen.driver.node(id), let titleNode = text(title, by: placed),
            let top = screen.driver.visibleFrame(of: titleNode), abs(top.lowerBound - 10) < 0.01
          else { continue }
          let before = screen.driver.contentOffset(ofScrollViewHolding: id)
          #expect(screen.driver.tap(id))
          #expect(screen.focused == id, "\(name): \(id) focused")
          let focused = try #require(screen.driver.node(id))
          let bottomNode = withError ? text(message, by: focused) : focused
          guard let bottom = bottomNode.flatMap(screen.driver.visibleFrame(of:)),
            bottom.upperBound <= Self.safeArea.height - Self.keyboard
          else { continue }  // a tall input: it does not fit above the keyboard
          checked += 1
          #expect(
            screen.driver.contentOffset(ofScrollViewHolding: id) == before,
            "\(name): \(id)\(withError ? " with its message" : "") showed whole: no scroll")
        }
      }
    }
    #expect(checked > 0, "no input checked")
  }

  @Test(
    "an input focused while the keyboard is down shows whole above it once it is up, scrolled once",
    arguments: [15, 16, 17], [false, true])
  func keyboardAfterFocus(osVersion: Int, byReturn: Bool) async throws {
    // 100 points above the bottom of the safe area: above the bottom insets the focus brings
    // (`keyboard.spacing`, up to 24 points, and below iOS 16 the toolbar's 44-point bar, which
    // shows while an input is focused, whatever the keyboard), under the keyboard's top.
    let bottom = Self.safeArea.height - 100
    let visible = Self.safeArea.height - Self.keyboard
    var checked = 0
    for name in Screens.names {
      let inputs = screen(name, osVersion: osVersion).keyboardInputs
      for (id, title) in stackedTitledInputs(screen(name, osVersion: osVersion)) {
        let screen = screen(name, osVersion: osVersion)
        guard screen.focused != id else { continue }
        // By Return: the focus moves by code, from the input before (Return's `next`).
        let previous = inputs.first { screen.input(after: $0) == id }
        if byReturn, previous == nil { continue }
        let input = try #require(screen.driver.node(id))
        // The input's bottom 100 points above the bottom of the safe area: it shows whole while
        // the keyboard is down, and will be behind the keyboard once it is up.
        scroll(screen, id, placing: input, top: false, at: bottom)
        guard let placed = screen.driver.node(id),
          let frame = screen.driver.visibleFrame(of: placed),
          abs(frame.upperBound - bottom) < 0.01, let shown = text(title, by: placed),
          screen.driver.isWhollyVisible(shown)
        else { continue }  // the content cannot scroll that far, or the title does not show
        // A hardware keyboard: the focus changes and no software keyboard shows.
        screen.driver.hardwareKeyboard = true
        var moves = screen.driver.scrollMoveCount
        if byReturn, let previous {
          guard screen.returnAction(previous) == .next else { continue }
          let offset = screen.driver.contentOffset(ofScrollViewHolding: id)
          #expect(screen.driver.tap(previous))
          screen.driver.setContentOffset(offset ?? 0, ofScrollViewHolding: id)
          moves = screen.driver.scrollMoveCount
          _ = await screen.driver.pressReturn()
        } else {
          #expect(screen.driver.tap(id))
        }
        guard screen.focused == id else { continue }
        #expect(screen.driver.viewportHeight == Self.safeArea.height)
        // The hardware keyboard goes: the software keyboard shows, in a later update (the safe
        // area shrinks after the focus change).
        let beforeKeyboard = screen.driver.scrollMoveCount
        screen.driver.hardwareKeyboard = false
        screen.driver.settle()
        #expect(screen.driver.viewportHeight == visible)
        let focused = try #require(screen.driver.node(id))
        let titleNode = try #require(text(title, by: focused))
        checked += 1
        #expect(screen.driver.isWhollyVisible(focused), "\(name): \(id) shows above the keyboard")
        #expect(screen.driver.isWhollyVisible(titleNode), "\(name): \(id)'s title shows")
        #expect(
          beforeKeyboard - moves == 0 && screen.driver.scrollMoveCount - moves == 1,
          "\(name): \(id) scrolled once, when the keyboard was up")
      }
    }
    #expect(checked > 0, "no input checked")
  }

  /// A screen with `id`'s input shown with a message and scrolled so that only its top 10 points
  /// show above the bottom of the safe area, the keyboard down; `nil` when the content cannot
  /// scroll that far.
  func screenWithInputAtTheBottom(
    _ name: String, _ id: String, osVersion: Int, hardwareKeyboard: Bool = false
  ) throws -> (any HostedScreen)? {
    let screen = screen(name, osVersion: osVersion)
    guard screen.focused != id else { return nil }
    screen.driver.hardwareKeyboard = hardwareKeyboard
    screen.setError(id, "Check this input")
    let input = try #require(screen.driver.node(id))
    let y = Self.safeArea.height - 10
    scroll(screen, id, placing: input, top: true, at: y)
    guard let placed = screen.driver.node(id), let frame = screen.driver.visibleFrame(of: placed),
      abs(frame.lowerBound - y) < 0.01
    else { return nil }
    return screen
  }

  /// Whether `id`'s title, input and message all show whole.
  func showsWhole(_ screen: any HostedScreen, _ id: String, title: String) throws -> Bool {
    let focused = try #require(screen.driver.node(id))
    let titleNode = try #require(text(title, by: focused))
    let message = try #require(text("Check this input", by: focused))
    return screen.driver.isWhollyVisible(titleNode) && screen.driver.isWhollyVisible(focused)
      && screen.driver.isWhollyVisible(message)
  }

  @Test(
    "an input tapped at the bottom edge while the keyboard is down scrolls once, above the keyboard",
    arguments: [15, 16, 17])
  func offScreenInputScrollsOnce(osVersion: Int) throws {
    let visible = Self.safeArea.height - Self.keyboard
    var checked = 0
    for name in Screens.names {
      for (id, title) in stackedTitledInputs(screen(name, osVersion: osVersion)) {
        guard let screen = try screenWithInputAtTheBottom(name, id, osVersion: osVersion) else {
          continue
        }
        let moves = screen.driver.scrollMoveCount
        #expect(screen.driver.tap(id))
        guard screen.focused == id else { continue }
        checked += 1
        #expect(screen.driver.viewportHeight == visible, "\(name): the keyboard is up")
        #expect(try showsWhole(screen, id, title: title), "\(name): \(id) shows whole")
        #expect(
          screen.driver.scrollMoveCount - moves == 1,
          "\(name): \(id) scrolled \(screen.driver.scrollMoveCount - moves) times, not once")
      }
    }
    #expect(checked > 0, "no input checked")
  }

  @Test(
    "the scroll to an input leaves the bottom safe-area insets clear: keyboard.spacing (and the iOS 15 bar) above the keyboard",
    arguments: [15, 16, 17])
  func revealClearsBottomInsets(osVersion: Int) throws {
    let keyboardTop = Self.safeArea.height - Self.keyboard
    var checked = 0
    for name in Screens.names {
      for (id, title) in stackedTitledInputs(screen(name, osVersion: osVersion)) {
        guard let screen = try screenWithInputAtTheBottom(name, id, osVersion: osVersion),
          screen.keyboardPlan.avoidance != .none
        else { continue }
        #expect(screen.driver.tap(id))
        guard screen.focused == id, let gap = screen.driver.keyboardGap, gap > 0 else { continue }
        let focused = try #require(screen.driver.node(id))
        let message = try #require(text("Check this input", by: focused))
        let titleNode = try #require(text(title, by: focused))
        guard let bottom = screen.driver.visibleFrame(of: message)?.upperBound,
          let top = screen.driver.visibleFrame(of: titleNode)?.lowerBound,
          bottom - top <= keyboardTop - gap
        else { continue }  // the whole does not fit above the insets: its control is revealed
        checked += 1
        // The scroll view is inset by the insets' height ("The modified view is inset by the
        // height of content, from edge"), so `scrollTo` makes the input wholly visible above them.
        #expect(
          bottom <= keyboardTop - gap + 0.001,
          "\(name): \(id)'s message ends at \(bottom), under the \(gap)-point insets above the keyboard at \(keyboardTop)"
        )
        #expect(top >= -0.001, "\(name): \(id)'s title shows")
      }
    }
    #expect(checked > 0, "no input checked")
  }

  @Test("with a hardware keyboard, an input tapped at the bottom edge is still revealed, once")
  func offScreenInputWithHardwareKeyboard() async throws {
    // The reveal's wait for a software keyboard passes on the test's clock, as soon as its task
    // runs: no real half second, which a loaded machine stretched.
    let clock = DebounceClock(passesAtOnce: true)
    var tapped: [(screen: any HostedScreen, id: String, title: String, moves: Int)] = []
    for name in Screens.names {
      for (id, title) in stackedTitledInputs(screen(name, osVersion: 16)) {
        guard
          let screen = try screenWithInputAtTheBottom(
            name, id, osVersion: 16, hardwareKeyboard: true)
        else { continue }
        screen.waitForTheKeyboard(on: clock)
        let moves = screen.driver.scrollMoveCount
        #expect(screen.driver.tap(id))
        guard screen.focused == id else { continue }
        #expect(
          screen.driver.scrollMoveCount == moves, "\(name): \(id)'s reveal waits for a keyboard")
        tapped.append((screen, id, title, moves))
        break
      }
    }
    #expect(!tapped.isEmpty, "no input checked")
    // Meanwhile a floating keyboard shows on another host, as in a test running alongside
    // (`FloatingKeyboardRevealTests`): each host is a device of its own, so these screens do not
    // take it for theirs (which scrolled some of them twice).
    // Its input placed as the first screen's, at the bottom edge, where a tap reaches it.
    let first = try #require(tapped.first)
    let other = try #require(
      try screenWithInputAtTheBottom(first.screen.name, first.id, osVersion: 16))
    other.driver.floatingKeyboardFrame = CGRect(x: 0, y: 100, width: 320, height: 200)
    #expect(other.driver.tap(first.id))
    // No software keyboard comes: the reveal waits a bounded time for it (half a second), then
    // happens. Each screen waited once, for that long, on the test's clock.
    for (screen, _, _, _) in tapped {
      await screen.keyboardWaitIsOver()
    }
    #expect(clock.requested == Array(repeating: 500_000_000, count: tapped.count))
    for (screen, id, title, moves) in tapped {
      screen.driver.settle()
      #expect(screen.driver.viewportHeight == Self.safeArea.height, "\(screen.name): no keyboard")
      #expect(try showsWhole(screen, id, title: title), "\(screen.name): \(id) shows whole")
      #expect(
        screen.driver.scrollMoveCount - moves == 1,
        "\(screen.name): \(id) scrolled \(screen.driver.scrollMoveCount - moves) times, not once")
    }
  }

  @Test("no two views of a screen carry the same id", arguments: Screens.names, [15, 16, 17])
  func uniqueIDs(_ name: String, osVersion: Int) {
    let screen = screen(name, osVersion: osVersion)
    #expect(screen.driver.duplicateIDs.isEmpty, "\(name): \(screen.driver.duplicateIDs)")
    for id in screen.keyboardInputs {
      screen.setError(id, "Check this input")
    }
    #expect(screen.driver.duplicateIDs.isEmpty, "\(name) with errors")
  }
}
