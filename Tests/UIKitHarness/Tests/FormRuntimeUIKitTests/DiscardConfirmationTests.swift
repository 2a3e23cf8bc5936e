import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// `actions.cancel.confirmDiscard` on a UIKit screen (issue 32): ProfileEditor's Cancel, shown in
/// a sheet, asks Discard Changes or Keep Editing in an action sheet anchored to the Cancel item
/// while the form has changes, and a swipe down on the sheet is refused and asks the same.
@MainActor
@Suite(.serialized)
struct DiscardConfirmationTests {
  /// ProfileEditor presented as a sheet over a plain screen in a visible window, with the
  /// number of times the app's `onCancel` ran.
  @MainActor
  final class Sheet {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let host = UIViewController()
    let screen = ProfileEditorScreen()
    var cancels = 0

    init() {
      UIKitDouble.reset()
      window.rootViewController = host
      window.simulateSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
      window.makeKeyAndVisible()
      screen.keyboard.onCancel = { [unowned self] in
        cancels += 1
        screen.dismiss(animated: true)
      }
      host.present(screen, animated: false)
      window.layoutIfNeeded()
    }

    /// The discard sheet, while it is presented.
    var discardSheet: UIAlertController? { screen.presentedViewController as? UIAlertController }

    /// Types a name, so the form has changes.
    func change() {
      #expect(screen.displayName.simulateTap())
      window.simulateTyping("Ada")
    }
  }

  @Test("Cancel with no changes runs onCancel at once, asking nothing")
  func cancelWithoutChanges() throws {
    let sheet = Sheet()
    #expect(!sheet.screen.isModalInPresentation, "a swipe down may dismiss an unchanged form")
    #expect(try #require(sheet.screen.keyboard.cancelBarButtonItem).simulateTap())
    #expect(sheet.discardSheet == nil)
    #expect(sheet.cancels == 1)
    #expect(sheet.host.presentedViewController == nil, "the app dismissed the screen")
  }

  @Test("Cancel with changes asks Discard Changes or Keep Editing, anchored to Cancel")
  func cancelWithChangesAsks() throws {
    let sheet = Sheet()
    sheet.change()
    let cancel = try #require(sheet.screen.keyboard.cancelBarButtonItem)
    #expect(cancel.simulateTap())
    #expect(sheet.cancels == 0, "nothing is discarded before the user says so")
    let ask = try #require(sheet.discardSheet)
    #expect(ask.preferredStyle == .actionSheet)
    #expect(ask.actions.map(\.title) == ["Discard Changes", "Keep Editing"])
    #expect(ask.actions.map(\.style) == [.destructive, .cancel])
    #expect(ask.popoverPresentationController?.sourceItem === cancel, "anchored for iPad")
    #expect(UIKitDouble.raisedExceptions.isEmpty)
  }

  @Test("Keep Editing keeps the form, its values and the focused input")
  func keepEditing() throws {
    let sheet = Sheet()
    sheet.change()
    #expect(try #require(sheet.screen.keyboard.cancelBarButtonItem).simulateTap())
    #expect(try #require(sheet.discardSheet).simulateTap(actionTitled: "Keep Editing"))
    #expect(sheet.discardSheet == nil)
    #expect(sheet.cancels == 0)
    #expect(sheet.screen.keyboard.form.displayName == "Ada")
    #expect(sheet.screen.displayName.isFirstResponder, "focus stays where it was")
    #expect(sheet.window.simulatedKeyboard.isVisible)
    #expect(sheet.host.presentedViewController === sheet.screen, "the screen stays")
  }

  @Test("Discard Changes runs onCancel")
  func discard() throws {
    let sheet = Sheet()
    sheet.change()
    #expect(try #require(sheet.screen.keyboard.cancelBarButtonItem).simulateTap())
    #expect(try #require(sheet.discardSheet).simulateTap(actionTitled: "Discard Changes"))
    #expect(sheet.cancels == 1)
    #expect(sheet.host.presentedViewController == nil)
  }

  @Test("a swipe down on a changed form is refused and asks; on an unchanged one it dismisses")
  func swipeDown() throws {
    let sheet = Sheet()
    sheet.change()
    #expect(sheet.screen.isModalInPresentation, "follows the form's changes")
    #expect(!sheet.screen.simulateInteractiveDismissal())
    let ask = try #require(sheet.discardSheet, "the same question as Cancel")
    #expect(ask.actions.map(\.title) == ["Discard Changes", "Keep Editing"])
    #expect(
      ask.popoverPresentationController?.sourceItem === sheet.screen.keyboard.cancelBarButtonItem)
    #expect(ask.simulateTap(actionTitled: "Keep Editing"))
    #expect(sheet.host.presentedViewController === sheet.screen)
    // Back to the loaded value: nothing to lose, the swipe goes through.
    sheet.screen.keyboard.form.displayName = ""
    #expect(!sheet.screen.isModalInPresentation)
    #expect(sheet.screen.simulateInteractiveDismissal())
    #expect(sheet.host.presentedViewController == nil)
    #expect(sheet.cancels == 0, "a swipe is no Cancel tap")
  }

  @Test("the titles are FormRuntime's own, in the app's language")
  func localizedTitles() throws {
    let sheet = Sheet()
    sheet.change()
    sheet.screen.keyboard.askToDiscard()
    let ask = try #require(sheet.discardSheet)
    let strings = FormRuntimeStrings.current
    #expect(ask.actions.map(\.title) == [strings[.discardChanges], strings[.keepEditing]])
  }
}
