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
}
