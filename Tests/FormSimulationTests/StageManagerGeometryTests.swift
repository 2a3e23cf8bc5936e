import FormCompiler
import FormSimulation
import Foundation
import Testing

/// `formc simulate`'s Stage Manager windows are not at the screen's origin (issue 28): the
/// keyboard's frame is "in the screen's coordinate space", which differs from the views' "when
/// your app isn't full screen, such as in Split View, Slide Over, and Stage Manager"
/// (https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey), so
/// the simulator places the window's view in screen coordinates and takes the keyboard's top into
/// the view's coordinates, as the runtime converts it.
struct StageManagerGeometryTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var presentation: Presentation
    var orientation: Orientation
    var testDescription: String { "\(presentation) in \(orientation)" }
  }

  @Test(
    "the keyboard's top is taken into the window's coordinates",
    arguments: [
      Case(presentation: .stageManagerHalf, orientation: .portrait),
      Case(presentation: .stageManagerSmall, orientation: .portrait),
    ])
  func keyboardTopInTheWindow(_ check: Case) throws {
    let form = try SimulationFixtures.form(
      "Tests/FormSimulationTests/Fixtures/StackedTitles/Reveal.form.yaml")
    let input = try #require(form.inputs.first { $0.id == "code" })
    let scenario = Scenario(
      device: SimulationFixtures.device("ipad-pro-12-9"), orientation: check.orientation,
      keyboard: .docked, presentation: check.presentation)
    let geometry = ScreenGeometry(scenario: scenario, toolbar: form.toolbar.isEnabled)
    #expect(geometry.viewFrame.minY > 0, "the window is below the screen's top")
    let keyboard = try #require(geometry.keyboardFrame)
    try #require(keyboard.minY < geometry.viewFrame.maxY, "the keyboard covers the window")
    let outcome = try #require(
      Simulator().focus(
        input, form: form, visible: Array(repeating: true, count: form.layout.count),
        scenario: scenario
      ).first)
    #expect(outcome.keyboardTop == keyboard.minY - geometry.viewFrame.minY)
  }
}
