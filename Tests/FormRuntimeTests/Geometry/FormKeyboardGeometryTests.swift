import FormRuntime
import Foundation
import Testing

@Suite("Keyboard geometry")
struct FormKeyboardGeometryTests {
  @Test("the keyboard's frame in a view's coordinates")
  func convertsIntoViewCoordinates() {
    let keyboard = CGRect(x: 0, y: 874, width: 834, height: 320)
    let sheet = CGRect(x: 147, y: 287, width: 540, height: 620)
    #expect(
      FormKeyboardGeometry.keyboardFrame(keyboard, inViewWithScreenFrame: sheet)
        == CGRect(x: -147, y: 587, width: 834, height: 320))
  }

  @Test(
    "a docked keyboard covers its height of a full-screen view",
    arguments: [216, 260, 291, 336] as [CGFloat])
  func dockedKeyboardOverlap(height: CGFloat) {
    let screen = Screen.notchedPortrait
    let overlap = FormKeyboardGeometry.overlap(
      keyboardFrame: screen.keyboard(height: height), viewFrame: screen.bounds,
      screenBounds: screen.bounds)
    #expect(overlap == height)
  }

  @Test(
    "a view pinned over a scroll view covers it from its top to the scroll view's bottom",
    arguments: [
      // A 60-point button above a 34-point home indicator: 94 points.
      ("sticky button", CGRect(x: 0, y: 750, width: 390, height: 60), 94),
      // Floating 16 points in from the sides: the strip under it is covered too.
      ("floating button", CGRect(x: 16, y: 700, width: 358, height: 50), 144),
      // Beside the scroll view, or below it: nothing.
      ("beside", CGRect(x: 400, y: 700, width: 100, height: 50), 0),
      ("below", CGRect(x: 0, y: 844, width: 390, height: 50), 0),
      ("empty", CGRect(x: 0, y: 700, width: 0, height: 0), 0),
      // Taller than the scroll view: at most its height.
      ("taller", CGRect(x: 0, y: -100, width: 390, height: 1000), 844),
    ] as [(String, CGRect, CGFloat)])
  func obstructionOverlap(name: String, obstruction: CGRect, covered: CGFloat) {
    let scrollView = CGRect(x: 0, y: 0, width: 390, height: 844)
    #expect(
      FormKeyboardGeometry.overlap(obstructionFrame: obstruction, viewFrame: scrollView) == covered)
  }

  @Test("a view that ends above the keyboard is not covered")
  func viewAboveKeyboard() {
    let screen = Screen.notchedPortrait
    let view = CGRect(x: 0, y: 100, width: 393, height: 400)
    #expect(
      FormKeyboardGeometry.overlap(
        keyboardFrame: screen.keyboard(height: 336), viewFrame: view, screenBounds: screen.bounds)
        == 0)
  }

  @Test("a keyboard leaving the screen covers nothing")
  func hidingKeyboard() {
    let screen = Screen.notchedPortrait
    #expect(
      FormKeyboardGeometry.overlap(
        keyboardFrame: screen.hiddenKeyboard(height: 336), viewFrame: screen.bounds,
        screenBounds: screen.bounds) == 0)
  }

  @Test(
    "undocked, split and floating iPad keyboards cover nothing",
    arguments: [
      ("undocked", CGRect(x: 0, y: 520, width: 834, height: 320)),
      ("split", CGRect(x: 0, y: 640, width: 834, height: 250)),
      ("floating", CGRect(x: 257, y: 600, width: 320, height: 260)),
      ("zero", CGRect.zero),
      ("null", CGRect.null),
    ])
  func keyboardsOffTheBottom(name: String, frame: CGRect) {
    let screen = Screen.iPadPortrait
    #expect(
      FormKeyboardGeometry.overlap(
        keyboardFrame: frame, viewFrame: screen.bounds, screenBounds: screen.bounds) == 0)
    #expect(FormKeyboardGeometry.dockedKeyboardFrame(frame, screenBounds: screen.bounds) == nil)
  }

  @Test(
    "a hardware keyboard covers only the shortcuts bar",
    arguments: [
      ("short frame", CGRect(x: 0, y: 1139, width: 834, height: 55)),
      ("full frame below the screen", CGRect(x: 0, y: 1139, width: 834, height: 320)),
    ])
  func hardwareKeyboard(name: String, frame: CGRect) {
    let screen = Screen.iPadPortrait
    let overlap = FormKeyboardGeometry.overlap(
      keyboardFrame: frame, viewFrame: screen.bounds, screenBounds: screen.bounds)
    #expect(overlap == 55)
    let inset = FormKeyboardGeometry.bottomInset(
      overlap: overlap, safeAreaBottom: screen.safeArea.bottom, adjustsForSafeArea: true)
    #expect(inset == 35)
  }

  @Test("a hardware keyboard bar shorter than the safe area needs no inset")
  func hardwareBarWithinSafeArea() {
    #expect(
      FormKeyboardGeometry.bottomInset(overlap: 20, safeAreaBottom: 34, adjustsForSafeArea: true)
        == 0)
    #expect(
      FormKeyboardGeometry.bottomInset(overlap: 20, safeAreaBottom: 34, adjustsForSafeArea: false)
        == 20)
  }

  @Test(
    "iPad form sheets and popovers get only the covered part",
    arguments: [
      // Form sheet 540 × 620, centred in portrait: ends at 907, the keyboard starts at 874.
      (
        "form sheet, portrait", Screen.iPadPortrait,
        CGRect(x: 147, y: 287, width: 540, height: 620),
        320 as CGFloat, 33 as CGFloat
      ),
      // The same sheet in landscape ends at 727; a 405-point keyboard starts at 429.
      (
        "form sheet, landscape", Screen.iPadLandscape,
        CGRect(x: 327, y: 107, width: 540, height: 620), 405, 298
      ),
      (
        "popover above the keyboard", Screen.iPadPortrait,
        CGRect(x: 400, y: 200, width: 320, height: 480), 320, 0
      ),
      (
        "popover reaching under the keyboard", Screen.iPadPortrait,
        CGRect(x: 400, y: 600, width: 320, height: 400), 320, 126
      ),
    ])
  func sheetsAndPopovers(
    name: String, screen: Screen, view: CGRect, keyboardHeight: CGFloat, expected: CGFloat
  ) {
    let overlap = FormKeyboardGeometry.overlap(
      keyboardFrame: screen.keyboard(height: keyboardHeight), viewFrame: view,
      screenBounds: screen.bounds)
    #expect(overlap == expected)
    // A sheet or popover has no bottom safe area of its own: the inset is the overlap.
    #expect(
      FormKeyboardGeometry.bottomInset(
        overlap: overlap, safeAreaBottom: 0, adjustsForSafeArea: true)
        == expected)
  }

  @Test(
    "the safe area is counted once",
    arguments: [Screen.notchedPortrait, .homeButtonPortrait, .notchedLandscape],
    [true, false])
  func safeAreaCountedOnce(screen: Screen, adjusts: Bool) {
    let keyboardHeight: CGFloat = screen.bounds.height > 700 ? 336 : 216
    let overlap = FormKeyboardGeometry.overlap(
      keyboardFrame: screen.keyboard(height: keyboardHeight), viewFrame: screen.bounds,
      screenBounds: screen.bounds)
    let inset = FormKeyboardGeometry.bottomInset(
      overlap: overlap, safeAreaBottom: screen.safeArea.bottom, adjustsForSafeArea: adjusts)
    // What the scroll view ends up applying at the bottom: exactly the covered height.
    let adjustedBottom = inset + (adjusts ? screen.safeArea.bottom : 0)
    #expect(adjustedBottom == overlap)
    #expect(inset == (adjusts ? overlap - screen.safeArea.bottom : overlap))
  }

  @Test("negative overlap and safe area are treated as zero")
  func negativeInputs() {
    #expect(
      FormKeyboardGeometry.bottomInset(overlap: -5, safeAreaBottom: 34, adjustsForSafeArea: true)
        == 0)
    #expect(
      FormKeyboardGeometry.bottomInset(overlap: 100, safeAreaBottom: -5, adjustsForSafeArea: true)
        == 100)
  }

  @Test(
    "curves become animation options (curve << 16)",
    arguments: [(0, 0), (1, 65_536), (2, 131_072), (3, 196_608), (7, 458_752), (-1, 0)]
      as [(Int, UInt)])
  func animationOptions(curve: Int, expected: UInt) {
    #expect(FormKeyboardGeometry.animationOptions(curve: curve) == expected)
  }

  @Test(
    "an undocked, split or floating keyboard is floating; a docked, hidden or empty one is not",
    arguments: [
      ("undocked", CGRect(x: 0, y: 500, width: 834, height: 300), true),
      ("floating", CGRect(x: 257, y: 600, width: 320, height: 260), true),
      ("docked", CGRect(x: 0, y: 874, width: 834, height: 320), false),
      ("hidden", CGRect(x: 257, y: 1194, width: 320, height: 260), false),
      ("hardware keyboard bar", CGRect(x: 0, y: 1139, width: 834, height: 55), false),
      ("zero", CGRect.zero, false),
      ("null", CGRect.null, false),
    ])
  func floatingKeyboardFrame(name: String, frame: CGRect, floats: Bool) {
    let screen = Screen.iPadPortrait
    let floating = FormKeyboardGeometry.floatingKeyboardFrame(frame, screenBounds: screen.bounds)
    #expect((floating != nil) == floats, "\(name)")
    if floats { #expect(floating == frame) }
  }

  @Test(
    "the least scroll that clears a floating keyboard: above it when there is room, else below it, none when clear",
    arguments: [
      // A field under the keyboard's top: up until it is 16 points above it.
      ("above", CGRect(x: 16, y: 620, width: 358, height: 44), CGFloat(620 + 44 + 16 - 600)),
      // Within the spacing above the keyboard: up by the rest of it.
      ("within spacing", CGRect(x: 16, y: 550, width: 358, height: 44), CGFloat(10)),
      // Clear of it, spacing kept: nothing.
      ("clear", CGRect(x: 16, y: 400, width: 358, height: 44), CGFloat(0)),
    ])
  func scrollClearing(name: String, target: CGRect, expected: CGFloat) {
    let keyboard = CGRect(x: 257, y: 600, width: 320, height: 260)
    let delta = FormKeyboardGeometry.scrollClearing(
      floatingKeyboard: keyboard, target: target, visibleTop: 24, spacing: 16)
    #expect(abs(delta - expected) < 0.001, "\(name): \(delta)")
  }

  @Test("no room above a floating keyboard near the top: the least scroll down below it")
  func scrollClearingBelow() {
    let keyboard = CGRect(x: 257, y: 60, width: 320, height: 260)
    let target = CGRect(x: 16, y: 100, width: 358, height: 44)
    let delta = FormKeyboardGeometry.scrollClearing(
      floatingKeyboard: keyboard, target: target, visibleTop: 24, spacing: 16)
    #expect(abs(delta - (100 - 16 - 320)) < 0.001, "\(delta)")
  }

  @Test("a floating keyboard beside the target, not across it, moves nothing")
  func scrollClearingBeside() {
    let keyboard = CGRect(x: 400, y: 600, width: 320, height: 260)
    let target = CGRect(x: 16, y: 620, width: 358, height: 44)
    #expect(
      FormKeyboardGeometry.scrollClearing(
        floatingKeyboard: keyboard, target: target, visibleTop: 24, spacing: 16) == 0)
  }

  @Test(
    "a bar riding on a floating keyboard ends spacing above it wherever it floats; near the top or below the bar it stays",
    arguments: [
      // Over the bar (its place without a lift, at the bottom): up onto the keyboard.
      ("over the bar", CGFloat(872), CGFloat(872 - 8 - 36) as CGFloat?),
      // Dragged higher, the bar's place no longer under it: up onto it all the same.
      ("higher", CGFloat(572), CGFloat(572 - 8 - 36) as CGFloat?),
      // Dragged lower again: the bar follows it down.
      ("lower", CGFloat(722), CGFloat(722 - 8 - 36) as CGFloat?),
      // Near the top: no room above it for the bar and its spacing, which stays.
      ("near the top", CGFloat(40), nil),
      // Its top more than the spacing below the bar's place: nothing to lift.
      ("below the bar", CGFloat(1140), nil),
      // Its top within the spacing below the bar: up by the rest of the spacing.
      ("within spacing", CGFloat(1130), CGFloat(1130 - 8 - 36) as CGFloat?),
    ])
  func ridingTop(name: String, keyboardTop: CGFloat, expected: CGFloat?) {
    let keyboard = CGRect(x: 250, y: keyboardTop, width: 320, height: 254)
    let bar = CGRect(x: 16, y: 1092, width: 700, height: 36)
    let top = FormKeyboardGeometry.ridingTop(of: bar, on: keyboard, visibleTop: 0, spacing: 8)
    #expect((top == nil) == (expected == nil), "\(name): \(String(describing: top))")
    if let top, let expected { #expect(abs(top - expected) < 0.001, "\(name): \(top)") }
  }

  @Test("a floating keyboard beside the bar, not across it, carries it all the same (as the guide)")
  func ridingTopBeside() {
    let keyboard = CGRect(x: 0, y: 600, width: 320, height: 254)
    let bar = CGRect(x: 400, y: 1092, width: 300, height: 36)
    let top = FormKeyboardGeometry.ridingTop(of: bar, on: keyboard, visibleTop: 24, spacing: 8)
    #expect(
      top.map { abs($0 - CGFloat(600 - 8 - 36)) < 0.001 } == true, "\(String(describing: top))")
  }
}
