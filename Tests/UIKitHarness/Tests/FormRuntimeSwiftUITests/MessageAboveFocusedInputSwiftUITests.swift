import FormRuntime
import SwiftUI
import Testing
import UIKit

@testable import GeneratedForms

/// A message that appears above the focused input pushes it down after the screen scrolled it
/// above the keyboard: SignUp's `password` shows a message (the app sets a server's answer, or
/// the password validates as the user leaves it) while `confirmPassword`, under it, is focused
/// with its bottom just above the keyboard. The screen's reveal follows the focused input's
/// frame: the input, and its message, stay wholly visible above the keyboard. Driven through the
/// double's layout and content offsets (`SwiftUIDouble+Layout.swift`), on the short screen of
/// ``ScrollRevealTests``.
@MainActor
@Suite("Generated SwiftUI screens: a message above the focused input", .serialized)
struct MessageAboveFocusedInputSwiftUITests {
  /// Scrolls the screen so that `id`'s bottom sits `y` points down the visible area.
  private func placeBottom(_ screen: any HostedScreen, _ id: String, at y: CGFloat) -> Bool {
    placeBottom(screen.driver, id, at: y)
  }

  private func placeBottom(_ driver: any ScreenDriver, _ id: String, at y: CGFloat) -> Bool {
    guard let node = driver.node(id), let frame = driver.visibleFrame(of: node),
      let offset = driver.contentOffset(ofScrollViewHolding: id)
    else { return false }
    driver.setContentOffset(offset + frame.upperBound - y, ofScrollViewHolding: id)
    guard let placed = driver.node(id), let now = driver.visibleFrame(of: placed)
    else { return false }
    return abs(now.upperBound - y) < 0.01
  }

  /// SignUp on the short screen, `confirmPassword` focused with its bottom 4 points above the
  /// bottom of the visible area: whole, and within a message's height of the keyboard.
  private func focusedConfirmation(osVersion: Int) throws -> any HostedScreen {
    let screen = Screens.make(
      "SignUp", osVersion: osVersion, safeArea: ScrollRevealTests.safeArea,
      keyboardHeight: ScrollRevealTests.keyboard)
    screen.driver.scrollIntoView("confirmPassword")
    #expect(screen.driver.tap("confirmPassword"))
    #expect(screen.focused == "confirmPassword")
    let shown = try #require(screen.driver.visibleHeight(ofScrollViewHolding: "confirmPassword"))
    #expect(placeBottom(screen, "confirmPassword", at: shown - 4))
    screen.driver.settle()
    let input = try #require(screen.driver.node("confirmPassword"))
    #expect(screen.driver.isWhollyVisible(input), "placed whole above the keyboard")
    return screen
  }

  @Test(
    "a message the app sets above the focused input: the input stays wholly visible",
    arguments: [15, 16])
  func appMessageAbove(osVersion: Int) throws {
    let screen = try focusedConfirmation(osVersion: osVersion)
    screen.setError("password", "That password was found in a data breach")
    #expect(screen.focused == "confirmPassword")
    let input = try #require(screen.driver.node("confirmPassword"))
    #expect(screen.driver.isWhollyVisible(input), "confirmPassword under the keyboard")
  }

  @Test(
    "leaving the password (validateOn endEditing) for the confirmation just above the keyboard: the confirmation stays wholly visible",
    arguments: [15, 16])
  func endEditingMessageAbove(osVersion: Int) async throws {
    let form = SignUpForm()
    let host = SwiftUIHost(SignUpFormView(form: form), osVersion: osVersion)
    host.safeAreaSize = ScrollRevealTests.safeArea
    host.keyboardHeight = ScrollRevealTests.keyboard
    host.settle()
    host.scrollIntoView("password")
    #expect(host.tap("password"))
    await host.type("short")
    // The confirmation in view, its bottom 4 points above the bottom of the visible area: the
    // user taps it.
    let shown = try #require(host.visibleHeight(ofScrollViewHolding: "confirmPassword"))
    #expect(placeBottom(host, "confirmPassword", at: shown - 4))
    #expect(host.tap("confirmPassword"))
    #expect(form.errors == [.password: "Use at least 8 characters"])
    let input = try #require(host.node("confirmPassword"))
    #expect(host.isWhollyVisible(input), "confirmPassword under the keyboard")
  }

  @Test(
    "a message above an input well clear of the keyboard does not move the scroll",
    arguments: [15, 16])
  func clearInputStays(osVersion: Int) throws {
    let screen = Screens.make(
      "SignUp", osVersion: osVersion, safeArea: ScrollRevealTests.safeArea,
      keyboardHeight: ScrollRevealTests.keyboard)
    screen.driver.scrollIntoView("email")
    #expect(screen.driver.tap("email"))
    #expect(placeBottom(screen, "email", at: 80))
    let offset = screen.driver.contentOffset(ofScrollViewHolding: "email")
    screen.setError("givenName", "Enter your first name")
    #expect(screen.driver.contentOffset(ofScrollViewHolding: "email") == offset)
  }
}
