import FormCodegen
import FormCompiler
import Testing

/// Section headers and footers, labels and buttons whose texts change with app flags (issue 32):
/// the schema's static texts carry the variants as Swift literals, the SwiftUI screen reads each
/// such text from the model (`form.staticText(_:)`, its index in the schema's `texts`), and a
/// plain text is a literal as before.
struct NodeFlagTextSnippetTests {
  static let spec = """
    flags: [isEditing, needsApproval]
    content:
      scroll: page
      children:
        - label: intro
          text: Where we deliver
        - section: address
          header: {text: New address, when: [{flag: isEditing, text: "Edit \\"address\\""}]}
          footer: {text: Saved for later, when: [{flag: isEditing, text: Changes apply at once}]}
          children:
            - field: street
              title: Street
        - label:
          text: {text: Ready, when: [{flag: needsApproval, text: Pending approval}]}
        - button: remove
          title: {text: Remove, when: [{flag: isEditing, text: Remove address}]}
          action: none
        - button: save
          title: {text: Add, when: [{flag: isEditing, text: Save}]}
    """

  @Test func theStaticTextsCarryTheVariantsAsLiterals() throws {
    let file = try SnippetTests.file(Self.spec, .model)
    #expect(
      file.contains(#"FormStaticText(.label, id: "intro", text: "Where we deliver"),"#), "\(file)")
    #expect(
      file.contains(
        #"""
              FormStaticText(
                .sectionHeader, id: "address", text: "New address",
                variants: [FormTextVariant(flag: "isEditing", text: "Edit \"address\"")]),
        """#), "\(file)")
    #expect(
      file.contains(
        #"""
                .label, id: nil, text: "Ready",
                variants: [FormTextVariant(flag: "needsApproval", text: "Pending approval")]),
        """#), "\(file)")
    #expect(
      file.contains(#"FormTextVariant(flag: "isEditing", text: "Remove address")"#), "\(file)")
  }

  @Test func theSwiftUIScreenReadsTheTextsFromTheModel() throws {
    let file = try SnippetTests.file(Self.spec, .swiftui)
    // The schema's texts: intro 0, header 1, footer 2, the label 3, remove 4, save 5.
    #expect(file.contains(#"Text(verbatim: "Where we deliver")"#), "\(file)")
    #expect(file.contains("Text(verbatim: form.staticText(1))"), "\(file)")
    #expect(file.contains("Text(verbatim: form.staticText(2))"), "\(file)")
    #expect(file.contains("Text(verbatim: form.staticText(3))"), "\(file)")
    #expect(file.contains("Text(verbatim: form.staticText(4))"), "\(file)")
    #expect(file.contains("FormSubmitButton(form.staticText(5), of: form)"), "\(file)")
    #expect(!file.contains("Edit \\\"address\\\""), "a variant is the model's, not the view's")
  }

  @Test func aFlagOnlyTextsNameSaysSo() throws {
    let file = try SnippetTests.file(Self.spec, .model)
    #expect(file.contains("and changes the texts whose `when` names it."), "\(file)")
  }
}
