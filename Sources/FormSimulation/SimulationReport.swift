import FormRuntime
import Foundation

/// The result of simulating one form.
public struct SimulationReport: Sendable {
  /// The spec's path.
  public var path: String
  /// The form's name.
  public var form: String
  /// The scenarios simulated.
  public var scenarios: [Scenario]
  /// How the form's plan avoids the keyboard, when the text summary should say which strategy was
  /// simulated (`automatic`: the keyboard layout guide, which iOS 15 and later take); `nil`
  /// otherwise.
  public var simulatedAvoidance: String?
  /// What the simulation makes of the form's app checks (`check` in the spec), when it has any:
  /// the text summary says it; `nil` otherwise.
  public var appChecks: String?
  /// Why the form was not simulated, if it was not.
  public var skipped: String?
  /// The form's visibility states.
  public var stateCount: Int
  /// The distinct visibility states simulated (one per set of visible nodes, at most
  /// ``Simulator/maxStates``).
  public var statesSimulated = 0
  /// The distinct sets of visible nodes the form's states give.
  public var distinctLayouts = 0
  /// The scenarios simulated: all of them unless the form is too large for
  /// ``Simulator/workBudget``, then the first ones.
  public var scenariosSimulated = 0
  /// Indices of ``scenarios`` in presentations the spec does not name (`presentations`): not
  /// simulated, and not counted as unchecked.
  public var notShown: Set<Int> = []
  /// One past the index in ``scenarios`` of the last scenario simulated, when scenarios were left
  /// out (``notShown``); else ``scenariosSimulated`` is that bound.
  public var simulatedBound: Int?

  /// How many of ``scenarios`` the spec is shown in.
  public var scenariosShown: Int { scenarios.count - notShown.count }
  /// Focus checks made (inputs × states × scenarios, twice for text views).
  public var checks = 0
  /// Failures: the first per input and scenario.
  public var occlusions: [Occlusion] = []

  /// Creates an empty report.
  public init(path: String, form: String, scenarios: [Scenario], stateCount: Int) {
    self.path = path
    self.form = form
    self.scenarios = scenarios
    self.stateCount = stateCount
  }

  /// Failing inputs per scenario index (errors and warnings; not the notes).
  public var failuresByScenario: [Int: Int] {
    occlusions.filter { $0.severity != .note }
      .reduce(into: [:]) { $0[$1.scenarioIndex, default: 0] += 1 }
  }

  /// Inputs with a warning rather than an error, per scenario index.
  public var warningsByScenario: [Int: Int] {
    occlusions.filter { $0.severity == .warning }
      .reduce(into: [:]) { $0[$1.scenarioIndex, default: 0] += 1 }
  }

  /// The findings that are errors.
  public var errors: [Occlusion] { occlusions.filter { $0.severity == .error } }

  /// The findings that are warnings.
  public var warnings: [Occlusion] { occlusions.filter { $0.severity == .warning } }

  /// Whether the scenario at an index was simulated (a form too large for the work budget
  /// simulates only the first scenarios).
  public func checked(scenario index: Int) -> Bool {
    !notShown.contains(index) && index < (simulatedBound ?? scenariosSimulated)
  }
}
