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
      let statement = SwiftExpressionStatement(head: "try ") { tree in
        let values =
          submit.values.isEmpty
          ? tree.text("[:]", label: "values")
          : tree.array(
            label: "values",
            submit.values.map {
              tree.text(SwiftLiteral.string($0.0) + ": " + SwiftLiteral.string($0.1))
            })
        var arguments: [SwiftExpression.ID] = []
        if let returnKey = submitter.returnKey {
          arguments.append(tree.literal(returnKey, label: "returnKeyOn"))
        } else {
          arguments.append(
            tree.text(submitter.button.map(SwiftLiteral.string) ?? "nil", label: "button"))
          if let tapping = submitter.tapping {
            arguments.append(tree.literal(tapping, label: "inKeyboardToolbarAfterTapping"))
          }
        }
        arguments.append(values)
        if !submit.checked.isEmpty {
          arguments += [
            tree.array(label: "checked", submit.checked.map { tree.literal($0) }),
            tree.text(String(submit.debounce), label: "debounce"),
          ]
        }
        return tree.call("walk.submitTwice", arguments)
      }
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
