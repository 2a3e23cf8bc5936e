import FormCompiler
import Testing

/// `requiredWithout`'s default message: a catalog format string like the other rules', with the
/// other inputs' titles as its second argument.
struct RequiredWithoutStringsTests {
  static let spec = """
    form: Contact
    content:
      scroll: page
      children:
        - field: phone
          input: phone
          title: Phone
          rules:
            - requiredWithout: [email, fax, pager]
        - field: email
          input: email
          title: Email
        - field: fax
          input: phone
          title: Fax
        - field: pager
          input: phone
          title: Pager
    """

  @Test func defaultMessageAndCatalogKey() throws {
    let checked = FormPipeline().run(bytes: Array(Self.spec.utf8), path: "Contact.form.yaml")
    let form = try #require(checked.form, "\(checked.diagnostics)")
    let phone = try #require(form.inputs.first { $0.id == "phone" })
    #expect(
      phone.rules.map(\.message) == ["Phone is required unless Email, Fax or Pager is filled in"])
    #expect(phone.rules.first?.inputs == ["email", "fax", "pager"])
    let string = try #require(
      FormStrings.strings(of: form).first { $0.key == "Contact.phone.rules.1" })
    #expect(string.sourceValue == "%1$@ is required unless %2$@ is filled in")
    #expect(string.arguments.map(\.specifier) == ["%1$@", "%2$@"])
  }

  @Test(arguments: [
    ([], ""), (["Email"], "Email"), (["Email", "Fax"], "Email or Fax"),
    (["Email", "Fax", "Pager"], "Email, Fax or Pager"),
  ])
  func alternatives(titles: [String], expected: String) {
    #expect(ValidationMessage.alternatives(titles) == expected)
  }
}
