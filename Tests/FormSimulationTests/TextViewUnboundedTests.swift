import FormCompiler
import FormRuntime
import FormSimulation
import Foundation
import Testing

/// A text view without a line limit (`lines.max: none`): the runtime does not cap it above the
/// keyboard, so the simulation grows it past the room there and checks that its caret line
/// stays above the keyboard, which a scroll view around it keeps and a stack does not.
struct TextViewUnboundedTests {
  static func fixture(_ name: String) throws -> CheckedForm {
    try SimulationFixtures.form("Tests/FormSimulationTests/Fixtures/TextViewUnbounded/\(name)")
  }

  static let scenarios = [
    Scenario(
      device: SimulationFixtures.device("iphone-se-3"), orientation: .portrait,
      keyboard: .predictive),
    Scenario(
      device: SimulationFixtures.device("iphone-16"), orientation: .landscape, keyboard: .docked),
  ]

  @Test("grown past the room above the keyboard, its caret stays in view in a scroll view")
  func caretStaysAboveTheKeyboard() throws {
    let form = try Self.fixture("ComposeInScroll.form.yaml")
    let body = try #require(form.inputs.first { $0.id == "topicBody" })
    for scenario in Self.scenarios {
      let outcomes = Simulator().focus(
        body, form: form, visible: Array(repeating: true, count: form.layout.count),
        scenario: scenario)
      let grown = try #require(outcomes.last)
      #expect(grown.grown)
      let lines = try #require(grown.lines)
      // Taller than the room between the bars and the keyboard: more than a capped one shows.
      let room = try #require(grown.keyboardTop) - grown.visibleArea.minY
      #expect(
        CGFloat(lines) * LayoutMetrics.standard.bodyLineHeight > room, "\(scenario.phrase)")
      #expect(grown.passes, "\(scenario.phrase)")
    }
    let report = Simulator().simulate(form, scenarios: Self.scenarios)
    #expect(report.occlusions.isEmpty, "\(report.diagnostics(for: form).map(\.message))")
  }

  @Test("in a stack nothing scrolls, so its grown caret is under the keyboard")
  func stackLeavesTheCaretUnderTheKeyboard() throws {
    let form = try Self.fixture("ComposeInStack.form.yaml")
    let report = Simulator().simulate(form, scenarios: Self.scenarios)
    #expect(!report.occlusions.isEmpty)
    #expect(report.occlusions.allSatisfy { $0.outcome.grown })
  }
}
