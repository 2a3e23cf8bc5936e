import FormCompiler
import FormRuntime
import FormSimulation
import Foundation
import Testing

/// Issue 29: `formc simulate` counts a sticky footer the spec declares (`keyboard.stickyFooter`),
/// as the runtime counts the views `formObstructingViews()` returns.
struct StickyFooterTests {
  static func fixture(_ name: String) throws -> CheckedForm {
    try SimulationFixtures.fixture("StickyFooter/\(name).form.yaml")
  }

  static let scenarios: [Scenario] = ["iphone-se-3", "iphone-16"].map {
    Scenario(
      device: SimulationFixtures.device($0), orientation: .portrait, keyboard: .predictive)
  }

  @Test("the declared height reaches the plan; none is nil")
  func plan() throws {
    #expect(try Self.fixture("Automatic").keyboardPlan.stickyFooter == 56)
    #expect(try Self.fixture("Undeclared").keyboardPlan.stickyFooter == nil)
  }

  @Test(
    "with insets and automatic the page is inset for the footer: every input stays above it",
    arguments: ["Automatic", "Insets"])
  func insetClearsTheFooter(_ name: String) throws {
    let form = try Self.fixture(name)
    let report = Simulator().simulate(form, scenarios: Self.scenarios)
    #expect(report.checks > 0)
    #expect(report.occlusions.isEmpty, "\(report.occlusions.map(\.outcome.input))")
  }

  @Test("the footer covers the visible area: the layout guide, which insets nothing, hides inputs")
  func layoutGuideLeavesInputsBehindTheFooter() throws {
    let report = Simulator().simulate(try Self.fixture("LayoutGuide"), scenarios: Self.scenarios)
    #expect(!report.occlusions.isEmpty, "the last line is revealed behind the footer")
    for occlusion in report.occlusions {
      let outcome = occlusion.outcome
      // Without a keyboard the footer sits on the safe area and hides the last line too.
      guard let keyboardTop = outcome.keyboardTop else { continue }
      // The visible area ends at the footer's top: 56 points above the keyboard.
      #expect(abs(outcome.visibleArea.maxY - (keyboardTop - 56)) < 0.5)
    }
    // Without the declaration the same layout passes: the simulator could not see the footer.
    let undeclared = try Self.fixture("Undeclared")
    #expect(Simulator().simulate(undeclared, scenarios: Self.scenarios).occlusions.isEmpty)
  }

  @Test("the inset covers the keyboard's part and the footer: the container's bottom inset grows")
  func insetIncludesTheFooter() throws {
    let with = try Self.fixture("Insets")
    var without = with
    without.keyboardPlan.stickyFooter = nil
    let scenario = Self.scenarios[1]
    let last = try #require(with.inputs.last)
    let visible = Array(repeating: true, count: with.layout.count)
    let withOutcome = try #require(
      Simulator().focus(last, form: with, visible: visible, scenario: scenario).first)
    let withoutOutcome = try #require(
      Simulator().focus(last, form: without, visible: visible, scenario: scenario).first)
    let page = try #require(with.layout.firstIndex { $0.id == "page" })
    let grown = (withOutcome.keyboardInsets[page] ?? 0) - (withoutOutcome.keyboardInsets[page] ?? 0)
    #expect(abs(grown - 56) < 0.5)
  }
}
