import FormCompiler

extension Simulator {
  /// `app check usernameAvailable on 'username' …`: what the simulation makes of the form's app
  /// checks (`check` in the spec), or `nil` for a form without any. A pending check shows a
  /// spinner in its input's row (UIKit: the text field's right view; SwiftUI: beside the field),
  /// no taller than the input, so each layout is simulated once, the same pending or answered;
  /// the app's answer (a message under the input) is not simulated.
  /// A local check (`local: true`) has no spinner and is not named.
  static func appChecksNote(_ form: CheckedForm) -> String? {
    let checked = form.inputs.compactMap { input in
      input.check.flatMap { $0.local ? nil : "\($0.name) on '\(input.id)'" }
    }
    guard !checked.isEmpty else { return nil }
    let one = checked.count == 1
    return (one ? "app check " : "app checks ") + checked.joined(separator: ", ")
      + (one
        ? ": its spinner sits in the input's row, so the layout is the same while it runs"
        : ": their spinners sit in their inputs' rows, so the layout is the same while they run")
  }
}
