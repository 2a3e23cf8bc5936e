import FormCompiler
import FormRuntime
import FormSpec

/// The generated UI tests' typing checks: a text input with a `maxLength` or one of
/// FormRuntime's formats (`cardNumber`, `expiry`, `phone`) gets `testTyping<Input>`, which types
/// past the limit and checks the value the input shows — the limit kept and the format applied,
/// as FormRuntime's editor (``FormTextEditor``) applies them to each typed character.
extension TemplateModelBuilder {
  /// The longest `maxLength` without a format that the test types past: a longer one (a chat
  /// message's 2000) would type thousands of characters and write them into the test.
  static let longestTypedLimit = 40

  /// The typing tests, each in the first state of `states` whose walk visits the input.
  func entryTests(_ states: [UIState]) -> [[SwiftNode]] {
    form.inputs.compactMap { input -> [SwiftNode]? in
      guard input.kind == .field, input.traits?.secure != true,
        input.maxLength != nil || input.format != nil,
        let state = states.firstIndex(where: { $0.ids.contains(input.id) })
      else { return nil }
      // An app's own formatter is the app's: formc cannot say what it shows.
      let formatter = input.format.map { FormTextFormatter.standard(FormTextFormat(rawValue: $0)) }
      if case .some(.none) = formatter { return nil }
      let editor = FormTextEditor(maxLength: input.maxLength, formatter: formatter ?? nil)
      let numeric: Set<KeyboardType> = [
        .numberPad, .decimalPad, .phonePad, .asciiCapableNumberPad,
      ]
      let digits = formatter != nil || numeric.contains(input.traits?.keyboard ?? .default)
      let count: Int
      if let maxLength = input.maxLength {
        guard formatter != nil || maxLength <= Self.longestTypedLimit else { return nil }
        count = maxLength + 2
      } else {
        // A phone number's ten digits: the formats group a whole value.
        count = 10
      }
      let alphabet = Array(digits ? "1234567890" : "abcdefghijklmnopqrstuvwxyz")
      let typed = String((0..<count).map { alphabet[$0 % alphabet.count] })
      let expected = Self.entered(typed, with: editor)
      var what: [String] = []
      if let maxLength = input.maxLength { what.append("its `maxLength` (\(maxLength))") }
      if let format = input.format { what.append("its `format` (`\(format)`)") }
      let call = SwiftExpressionStatement(head: "try ") { tree in
        var arguments = [
          tree.literal(typed, label: "typing"), tree.literal(input.id, label: "into"),
          tree.literal(expected, label: "expecting"),
        ]
        if let maxLength = input.maxLength {
          arguments.append(tree.text(String(maxLength), label: "maxLength"))
        }
        if let format = input.format { arguments.append(tree.literal(format, label: "format")) }
        arguments.append(tree.text("Self.states[\(state)]", label: "in"))
        return tree.call("walk.runEntry", arguments)
      }
      return [
        .declaration(
          SwiftDeclaration(
            doc: "Typing \(count) characters into `\(input.id)` shows what "
              + what.joined(separator: " and ") + (what.count == 1 ? " makes" : " make")
              + " of them as the user types.",
            "@MainActor func testTyping\(String.capitalized(input.id))() throws",
            body: [.expression(call)]))
      ]
    }
  }

  /// What an input shows after `typed` is typed into it a character at a time, at its end, as
  /// FormRuntime's editor takes each one.
  static func entered(_ typed: String, with editor: FormTextEditor) -> String {
    var text = ""
    for character in typed {
      let end = text.utf16.count
      switch editor.edit(text, replacing: end..<end, with: String(character)) {
      case .accept: text.append(character)
      case .refuse: break
      case .replace(let replaced, _): text = replaced
      }
    }
    return text
  }
}
