import FormCompiler
import FormSpec

/// The generated UI tests' double submit: a form formc can fill in validly gets
/// `testSubmittingTwiceSubmitsOnce` (its submit button tapped twice) and
/// `testReturnWhileSubmittingSubmitsOnce` (Return on the last input, where it submits, pressed
/// again), which launch the app with each submit held running (`FORMC_SUBMIT_DELAY`) so that
/// the second lands while the first runs: an app that submits again fails them.
extension TemplateModelBuilder {
  /// The double-submit tests: their calls of `FormUIWalk`, one per way the form submits.
  func doubleSubmitTests(_ submit: CheckedSubmit) -> [[SwiftNode]] {
    submit.submitters.map { submitter in
      let statement = walkCall("walk.submitTwice", submit, submitter)
      let doc: String
      let name: String
      if let returnKey = submitter.returnKey {
        name = "testReturnWhileSubmittingSubmitsOnce"
        doc =
          "Return on `\(returnKey)` pressed again while the submit it started runs (held by the "
          + "test hook) does not submit the form filled in validly a second time."
      } else {
        name = "testSubmittingTwiceSubmitsOnce"
        doc =
          "A second tap on the submit button"
          + (submitter.tapping.map { " of the keyboard toolbar (after tapping `\($0)`)" } ?? "")
          + " while the submit runs (held by the test hook) does not submit the form filled in "
          + "validly a second time."
      }
      return [
        .declaration(
          SwiftDeclaration(
            doc: doc, "@MainActor func \(name)() throws", body: [.expression(statement)]))
      ]
    }
  }
}
