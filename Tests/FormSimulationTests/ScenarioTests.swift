import FormRuntime
import FormSimulation
import Foundation
import Testing

/// Screens and keyboard frames of the matrix, from the catalog's figures.
struct ScenarioTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var device: String
    var orientation: Orientation
    var keyboard: KeyboardState
    var presentation: Presentation = .fullScreen
    var toolbar: CGFloat
    var keyboardFrame: CGRect?
    var viewFrame: CGRect
    var testDescription: String {
      "\(device) \(orientation) \(keyboard) \(presentation) toolbar \(toolbar)"
    }
  }

  static let cases: [Case] = [
    // 216 + 44 predictive... docked without the bar: 216 + the 44-point toolbar.
    Case(
      device: "iphone-se-3", orientation: .portrait, keyboard: .docked, toolbar: 44,
      keyboardFrame: CGRect(x: 0, y: 407, width: 375, height: 260),
      viewFrame: CGRect(x: 0, y: 0, width: 375, height: 667)),
    Case(
      device: "iphone-16", orientation: .portrait, keyboard: .predictive, toolbar: 44,
      keyboardFrame: CGRect(x: 0, y: 852 - 380, width: 393, height: 380),
      viewFrame: CGRect(x: 0, y: 0, width: 393, height: 852)),
    Case(
      device: "iphone-16", orientation: .landscape, keyboard: .docked, toolbar: 0,
      keyboardFrame: CGRect(x: 0, y: 393 - 171, width: 852, height: 171),
      viewFrame: CGRect(x: 0, y: 0, width: 852, height: 393)),
    // A hardware keyboard on iPhone without a toolbar shows nothing; with one, the toolbar sits
    // above the home indicator.
    Case(
      device: "iphone-16", orientation: .portrait, keyboard: .hardware, toolbar: 0,
      keyboardFrame: nil, viewFrame: CGRect(x: 0, y: 0, width: 393, height: 852)),
    Case(
      device: "iphone-16", orientation: .portrait, keyboard: .hardware, toolbar: 44,
      keyboardFrame: CGRect(x: 0, y: 852 - 78, width: 393, height: 78),
      viewFrame: CGRect(x: 0, y: 0, width: 393, height: 852)),
    Case(
      device: "ipad-10", orientation: .portrait, keyboard: .hardware, toolbar: 44,
      keyboardFrame: CGRect(x: 0, y: 1180 - 119, width: 820, height: 119),
      viewFrame: CGRect(x: 0, y: 0, width: 820, height: 1180)),
    // A form sheet is centred; a popover hangs below the navigation bar at the right.
    Case(
      device: "ipad-10", orientation: .portrait, keyboard: .docked, presentation: .formSheet,
      toolbar: 44, keyboardFrame: CGRect(x: 0, y: 1180 - 309, width: 820, height: 309),
      viewFrame: CGRect(x: 140, y: 280, width: 540, height: 620)),
    Case(
      device: "ipad-10", orientation: .landscape, keyboard: .floating, presentation: .popover,
      toolbar: 44, keyboardFrame: CGRect(x: 430, y: 820 - 100 - 298, width: 320, height: 298),
      viewFrame: CGRect(x: 1180 - 320 - 8, y: 24 + 50 + 13, width: 320, height: 480)),
  ]

  @Test(arguments: cases)
  func geometry(_ check: Case) {
    let scenario = Scenario(
      device: SimulationFixtures.device(check.device), orientation: check.orientation,
      keyboard: check.keyboard, presentation: check.presentation)
    let geometry = ScreenGeometry(scenario: scenario, toolbarHeight: check.toolbar)
    #expect(geometry.keyboardFrame == check.keyboardFrame)
    #expect(geometry.viewFrame == check.viewFrame)
  }

  @Test func raisedKeyboardsCoverNothingAndDockedOnesDo() {
    let pad = SimulationFixtures.device("ipad-10")
    for keyboard in [KeyboardState.floating, .undocked] {
      let geometry = ScreenGeometry(
        scenario: Scenario(device: pad, orientation: .portrait, keyboard: keyboard),
        toolbarHeight: 44)
      let frame = try! #require(geometry.keyboardFrame)
      #expect(
        FormKeyboardGeometry.overlap(
          keyboardFrame: frame, viewFrame: geometry.viewFrame,
          screenBounds: geometry.screenBounds) == 0)
    }
    let docked = ScreenGeometry(
      scenario: Scenario(device: pad, orientation: .portrait, keyboard: .docked),
      toolbarHeight: 44)
    #expect(
      FormKeyboardGeometry.overlap(
        keyboardFrame: docked.keyboardFrame!, viewFrame: docked.viewFrame,
        screenBounds: docked.screenBounds) == 309)
  }

  @Test func theMatrixHasEveryDeviceOrientationKeyboardAndPresentation() {
    let matrix = Scenario.matrix(devices: DeviceCatalog.standard.devices)
    // Phones: 2 orientations × 3 keyboards. iPad (10th generation): 2 × 5 × 3 presentations.
    // iPad Pro 12.9-inch: no undocked keyboard (split is not offered), 2 × 4 × 3.
    #expect(matrix.count == 3 * 6 + 30 + 24)
    #expect(Set(matrix).count == matrix.count)
    let filtered = Scenario.matrix(
      devices: DeviceCatalog.standard.devices, keyboards: [.floating], orientations: [.landscape])
    #expect(filtered.count == 6)
    #expect(filtered.allSatisfy { $0.device.idiom == .pad })
  }

  @Test func phrasesNameEverything() {
    let scenario = Scenario(
      device: SimulationFixtures.device("ipad-pro-12-9"), orientation: .landscape,
      keyboard: .predictive, presentation: .formSheet, rotatedFrom: .portrait)
    #expect(
      scenario.phrase
        == "iPad Pro 12.9-inch (6th generation) in landscape (rotated from portrait) as a form "
        + "sheet with the docked keyboard with the predictive bar")
  }
}
