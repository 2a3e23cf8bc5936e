import FormCodegen
import FormCompiler
import Testing

/// What each translator writes for a choice whose options the app loads (`options: app`) and a
/// text view that grows without a limit (`lines.max: none`), snippets as ``SnippetTests``.
struct AppOptionsSnippetTests {
  static let spec = """
    content:
      scroll: address
      children:
        - choice: country
          title: Country
          style: navigation
          options: app
          value: US
          required: true
        - textView: notes
          title: Notes
          lines: {min: 2, max: none}
    """

  static let snippets: [SnippetTests.Snippet] = [
    SnippetTests.Snippet(
      name: "an app choice holds the option's value as a String",
      spec: spec, output: .model, start: "@FormPublished var country:",
      expected: """
        @FormPublished var country: String? = "US" {
          didSet { formChanges.valueDidChange(.country) }
        }
        """),
    SnippetTests.Snippet(
      name: "an app choice's options are a settable published list",
      spec: spec, output: .model, start: "@FormPublished var countryOptions",
      expected: """
        @FormPublished var countryOptions: [FormChoice.Option] = [] {
          didSet { formChanges.optionsDidChange(.country) }
        }
        """),
    SnippetTests.Snippet(
      name: "the model answers options(of:) from the options properties",
      spec: spec, output: .model, start: "func options(of field: Field)",
      expected: """
        func options(of field: Field) -> [FormChoice.Option]? {
          switch field {
          case .country: return self.countryOptions
          default: return nil
          }
        }
        """),
    SnippetTests.Snippet(
      name: "an app choice is read and written as text",
      spec: spec, output: .model, start: "func setValue(_ value: String, for field: Field)",
      expected: """
        func setValue(_ value: String, for field: Field) {
          switch field {
          case .notes: self.notes = value
          case .country: self.country = value.isEmpty ? nil : value
          }
        }
        """),
    SnippetTests.Snippet(
      name: "an app choice's schema entry has no options and a message for a value none of them",
      spec: spec, output: .model, start: ".appChoice(",
      expected: """
        .appChoice(
          .country, title: "Country", style: .navigation, value: "US",
          validations: [.required("Country is required")],
          optionMessage: "Country is not one of the options"),
        """),
    SnippetTests.Snippet(
      name: "a text view without a limit grows to Int.max lines (the app choice follows it)",
      spec: spec, output: .model, start: ".textView(",
      expected: """
        .textView(
          .notes, title: "Notes", returns: .newline, lines: 2...Int.max, toolbarTitle: "Notes"),
        .appChoice(
          .country, title: "Country", style: .navigation, value: "US",
          validations: [.required("Country is required")],
          optionMessage: "Country is not one of the options"),
        """),
    SnippetTests.Snippet(
      name: "the keyboard plan gives a text view without a limit no most lines",
      spec: spec, output: .model, start: "inputs: [.init(id: \"notes\"",
      expected: """
        inputs: [.init(id: "notes", scrollContainers: ["address"], grows: true, minLines: 2)]
        """),
    SnippetTests.Snippet(
      name: "the SwiftUI picker lists the app's options",
      spec: spec, output: .swiftui, start: "Picker(selection: $form.country)",
      expected: """
        Picker(selection: $form.country) {
          ForEach(form.countryOptions, id: \\.value) { option in
            Text(verbatim: option.title)
              .tag(String?.some(option.value))
          }
        } label: {
          Text(verbatim: "Country")
        }
        .formNavigationPickerStyle()
        .formControl(SnippetForm.Field.country, of: form)
        .disabled(!form.isEnabled(.country))
        """),
  ]

  @Test(arguments: snippets)
  func snippet(_ snippet: SnippetTests.Snippet) throws {
    let file = try SnippetTests.file(snippet.spec, snippet.output)
    let found = SnippetTests.declaration(startingWith: snippet.start, in: file)
    #expect(found == snippet.expected, "in:\n\(file)")
  }

  @Test func noEnumIsGeneratedForAnAppChoice() throws {
    let file = try SnippetTests.file(Self.spec, .model)
    #expect(!file.contains("CountryOption"))
  }

  @Test func theSwiftUIPickerIsDisabledWhileTheAppsListIsEmpty() throws {
    let file = try SnippetTests.file(Self.spec, .swiftui)
    #expect(file.contains(".formControl(SnippetForm.Field.country, of: form)\n"), "\(file)")
    #expect(file.contains(".disabled(!form.isEnabled(.country))"), "\(file)")
  }

  /// A multi-choice whose options the app loads: a set of the chosen values as text, the app's
  /// list beside it, read and written as the runtime's comma-separated text.
  static let multiSpec = """
    content:
      scroll: settings
      children:
        - multiChoice: topics
          title: Topics
          style: navigation
          options: app
          value: [news, deals]
          max: 3
    """

  @Test func anAppMultiChoiceHoldsASetOfStrings() throws {
    let file = try SnippetTests.file(Self.multiSpec, .model)
    #expect(
      file.contains("@FormPublished var topics: Set<String> = [\"news\", \"deals\"] {"), "\(file)")
    // The app's list keeps no value with a comma (the runtime leaves it out and, in debug
    // builds, stops at an assertion failure): the value's text joins the chosen values with commas.
    let options = try #require(
      SnippetTests.declaration(startingWith: "@FormPublished var topicsOptions", in: file))
    #expect(
      options == """
        @FormPublished var topicsOptions: [FormChoice.Option] = [] {
          didSet {
            if let valid = FormChoice.appMultiChoiceOptions(topicsOptions) {
              topicsOptions = valid
            }
            formChanges.optionsDidChange(.topics)
          }
        }
        """, "\(options)")
    #expect(file.contains("case .topics: return self.topicsOptions"))
    #expect(
      file.contains("case .topics: return FormChoice.text(of: self.topics, in: self.topicsOptions)")
    )
    #expect(file.contains("case .topics: self.topics = Set(FormChoice.selection(value))"))
    #expect(!file.contains("TopicsOption"), "no enum")
    let entry = try #require(SnippetTests.declaration(startingWith: ".appMultiChoice(", in: file))
    #expect(
      entry.contains(".topics, title: \"Topics\", style: .navigation, value: \"news,deals\""),
      "\(entry)")
    #expect(entry.contains(".maxSelections(3, "), "\(entry)")
    #expect(
      entry.contains("optionMessage: \"Topics has a choice that is not one of the options\""),
      "\(entry)")
  }

  @Test func anAppMultiChoiceListsTheAppsOptionsInSwiftUI() throws {
    let file = try SnippetTests.file(Self.multiSpec, .swiftui)
    #expect(file.contains("ForEach(form.topicsOptions, id: \\.value) { option in"), "\(file)")
    #expect(file.contains("FormMultiChoiceRow(option.value, of: $form.topics) {"), "\(file)")
    #expect(
      file.contains("chosen: form.topics, options: form.topicsOptions"), "\(file)")
    #expect(file.contains(".disabled(!form.isEnabled(.topics))"), "\(file)")
  }

  @Test func theUITestsCheckAnAppMultiChoiceForReachOnly() throws {
    let file = try SnippetTests.file(Self.multiSpec, .uiTests)
    #expect(file.contains("FormUIControl(\"topics\", .appChoice)"), "\(file)")
  }

  @Test func theUITestsCheckAnAppChoiceForReachOnly() throws {
    let file = try SnippetTests.file(Self.spec, .uiTests)
    #expect(file.contains("FormUIControl(\"country\", .appChoice)"), "\(file)")
  }
}
