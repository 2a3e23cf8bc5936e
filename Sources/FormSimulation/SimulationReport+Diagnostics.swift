import FormCompiler
import FormDiagnostics
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
  /// One diagnostic per finding, at the input's kind key: `keyboard-occlusion` for an input the
  /// keyboard (or a bar or an edge) hides, `input-does-not-fit` for one hidden even without a
  /// keyboard. A finding with a caveat (`keyboard.avoidance: none`, or a verdict resting on one of
  /// formc's assumptions) is a warning, and a note says why.
  ///
  /// An `input-does-not-fit` finding is reported once per screen (device, iOS version,
  /// orientation, presentation) and visibility state, as it does not depend on the keyboard.
  ///
  /// The message names the input, the points hidden and where, and the scenario; notes give the
  /// visibility state, the measured spans, the caveats and what the documented figure gives.
  public func diagnostics(for form: CheckedForm, catalog: DeviceCatalog = .standard)
    -> [Diagnostic]
  {
    // An input that does not fit does so whatever the keyboard: one diagnostic per screen and
    // visibility state, not one per keyboard state (the matrix still counts every cell).
    var unfit = Set<String>()
    let findings = occlusions.filter { occlusion in
      guard occlusion.rule == .inputDoesNotFit else { return true }
      let outcome = occlusion.outcome
      return unfit.insert(
        "\(outcome.input)\u{0}\(outcome.scenario.screenPhrase)\u{0}\(occlusion.state ?? "")"
      ).inserted
    }
    return findings.map { occlusion in
      let outcome = occlusion.outcome
      let node = form.layout[outcome.node]
      let location = SourceLocation(path: path, line: node.line, column: node.column)
      let hidden = Self.points(outcome.hidden)
      let edge = (outcome.edge ?? .keyboard).phrase
      var message: String
      if occlusion.rule == .inputDoesNotFit {
        message =
          "input '\(outcome.input)' does not fit on \(outcome.scenario.screenPhrase): "
          + "\(hidden) pt stay hidden \(edge) even without a keyboard"
      } else if let revealed = occlusion.revealed {
        message =
          "input '\(outcome.input)' reveals '\(revealed.id)', which has \(hidden) pt hidden "
          + "\(edge) on \(outcome.scenario.phrase)"
      } else {
        message =
          "input '\(outcome.input)' has \(hidden) pt hidden \(edge) on \(outcome.scenario.phrase)"
      }
      if outcome.grown, let lines = outcome.lines { message += ", grown to \(lines) lines" }
      if let errorLine = outcome.errorLine {
        message += " with its error message under it (\(Self.points(errorLine)) pt)"
      }
      var notes: [Diagnostic.Note] = []
      if let state = occlusion.state {
        notes.append(.init("in the visibility state where \(state)", at: location))
      }
      let required = outcome.requiredFrame
      let visible = outcome.visibleArea
      let spacing = form.keyboardPlan.spacing
      var what =
        required.minY > outcome.inputFrame.minY + 0.01
          || required.height < outcome.inputFrame.height + CGFloat(spacing) - 0.01
        ? "the caret line" : "the input"
      if outcome.errorLine != nil { what += " and its error message" }
      if outcome.title != nil {
        what = outcome.errorLine != nil ? "its title, " + what : "its title and " + what
      }
      if let revealed = occlusion.revealed {
        let area = revealed.visibleArea
        let frame = revealed.frame
        notes.append(
          .init(
            "the visible area spans y \(Self.points(area.minY))–\(Self.points(area.maxY)) and "
              + "x \(Self.points(area.minX))–\(Self.points(area.maxX)) pt; '\(revealed.id)' spans "
              + "y \(Self.points(frame.minY))–\(Self.points(frame.maxY)) and x "
              + "\(Self.points(frame.minX))–\(Self.points(frame.maxX)) pt",
            at: location))
        let named = form.layout[revealed.node]
        notes.append(
          .init(
            "'\(revealed.id)' is declared here",
            at: SourceLocation(path: path, line: named.line, column: named.column)))
      } else {
        notes.append(
          .init(
            "the visible area spans y \(Self.points(visible.minY))–\(Self.points(visible.maxY)) and "
              + "x \(Self.points(visible.minX))–\(Self.points(visible.maxX)) pt; \(what) with "
              + "\(Self.points(CGFloat(spacing))) pt spacing spans y \(Self.points(required.minY))–"
              + "\(Self.points(required.maxY)) and x \(Self.points(required.minX))–"
              + "\(Self.points(required.maxX)) pt",
            at: location))
      }
      for caveat in occlusion.caveats {
        switch caveat {
        case .screenHandlesKeyboard:
          notes.append(
            .init(
              "keyboard.avoidance is none, so formc's code moves nothing and this is a warning: "
                + "the screen may move the input itself",
              at: location))
        case .tallTitledInput:
          notes.append(
            .init(
              "the input is hidden only because the SwiftUI screen reveals the title stacked "
                + "above it with it (it does so while title, input and message fit the visible "
                + "area less keyboard.spacing as formc estimates them, and reveals the control "
                + "alone when they do not), so it is a warning; revealed alone, as the UIKit "
                + "runtime reveals it, the input is visible",
              at: location))
        case .revealRegionTooTall:
          let region = occlusion.revealed?.regionHeight ?? 0
          let room = occlusion.revealed?.room ?? 0
          notes.append(
            .init(
              "the reveal region (the input and the nodes it names that show) is "
                + "\(Self.points(region)) pt tall, more than the visible area's "
                + "\(Self.points(room)) pt less \(Self.points(CGFloat(spacing))) pt "
                + "keyboard.spacing, so the runtimes reveal the input alone (the input wins) "
                + "and this is a note",
              at: location))
        case .assumption(let source):
          notes.append(
            .init(
              "this verdict rests on formc's assumption '\(catalog.sourceTitle(source))', not on "
                + "a documented figure, so it is a warning",
              at: location))
        }
      }
      for note in occlusion.notes { notes.append(.init(note, at: location)) }
      // The inputs whose messages push this one out, each at its own line: what to change. Nothing
      // scrolls it back: content that does not scroll, or `keyboard.avoidance: none`.
      for push in occlusion.pushedBy {
        let other = form.layout[push.node]
        notes.append(
          .init(
            "after a failed submit, the error message under '\(push.input)' "
              + "(\(Self.points(push.height)) pt) pushes '\(outcome.input)' down and nothing "
              + "scrolls it back into view",
            at: SourceLocation(path: path, line: other.line, column: other.column)))
      }
      return Diagnostic(occlusion.severity, occlusion.rule, message, at: location, notes: notes)
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
