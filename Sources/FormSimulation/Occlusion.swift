/// A failed focus step.
public struct Occlusion: Sendable, Hashable {
  /// What the simulator measured.
  public var outcome: FocusOutcome
  /// The scenario's index in ``SimulationReport/scenarios``.
  public var scenarioIndex: Int
  /// The visibility state, described (`nil` when the form has one state).
  public var state: String?
}
