import FormRuntime
import SwiftUI
import Testing
import UIKit

@testable import GeneratedForms

/// Every generated `<Name>FormView` of `Specs/`, driven through the SwiftUI double as a user
/// would drive it on a device: focus, Next, Return per control, the keyboard toolbar, submitting.
@MainActor
@Suite("Generated SwiftUI screens in the SwiftUI double", .serialized)
struct GeneratedScreenTests {
  @Test(
    "every enabled keyboard input is realized and takes focus when tapped; a disabled one does not",
    arguments: Screens.names)
  func tapFocuses(_ name: String) {
    let screen = Screens.make(name)
    for id in screen.keyboardInputs {
      screen.driver.tap(id)
      #expect(screen.focused == id, "\(name): tapping \(id)")
    }
    // An input its `enabledWhen` disables (ReminderEditor's notes while no category is chosen)
    // takes no focus: the focused input keeps it.
    for id in screen.disabledKeyboardInputs {
      let focused = screen.focused
      #expect(screen.driver.tap(id))
      #expect(screen.focused == focused, "\(name): tapping the disabled \(id)")
    }
  }

  @Test(
    "Next walks the visible keyboard inputs in focus order",
    arguments: Screens.names)
  func nextWalks(_ name: String) {
    let screen = Screens.make(name)
    guard screen.hasNext, let first = screen.keyboardInputs.first else { return }
    screen.driver.tap(first)
    var current = first
    var walked = [first]
    // An input whose own toolbar has no Next (`toolbar` on the input) ends the walk.
    while let next = screen.input(after: current), screen.keyboardInputs.contains(next),
      screen.hasNext(on: current)
    {
      let tapped = screen.driver.tapToolbarItem(FormAccessibilityIdentifier.next)
      #expect(
        tapped,
        "\(name): no enabled Next on \(current): \(screen.driver.keyboardToolbarGroups.map(\.texts))"
      )
      walked.append(next)
      #expect(screen.focused == next, "\(name): Next after \(current)")
      guard screen.focused == next else { break }
      current = next
    }
    // ReminderEditor's notes wait for a category (`enabledWhen`): from its title Next has
    // nowhere to go.
    #expect(walked.count > 1 || screen.input(after: first) == nil)
  }

  @Test(
    "Return on a single-line input does what the plan says: Next moves on, the last submits",
    arguments: Screens.names)
  func returnOnFields(_ name: String) async {
    let screen = Screens.make(name)
    screen.fillValid()
    for id in screen.keyboardInputs where !screen.textViews.contains(id) {
      screen.driver.tap(id)
      let action = screen.returnAction(id)
      let submitsBefore = screen.submits
      #expect(await screen.driver.pressReturn() == .submitted, "\(name): \(id)")
      switch action {
      case .next:
        if let next = screen.input(after: id), screen.keyboardInputs.contains(next) {
          #expect(screen.focused == next, "\(name): Return on \(id)")
        }
      case .dismiss:
        #expect(screen.focused == nil, "\(name): Return on \(id)")
      default:
        _ = submitsBefore
      }
    }
  }

  @Test(
    "Return on a multi-line input does what the spec says on both keyboards",
    arguments: Screens.names, [false, true])
  func returnOnTextViews(_ name: String, hardware: Bool) async {
    let screen = Screens.make(name)
    screen.driver.hardwareKeyboard = hardware
    screen.fillValid()
    for id in screen.textViews {
      screen.driver.tap(id)
      screen.setValue(id, "Hi")
      let action = screen.returnAction(id)
      let submitsBefore = screen.submits
      await _ = screen.driver.pressReturn()
      switch action {
      case .newline:
        #expect(screen.value(id) == "Hi\n", "\(name): \(id) (hardware: \(hardware))")
        #expect(screen.focused == id)
      case .submit:
        #expect(screen.value(id) == "Hi", "\(name): \(id) (hardware: \(hardware))")
        #expect(screen.submits == submitsBefore + 1, "\(name): \(id) (hardware: \(hardware))")
      case .next:
        #expect(screen.value(id) == "Hi", "\(name): \(id) (hardware: \(hardware))")
        #expect(screen.focused == screen.input(after: id))
      default:
        #expect(screen.value(id) == "Hi", "\(name): \(id) (hardware: \(hardware))")
      }
    }
  }

  @Test(
    "the keyboard toolbar shows the form's items exactly once, and its Next works, on iOS 15 and 16",
    arguments: Screens.names, [15, 16])
  func toolbarOnce(_ name: String, os: Int) {
    let screen = Screens.make(name, osVersion: os)
    guard let first = screen.keyboardInputs.first, screen.hasNext(on: first) else { return }
    screen.driver.tap(first)
    let groups = (screen.driver.keyboardToolbarGroups + screen.driver.aboveKeyboard).filter {
      $0.first(identifier: FormAccessibilityIdentifier.next) != nil
    }
    #expect(groups.count == 1, "\(name) on iOS \(os)")
    guard let next = screen.input(after: first), screen.keyboardInputs.contains(next) else {
      return
    }
    #expect(screen.driver.tapToolbarItem(FormAccessibilityIdentifier.next), "\(name) on iOS \(os)")
    #expect(screen.focused == next, "\(name) on iOS \(os)")
  }
}
