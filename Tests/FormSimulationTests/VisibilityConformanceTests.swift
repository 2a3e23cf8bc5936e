import FormCompiler
import FormSimulation
import Foundation
import Testing

/// `formc simulate` shows the nodes the checker says a state shows: the simulator reads the
/// checked form's ``VisibilityEvaluation`` instead of a copy of its own.
struct VisibilityConformanceTests {
  static let specs: [String] = {
    let folder = SimulationFixtures.repository.appendingPathComponent("Specs")
    let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".form.yaml") || $0.hasSuffix(".form.yml") }.sorted()
      .map { "Specs/\($0)" }
      + ["Tests/FormSimulationTests/Fixtures/Visibility/ShownWhenEmpty.form.yaml"]
  }()

  /// Keyboard inputs only: typed controls (a switch) are never steps of a focus chain.
  @Test(
    "every state the simulator lays out shows exactly the inputs the checker's state lists",
    arguments: specs)
  func simulatedStatesShowTheCheckersInputs(_ path: String) throws {
    let form = try SimulationFixtures.form(path)
    let inputNodes = Dictionary(uniqueKeysWithValues: form.focusInputs.map { ($0.id, $0.node) })
    let states = Simulator().distinctStates(form)
    let evaluation = form.visibilityEvaluation
    #expect(!states.isEmpty)
    for state in states {
      // A disabled input (`enabledWhen`) is laid out but is no step of the focus chain.
      let reachable = evaluation.reachability(in: state.values)
      let shown = Set(inputNodes.filter { state.visible[$0.value] && reachable[$0.value] }.keys)
      #expect(shown == Set(state.steps), "\(path), \(state.description ?? "no conditions")")
    }
  }

  @Test("a node shown while an input is empty is laid out and checked")
  func shownWhenEmpty() throws {
    let form = try SimulationFixtures.form(
      "Tests/FormSimulationTests/Fixtures/Visibility/ShownWhenEmpty.form.yaml")
    let states = Simulator().distinctStates(form)
    let reason = try #require(form.inputs.first { $0.id == "reason" })
    #expect(states.contains { $0.visible[reason.node] && $0.steps.contains("reason") })
    #expect(
      states.contains { $0.description == "'coupon' is empty and 'reason' is empty" })
    let device = SimulationFixtures.device("iphone-se-3")
    let scenario = Scenario(device: device, orientation: .portrait, keyboard: .docked)
    let report = Simulator().simulate(form, scenarios: [scenario])
    #expect(report.checks >= 4, "\(report.checks)")
  }

  @Test("a node controlled by a hidden input is hidden, whatever the input's value")
  func controlledByAHiddenInput() throws {
    let form = try SimulationFixtures.form(
      "Tests/FormSimulationTests/Fixtures/Visibility/ShownWhenEmpty.form.yaml")
    let detail = try #require(form.inputs.first { $0.id == "reasonDetail" })
    // 'coupon' has a value (the block hides) and 'reason' still holds text.
    let visible = form.visibleNodes(in: [.other, .other])
    #expect(!visible[detail.node])
    #expect(form.visibleNodes(in: [.empty, .other])[detail.node])
  }
}
