import FormDiagnostics
import FormSpec

extension UnknownOption {
  /// Each option of a multi-choice's `value` that is none of its options.
  static func checkSelections(_ form: CheckContext, _ findings: inout Findings) {
    for index in form.nodes.indices where form.nodes[index].kind == .multiChoice {
      guard let input = form.nodes[index].input, let selection = input.control.selection,
        let options = input.control.options, !options.value.isEmpty
      else { continue }
      let values = options.value.map(\.value.value)
      let chosen = selection.value.map(\.value)
      for value in selection.value where !values.contains(value.value) {
        var message =
          "'\(value.value)' is not an option of \(form.name(index)); its options are "
          + values.map { "'\($0)'" }.joined(separator: ", ")
        let fixIts = value.suggestion(
          among: values.filter { !chosen.contains($0) }, in: &message)
        findings.report(message, at: value.location, fixIts: fixIts)
      }
    }
  }
}
