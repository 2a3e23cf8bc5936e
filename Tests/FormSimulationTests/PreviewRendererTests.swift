import FormCompiler
import FormSimulation
import FormTestSupport
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `formc preview` pictures: golden SVG snapshots (`FORMC_RECORD_SNAPSHOTS=all` re-records), well
/// formed, deterministic, with spec strings escaped.
struct PreviewRendererTests {
  struct Picture: Sendable, CustomTestStringConvertible {
    var name: String
    var spec: String
    var device: String
    var orientation: Orientation = .portrait
    var keyboard: KeyboardState = .predictive
    var presentation: Presentation = .fullScreen
    var inputs: [String]?
    var naive: NaiveKeyboardHandlingTests.Naive?

    var testDescription: String { name }
  }

  static let pictures: [Picture] = [
    Picture(name: "SignUp-iphone-16-all", spec: "Specs/SignUp.form.yaml", device: "iphone-16"),
    Picture(
      name: "Settings-ipad-10-landscape-formSheet", spec: "Specs/Settings.form.yaml",
      device: "ipad-10", orientation: .landscape, keyboard: .docked, presentation: .formSheet,
      inputs: ["dailySteps"]),
    Picture(
      name: "ProfileEditor-iphone-se-3-landscape-bio", spec: "Specs/ProfileEditor.form.yaml",
      device: "iphone-se-3", orientation: .landscape, inputs: ["bio"]),
    Picture(
      name: "LongForm-naive-no-inset",
      spec: "Tests/FormSimulationTests/Fixtures/LongForm.form.yaml",
      device: "iphone-se-3", keyboard: .docked, inputs: ["line12"],
      naive: NaiveKeyboardHandlingTests.Naive(inset: { _ in 0 })),
    Picture(
      name: "Hostile-iphone-16", spec: "Tests/FormCodegenTests/Fixtures/Hostile.form.yaml",
      device: "iphone-16", inputs: ["quoted"]),
  ]

  func render(_ picture: Picture) throws -> (svg: String, outcomes: [FocusOutcome]) {
    let form = try SimulationFixtures.form(picture.spec)
    let scenario = Scenario(
      device: SimulationFixtures.device(picture.device), orientation: picture.orientation,
      keyboard: picture.keyboard, presentation: picture.presentation)
    let simulator =
      picture.naive.map { Simulator(handling: $0) } ?? Simulator()
    let outcomes = simulator.previewOutcomes(form, scenario: scenario, inputs: picture.inputs)
    let renderer = PreviewRenderer(form: form)
    let items = form.toolbar.isEnabled ? form.toolbar.items : []
    let svg =
      outcomes.count == 1
      ? renderer.render(outcomes[0], toolbarItems: items)
      : renderer.renderSheet(outcomes, toolbarItems: items)
    return (svg, outcomes)
  }

  @Test(arguments: pictures)
  func snapshot(_ picture: Picture) throws {
    let (svg, outcomes) = try render(picture)
    #expect(!outcomes.isEmpty)
    #expect(try render(picture).svg == svg, "rendering twice gives other bytes")
    #expect(Self.isWellFormed(svg), "not well-formed XML")
    Snapshot.assert(
      svg, matches: SimulationFixtures.snapshots.appendingPathComponent("\(picture.name).svg"))
  }

  @Test func hiddenPointsAreShadedRedAndCaptioned() throws {
    let (svg, outcomes) = try render(Self.pictures[3])
    let outcome = try #require(outcomes.first)
    #expect(!outcome.passes)
    #expect(svg.contains("fill=\"#ff3b30\""))
    #expect(svg.contains("pt hidden under the keyboard"))
    let (passing, _) = try render(Self.pictures[0])
    #expect(!passing.contains("fill=\"#ff3b30\""))
  }

  @Test func specStringsAreEscaped() throws {
    let (svg, _) = try render(Self.pictures[4])
    #expect(svg.contains("Title with &quot;quotes&quot;"))
    #expect(!svg.contains("\u{0}") && !svg.contains("\u{7}"))
  }

  @Test func theFocusedInputIsHighlighted() throws {
    let (svg, outcomes) = try render(Self.pictures[1])
    #expect(outcomes.first?.input == "dailySteps")
    #expect(svg.components(separatedBy: "stroke=\"#007aff\"").count == 2)
  }

  static func isWellFormed(_ svg: String) -> Bool {
    let parser = XMLParser(data: Data(svg.utf8))
    return parser.parse()
  }
}
