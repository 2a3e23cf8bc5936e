import FormCompiler
import FormSpec
import Foundation

extension FocusOutcome.Edge {
  /// How messages say where the hidden points are.
  public var phrase: String {
    switch self {
    case .keyboard: return "under the keyboard"
    case .bottom: return "below the visible area"
    case .navigationBar: return "under the navigation bar"
    case .top: return "above the visible area"
    case .leading: return "past the left edge"
    case .trailing: return "past the right edge"
    }
  }
}

extension SimulationReport {
  /// One `keyboard-occlusion` error per failure, at the input's kind key.
  ///
  /// The message names the input, the points hidden and where, the device, orientation,
  /// presentation and keyboard; notes give the visibility state and the measured spans.
  public func diagnostics(for form: CheckedForm) -> [Diagnostic] {
    occlusions.map { occlusion in
      let outcome = occlusion.outcome
      let node = form.layout[outcome.node]
      let location = SourceLocation(path: path, line: node.line, column: node.column)
      var message =
        "input '\(outcome.input)' has \(Self.points(outcome.hidden)) pt hidden "
        + "\((outcome.edge ?? .keyboard).phrase) on \(outcome.scenario.phrase)"
      if outcome.grown, let lines = outcome.lines { message += ", grown to \(lines) lines" }
      var notes: [Diagnostic.Note] = []
      if let state = occlusion.state {
        notes.append(.init("in the visibility state where \(state)", at: location))
      }
      let required = outcome.requiredFrame
      let visible = outcome.visibleArea
      let spacing = form.keyboardPlan.spacing
      let what =
        required.height < outcome.inputFrame.height + CGFloat(spacing) - 0.01
        ? "the caret line" : "the input"
      notes.append(
        .init(
          "the visible area spans y \(Self.points(visible.minY))–\(Self.points(visible.maxY)) and "
            + "x \(Self.points(visible.minX))–\(Self.points(visible.maxX)) pt; \(what) with "
            + "\(Self.points(CGFloat(spacing))) pt spacing spans y \(Self.points(required.minY))–"
            + "\(Self.points(required.maxY)) and x \(Self.points(required.minX))–"
            + "\(Self.points(required.maxX)) pt",
          at: location))
      return Diagnostic(.keyboardOcclusion, message, at: location, notes: notes)
    }
  }

  /// A number of points for messages: whole numbers plain, others to one decimal.
  public static func points(_ value: CGFloat) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return value < 0 ? "-∞" : "∞" }
    let rounded = (value * 10).rounded() / 10
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(format: "%.1f", Double(rounded))
  }
}
