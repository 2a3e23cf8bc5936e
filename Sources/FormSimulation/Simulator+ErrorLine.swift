import FormCompiler
import Foundation

extension Simulator {
  /// The messages the spec knows an input can show under it (its `required` message and its
  /// rules' messages, cross-field rules included), or `nil` when nothing in the spec can fail it.
  /// An input with an app check (`check`) can show the app's answer, whose text formc does not
  /// know: its list may be empty, and its message is taken as one line.
  ///
  /// An error the app sets itself (`form.errors[.field] = message`, a server's answer) can go
  /// under any input, and a text input (`field`, `textView`) is where a server's answer usually
  /// goes: a text input with nothing in the spec that can fail shows one line (an empty list).
  static func errorMessages(_ input: ResolvedInput) -> [String]? {
    guard
      input.required || !input.rules.isEmpty || input.check != nil || input.kind == .field
        || input.kind == .textView
    else { return nil }
    var messages = input.rules.map(\.message)
    if input.required { messages.append(input.requiredErrorMessage) }
    return messages
  }

  /// The height an input's error message takes under it, at the input's width: the gap above it
  /// (`FormLayoutMetrics.errorSpacing`, the generated SwiftUI screen's) and the lines of its
  /// longest known message in footnote text (at least one); `nil` for an input that cannot show
  /// one (``errorMessages(_:)``).
  ///
  /// The UIKit runtime reveals the input together with the view `formErrorView(for:)` returns,
  /// which the app lays out: this is the SwiftUI screen's message, the estimate for both.
  func errorLine(for input: ResolvedInput, width: CGFloat) -> CGFloat? {
    guard let messages = Self.errorMessages(input) else { return nil }
    let lines = messages.map {
      metrics.lineCount($0, width: width, characterWidth: metrics.footnoteCharacterWidth)
    }
    return metrics.errorSpacing + CGFloat(max(1, lines.max() ?? 1)) * metrics.footnoteLineHeight
  }

  /// The messages the inputs show after a failed submit, by layout index, at their widths
  /// in `base`: every input shown and enabled in the state that can show one
  /// (``errorMessages(_:)``), its longest known message (a submit checks every visible, enabled
  /// input and shows every message; the app's errors can stand under any text input). The worst
  /// case: the values that fail them all.
  func submitErrorLines(_ form: CheckedForm, state: StateLayout, base: EstimatedLayout)
    -> [Int: CGFloat]
  {
    let reachable = state.reachable.isEmpty ? state.visible : state.reachable
    var lines: [Int: CGFloat] = [:]
    for other in form.inputs {
      guard reachable.indices.contains(other.node), reachable[other.node],
        let width = base.boxes[other.node]?.frame.width,
        let line = errorLine(for: other, width: width)
      else { continue }
      lines[other.node] = line
    }
    return lines
  }

  /// The other inputs whose messages push `input` out of view after a failed submit: when the
  /// input failed with every message shown (``submitErrorLines(_:state:base:)``) and is visible
  /// with its own message alone, the inputs above it (in root-view coordinates, before any
  /// scroll) whose messages stand there, in layout order, each with the height its message adds.
  /// In a scroll view the runtime reveals the input wherever the messages move it, so this is
  /// content that does not scroll (a `stack` pinned to the keyboard) or a form whose screen
  /// moves nothing (`keyboard.avoidance: none`). Empty otherwise.
  func pushes(
    _ failure: FocusOutcome, input: ResolvedInput, form: CheckedForm, state: StateLayout,
    screen: PreparedScreen, base: EstimatedLayout, layouts: inout Layouts, lookup: Lookup
  ) -> [Occlusion.Push] {
    // Only where nothing scrolls the input back into view: no scroll container around it, or a
    // screen that moves nothing (`keyboard.avoidance: none`). In a scroll view the runtime reveals
    // it wherever the messages move it (and a large scrolling form is spared a layout per input).
    guard let errorLine = failure.errorLine,
      form.keyboardPlan.avoidance == .none || (lookup.chains[input.id] ?? []).isEmpty
    else { return [] }
    let key = Screens.Key(KeyboardKind(input), .assumed, toolbar: input.toolbar?.isEnabled)
    let others = layouts.errorLines(for: key) { submitErrorLines(form, state: state, base: base) }
      .filter { $0.key != input.node }
    guard !others.isEmpty else { return [] }
    // Visible with its own message alone: the others' messages are the cause.
    let alone = focus(
      input, form: form, visible: state.visible, screen: screen, base: base, lookup: lookup,
      errorLine: errorLine, otherErrorLines: [input.node: errorLine])
    guard alone.allSatisfy(\.passes) else { return [] }
    let scene = SimulatedScene(
      form: form, geometry: screen.geometry, focused: input.node, layout: failure.layout)
    let top = scene.rootFrame(of: input.node).minY
    var pushes: [Occlusion.Push] = []
    for (node, height) in others.sorted(by: { $0.key < $1.key }) {
      let frame = scene.rootFrame(of: node)
      guard !frame.isNull, frame.maxY + height <= top + Self.tolerance,
        let other = form.inputs.first(where: { $0.node == node })
      else { continue }
      pushes.append(.init(input: other.id, node: node, height: height))
    }
    return pushes
  }
}
