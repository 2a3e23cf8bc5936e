import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// `keyboard.dismiss: onTap` on a table screen (the MultiChoiceStyles fixture): the recognizer on
/// the root view sees a tap that hit-tests to the table itself (its empty space: between the
/// sections, below the last row), since a recognizer attached to a view sees the touches
/// hit-tested to it and its subviews
/// (https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)), and
/// `FormTapDismissal` ends editing. The SwiftUI screen's `Form` keeps the keyboard there
/// (docs/Runtime.md, "keyboard.dismiss: onTap").
@MainActor
@Suite(.serialized)
struct TableTapDismissalTests {
  @Test("a tap on a table's empty space ends editing with onTap")
  func emptySpaceEndsEditing() {
    UIKitDouble.reset()
    let screen = MultiChoiceStylesScreen()
    let window = screen.present()
    #expect(screen.nickname.simulateTap())
    #expect(window.simulatedKeyboard.isVisible)
    // The table is no control: its tap "does nothing" of its own (`simulateTap()` is `false`).
    screen.table.simulateTap()
    #expect(!screen.nickname.isFirstResponder)
    #expect(!window.simulatedKeyboard.isVisible)
    #expect(screen.keyboard.form.focusedField == nil)
    // A switch's tap stays its own: the keyboard stays.
    #expect(screen.nickname.simulateTap())
    #expect(screen.digest.simulateTap())
    #expect(screen.nickname.isFirstResponder)
  }

  @Test("a tap on a table's empty space keeps the keyboard without onTap")
  func emptySpaceKeepsKeyboardWithoutOnTap() {
    UIKitDouble.reset()
    let screen = MailSettingsScreen()
    let window = screen.present()
    #expect(screen.forwardTo.simulateTap())
    screen.mailTable.simulateTap()
    #expect(screen.forwardTo.isFirstResponder)
    #expect(window.simulatedKeyboard.isVisible)
  }
}
