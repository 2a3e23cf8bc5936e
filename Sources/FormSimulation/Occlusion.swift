import FormDiagnostics
import FormSpec

/// A failed focus step: an input hidden, or an input that does not fit whatever the keyboard does.
public struct Occlusion: Sendable, Hashable {
  /// Why a finding is a warning rather than an error.
  public enum Caveat: Sendable, Hashable {
    /// `keyboard.avoidance: none`: formc's code moves nothing, and the screen may move the input
    /// itself.
    case screenHandlesKeyboard
    /// The verdict rests on a figure that is formc's assumption (a key of
    /// ``DeviceCatalog/sources``), not on a documented one.
    case assumption(source: String)
    /// The verdict rests on formc's model of the SwiftUI screen's scroll to an input that is, with
    /// the title stacked above it (and its message), taller than the visible area (`scrollTo`
    /// shows the top of the whole, the title's: Apple documents "the minimum amount to make the
    /// identified view wholly visible", which no offset does); revealed input first, as the UIKit
    /// runtime reveals it, the input is visible.
    case tallTitledInput
  }

  /// What the simulator measured.
  public var outcome: FocusOutcome
  /// The scenario's index in ``SimulationReport/scenarios``.
  public var scenarioIndex: Int
  /// The visibility state, described (`nil` when the form has one state).
  public var state: String?
  /// `keyboard-occlusion`, or `input-does-not-fit` when the input is hidden even without a
  /// keyboard.
  public var rule: RuleID = .keyboardOcclusion
  /// An error, or a warning when a caveat applies.
  public var severity: Severity = .error
  /// Why the finding is a warning.
  public var caveats: [Caveat] = []
  /// Further notes: what the alternative figure gives.
  public var notes: [String] = []

  /// Creates a finding.
  public init(
    outcome: FocusOutcome, scenarioIndex: Int, state: String?, rule: RuleID = .keyboardOcclusion,
    caveats: [Caveat] = [], notes: [String] = []
  ) {
    self.outcome = outcome
    self.scenarioIndex = scenarioIndex
    self.state = state
    self.rule = rule
    self.caveats = caveats
    self.notes = notes
    severity = caveats.isEmpty ? .error : .warning
  }
}
