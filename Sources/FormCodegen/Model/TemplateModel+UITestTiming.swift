import FormCompiler
import FormRuntime
import FormSpec

/// The generated UI tests of when things happen: `testValidating<Id>OnEndEditing`, for a form
/// with an input whose `validateOn` is `endEditing` (its message shows once editing it ends, not
/// while it is edited and not only on submit), `testValidating<Id>WhileTyping`, for one whose
/// `validateOn` is `typing` (its message shows as the user types, once the form was submitted),
/// and `testTappingOutsideTheInputs`, for a form
/// whose `keyboard.dismiss` is `onTap` (a tap outside the inputs puts the keyboard away). A form
/// without them gets neither: nothing is asserted about a timing or a tap the spec does not ask
/// for.
extension TemplateModelBuilder {
  /// Values typed into an input to make it invalid, in order: the first its rules refuse (with
  /// what the state gives it before) is typed.
  static let invalidSamples = ["x", "1", "x 1!"]

  /// `testValidating<Id>OnEndEditing`: the first text input, in the first state that can test
  /// it, whose `validateOn` (its own, else the form's) is `endEditing`, that is followed in the
  /// walk by a text input to tap, is not a controller and has no app check or format, and that
  /// one of ``invalidSamples`` makes invalid.
  func validateOnTests(_ states: [UIState]) -> [[SwiftNode]] {
    for (index, state) in form.states.enumerated() where !states[index].typesValues {
      let order = state.steps.map(\.input)
      let controllers = Set(form.controllers.map(\.id))
      let launched = Dictionary(states[index].values, uniquingKeysWith: { first, _ in first })
      var values = form.inputs.reduce(into: [String: String]()) { $0[$1.id] = $1.initialValue }
      values.merge(self.values(of: state)) { _, state in state }
      values.merge(launched) { _, launched in launched }
      for (position, id) in order.enumerated().dropLast() {
        guard let input = form.inputs.first(where: { $0.id == id }),
          [.field, .textView].contains(input.kind), !controllers.contains(id),
          (input.validateOn ?? form.validateOn ?? .submit) == .endEditing,
          input.check == nil, input.format == nil,
          let next = form.inputs.first(where: { $0.id == order[position + 1] }),
          [.field, .textView].contains(next.kind)
        else { continue }
        let sent = sentValues(values, in: state)
        let start = values[id] ?? ""
        guard
          let sample = Self.invalidSamples.first(where: { sample in
            var typed = sent
            typed[id] = start + sample
            return firstInvalid([id], values: typed) != nil
          })
        else { continue }
        let call = SwiftExpressionStatement(head: "try ") { tree in
          tree.call(
            "walk.runValidatingOnEndEditing",
            [
              tree.literal(sample, label: "typing"), tree.literal(id, label: "into"),
              tree.text("Self.states[\(index)]", label: "in"),
            ])
        }
        return [
          [
            .declaration(
              SwiftDeclaration(
                doc: "`\(id)` (its `validateOn` is `endEditing`) typed `\(sample)`, which its "
                  + "rules refuse, shows no message while it is edited, and shows it once "
                  + "editing it ends (a tap on `\(next.id)`), without a submit.",
                "@MainActor func testValidating\(String.capitalized(id))OnEndEditing() throws",
                body: [.expression(call)]))
          ]
        ]
      }
    }
    return []
  }

  /// `testValidating<Id>WhileTyping`: the first text input, in the first state that can test
  /// it, whose `validateOn` (its own, else the form's) is `typing`, that is not a controller (but
  /// for one that shows and hides only labels and buttons, ``changesOnlyNodes(_:in:)``), has
  /// no app check (whose message shows whatever the timing), no `format` (which rewrites what is
  /// typed) and no secure entry (a secure text field clears itself when typed into again after a
  /// submit moved focus), that one of ``invalidSamples`` makes invalid and one of
  /// ``validSamples`` (or its start value) valid within its `maxLength` — digits only on a pad
  /// keyboard — and whose form has a submit button the test can tap while it is edited (in the
  /// content or the navigation bar, always enabled, or in the keyboard toolbar the input shows).
  func typingValidationTests(_ states: [UIState]) -> [[SwiftNode]] {
    guard let submit = typingSubmit() else { return [] }
    let controllers = Set(form.controllers.map(\.id))
    let pads: Set<KeyboardType> = [.numberPad, .decimalPad, .phonePad, .asciiCapableNumberPad]
    for (index, state) in form.states.enumerated() where !states[index].typesValues {
      let launched = Dictionary(states[index].values, uniquingKeysWith: { first, _ in first })
      var values = form.inputs.reduce(into: [String: String]()) { $0[$1.id] = $1.initialValue }
      values.merge(self.values(of: state)) { _, state in state }
      values.merge(launched) { _, launched in launched }
      for id in state.steps.map(\.input) {
        guard let input = form.inputs.first(where: { $0.id == id }),
          [.field, .textView].contains(input.kind),
          !controllers.contains(id) || changesOnlyNodes(id, in: state),
          (input.validateOn ?? form.validateOn ?? .submit) == .typing,
          input.check == nil, input.format == nil, input.traits?.secure != true,
          !submit.inKeyboardToolbar || keyboardToolbarItems(for: input).contains("submit")
        else { continue }
        let sent = sentValues(values, in: state)
        let start = values[id] ?? ""
        let digitsOnly = pads.contains(input.traits?.keyboard ?? .default)
        func fits(_ typed: String) -> Bool {
          (!digitsOnly || typed.allSatisfy(\.isNumber))
            && (start + typed).count <= (input.maxLength ?? .max)
        }
        func refused(_ typed: String) -> Bool {
          var all = sent
          all[id] = start + typed
          return firstInvalid([id], values: all) != nil
        }
        let others = input.rules.compactMap { $0.kind == .equals ? sent[$0.operand] : nil }
        guard let sample = Self.invalidSamples.first(where: { fits($0) && refused($0) }),
          let valid = ([""] + others + Self.validSamples + (input.placeholder.map { [$0] } ?? []))
            .first(where: { fits($0) && !refused($0) })
        else { continue }
        let call = SwiftExpressionStatement(head: "try ") { tree in
          var arguments = [
            tree.literal(sample, label: "typing"), tree.literal(valid, label: "thenValid"),
            tree.literal(id, label: "into"), tree.text("Self.states[\(index)]", label: "in"),
            submit.button.map { tree.literal($0, label: "submitButton") }
              ?? tree.text("nil", label: "submitButton"),
          ]
          if submit.inKeyboardToolbar {
            arguments.append(tree.text("true", label: "inKeyboardToolbar"))
          }
          return tree.call("walk.runValidatingWhileTyping", arguments)
        }
        let typedValid =
          valid.isEmpty ? "once it is deleted" : "once `\(valid)` takes its place"
        return [
          [
            .declaration(
              SwiftDeclaration(
                doc: "`\(id)` (its `validateOn` is `typing`) typed `\(sample)`, which its rules "
                  + "refuse, shows no message before a submit; after one it does, loses it "
                  + "\(typedValid), and shows one again as `\(sample)` is typed back, while "
                  + "it is still edited.",
                "@MainActor func testValidating\(String.capitalized(id))WhileTyping() throws",
                body: [.expression(call)]))
          ]
        ]
      }
    }
    return []
  }

  /// Whether the value of the controller `id` shows and hides only labels and buttons other than
  /// the submit button (SignUp's referral code, its bonus note): every state that differs from
  /// `state` in that value alone walks the same inputs alike, so typing into it leaves the walk
  /// as it is. `false` when only some of the form's states are planned.
  private func changesOnlyNodes(_ id: String, in state: VisibilityState) -> Bool {
    guard form.states.count == form.stateCount,
      let position = form.controllers.firstIndex(where: { $0.id == id }),
      form.layout.allSatisfy({ node in
        node.condition?.inputs.contains(id) != true || node.kind == .label
          || (node.kind == .button && node.action != .submit)
      })
    else { return false }
    return form.states.allSatisfy { other in
      other.values.indices.contains { $0 != position && other.values[$0] != state.values[$0] }
        || other.steps == state.steps
    }
  }

  /// The submit button `testValidating<Id>WhileTyping` taps while the input is edited: the
  /// content's (its id) or the navigation bar's (`nil`), always enabled, or the keyboard
  /// toolbar's; `nil` when the form has none that is always enabled.
  private func typingSubmit() -> (button: String?, inKeyboardToolbar: Bool)? {
    if let button = form.layout.first(where: { $0.kind == .button && $0.action == .submit }) {
      return (button.enabled ?? .always) == .always ? (button.id, false) : nil
    }
    guard let submit = form.actions?.submit, submit.enabled == .always else { return nil }
    return (nil, submit.placement == .keyboardToolbar)
  }

  /// `testTappingOutsideTheInputs` for a form whose `keyboard.dismiss` is `onTap`, in the first
  /// state whose first input the walk taps is a text input.
  func tapDismissTests(_ states: [UIState]) -> [[SwiftNode]] {
    guard form.keyboardPlan.dismissMode == .onTap else { return [] }
    for (index, state) in form.states.enumerated() {
      guard
        let first = state.steps.lazy.compactMap({ step in
          self.form.inputs.first { $0.id == step.input }
        }).first(where: { $0.kind != .custom }),
        [.field, .textView].contains(first.kind)
      else { continue }
      let call = "try walk.runTappingOutsideTheInputs(in: Self.states[\(index)])"
      return [
        [
          .declaration(
            SwiftDeclaration(
              doc: "With the keyboard up for `\(first.id)`, a tap outside the inputs puts it "
                + "away and leaves no input focused: the spec's `keyboard.dismiss: onTap`.",
              "@MainActor func testTappingOutsideTheInputs() throws", body: [.line(call)]))
        ]
      ]
    }
    return []
  }
}
