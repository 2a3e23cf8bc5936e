import FormCodegen
import FormCompiler
import Testing

/// Texts that change with app flags (issue 32): the schema carries each variant as a Swift
/// literal, the SwiftUI screen reads the model's title so it follows the flags, and a spec
/// without variants generates what it did before.
struct FlagTextSnippetTests {
  static let spec = """
    title:
      text: Add Card
      when:
        - {flag: isViewing, text: "View \\"Card\\" \\\\ 1"}
        - {flag: isEditing, text: Edit Card}
    flags: [isViewing, isEditing]
    actions:
      submit:
        title: {text: Save, when: [{flag: isViewing, text: Edit}]}
      cancel:
        title: {text: Close, when: [{flag: isEditing, text: Cancel}]}
    content:
      scroll: page
      children:
        - field: name
          title: Name
    """

  @Test func theSchemaCarriesTheTitleVariantsAsLiterals() throws {
    let file = try SnippetTests.file(Self.spec, .model)
    #expect(
      file.contains(
        """
            title: "Add Card",
            titleVariants: [
              FormTextVariant(flag: "isViewing", text: "View \\"Card\\" \\\\ 1"),
              FormTextVariant(flag: "isEditing", text: "Edit Card"),
            ],
        """), "\(file)")
    #expect(
      file.contains(
        """
              title: "Save", titleVariants: [FormTextVariant(flag: "isViewing", text: "Edit")],
        """), "\(file)")
    #expect(
      file.contains(
        """
              title: "Close", titleVariants: [FormTextVariant(flag: "isEditing", text: "Cancel")],
        """), "\(file)")
  }

  @Test func theSwiftUIScreenReadsTheTitlesFromTheModel() throws {
    let file = try SnippetTests.file(Self.spec, .swiftui)
    #expect(file.contains(".navigationTitle(Text(verbatim: form.screenTitle ?? \"\"))"), "\(file)")
    #expect(file.contains("Text(verbatim: form.actionTitle(.cancel))"), "\(file)")
    #expect(file.contains("FormSubmitButton(form.actionTitle(.submit), of: form)"), "\(file)")
  }

  @Test func plainTitlesGenerateWhatTheyDidBefore() throws {
    let plain = """
      title: Add Card
      flags: [isEditing]
      actions:
        submit:
          title: Save
      content:
        scroll: page
        children:
          - field: name
            title: Name
      """
    let model = try SnippetTests.file(plain, .model)
    let swiftUI = try SnippetTests.file(plain, .swiftui)
    #expect(!model.contains("titleVariants"))
    #expect(!swiftUI.contains("screenTitle"))
    #expect(!swiftUI.contains("actionTitle"))
    #expect(swiftUI.contains("FormSubmitButton(\"Save\", of: form)"), "\(swiftUI)")
  }
}
