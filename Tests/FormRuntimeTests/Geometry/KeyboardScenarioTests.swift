import FormRuntime
import Foundation
import Testing

/// The situations keyboard-handling guides warn about, run through the pure geometry the UIKit
/// adapter uses: overlap → bottom inset → content offset.
@Suite("Keyboard scenarios")
struct KeyboardScenarioTests {
  let spacing: CGFloat = 16

  @Test(
    "first input at the top stays put; last input at the bottom ends `spacing` above the keyboard",
    arguments: [Screen.notchedPortrait, .homeButtonPortrait], [216, 291, 336] as [CGFloat])
  func firstAndLastInput(screen: Screen, keyboardHeight: CGFloat) throws {
    var scene = ScrollScene(fullScreen: screen, contentHeight: Column.height(20))
    scene.keyboard(screen.keyboard(height: keyboardHeight), on: screen)
    #expect(scene.reveal(Column.input(0), spacing: spacing) == nil)

    try #require(scene.reveal(Column.input(19), spacing: spacing) != nil)
    let last = scene.onScreen(Column.input(19))
    let keyboardTop = screen.bounds.maxY - keyboardHeight
    #expect(keyboardTop - last.maxY == spacing)
  }

  @Test(
    "the safe area is counted once, whether or not the scroll view adds it",
    arguments: [Screen.notchedPortrait, .homeButtonPortrait, .notchedLandscape], [true, false])
  func safeAreaCountedOnce(screen: Screen, addsSafeArea: Bool) throws {
    let keyboardHeight: CGFloat = screen.bounds.height > 700 ? 336 : 209
    var scene = ScrollScene(
      fullScreen: screen, addsSafeArea: addsSafeArea, contentHeight: Column.height(30))
    scene.keyboard(screen.keyboard(height: keyboardHeight), on: screen)
    #expect(scene.adjustedContentInset.bottom == keyboardHeight)
    try #require(scene.reveal(Column.input(20), spacing: spacing) != nil)
    // Counted twice, the gap would grow by the safe area; counted never, the input would hide.
    #expect(screen.bounds.maxY - keyboardHeight - scene.onScreen(Column.input(20)).maxY == spacing)
  }

  @Test("keyboards of different heights give different insets on a notched phone")
  func keyboardHeights() {
    let screen = Screen.notchedPortrait
    let insets = [216, 291, 336].map { (height: CGFloat) -> CGFloat in
      var scene = ScrollScene(fullScreen: screen, contentHeight: 2000)
      scene.keyboard(screen.keyboard(height: height), on: screen)
      return scene.keyboardInset
    }
    #expect(insets == [182, 257, 302])
  }

  @Test("the predictive bar appearing while shown re-reveals the input")
  func predictiveBarAppears() throws {
    let screen = Screen.notchedPortrait
    var scene = ScrollScene(fullScreen: screen, contentHeight: Column.height(20))
    scene.keyboard(screen.keyboard(height: 291), on: screen)
    scene.reveal(Column.input(10), spacing: spacing)
    scene.keyboard(screen.keyboard(height: 336), on: screen)
    try #require(scene.reveal(Column.input(10), spacing: spacing) != nil)
    #expect(screen.bounds.maxY - 336 - scene.onScreen(Column.input(10)).maxY == spacing)
  }

  @Test("rotation: a new frame while shown re-applies the inset and the offset")
  func rotation() throws {
    var scene = ScrollScene(
      fullScreen: .notchedPortrait, contentHeight: Column.height(20))
    scene.keyboard(Screen.notchedPortrait.keyboard(height: 336), on: .notchedPortrait)
    scene.reveal(Column.input(8), spacing: spacing)
    #expect(scene.keyboardInset == 302)

    // Landscape: the scroll view is resized, the keyboard is shorter and the safe area smaller.
    let landscape = Screen.notchedLandscape
    scene.frame = landscape.bounds
    scene.safeArea = landscape.safeArea
    scene.contentSize.width = landscape.bounds.width
    scene.keyboard(landscape.keyboard(height: 209), on: landscape)
    #expect(scene.keyboardInset == 188)
    #expect(scene.adjustedContentInset.bottom == 209)

    let input = Column.input(8, width: 700)
    if scene.reveal(input, spacing: spacing) == nil {
      // Already visible: it must then be clear of the keyboard.
      #expect(scene.onScreen(input).maxY + spacing <= landscape.bounds.maxY - 209)
    }
    let onScreen = scene.onScreen(input)
    #expect(onScreen.maxY + spacing <= landscape.bounds.maxY - 209)
    #expect(onScreen.minY >= 0)

    // And back to portrait.
    scene.frame = Screen.notchedPortrait.bounds
    scene.safeArea = Screen.notchedPortrait.safeArea
    scene.keyboard(Screen.notchedPortrait.keyboard(height: 336), on: .notchedPortrait)
    #expect(scene.keyboardInset == 302)
  }

  @Test("a text view growing while the keyboard is up keeps its caret above the keyboard")
  func growingTextView() throws {
    let screen = Screen.notchedPortrait
    let keyboardTop = screen.bounds.maxY - 336
    var scene = ScrollScene(fullScreen: screen, contentHeight: 1400)
    scene.keyboard(screen.keyboard(height: 336), on: screen)
    let insets = FormEdgeInsets(top: 8, bottom: 8)
    func textView(lines: Int) -> CGRect {
      let height = FormTextViewGrowth.height(
        lineCount: lines, lineHeight: 20, insets: insets, minLines: 3, maxLines: 8)
      return CGRect(x: 16, y: 700, width: 361, height: height)
    }
    func caret(afterLines lines: Int) -> CGRect {
      let line = min(lines, 8) - 1
      return CGRect(x: 20, y: 700 + insets.top + 20 * CGFloat(line), width: 2, height: 20)
    }

    scene.reveal(textView(lines: 3), caret: caret(afterLines: 3), spacing: spacing)
    #expect(keyboardTop - scene.onScreen(textView(lines: 3)).maxY == spacing)

    // Typing grows it line by line; each re-scroll keeps the caret `spacing` above the keyboard.
    for lines in 4...8 {
      try #require(
        scene.reveal(textView(lines: lines), caret: caret(afterLines: lines), spacing: spacing)
          != nil)
      #expect(keyboardTop - scene.onScreen(textView(lines: lines)).maxY == spacing)
    }
    // Past the most lines the view stops growing and scrolls inside itself: nothing moves.
    #expect(
      scene.reveal(textView(lines: 12), caret: caret(afterLines: 12), spacing: spacing) == nil)
  }

  @Test("a text view taller than the space above the keyboard shows the caret, not its bottom")
  func tallTextView() throws {
    let screen = Screen.homeButtonPortrait
    let keyboardTop = screen.bounds.maxY - 260
    var scene = ScrollScene(fullScreen: screen, contentHeight: 2000)
    scene.keyboard(screen.keyboard(height: 260), on: screen)
    let visible = scene.viewport.visibleRect.height
    let textView = CGRect(x: 16, y: 300, width: 343, height: visible + 200)
    let caret = CGRect(x: 20, y: 700, width: 2, height: 20)
    try #require(scene.reveal(textView, caret: caret, spacing: spacing) != nil)
    let caretOnScreen = scene.onScreen(caret)
    #expect(caretOnScreen.maxY + spacing == keyboardTop)
    #expect(caretOnScreen.minY - spacing >= screen.safeArea.top)
  }

  @Test("a text view taller than the space above the keyboard, without a caret, aligns its top")
  func tallTextViewWithoutCaret() throws {
    let screen = Screen.homeButtonPortrait
    var scene = ScrollScene(fullScreen: screen, contentHeight: 2000)
    scene.keyboard(screen.keyboard(height: 260), on: screen)
    let textView = CGRect(x: 16, y: 300, width: 343, height: 600)
    try #require(scene.reveal(textView, spacing: spacing) != nil)
    // Its top, not its top less the spacing, meets the top of the visible area: what does not fit
    // gives up the spacing above as well.
    #expect(scene.onScreen(textView).minY == screen.safeArea.top)
  }

  @Test("a hardware keyboard leaves a small inset and most of the screen")
  func hardwareKeyboard() {
    let screen = Screen.iPadPortrait
    var scene = ScrollScene(fullScreen: screen, contentHeight: 3000)
    scene.keyboard(CGRect(x: 0, y: 1139, width: 834, height: 55), on: screen)
    #expect(scene.keyboardInset == 35)
    #expect(scene.reveal(Column.input(3), spacing: spacing) == nil)
  }

  @Test(
    "an undocked, split or floating iPad keyboard leaves the insets alone",
    arguments: [
      CGRect(x: 0, y: 520, width: 834, height: 320),
      CGRect(x: 0, y: 640, width: 834, height: 250),
      CGRect(x: 257, y: 600, width: 320, height: 260),
    ])
  func undocked(frame: CGRect) {
    let screen = Screen.iPadPortrait
    var scene = ScrollScene(fullScreen: screen, contentHeight: 3000)
    scene.keyboard(screen.keyboard(height: 320), on: screen)
    #expect(scene.keyboardInset == 300)
    scene.keyboard(frame, on: screen)
    #expect(scene.keyboardInset == 0)
  }

  @Test("hiding the keyboard removes the inset")
  func hiding() {
    let screen = Screen.notchedPortrait
    var scene = ScrollScene(fullScreen: screen, contentHeight: 2000)
    scene.keyboard(screen.keyboard(height: 336), on: screen)
    scene.keyboard(screen.hiddenKeyboard(height: 336), on: screen)
    #expect(scene.keyboardInset == 0)
  }

  @Test("an iPad form sheet: the last input ends `spacing` above the keyboard")
  func formSheet() throws {
    let screen = Screen.iPadLandscape
    let sheet = CGRect(x: 327, y: 107, width: 540, height: 620)
    var scene = ScrollScene(
      frame: sheet, safeArea: FormEdgeInsets(top: 56), addsSafeArea: true,
      contentSize: CGSize(width: 540, height: Column.height(12)))
    let overlap = scene.keyboard(screen.keyboard(height: 405), on: screen)
    #expect(overlap == 298)
    #expect(scene.keyboardInset == 298)
    try #require(scene.reveal(Column.input(11, width: 508), spacing: spacing) != nil)
    #expect(screen.bounds.maxY - 405 - scene.onScreen(Column.input(11, width: 508)).maxY == spacing)
  }

  @Test("an iPad popover above the keyboard keeps its insets")
  func popover() {
    let screen = Screen.iPadPortrait
    var scene = ScrollScene(
      frame: CGRect(x: 400, y: 200, width: 320, height: 480), safeArea: .zero, addsSafeArea: true,
      contentSize: CGSize(width: 320, height: 900))
    #expect(scene.keyboard(screen.keyboard(height: 320), on: screen) == 0)
    #expect(scene.keyboardInset == 0)
  }
}
