import FormRuntime
import SwiftUI
import Testing
import UIKit

@testable import GeneratedForms

/// A growing text input of a generated SwiftUI `table` screen (a `Form`) on an iPhone turned to
/// landscape (issue 28): `Specs/EventEditor`'s notes grow to 5 lines, more than the room the
/// keyboard and its toolbar leave above them. While the keyboard is up, their most lines
/// (`lineLimit`) are what fits in the `Form`'s visible height, less the keyboard spacing kept
/// below them, as on a `scroll` screen (``SwiftUITextViewSpacingCapTests``); once the keyboard
/// hides, the spec's lines come back.
@MainActor
@Suite("Generated SwiftUI table screens: a growing text input fits above the keyboard", .serialized)
struct SwiftUITableTextViewKeyboardCapTests {
  /// The EventEditor screen in landscape (the geometry of ``SwiftUITextViewKeyboardCapTests``).
  func landscapeScreen() -> SwiftUIHost<some View> {
    let host = SwiftUIHost(EventEditorFormView(form: EventEditorForm()))
    host.safeAreaSize = SwiftUITextViewKeyboardCapTests.landscapeSafeArea
    host.keyboardHeight = SwiftUITextViewKeyboardCapTests.keyboardOverlap
    host.settle()
    return host
  }

  /// The height the notes take at `lines` lines: the lines of the body text style, plus the text
  /// input's padding above and below.
  func height(lines: Int) -> CGFloat {
    CGFloat(lines) * UIFont.preferredFont(forTextStyle: .body).lineHeight + 2
      * FormLayoutMetrics.standard.textViewInset
  }

  @Test("in landscape with the keyboard up, the notes grow only as far as fits above it")
  func notesFitAboveTheKeyboard() throws {
    let host = landscapeScreen()
    #expect(host.tap("notes"))
    #expect(host.focusedInput?.identifier == "notes")
    let limit = try #require(host.node("notes")?.lineLimit)
    let visible =
      SwiftUITextViewKeyboardCapTests.landscapeSafeArea.height
      - SwiftUITextViewKeyboardCapTests.keyboardOverlap
    let spacing = CGFloat(EventEditorForm.schema.keyboard.spacing)
    // The spacing once, below the notes: the `Form` is laid out inside the screen's clear inset
    // of `keyboard.spacing` above the keyboard, and `scrollTo` keeps nothing above them.
    #expect(
      height(lines: limit.upperBound) + spacing <= visible,
      "\(limit.upperBound) lines and the spacing fit in \(visible) points")
    #expect(height(lines: limit.upperBound + 1) + spacing > visible, "one more would not")
    #expect(limit.upperBound < (EventEditorForm.schema[.notes].lines ?? 1...5).upperBound)
  }

  @Test("the notes grow to the spec's lines again once the keyboard hides")
  func specLinesReturn() throws {
    let host = landscapeScreen()
    let spec = EventEditorForm.schema[.notes].lines ?? 1...5
    #expect(host.node("notes")?.lineLimit == spec, "before the keyboard shows")
    host.tap("notes")
    #expect(try #require(host.node("notes")?.lineLimit).upperBound < spec.upperBound)
    #expect(host.tapToolbarItem(FormAccessibilityIdentifier.done))
    #expect(host.focusedInput == nil)
    #expect(host.node("notes")?.lineLimit == spec, "after the keyboard hid")
  }
}
