import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// Table screens (issue 29, "Tables"), driven through the generated code of `Specs/`: index paths
/// from the spec's layout, rows shown and hidden as batch updates, no stale index path, and a
/// focus failure the user sees.
@MainActor
@Suite(.serialized)
struct TableScreenTests {
  @Test(
    "the forwarding address's Return key goes from Done to Next as its first character shows rows, with one reload"
  )
  func returnKeyChangesWhileFocused() {
    // `formc plan Specs/MailSettings.form.yaml`: "return key changes while focused: done ↔ next".
    UIKitDouble.reset()
    let screen = MailSettingsScreen()
    let window = screen.present()
    #expect(screen.forwardTo.simulateTap())
    #expect(window.simulatedKeyboard.returnKeyType == .done)
    let reloads = window.simulatedKeyboard.reloadCount
    window.simulateTyping("j")
    #expect(screen.forwardTo.isFirstResponder)
    #expect(window.simulatedKeyboard.returnKeyType == .next, "shown without a new focus")
    #expect(window.simulatedKeyboard.reloadCount == reloads + 1)
    window.simulateTyping("ane@example.com")
    #expect(window.simulatedKeyboard.reloadCount == reloads + 1, "no reload while the key stays")
    for _ in 0..<16 { window.simulateDeleteBackward() }
    #expect(window.simulatedKeyboard.returnKeyType == .done)
    #expect(window.simulatedKeyboard.reloadCount == reloads + 2)
  }

  @Test("typing the first character shows a row and a section; the keyboard stays up")
  func rowsInsertedWhileTyping() throws {
    UIKitDouble.reset()
    let screen = MailSettingsScreen()
    let window = screen.present()
    #expect(screen.mailTable.numberOfSections == 3, "the archive section is hidden")
    #expect(screen.mailTable.numberOfRows(inSection: 1) == 1, "the note row is hidden")
    #expect(screen.forwardTo.simulateTap())
    window.simulateTyping("j")
    let update = try #require(screen.updates.last)
    #expect(update.insertedRows == [IndexPath(row: 1, section: 1)])
    #expect(update.insertedSections == IndexSet(integer: 2))
    #expect(update.deletedRows.isEmpty && update.deletedSections.isEmpty)
    #expect(UIKitDouble.raisedExceptions.isEmpty)
    #expect(screen.forwardTo.isFirstResponder, "the edited row was not reloaded")
    #expect(window.simulatedKeyboard.isVisible)
    #expect(screen.mailTable.numberOfSections == 4)
    #expect(screen.forwardNote.window != nil, "the new row has its cell")
    // Next goes into the row that just appeared.
    window.simulateReturn()
    #expect(screen.forwardNote.isFirstResponder)
    #expect(screen.keyboard.form.focusedField == .forwardNote)
    // Clearing the address takes the rows away again, from the index paths they had.
    screen.keyboard.form.forwardTo = ""
    let removal = try #require(screen.updates.last)
    #expect(removal.deletedRows == [IndexPath(row: 1, section: 1)])
    #expect(removal.deletedSections == IndexSet(integer: 2))
    #expect(UIKitDouble.raisedExceptions.isEmpty)
    #expect(screen.mailTable.numberOfSections == 3)
  }

  @Test("Next into a row scrolled off screen works with the spec's index paths alone")
  func offScreenRowByDefault() throws {
    UIKitDouble.reset()
    let screen = MailSettingsScreen()
    screen.rowHeight = 400
    let window = screen.present()
    screen.keyboard.form.forwardTo = "jane@example.com"
    // The archive section (the third) is far below the first screenful.
    #expect(screen.fullName.simulateTap())
    screen.keyboard.form.focusedField = .archiveFolder
    #expect(screen.archiveFolder.isFirstResponder)
    #expect(screen.keyboard.form.focusedField == .archiveFolder)
    #expect(window.simulatedKeyboard.responder === screen.archiveFolder)
    #expect(UIKitDouble.raisedExceptions.isEmpty)
  }

  @Test("rows the table was not told about never reach scrollToRow; the failure is shown")
  func staleIndexPathAndVisibleFailure() throws {
    UIKitDouble.reset()
    let screen = MailSettingsScreen()
    screen.appliesTableUpdates = false
    let window = screen.present()
    #expect(screen.forwardTo.simulateTap())
    window.simulateTyping("j")
    #expect(screen.mailTable.numberOfSections == 3, "the screen ignored the update")
    let posted = UIKitDouble.accessibilityPosts.count
    screen.keyboard.form.focusedField = .archiveFolder
    #expect(UIKitDouble.raisedExceptions.isEmpty, "no out-of-range scrollToRow")
    #expect(screen.forwardTo.isFirstResponder, "focus stays where UIKit has it")
    #expect(screen.keyboard.form.focusedField == .forwardTo)
    // No onFocusFailure: VoiceOver says which input could not be focused.
    #expect(
      UIKitDouble.accessibilityPosts.dropFirst(posted).compactMap(\.announcement)
        == ["Keep a copy in"])
  }
}

extension TableScreenTests {
  @Test("in a UITableViewController the keyboard's inset is UIKit's alone, not doubled")
  func tableViewControllerNotAdjustedTwice() throws {
    UIKitDouble.reset()
    let screen = SettingsTableController(style: .insetGrouped)
    let window = screen.present()
    let table = try #require(screen.tableView)
    // The safe area the table adds itself at the bottom, if any.
    let safe = table.adjustedContentInset.bottom - table.contentInset.bottom
    #expect(screen.dailySteps.simulateTap())
    let keyboard = window.simulatedKeyboard.frame
    #expect(keyboard.height > 0)
    // The table fills the screen: the keyboard covers its bottom; UIKit's adjustment only.
    #expect(table.contentInset.bottom == keyboard.height - safe)
    screen.view.endEditing(true)
    #expect(screen.tableView.contentInset.bottom == 0)
  }
}

/// Dismissal and focus (issue 29, "Dismissal and the keyboard layout guide").
@MainActor
@Suite(.serialized)
struct DismissalTests {
  @Test("a focus preset before the screen is in a window lands once it is")
  func initialFocusBeforeWindow() {
    UIKitDouble.reset()
    let screen = ProfileEditorScreen()
    screen.keyboard.form.focusedField = .username
    // Shown in a window already visible (a push, a new root): `viewWillAppear(_:)`, where the
    // screen starts its keyboard controller, runs before the view is in the window.
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.simulateSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    window.makeKeyAndVisible()
    window.rootViewController = screen
    #expect(screen.username.isFirstResponder)
    #expect(screen.keyboard.form.focusedField == .username)
    #expect(window.simulatedKeyboard.responder === screen.username)
  }

  @Test("dragging the chat's transcript down into the keyboard dismisses it")
  func transcriptDismissesKeyboard() {
    UIKitDouble.reset()
    let screen = ChatComposerScreen()
    let window = screen.present()
    screen.transcript.contentSize = CGSize(width: 390, height: 2000)
    #expect(screen.message.simulateTap())
    #expect(window.simulatedKeyboard.isVisible)
    #expect(screen.transcript.keyboardDismissMode == .interactive)
    screen.transcript.simulateDrag(by: CGPoint(x: 0, y: 600), releasedAt: CGPoint(x: 195, y: 800))
    #expect(!window.simulatedKeyboard.isVisible)
    #expect(screen.keyboard.form.focusedField == nil)
  }
}

extension DismissalTests {
  @Test("a long toolbar title truncates on a 320-point phone instead of pushing Done off")
  func toolbarTitleTruncates() throws {
    UIKitDouble.reset()
    let screen = SettingsScreen()
    let window = screen.present()
    window.simulateResize(to: CGSize(width: 320, height: 568))
    #expect(screen.displayName.simulateTap())
    let toolbar = try #require(screen.displayName.inputAccessoryView as? FormAccessoryToolbar)
    toolbar.frame.size.width = 320
    toolbar.layoutIfNeeded()
    let title = try #require(toolbar.titleLabel)
    // Settings shows each input's placeholder as the title: "Shown to people you share lists with".
    #expect(title.text == "Shown to people you share lists with")
    let full = title.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44)).width
    #expect(full > toolbar.titleWidthLimit, "the title is longer than the room it has")
    #expect(title.frame.width <= toolbar.titleWidthLimit)
    #expect(title.numberOfLines == 1)
  }
}

extension DismissalTests {
  @Test("in landscape the toolbar takes the compact bars' 32 points and the title the wider room")
  func toolbarInLandscape() throws {
    UIKitDouble.reset()
    let screen = SettingsScreen()
    let window = screen.present()
    // A phone turned to landscape: compact height and width, where UIKit's bars are 32 points.
    window.simulateResize(to: CGSize(width: 844, height: 390))
    #expect(screen.displayName.simulateTap())
    let toolbar = try #require(screen.displayName.inputAccessoryView as? FormAccessoryToolbar)
    #expect(window.simulatedKeyboard.accessoryHeight == 32, "as tall as the system's compact bars")
    #expect(toolbar.bounds.width == 844)
    toolbar.layoutIfNeeded()
    #expect(toolbar.bounds.height == 32)
    #expect(toolbar.intrinsicContentSize.height == 32)
    let title = try #require(toolbar.titleLabel)
    let full = title.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44)).width
    #expect(toolbar.titleWidthLimit > full, "the whole title fits the landscape bar")
    #expect(title.frame.width == full)
    #expect(title.frame.height <= toolbar.bounds.height)
    // Back to portrait: 44 points again.
    window.simulateResize(to: CGSize(width: 390, height: 844))
    toolbar.layoutIfNeeded()
    #expect(window.simulatedKeyboard.accessoryHeight == 44)
    #expect(toolbar.intrinsicContentSize.height == 44)
  }

  @Test(
    "a long title leaves Previous, Next and Done their 44-point targets on a 320-point phone",
    arguments: [CGSize(width: 320, height: 568), CGSize(width: 568, height: 320)])
  func longTitleInBothOrientations(size: CGSize) throws {
    UIKitDouble.reset()
    let screen = SettingsScreen()
    let window = screen.present()
    window.simulateResize(to: size)
    #expect(screen.displayName.simulateTap())
    let toolbar = try #require(screen.displayName.inputAccessoryView as? FormAccessoryToolbar)
    toolbar.frame.size.width = size.width
    toolbar.update(
      FormToolbarState(
        previousEnabled: false, nextEnabled: true,
        title: String(repeating: "A very long title for a small phone ", count: 3)))
    toolbar.layoutIfNeeded()
    let title = try #require(toolbar.titleLabel)
    #expect(title.frame.width <= toolbar.titleWidthLimit)
    #expect(title.frame.height <= toolbar.bounds.height)
    #expect(title.numberOfLines == 1)
    // The title and the three 44-point buttons (8 points apart, 16-point margins) fit the width.
    #expect(toolbar.titleWidthLimit + 3 * (44 + 8) + 2 * 16 <= size.width + 0.01)
    #expect(toolbar.previousButton != nil && toolbar.nextButton != nil && toolbar.doneButton != nil)
    #expect(window.simulatedKeyboard.accessoryHeight == (size.width > size.height ? 32 : 44))
  }
}

extension DismissalTests {
  @Test(
    "the toolbar title follows Dynamic Type up to the largest standard size and stays in the bar")
  func toolbarTitleFollowsDynamicType() throws {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = SettingsScreen()
    let window = screen.present()
    #expect(screen.displayName.simulateTap())
    let toolbar = try #require(screen.displayName.inputAccessoryView as? FormAccessoryToolbar)
    let title = try #require(toolbar.titleLabel)
    #expect(title.font.pointSize == 13, "footnote at the default size")
    UIKitDouble.simulateContentSizeCategory(.extraSmall, in: [window])
    #expect(title.font.pointSize < 13)
    UIKitDouble.simulateContentSizeCategory(.extraExtraExtraLarge, in: [window])
    #expect(title.font.pointSize > 13)
    #expect(title.font.pointSize <= FormAccessoryToolbar.maximumTitlePointSize)
    UIKitDouble.simulateContentSizeCategory(.accessibilityExtraExtraExtraLarge, in: [window])
    #expect(title.font.pointSize == FormAccessoryToolbar.maximumTitlePointSize)
    #expect(title.frame.height <= toolbar.bounds.height, "the title stays inside the bar")
    #expect(window.simulatedKeyboard.accessoryHeight == 44)
    // What does not fit is read in the large content viewer on a long press.
    #expect(title.showsLargeContentViewer)
    #expect(title.largeContentTitle == title.text)
    #expect(toolbar.interactions.contains { $0 is UILargeContentViewerInteraction })
  }
}
