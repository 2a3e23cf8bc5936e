import FormCodegen
import FormCompiler
import Testing

/// What each translator writes for two inputs that edit one value (`valueOf`): one stored
/// property, which the other input reads and writes through a computed property of its own type;
/// snippets as ``SnippetTests``.
struct SharedValueSnippetTests {
  static let spec = """
    flags: [statesLoaded]
    content:
      scroll: address
      children:
        - choice: stateSelector
          title: State
          style: navigation
          options: app
          valueOf: state
          visibleWhen: {flag: statesLoaded}
        - field: state
          title: State
          value: CA
          required: true
          visibleWhen: {flag: statesLoaded, equals: false}
    """

  static let snippets: [SnippetTests.Snippet] = [
    SnippetTests.Snippet(
      name: "the owner stores the value and tells the views of both inputs",
      spec: spec, output: .model, start: "@FormPublished var state:",
      expected: """
        @FormPublished var state: String = "CA" {
          didSet {
            formChanges.valueDidChange(.state)
            formChanges.valueDidChange(.stateSelector)
          }
        }
        """),
    SnippetTests.Snippet(
      name: "the choice reads and writes the owner's text, empty as none chosen",
      spec: spec, output: .model, start: "var stateSelector:",
      expected: """
        var stateSelector: String? {
          get { self.state.isEmpty ? nil : self.state }
          set { self.state = newValue ?? "" }
        }
        """),
    SnippetTests.Snippet(
      name: "the choice starts with the owner's value in the schema",
      spec: spec, output: .model, start: ".appChoice(",
      expected: """
        .appChoice(
          .stateSelector, title: "State", style: .navigation, value: "CA",
          optionMessage: "State is not one of the options", shownWith: "stateSelector"),
        """),
    SnippetTests.Snippet(
      name: "the SwiftUI picker binds the choice's computed property",
      spec: spec, output: .swiftui, start: "Picker(selection: $form.stateSelector)",
      expected: """
        Picker(selection: $form.stateSelector) {
          ForEach(form.stateSelectorOptions, id: \\.value) { option in
            Text(verbatim: option.title)
              .tag(String?.some(option.value))
          }
        } label: {
          Text(verbatim: "State")
        }
        .formNavigationPickerStyle()
        .formControl(SnippetForm.Field.stateSelector, of: form)
        .disabled(!form.isEnabled(.stateSelector))
        """),
    SnippetTests.Snippet(
      name: "each input of the shared value names the others, for the sessions",
      spec: spec, output: .model, start: "func fieldsSharingValue(with field: Field)",
      expected: """
        func fieldsSharingValue(with field: Field) -> [Field] {
          switch field {
          case .state: return [.stateSelector]
          case .stateSelector: return [.state]
          }
        }
        """),
  ]

  @Test(arguments: snippets)
  func snippet(_ snippet: SnippetTests.Snippet) throws {
    let file = try SnippetTests.file(snippet.spec, snippet.output)
    let found = SnippetTests.declaration(startingWith: snippet.start, in: file)
    #expect(found == snippet.expected, "in:\n\(file)")
  }

  @Test func theModelStoresTheValueOnce() throws {
    let file = try SnippetTests.file(Self.spec, .model)
    #expect(!file.contains("@FormPublished var stateSelector:"), "\(file)")
    #expect(file.contains("case .stateSelector: return self.stateSelector ?? \"\""), "\(file)")
  }
}
