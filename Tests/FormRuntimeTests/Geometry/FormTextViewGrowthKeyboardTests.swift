import FormRuntime
import Foundation
import Testing

/// The room a growing text view has above the keyboard, and the most lines it shows there.
@Suite("Text view growth above the keyboard")
struct FormTextViewGrowthKeyboardTests {
  let insets = FormEdgeInsets(top: 8, bottom: 8)
  /// An iPhone in landscape.
  let screen = CGRect(x: 0, y: 0, width: 844, height: 390)

  @Test("the room is the visible part above the docked keyboard, less the spacing twice")
  func roomAboveKeyboard() {
    let keyboard = CGRect(x: 0, y: 149, width: 844, height: 241)
    let visible = CGRect(x: 0, y: 0, width: 844, height: 390)
    #expect(
      FormTextViewGrowth.room(
        visibleFrame: visible, keyboardFrame: keyboard, screenBounds: screen, spacing: 16)
        == 117)
    // A message under the text view comes into view with it.
    #expect(
      FormTextViewGrowth.room(
        visibleFrame: visible, keyboardFrame: keyboard, screenBounds: screen, spacing: 16,
        companionHeight: 24) == 93)
    // A container that already ends above the keyboard (the layout guide) keeps its own bottom.
    #expect(
      FormTextViewGrowth.room(
        visibleFrame: CGRect(x: 0, y: 20, width: 844, height: 100), keyboardFrame: keyboard,
        screenBounds: screen, spacing: 8) == 84)
    // Never below zero.
    #expect(
      FormTextViewGrowth.room(
        visibleFrame: CGRect(x: 0, y: 140, width: 844, height: 250), keyboardFrame: keyboard,
        screenBounds: screen, spacing: 16) == 0)
  }

  @Test(
    "a floating keyboard over the container: the room is the taller part above or below it, less the spacing twice"
  )
  func roomBesideFloatingKeyboard() {
    let visible = CGRect(x: 0, y: 0, width: 844, height: 390)
    // 100 points above the keyboard, 90 below: the avoider can put a text view that fits in
    // the taller part there, clear of the keyboard.
    let floating = CGRect(x: 200, y: 100, width: 320, height: 200)
    #expect(
      FormTextViewGrowth.room(
        visibleFrame: visible, keyboardFrame: floating, screenBounds: screen, spacing: 16) == 68)
    #expect(
      FormTextViewGrowth.room(
        visibleFrame: visible, keyboardFrame: floating, screenBounds: screen, spacing: 16,
        companionHeight: 24) == 44)
    // Lower down, the part below is the taller one.
    #expect(
      FormTextViewGrowth.room(
        visibleFrame: visible, keyboardFrame: floating.offsetBy(dx: 0, dy: -80),
        screenBounds: screen, spacing: 16) == 138)
    // A container the floating keyboard does not cover keeps the spec's most lines.
    #expect(
      FormTextViewGrowth.room(
        visibleFrame: CGRect(x: 0, y: 0, width: 844, height: 90), keyboardFrame: floating,
        screenBounds: screen, spacing: 16) == nil)
    #expect(
      FormTextViewGrowth.room(
        visibleFrame: CGRect(x: 600, y: 0, width: 244, height: 390), keyboardFrame: floating,
        screenBounds: screen, spacing: 16) == nil)
  }

  @Test("no room while the keyboard is down or nothing is visible")
  func noRoom() {
    let visible = CGRect(x: 0, y: 0, width: 844, height: 390)
    for keyboard in [
      CGRect(x: 0, y: 390, width: 844, height: 241),  // hidden: below the screen
      CGRect.zero,
    ] {
      #expect(
        FormTextViewGrowth.room(
          visibleFrame: visible, keyboardFrame: keyboard, screenBounds: screen, spacing: 16)
          == nil, "\(keyboard)")
    }
    #expect(
      FormTextViewGrowth.room(
        visibleFrame: .null, keyboardFrame: CGRect(x: 0, y: 149, width: 844, height: 241),
        screenBounds: screen, spacing: 16) == nil)
  }

  @Test(
    "the most lines are the spec's, or the whole lines that fit in the room (at least one)",
    arguments: [
      (8, nil, 8), (8, 117, 5), (8, 116, 5), (8, 115.9, 4), (3, 117, 3), (8, 10, 1),
      (nil, 117, 5), (nil, nil, nil),
    ] as [(Int?, CGFloat?, Int?)])
  func mostLines(specMax: Int?, room: CGFloat?, expected: Int?) {
    #expect(
      FormTextViewGrowth.maxLines(specMax, fittingIn: room, lineHeight: 20, insets: insets)
        == expected)
  }

  @Test("a SwiftUI screen's room is its scroll's visible height less the spacing twice")
  func roomOfVisibleHeight() {
    #expect(FormTextViewGrowth.room(visibleHeight: 149, spacing: 16) == 117)
    // The same room as a UIKit screen with the keyboard's top at the same height.
    #expect(
      FormTextViewGrowth.room(visibleHeight: 149, spacing: 16)
        == FormTextViewGrowth.room(
          visibleFrame: screen, keyboardFrame: CGRect(x: 0, y: 149, width: 844, height: 241),
          screenBounds: screen, spacing: 16))
    #expect(FormTextViewGrowth.room(visibleHeight: 149, spacing: 16, companionHeight: 24) == 93)
    #expect(FormTextViewGrowth.room(visibleHeight: 20, spacing: 16) == 0)
    for height in [nil, 0, -1, CGFloat.infinity] as [CGFloat?] {
      #expect(FormTextViewGrowth.room(visibleHeight: height, spacing: 16) == nil)
    }
  }

  @Test(
    "the line range keeps the spec's fewest lines up to the capped most",
    arguments: [
      (1...10, 117 as CGFloat?, 1...4), (1...10, nil, 1...10), (1...3, 117, 1...3),
      (6...10, 117, 4...4), (2...10, 0, 1...1),
    ] as [(ClosedRange<Int>, CGFloat?, ClosedRange<Int>)])
  func lineRange(lines: ClosedRange<Int>, room: CGFloat?, expected: ClosedRange<Int>) {
    #expect(
      FormTextViewGrowth.lineRange(lines, fittingIn: room, lineHeight: 24, insets: insets)
        == expected)
  }
}

/// A text view that grows without a limit (`lines.max: none`, `Int.max` as the most lines): the
/// keyboard does not cap it, it never scrolls inside itself, and its container reveals its caret.
@Suite("Text view growth without a limit")
struct FormTextViewGrowthUnboundedTests {
  let insets = FormEdgeInsets(top: 8, bottom: 8)

  @Test("the keyboard caps a bounded text view but not one without a limit")
  func keyboardDoesNotCap() {
    #expect(
      FormTextViewGrowth.lineRange(3...8, fittingIn: 117, lineHeight: 20.5, insets: insets)
        == 3...4)
    #expect(
      FormTextViewGrowth.lineRange(2...Int.max, fittingIn: 117, lineHeight: 20.5, insets: insets)
        == 2...Int.max)
  }

  @Test("it never scrolls inside itself")
  func neverScrolls() {
    #expect(!FormTextViewGrowth.scrolls(lineCount: 500, maxLines: Int.max))
    #expect(
      FormTextViewGrowth.visibleLines(lineCount: 500, minLines: 2, maxLines: Int.max) == 500)
  }

  @Test("a tall text view's caret is revealed, not its top")
  func caretRevealed() {
    // A scroll view showing 300 points, a 1 000-point text view at y 100, its caret on its last
    // line: the offset brings the caret above the visible bottom.
    let viewport = FormScrollViewport(
      contentOffset: .zero, boundsSize: CGSize(width: 390, height: 300),
      contentSize: CGSize(width: 390, height: 1_400), adjustedContentInset: FormEdgeInsets())
    let offset = viewport.offset(
      revealing: CGRect(x: 0, y: 100, width: 390, height: 1_000),
      caret: CGRect(x: 8, y: 1_070, width: 2, height: 20), spacing: 16)
    #expect(abs((offset?.y ?? 0) - 806) < 0.001, "\(String(describing: offset))")
  }
}
