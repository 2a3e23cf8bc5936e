import FormDiagnostics
import FormSpec
import Foundation

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
    /// The input is hidden only because the SwiftUI screen reveals the title stacked above it
    /// with it: revealed alone, as the UIKit runtime reveals it, the input is visible. The screen
    /// reveals the whole input (title, input, message: one `id`) only while formc's estimate of
    /// it fits the visible area less `keyboard.spacing`; when it does not, it reveals the control
    /// alone (`FormControlScrollID`, `FormTextField.revealsControl`), and the simulator checks
    /// the input without its title, so a titled input taller than the visible area no longer
    /// gets this caveat. What is left is a title that fits by the estimate and still pushes the
    /// input out of view (a container that clips the input, a reveal through nested scroll
    /// views); no recorded `formc simulate` output of the repository shows it.
    case tallTitledInput
    /// A node the input's `reveal` names is out of view because the reveal region (the input,
    /// its message and the named nodes that show) is taller than the visible area less
    /// `keyboard.spacing`: the runtimes reveal the input alone (the input wins), as documented,
    /// so the finding is a note.
    case revealRegionTooTall
  }

  /// Another input whose error message, shown after a failed submit, pushes the focused input
  /// out of view (content that does not scroll, such as a `stack` pinned to the keyboard).
  public struct Push: Sendable, Hashable {
    /// The other input's id.
    public var input: String
    /// The other input's layout index (its spec line is where the finding's note goes).
    public var node: Int
    /// The height its message adds above the focused input (the gap and its lines).
    public var height: CGFloat

    /// Creates a push.
    public init(input: String, node: Int, height: CGFloat) {
      self.input = input
      self.node = node
      self.height = height
    }
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
  /// An error, or a warning when a caveat applies; a note for a reveal region that cannot fit
  /// (``Caveat/revealRegionTooTall``), which the summary and `--strict` do not count.
  public var severity: Severity = .error
  /// Why the finding is a warning.
  public var caveats: [Caveat] = []
  /// Further notes: what the alternative figure gives.
  public var notes: [String] = []
  /// The inputs above the focused one whose error messages push it out of view after a failed
  /// submit, in layout order: the input is visible with its own message alone, not with theirs.
  /// Empty when the others' messages are not the cause.
  public var pushedBy: [Push] = []
  /// The node of the input's reveal region that stays out of view while the input shows; then
  /// ``outcome``'s ``FocusOutcome/hidden`` and ``FocusOutcome/edge`` are the node's (its other
  /// figures the input's). `nil` when the input itself is hidden.
  public var revealed: FocusOutcome.HiddenReveal? = nil

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
