import FormCompiler
import FormDiagnostics
import FormSpec
import Testing

/// Section headers and footers, label texts and button titles that change with app flags (issue
/// 32): checked into the layout, listed in the String Catalog under `.when.<flag>` keys, drawn by
/// `showing(flags:)`, and their flags checked as the title's are.
struct NodeFlagTextCheckingTests {
  static let address = """
    form: Address
    flags: [isEditing, needsApproval]
    content:
      scroll: page
      children:
        - section: address
          header: {text: New address, when: [{flag: isEditing, text: Edit address}]}
          footer:
            text: We deliver here.
            when:
              - {flag: needsApproval, text: Waiting for approval.}
              - {flag: isEditing, text: Changes apply to open orders.}
          children:
            - field: street
              title: Street
        - label: status
          text: {text: Ready, when: [{flag: needsApproval, text: Pending approval}]}
        - button: remove
          title: {text: Remove, when: [{flag: isEditing, text: Remove address}]}
          action: none

    """

  func run(_ spec: String) -> FormPipeline.Output {
    FormPipeline().run(bytes: Array(spec.utf8), path: "Address.form.yaml")
  }

  @Test func variantsReachTheLayoutAndAddNoStates() throws {
    let output = run(Self.address)
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    let form = try #require(output.form)
    let section = try #require(form.layout.first { $0.id == "address" })
    #expect(section.header == "New address")
    #expect(section.headerVariants == [.init(flag: "isEditing", text: "Edit address")])
    #expect(
      section.footerVariants == [
        .init(flag: "needsApproval", text: "Waiting for approval."),
        .init(flag: "isEditing", text: "Changes apply to open orders."),
      ])
    #expect(section.textVariants == nil)
    let label = try #require(form.layout.first { $0.id == "status" })
    #expect(label.textVariants == [.init(flag: "needsApproval", text: "Pending approval")])
    let button = try #require(form.layout.first { $0.id == "remove" })
    #expect(button.text == "Remove")
    #expect(button.textVariants == [.init(flag: "isEditing", text: "Remove address")])
    #expect(form.layout.first { $0.id == "street" }?.textVariants == nil)
    #expect(form.controllers.isEmpty, "a flag only texts name is no controller")
    #expect(form.stateCount == 1)
  }

  @Test func stringsGetAKeyPerVariant() throws {
    let form = try #require(run(Self.address).form)
    let strings = FormStrings.strings(of: form).map { "\($0.key)=\($0.sourceValue)" }
    for expected in [
      "Address.address.header=New address", "Address.address.header.when.isEditing=Edit address",
      "Address.address.footer.when.needsApproval=Waiting for approval.",
      "Address.address.footer.when.isEditing=Changes apply to open orders.",
      "Address.status.text.when.needsApproval=Pending approval",
      "Address.remove.title.when.isEditing=Remove address",
    ] {
      #expect(strings.contains(expected), "\(strings)")
    }
    let header = try #require(
      FormStrings.strings(of: form).first { $0.key == "Address.address.header.when.isEditing" })
    #expect(header.comment.contains("while the app flag 'isEditing' is set"), "\(header.comment)")
  }

  @Test func showingFlagsDrawsTheFirstSetFlagsTexts() throws {
    let form = try #require(run(Self.address).form)
    let editing = form.showing(flags: ["isEditing", "needsApproval"])
    let section = try #require(editing.layout.first { $0.id == "address" })
    #expect(section.header == "Edit address")
    #expect(section.footer == "Waiting for approval.", "the first entry whose flag is set wins")
    #expect(editing.layout.first { $0.id == "status" }?.text == "Pending approval")
    #expect(editing.layout.first { $0.id == "remove" }?.text == "Remove address")
    #expect(form.showing(flags: []).layout == form.layout)
  }

  @Test func aHeaderNamingAnInputIsToldItTakesOnlyFlags() throws {
    let output = run(
      """
      form: Address
      flags: [isEditing]
      content:
        scroll: page
        children:
          - section: address
            header: {text: New address, when: [{flag: street, text: Edit address}]}
            children:
              - field: street

      """)
    let diagnostic = try #require(output.diagnostics.first)
    #expect(diagnostic.rule == .danglingReference)
    #expect(
      diagnostic.message
        == "'header' of the section 'address' names 'street', a field, as a flag; a text changes only with a flag of 'flags'"
    )
  }

  @Test func anUnknownFlagOnAButtonGetsAFixIt() throws {
    let output = run(
      """
      form: Address
      flags: [isEditing]
      content:
        scroll: page
        children:
          - field: street
            title: Street
          - button: remove
            title: {text: Remove, when: [{flag: isEdting, text: Remove address}]}
            action: none

      """)
    let diagnostic = try #require(output.diagnostics.first)
    #expect(diagnostic.rule == .danglingReference)
    #expect(
      diagnostic.message
        == "'title' of the button 'remove' names unknown flag 'isEdting'; did you mean 'isEditing'?"
    )
    #expect(diagnostic.fixIts.count == 1)
  }
}
