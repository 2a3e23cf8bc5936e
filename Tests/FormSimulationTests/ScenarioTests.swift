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
    var toolbar: Bool
    var kind: KeyboardKind = .letters
    var variant: ScreenGeometry.Variant = .assumed
    var keyboardFrame: CGRect?
    var viewFrame: CGRect
    var testDescription: String {
      "\(device) \(orientation) \(keyboard) \(presentation) toolbar \(toolbar) \(kind) \(variant)"
    }
  }

  static let cases: [Case] = [
    // Docked without the bar: 216 + the 44-point toolbar.
    Case(
      device: "iphone-se-3", orientation: .portrait, keyboard: .docked, toolbar: true,
      keyboardFrame: CGRect(x: 0, y: 407, width: 375, height: 260),
      viewFrame: CGRect(x: 0, y: 0, width: 375, height: 667)),
    Case(
      device: "iphone-16", orientation: .portrait, keyboard: .predictive, toolbar: true,
      keyboardFrame: CGRect(x: 0, y: 852 - 380, width: 393, height: 380),
      viewFrame: CGRect(x: 0, y: 0, width: 393, height: 852)),
    // Landscape on a Dynamic Island phone: 181 (not 171), 219 with the bar; the toolbar sizes
    // itself to 32 in compact height.
    Case(
      device: "iphone-16", orientation: .landscape, keyboard: .docked, toolbar: false,
      keyboardFrame: CGRect(x: 0, y: 393 - 181, width: 852, height: 181),
      viewFrame: CGRect(x: 0, y: 0, width: 852, height: 393)),
    Case(
      device: "iphone-16", orientation: .landscape, keyboard: .predictive, toolbar: true,
      keyboardFrame: CGRect(x: 0, y: 393 - 251, width: 852, height: 251),
      viewFrame: CGRect(x: 0, y: 0, width: 852, height: 393)),
    // The Pro Max is regular width in landscape: its toolbar stays 44.
    Case(
      device: "iphone-16-pro-max", orientation: .landscape, keyboard: .docked, toolbar: true,
      keyboardFrame: CGRect(x: 0, y: 440 - 225, width: 956, height: 225),
      viewFrame: CGRect(x: 0, y: 0, width: 956, height: 440)),
    // Pads have their own height and no predictive bar.
    Case(
      device: "iphone-16", orientation: .portrait, keyboard: .predictive, toolbar: true,
      kind: .numberPad, keyboardFrame: CGRect(x: 0, y: 852 - 335, width: 393, height: 335),
      viewFrame: CGRect(x: 0, y: 0, width: 393, height: 852)),
    Case(
      device: "iphone-se-3", orientation: .landscape, keyboard: .predictive, toolbar: false,
      kind: .phonePad, keyboardFrame: CGRect(x: 0, y: 375 - 162, width: 667, height: 162),
      viewFrame: CGRect(x: 0, y: 0, width: 667, height: 375)),
    // iPad shows its full keyboard for pad keyboard types.
    Case(
      device: "ipad-10", orientation: .portrait, keyboard: .predictive, toolbar: true,
      kind: .numberPad, keyboardFrame: CGRect(x: 0, y: 1180 - 387, width: 820, height: 387),
      viewFrame: CGRect(x: 0, y: 0, width: 820, height: 1180)),
    // A hardware keyboard on iPhone without a toolbar shows nothing; with one, the toolbar sits
    // above the home indicator.
    Case(
      device: "iphone-16", orientation: .portrait, keyboard: .hardware, toolbar: false,
      keyboardFrame: nil, viewFrame: CGRect(x: 0, y: 0, width: 393, height: 852)),
    Case(
      device: "iphone-16", orientation: .portrait, keyboard: .hardware, toolbar: true,
      keyboardFrame: CGRect(x: 0, y: 852 - 78, width: 393, height: 78),
      viewFrame: CGRect(x: 0, y: 0, width: 393, height: 852)),
    // iPad outside Stage Manager: only the 50-point toolbar above the home indicator, no 55-point
    // shortcuts bar (iPadOS 15 and later minimize it).
    Case(
      device: "ipad-10", orientation: .portrait, keyboard: .hardware, toolbar: true,
      keyboardFrame: CGRect(x: 0, y: 1180 - 70, width: 820, height: 70),
      viewFrame: CGRect(x: 0, y: 0, width: 820, height: 1180)),
    Case(
      device: "ipad-10", orientation: .portrait, keyboard: .hardware, toolbar: false,
      keyboardFrame: nil, viewFrame: CGRect(x: 0, y: 0, width: 820, height: 1180)),
    // A form sheet is lifted until its bottom meets the keyboard's top (282 + 50 tall here), or
    // left centred in the other variant.
    Case(
      device: "ipad-10", orientation: .portrait, keyboard: .docked, presentation: .formSheet,
      toolbar: true, keyboardFrame: CGRect(x: 0, y: 1180 - 332, width: 820, height: 332),
      viewFrame: CGRect(x: 140, y: 1180 - 332 - 620, width: 540, height: 620)),
    Case(
      device: "ipad-10", orientation: .portrait, keyboard: .docked, presentation: .formSheet,
      toolbar: true, variant: .centredSheet,
      keyboardFrame: CGRect(x: 0, y: 1180 - 332, width: 820, height: 332),
      viewFrame: CGRect(x: 140, y: 280, width: 540, height: 620)),
    // Lifted no higher than the top safe area.
    Case(
      device: "ipad-10", orientation: .landscape, keyboard: .predictive, presentation: .formSheet,
      toolbar: true, keyboardFrame: CGRect(x: 0, y: 820 - 472, width: 1180, height: 472),
      viewFrame: CGRect(x: 320, y: 24, width: 540, height: 620)),
    // A popover hangs below the navigation bar at the right.
    Case(
      device: "ipad-10", orientation: .landscape, keyboard: .floating, presentation: .popover,
      toolbar: true, keyboardFrame: CGRect(x: 430, y: 820 - 100 - 304, width: 320, height: 304),
      viewFrame: CGRect(x: 1180 - 320 - 8, y: 24 + 50 + 13, width: 320, height: 480)),
    // At Apple's documented height it runs down to the bottom safe area.
    Case(
      device: "ipad-10", orientation: .portrait, keyboard: .floating, presentation: .popover,
      toolbar: false, variant: .documentedPopover,
      keyboardFrame: CGRect(x: 250, y: 1180 - 100 - 254, width: 320, height: 254),
      viewFrame: CGRect(x: 820 - 320 - 8, y: 87, width: 320, height: 1180 - 20 - 87)),
    // Stage Manager: a hardware keyboard's bar acts as part of the keyboard there.
    Case(
      device: "ipad-pro-12-9", orientation: .landscape, keyboard: .hardware,
      presentation: .stageManagerSmall, toolbar: true,
      keyboardFrame: CGRect(x: 0, y: 1024 - 125, width: 1366, height: 125),
      viewFrame: CGRect(x: 523, y: 194, width: 320, height: 640)),
    Case(
      device: "ipad-pro-12-9", orientation: .portrait, keyboard: .docked,
      presentation: .stageManagerHalf, toolbar: false,
      keyboardFrame: CGRect(x: 0, y: 1366 - 348, width: 1024, height: 348),
      viewFrame: CGRect(x: 0, y: 24, width: 512, height: 1322)),
  ]

  @Test(arguments: cases)
  func geometry(_ check: Case) {
    let scenario = Scenario(
      device: SimulationFixtures.device(check.device), orientation: check.orientation,
      keyboard: check.keyboard, presentation: check.presentation)
    let geometry = ScreenGeometry(
      scenario: scenario, toolbar: check.toolbar, keyboardKind: check.kind,
      variant: check.variant)
    #expect(geometry.keyboardFrame == check.keyboardFrame)
    #expect(geometry.viewFrame == check.viewFrame)
  }

  @Test func theAssumptionsAGeometryRestsOnAreNamed() {
    let pad = SimulationFixtures.device("ipad-10")
    func assumptions(_ presentation: Presentation, _ variant: ScreenGeometry.Variant = .assumed)
      -> [String]
    {
      ScreenGeometry(
        scenario: Scenario(
          device: pad, orientation: .portrait, keyboard: .docked, presentation: presentation),
        toolbar: true, variant: variant
      ).assumptions
    }
    #expect(assumptions(.fullScreen).isEmpty)
    #expect(assumptions(.formSheet) == ["formsheet-lift"])
    #expect(assumptions(.formSheet, .centredSheet).isEmpty)
    #expect(assumptions(.popover) == ["formc-popover-height"])
    #expect(assumptions(.popover, .documentedPopover).isEmpty)
    #expect(assumptions(.stageManagerSmall) == ["stage-manager-window-sizes"])
  }

  @Test func raisedKeyboardsCoverNothingAndDockedOnesDo() {
    let pad = SimulationFixtures.device("ipad-10")
    for keyboard in [KeyboardState.floating, .undocked] {
      let geometry = ScreenGeometry(
        scenario: Scenario(device: pad, orientation: .portrait, keyboard: keyboard),
        toolbar: true)
      let frame = try! #require(geometry.keyboardFrame)
      #expect(
        FormKeyboardGeometry.overlap(
          keyboardFrame: frame, viewFrame: geometry.viewFrame,
          screenBounds: geometry.screenBounds) == 0)
    }
    let docked = ScreenGeometry(
      scenario: Scenario(device: pad, orientation: .portrait, keyboard: .docked),
      toolbar: true)
    #expect(
      FormKeyboardGeometry.overlap(
        keyboardFrame: docked.keyboardFrame!, viewFrame: docked.viewFrame,
        screenBounds: docked.screenBounds) == CGFloat(282 + 50))
  }

  @Test func theMatrixHasEveryDeviceOrientationKeyboardAndPresentation() {
    let matrix = Scenario.matrix(devices: DeviceCatalog.standard.devices)
    // Phones: 2 orientations × 3 keyboards. iPad (10th generation): 2 × 5 keyboards × 5
    // presentations (full screen, form sheet, popover, two Stage Manager windows on iPadOS 26).
    // iPad Pro 12.9-inch: no undocked keyboard (split is not offered), 2 × 4 × 5.
    #expect(matrix.count == 3 * 6 + 50 + 40)
    #expect(Set(matrix).count == matrix.count)
    #expect(matrix.allSatisfy { $0.os == "26" })
    let filtered = Scenario.matrix(
      devices: DeviceCatalog.standard.devices, keyboards: [.floating], orientations: [.landscape])
    #expect(filtered.count == 10)
    #expect(filtered.allSatisfy { $0.device.idiom == .pad })
  }

  @Test func theOSAxisDefaultsToTheNewestAndStageManagerFollowsIt() {
    let catalog = DeviceCatalog.standard
    #expect(catalog.osVersions == ["17", "18", "26"])
    #expect(catalog.defaultOS == "26")
    let pad = SimulationFixtures.device("ipad-10")
    let pro = SimulationFixtures.device("ipad-pro-12-9")
    // Stage Manager reaches the base iPad with iPadOS 26; the M2 iPad Pro has it since 16.
    #expect(!Scenario.presentations(of: pad, os: "18").contains(.stageManagerSmall))
    #expect(Scenario.presentations(of: pad, os: "26").contains(.stageManagerSmall))
    #expect(Scenario.presentations(of: pro, os: "17").contains(.stageManagerHalf))
    let all = Scenario.matrix(devices: catalog.devices, osVersions: catalog.osVersions)
    #expect(all.count == 108 + (18 + 30 + 40) * 2)
    for device in catalog.devices {
      for orientation in Orientation.allCases {
        for os in catalog.osVersions {
          #expect(device.figures(orientation).keyboard(os: os)?.os.contains(os) == true)
        }
      }
    }
  }

  @Test func phrasesNameEverything() {
    let scenario = Scenario(
      device: SimulationFixtures.device("ipad-pro-12-9"), orientation: .landscape,
      keyboard: .predictive, presentation: .formSheet, rotatedFrom: .portrait)
    #expect(
      scenario.phrase
        == "iPad Pro 12.9-inch (6th generation) on iPadOS 26 in landscape (rotated from portrait) "
        + "as a form sheet with the docked keyboard with the predictive bar")
  }
}
