import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// A growing text view on an iPhone turned to landscape (issue 30): `Specs/EventEditor`'s notes
/// grow to 8 lines, more than the room the keyboard and its toolbar leave above them. While the
/// keyboard is up, their most lines are what fits in the table's visible part above it, less the
/// keyboard spacing above and below; past that they scroll inside themselves, their caret in
/// view. Once the keyboard hides, or the phone is upright again, they grow to their 8 lines.
@MainActor
@Suite(.serialized)
struct LandscapeGrowthTests {
  /// An iPhone 16 turned to landscape: 844 × 390 points, the Dynamic Island's 47 points at each
  /// side and 21 at the bottom, a 209-point keyboard (the 32-point toolbar comes on top).
  static let landscape = CGSize(width: 844, height: 390)
  static let landscapeSafeArea = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

  /// The EventEditor screen turned to landscape, its notes' row following their height (the
  /// spec's table takes the keyboard's part as its bottom inset: `avoidance` is `insets`).
  func landscapeScreen() -> (EventEditorScreen, UIWindow) {
    UIKitDouble.reset()
    let screen = EventEditorScreen()
    screen.sizesNotesRow = true
    let window = screen.present()
    window.simulateResize(
      to: Self.landscape, safeAreaInsets: Self.landscapeSafeArea, keyboardHeight: 209)
    return (screen, window)
  }

  /// The notes' frame and their caret's, in the window (the screen's coordinates).
  func frames(_ screen: EventEditorScreen) -> (notes: CGRect, caret: CGRect) {
    let notes = screen.notes
    let caret = notes.caretRect(for: notes.selectedTextRange?.end ?? notes.endOfDocument)
    return (notes.convert(notes.bounds, to: nil), notes.convert(caret, to: nil))
  }

  /// Types `lines` lines' worth of wrapping text (no line breaks) into the focused notes.
  func type(lines: Int, into screen: EventEditorScreen, in window: UIWindow) {
    let width = screen.notes.bounds.width
    let perLine = Int(width / ((screen.notes.font ?? .systemFont(ofSize: 17)).pointSize * 0.5))
    for _ in 0..<lines {
      window.simulateTyping(String(repeating: "word ", count: perLine / 5 + 1))
    }
    window.layoutIfNeeded()
  }

  @Test(
    "in landscape the notes typed past what fits above the keyboard stay whole in view, top and caret"
  )
  func notesFitAboveTheKeyboard() throws {
    let (screen, window) = landscapeScreen()
    screen.keyboard.focus(.notes)
    #expect(screen.notes.isFirstResponder)
    type(lines: 12, into: screen, in: window)
    let keyboardTop = window.simulatedKeyboard.frame.minY
    #expect(abs(keyboardTop - (390 - 209 - 32)) < 0.5)
    let table = screen.table.convert(screen.table.bounds, to: nil)
    let visibleTop = table.minY + screen.table.adjustedContentInset.top
    let (notes, caret) = frames(screen)
    #expect(notes.minY >= visibleTop, "the notes' top is in view: \(notes), table \(table)")
    #expect(notes.maxY <= keyboardTop, "the notes' bottom is above the keyboard: \(notes)")
    #expect(
      caret.minY >= notes.minY - 0.5 && caret.maxY <= notes.maxY + 0.5,
      "the caret shows inside the notes: caret \(caret), notes \(notes)")
    #expect(caret.maxY <= keyboardTop, "the caret is above the keyboard: \(caret)")
    #expect(screen.notes.isScrollEnabled, "the notes scroll inside themselves")
    // The keyboard's spacing (16 points) stays above and below them.
    let spacing = CGFloat(EventEditorForm.schema.keyboard.spacing)
    #expect(notes.height + 2 * spacing <= keyboardTop - visibleTop + 0.5)
  }

  @Test("the notes grow to their 8 lines again once the keyboard hides, and upright")
  func specCapReturns() throws {
    let (screen, window) = landscapeScreen()
    screen.keyboard.focus(.notes)
    type(lines: 12, into: screen, in: window)
    let lineHeight = (screen.notes.font ?? .systemFont(ofSize: 17)).lineHeight
    let eightLines = 8 * lineHeight + 16
    #expect(screen.notes.frame.height < eightLines - 1, "capped while the keyboard is up")
    // Upright again, with the keyboard up: the whole 8 lines fit above it.
    window.simulateResize(
      to: CGSize(width: 390, height: 844),
      safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), keyboardHeight: 336)
    window.layoutIfNeeded()
    #expect(abs(screen.notes.frame.height - eightLines) < 0.5, "\(screen.notes.frame)")
    // Landscape again, then the keyboard hides: the spec's 8 lines.
    window.simulateResize(
      to: Self.landscape, safeAreaInsets: Self.landscapeSafeArea, keyboardHeight: 209)
    window.layoutIfNeeded()
    #expect(screen.notes.frame.height < eightLines - 1, "capped again in landscape")
    screen.keyboard.focus(nil)
    window.layoutIfNeeded()
    #expect(!window.simulatedKeyboard.isVisible)
    #expect(abs(screen.notes.frame.height - eightLines) < 0.5, "\(screen.notes.frame)")
  }
}
