import Testing
import XCTest

@testable import FormUITesting

/// An app of fixed elements: a label that spells an input's id, then the input.
@MainActor
private final class FixedApp: XCUIApplicationDouble {
  var isRunning = false
  var screenBounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }
  var focused = false
  var typed = ""
  var elements: [XCUIElementSnapshotDouble] {
    [
      XCUIElementSnapshotDouble(
        handle: 0, elementType: .staticText, label: "email",
        frame: CGRect(x: 16, y: 100, width: 358, height: 20)),
      XCUIElementSnapshotDouble(
        handle: 1, elementType: .textField, identifier: "email", label: "Email",
        frame: CGRect(x: 16, y: 124, width: 358, height: 44), hasKeyboardFocus: focused),
    ]
  }
  func launch(arguments: [String], environment: [String: String]) { isRunning = true }
  func terminate() { isRunning = false }
  func tap(_ handle: Int) { focused = handle == 1 }
  func typeText(_ text: String, into handle: Int) { typed += text }
  func swipe(down: Bool, on handle: Int) {}
  var drags: [(CGPoint, CGPoint)] = []
  func drag(from start: CGPoint, to end: CGPoint) { drags.append((start, end)) }
  func deviceDidRotate(to orientation: UIDeviceOrientation) {}
}

/// An app of nested elements: `a` holds `b` (which holds `c`) and `d`; `e` is beside `a`.
@MainActor
private final class NestedApp: XCUIApplicationDouble {
  var isRunning = false
  var screenBounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }
  var elements: [XCUIElementSnapshotDouble] {
    func element(_ id: String, _ children: [XCUIElementSnapshotDouble] = [])
      -> XCUIElementSnapshotDouble
    {
      XCUIElementSnapshotDouble(
        handle: Int(id.unicodeScalars.first!.value), elementType: .other, identifier: id,
        frame: CGRect(x: 0, y: 0, width: 10, height: 10), children: children)
    }
    return [element("a", [element("b", [element("c")]), element("d")]), element("e")]
  }
  func launch(arguments: [String], environment: [String: String]) { isRunning = true }
  func terminate() { isRunning = false }
  func tap(_ handle: Int) {}
  func typeText(_ text: String, into handle: Int) {}
  func swipe(down: Bool, on handle: Int) {}
  func drag(from start: CGPoint, to end: CGPoint) {}
  func deviceDidRotate(to orientation: UIDeviceOrientation) {}
}

/// An app under a large-title navigation bar with the keyboard up: what the walk's drags see.
@MainActor
private final class LargeTitleApp: XCUIApplicationDouble {
  var isRunning = false
  var screenBounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }
  /// A large title's bar: the status bar's 59 points and the bar's 96.
  static let bar = CGRect(x: 0, y: 0, width: 390, height: 155)
  static let keyboard = CGRect(x: 0, y: 508, width: 390, height: 336)
  var arguments: [String] = []
  var elements: [XCUIElementSnapshotDouble] {
    [
      XCUIElementSnapshotDouble(
        handle: 0, elementType: .navigationBar, identifier: "Create Account", frame: Self.bar),
      XCUIElementSnapshotDouble(
        handle: 1, elementType: .textField, identifier: "email", label: "Email",
        frame: CGRect(x: 16, y: 400, width: 358, height: 44), hasKeyboardFocus: true),
      XCUIElementSnapshotDouble(handle: 2, elementType: .keyboard, frame: Self.keyboard),
    ]
  }
  func launch(arguments: [String], environment: [String: String]) {
    isRunning = true
    self.arguments = arguments
  }
  func terminate() { isRunning = false }
  func tap(_ handle: Int) {}
  func typeText(_ text: String, into handle: Int) {}
  func swipe(down: Bool, on handle: Int) {}
  var drags: [(CGPoint, CGPoint)] = []
  func drag(from start: CGPoint, to end: CGPoint) { drags.append((start, end)) }
  func deviceDidRotate(to orientation: UIDeviceOrientation) {}
}

/// An iPad with a floating keyboard over the middle of the screen: one input below it, one
/// behind it.
@MainActor
private final class FloatingKeyboardApp: XCUIApplicationDouble {
  var isRunning = false
  var screenBounds: CGRect { CGRect(x: 0, y: 0, width: 1032, height: 1376) }
  static let keyboard = CGRect(x: 356, y: 700, width: 320, height: 260)
  var elements: [XCUIElementSnapshotDouble] {
    [
      XCUIElementSnapshotDouble(
        handle: 1, elementType: .textField, identifier: "behind", label: "Behind",
        frame: CGRect(x: 16, y: 800, width: 1000, height: 44), hasKeyboardFocus: true),
      XCUIElementSnapshotDouble(
        handle: 2, elementType: .textField, identifier: "below", label: "Below",
        frame: CGRect(x: 16, y: 1100, width: 1000, height: 44)),
      XCUIElementSnapshotDouble(handle: 3, elementType: .keyboard, frame: Self.keyboard),
    ]
  }
  func launch(arguments: [String], environment: [String: String]) { isRunning = true }
  func terminate() { isRunning = false }
  func tap(_ handle: Int) {}
  func typeText(_ text: String, into handle: Int) {}
  func swipe(down: Bool, on handle: Int) {}
  var drags: [(CGPoint, CGPoint)] = []
  func drag(from start: CGPoint, to end: CGPoint) { drags.append((start, end)) }
  func deviceDidRotate(to orientation: UIDeviceOrientation) {}
}

/// The XCUITest double's queries and actions behave as XCUITest documents them.
@Suite(.serialized)
@MainActor
struct XCUITestDoubleTests {
  @Test("matching(identifier:) also matches labels; the walk matches the identifier exactly")
  func identifierMatching() {
    XCTestDouble.reset()
    let model = FixedApp()
    XCTestDouble.application = model
    defer { XCTestDouble.application = nil }
    let app = XCUIApplication()
    app.launch()
    #expect(app.descendants(matching: .any).matching(identifier: "email").count == 2)
    #expect(
      app.descendants(matching: .any).matching(identifier: "email").firstMatch.elementType
        == .staticText)
    let input = FormUIWalk(form: "Fixed").input("email", in: app)
    #expect(input.elementType == .textField)
    #expect(XCTestDouble.failures.isEmpty)
  }

  @Test("typing needs keyboard focus; a tap gives it")
  func typingNeedsFocus() {
    XCTestDouble.reset()
    let model = FixedApp()
    XCTestDouble.application = model
    defer { XCTestDouble.application = nil }
    let app = XCUIApplication()
    app.launch()
    let field = app.textFields.firstMatch
    field.typeText("a")
    #expect(XCTestDouble.failures.count == 1)
    #expect(model.typed.isEmpty)
    field.tap()
    field.typeText("b")
    #expect(model.typed == "b")
    #expect(XCTestDouble.failures.count == 1)
  }

  @Test(
    "a coordinate is its element's frame's origin plus the normalized offset times its size, plus points; a press-and-drag goes to the app between the two points"
  )
  func coordinates() {
    XCTestDouble.reset()
    let model = FixedApp()
    XCTestDouble.application = model
    defer { XCTestDouble.application = nil }
    let app = XCUIApplication()
    app.launch()
    let field = app.textFields.firstMatch
    let centre = field.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
    #expect(centre.screenPoint == CGPoint(x: 195, y: 146))
    let below = centre.withOffset(CGVector(dx: 0, dy: 100)).withOffset(CGVector(dx: 5, dy: 0))
    #expect(below.screenPoint == CGPoint(x: 200, y: 246))
    below.press(forDuration: 0.1, thenDragTo: centre)
    #expect(model.drags.count == 1)
    #expect(model.drags.first?.0 == CGPoint(x: 200, y: 246))
    #expect(model.drags.first?.1 == CGPoint(x: 195, y: 146))
    #expect(XCTestDouble.failures.isEmpty)
    // A coordinate of an element that does not exist fails the test, as `screenPoint` says.
    let missing = app.buttons.firstMatch.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0))
    missing.press(forDuration: 0.1, thenDragTo: centre)
    #expect(model.drags.count == 1)
    #expect(XCTestDouble.failures.count == 1)
  }

  @Test(
    "the walk's drags start and end below a large-title navigation bar and above the keyboard, both ways"
  )
  func dragsAvoidTheNavigationBar() {
    XCTestDouble.reset()
    let model = LargeTitleApp()
    XCTestDouble.application = model
    defer { XCTestDouble.application = nil }
    let app = XCUIApplication()
    app.launch()
    #expect(app.navigationBars.count == 1)
    let walk = FormUIWalk(form: "Fixed")
    walk.scroll(towardsEnd: true, in: app)
    walk.scroll(towardsEnd: false, in: app)
    #expect(model.drags.count == 2)
    for (start, end) in model.drags {
      for point in [start, end] {
        #expect(point.y > LargeTitleApp.bar.maxY, "\(point) is on the navigation bar")
        #expect(point.y < LargeTitleApp.keyboard.minY, "\(point) is on the keyboard")
      }
    }
    // Towards the end the content moves up: the drag goes from the lower point to the upper.
    #expect(model.drags[0].0.y > model.drags[0].1.y)
    #expect(model.drags[1].0 == model.drags[0].1 && model.drags[1].1 == model.drags[0].0)
    #expect(XCTestDouble.failures.isEmpty)
  }

  @Test(
    "the test runner's text size launch argument (the test plan's accessibility configuration) goes on to the app it launches"
  )
  func textSizeArgumentForwarded() {
    let size = ["-UIPreferredContentSizeCategoryName", "UICTContentSizeCategoryAccessibilityL"]
    #expect(FormUIWalk.forwardedArguments(from: ["/runner", "-other", "1"]).isEmpty)
    #expect(FormUIWalk.forwardedArguments(from: ["/runner"] + size + ["-other", "1"]) == size)
    // As one argument, as a test plan's entry may hold it.
    #expect(FormUIWalk.forwardedArguments(from: ["/runner", size.joined(separator: " ")]) == size)
    XCTestDouble.reset()
    let model = LargeTitleApp()
    XCTestDouble.application = model
    defer { XCTestDouble.application = nil }
    var walk = FormUIWalk(form: "Fixed")
    walk.forwardedArguments = size
    walk.launch()
    #expect(Array(model.arguments.suffix(2)) == size)
    #expect(model.arguments.contains("-formc-form"))
  }

  @Test(
    "with a floating keyboard (FORMC_KEYBOARD=floating) an input is covered only behind the keyboard, and drags go beside it"
  )
  func floatingKeyboard() {
    XCTestDouble.reset()
    let model = FloatingKeyboardApp()
    XCTestDouble.application = model
    defer { XCTestDouble.application = nil }
    let app = XCUIApplication()
    app.launch()
    var walk = FormUIWalk(form: "Fixed")
    #expect(!walk.keyboardMayFloat, "off unless the test plan's configuration sets it")
    // A docked keyboard covers everything below its top.
    #expect(!walk.isInReach(walk.input("below", in: app), in: app))
    setenv(FormUIWalk.keyboardVariable, "floating", 1)
    walk = FormUIWalk(form: "Fixed")
    unsetenv(FormUIWalk.keyboardVariable)
    #expect(walk.keyboardMayFloat)
    #expect(walk.isInReach(walk.input("below", in: app), in: app))
    #expect(!walk.isInReach(walk.input("behind", in: app), in: app))
    walk.scroll(towardsEnd: true, in: app)
    walk.scroll(towardsEnd: false, in: app)
    #expect(model.drags.count == 2)
    for (start, end) in model.drags {
      #expect(!FloatingKeyboardApp.keyboard.contains(start), "\(start) is on the keyboard")
      #expect(!FloatingKeyboardApp.keyboard.contains(end), "\(end) is on the keyboard")
      #expect(start.y != end.y)
    }
    #expect(XCTestDouble.failures.isEmpty)
  }

  @Test("descendants are in the tree's order, each element before its own descendants")
  func descendantsOrder() {
    XCTestDouble.reset()
    XCTestDouble.application = NestedApp()
    defer { XCTestDouble.application = nil }
    let app = XCUIApplication()
    app.launch()
    let all = app.descendants(matching: .any)
    #expect(all.allElementsBoundByIndex.map(\.identifier) == ["a", "b", "c", "d", "e"])
    #expect(
      app.otherElements["a"].descendants(matching: .other).allElementsBoundByIndex.map(
        \.identifier) == ["b", "c", "d"])
    #expect(
      all.containing(.other, identifier: "c").allElementsBoundByIndex.map(\.identifier)
        == ["a", "b"])
    #expect(XCTestDouble.failures.isEmpty, "\(XCTestDouble.failures)")
  }
}
