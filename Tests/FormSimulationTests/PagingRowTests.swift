import FormCompiler
import FormRuntime
import FormSimulation
import Foundation
import Testing

/// Issue 19: a paging row gives the same answer wherever it sits (a direct child of the page's
/// vertical scroll, inside a section, inside a stack), in both orientations: each page is the
/// row's width, its field lies inside the safe area and margins, and revealing a field stops on
/// a page boundary.
struct PagingRowTests {
  static let fixtures = [
    "PagingRow.form.yaml", "PagingRowInSection.form.yaml", "PagingRowInStack.form.yaml",
  ]

  struct Case: Sendable, CustomTestStringConvertible {
    var fixture: String
    var device: String
    var orientation: Orientation
    var testDescription: String { "\(fixture) \(device) \(orientation)" }
  }

  static let cases: [Case] = fixtures.flatMap { fixture in
    ["iphone-se-3", "iphone-16", "iphone-16-pro-max"].flatMap { device in
      Orientation.allCases.map { Case(fixture: fixture, device: device, orientation: $0) }
    }
  }

  static func scenarios(_ check: Case) -> [Scenario] {
    KeyboardState.allCases.filter { [.docked, .predictive, .hardware].contains($0) }.map {
      Scenario(
        device: SimulationFixtures.device(check.device), orientation: check.orientation,
        keyboard: $0)
    }
  }

  /// Before the fix, landscape on the iPhone 16 and 16 Pro Max hid 78 points of the fields past
  /// the right edge when the row was a direct child of the page.
  @Test(arguments: cases)
  func everyPageIsVisible(_ check: Case) throws {
    let form = try SimulationFixtures.fixture(check.fixture)
    let report = Simulator().simulate(form, scenarios: Self.scenarios(check))
    let hidden = report.occlusions.map {
      "\($0.outcome.input) \(SimulationReport.points($0.outcome.hidden)) pt "
        + "\($0.outcome.edge?.rawValue ?? "") on \($0.outcome.scenario.phrase)"
    }
    #expect(hidden.isEmpty, "\(hidden)")
    #expect(report.checks > 0)
  }

  @Test(arguments: cases)
  func eachFieldIsRevealedOnItsPage(_ check: Case) throws {
    let form = try SimulationFixtures.fixture(check.fixture)
    let row = try #require(form.layout.firstIndex { $0.id == "addressPages" })
    let scenario = Scenario(
      device: SimulationFixtures.device(check.device), orientation: check.orientation,
      keyboard: .predictive)
    let visible = Array(repeating: true, count: form.layout.count)
    let geometry = ScreenGeometry(scenario: scenario, toolbar: true)
    for (page, id) in ["home", "work", "other"].enumerated() {
      let input = try #require(form.inputs.first { $0.id == id })
      let outcome = try #require(
        Simulator().focus(input, form: form, visible: visible, scenario: scenario).first)
      let rowFrame = try #require(outcome.layout.boxes[row]?.frame)
      // The row lies inside the safe area; its pages are its own width apart.
      #expect(rowFrame.minX >= geometry.safeArea.left)
      #expect(rowFrame.maxX <= geometry.viewBounds.width - geometry.safeArea.right)
      #expect(outcome.layout.contentSizes[row]?.width == 3 * rowFrame.width)
      let field = try #require(outcome.layout.boxes[input.node]?.frame)
      let margin = LayoutMetrics.standard.margin(forWidth: geometry.viewBounds.width)
      #expect(field.minX == CGFloat(page) * rowFrame.width + margin)
      #expect(field.width == rowFrame.width - 2 * margin)
      // The reveal stops on the field's page.
      let offset = outcome.offsets[row]?.x ?? 0
      #expect(offset == CGFloat(page) * rowFrame.width, "\(id): offset \(offset)")
      #expect(outcome.passes, "\(id) has \(outcome.hidden) pt hidden")
    }
  }

  @Test func theSameRowIsPlacedAlikeInAScrollASectionAndAStack() throws {
    let scenario = Scenario(
      device: SimulationFixtures.device("iphone-16"), orientation: .landscape, keyboard: .docked)
    var frames: [CGRect] = []
    for fixture in Self.fixtures {
      let form = try SimulationFixtures.fixture(fixture)
      let input = try #require(form.inputs.first { $0.id == "work" })
      let outcome = try #require(
        Simulator().focus(
          input, form: form, visible: Array(repeating: true, count: form.layout.count),
          scenario: scenario
        ).first)
      frames.append(outcome.inputFrame)
    }
    // Screen x and width agree (the rows sit at different heights).
    #expect(Set(frames.map(\.minX)).count == 1, "\(frames)")
    #expect(Set(frames.map(\.width)).count == 1, "\(frames)")
    // Inside the safe area (59 points each side) and the 20-point margins.
    #expect(frames.first?.minX == CGFloat(59 + 20))
    #expect(frames.first?.maxX == CGFloat(852 - 59 - 20))
  }
}
