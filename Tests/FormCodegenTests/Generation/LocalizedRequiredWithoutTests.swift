import FormCodegen
import FormCompiler
import FormSpec
import Testing

/// `requiredWithout`'s default message in a localized build: the other inputs' titles are each
/// looked up and joined at run time in the form's language, not joined in English by formc.
struct LocalizedRequiredWithoutTests {
  static let spec = """
    form: Contact
    content:
      scroll: page
      children:
        - field: phone
          input: phone
          title: Phone
          rules:
            - requiredWithout: [email, fax]
        - field: email
          input: email
          title: Email
        - field: fax
          input: phone
    """

  @Test func theOtherTitlesAreLookedUpAndJoinedInTheFormsLanguage() throws {
    let configuration = try LocalizedGoldenTests.configuration()
    let checked = FormPipeline(configuration: configuration).run(
      bytes: Array(Self.spec.utf8), path: "Contact.form.yaml")
    let form = try #require(checked.form, "\(checked.diagnostics)")
    let files = try CodeGenerator().generate(
      form, sourcePath: "Contact.form.yaml", outputs: [.model],
      localization: configuration.localization)
    let model = try #require(files.first).contents
    // Laid out over lines as the renderer likes: compared without whitespace.
    let expected = #"""
      localization.alternatives(
        [localization.string("Contact.email.title", default: "Email"), "fax"])
      """#
    #expect(
      model.filter { !$0.isWhitespace }.contains(expected.filter { !$0.isWhitespace }),
      "in:\n\(model)")
    #expect(!model.contains("Email or fax"), "no English join")
  }
}
