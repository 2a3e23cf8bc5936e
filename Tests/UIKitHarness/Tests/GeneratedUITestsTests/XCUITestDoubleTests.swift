import FormUITesting
import Testing
import XCTest

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
}
