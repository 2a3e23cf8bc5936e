import FormRuntime
import FormUITesting
import Foundation
import Testing
import XCTest

@testable import GeneratedForms

/// `testTappingOutsideTheInputs` taps where no control takes the tap, also a control without an
/// accessibility identifier: a screen's own cell, segmented control, toggle or link over the
/// first input's title would take the walk's tap (the keyboard stays up), and the test would
/// blame `keyboard.dismiss: onTap`.
@Suite(.serialized)
@MainActor
struct TappingOutsideTheInputsTests {
  @Test(
    "the tap outside the inputs passes over an unidentified control above the first input",
    arguments: [
      XCUIElement.ElementType.cell, .segmentedControl, .toggle, .link, .switch, .button,
    ])
  func passesOverUnidentifiedControls(_ type: XCUIElement.ElementType) throws {
    let test = try #require(
      GeneratedUITestCase.all.first {
        $0.form == "OneTimeCodeLogin" && $0.test == "testTappingOutsideTheInputs"
      })
    var settings = SimulatorSettings()
    settings.unidentifiedControl = type
    #expect(test.run(settings: settings) == .passed)
    // The app model's control does take a tap: with it, the seeded defect still fails.
    #expect(test.run(defects: [.tapDismissIgnored], settings: settings) != .passed)
  }

  @Test("the app model deletes backward on the Delete key (XCUIKeyboardKey.delete)")
  func deleteKey() throws {
    let test = try #require(GeneratedUITestCase.all.first { $0.form == "SignUp" })
    let model = test.app([], SimulatorSettings())
    XCTestDouble.reset()
    XCTestDouble.application = model
    defer {
      model.terminate()
      XCTestDouble.application = nil
    }
    let app = FormUIWalk(form: "SignUp").launch()
    let email = app.textFields["email"]
    email.tap()
    email.typeText("abc" + XCUIKeyboardKey.delete.rawValue)
    #expect(email.value as? String == "ab")
    email.typeText(String(repeating: XCUIKeyboardKey.delete.rawValue, count: 3))
    #expect(email.value as? String == "", "nothing to delete at the start")
    #expect(XCTestDouble.failures.isEmpty, "\(XCTestDouble.failures)")
  }

  @Test(
    "the double's queries cells, segmentedControls, switches, toggles and links find their type"
  )
  func queriesOfControlTypes() {
    let model = ControlsApp()
    XCTestDouble.reset()
    XCTestDouble.application = model
    defer { XCTestDouble.application = nil }
    let app = XCUIApplication()
    app.launch()
    let queries: [(XCUIElementQuery, String)] = [
      (app.cells, "cell"), (app.segmentedControls, "segmentedControl"), (app.switches, "switch"),
      (app.toggles, "toggle"), (app.links, "link"),
    ]
    for (query, identifier) in queries {
      #expect(query.count == 1)
      #expect(query.firstMatch.identifier == identifier)
    }
  }
}

/// An app of one element of each control type, each identified by its type's name.
@MainActor
private final class ControlsApp: XCUIApplicationDouble {
  var isRunning = false
  var screenBounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }
  var elements: [XCUIElementSnapshotDouble] {
    let types: [(XCUIElement.ElementType, String)] = [
      (.cell, "cell"), (.segmentedControl, "segmentedControl"), (.switch, "switch"),
      (.toggle, "toggle"), (.link, "link"),
    ]
    return types.enumerated().map { index, type in
      XCUIElementSnapshotDouble(
        handle: index, elementType: type.0, identifier: type.1, label: type.1,
        frame: CGRect(x: 16, y: 100 + 50 * CGFloat(index), width: 358, height: 44))
    }
  }
  func launch(arguments: [String], environment: [String: String]) { isRunning = true }
  func terminate() { isRunning = false }
  func tap(_ handle: Int) {}
  func typeText(_ text: String, into handle: Int) {}
  func swipe(down: Bool, on handle: Int) {}
  func drag(from start: CGPoint, to end: CGPoint) {}
  func deviceDidRotate(to orientation: UIDeviceOrientation) {}
}
