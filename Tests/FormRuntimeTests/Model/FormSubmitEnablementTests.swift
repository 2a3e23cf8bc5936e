import FormRuntime
import FormRuntimeTestSupport
import Testing

/// `enabled: whenFilled` (issue 32): a submit enabled while every visible, enabled, required input
/// is filled (Wikipedia's Create account), whatever the other rules say; a value of whitespace
/// only is not filled.
@MainActor
@Suite("Submit enablement")
struct FormSubmitEnablementTests {
  @Test("whenFilled follows the required inputs that are shown and enabled")
  func whenFilledFollowsRequiredInputs() {
    let form = ProxyForm()
    #expect(form.requiredInputsFilled, "the only required input, host, is disabled")
    #expect(form.isSubmitEnabled(.whenFilled))
    form.useProxy = "true"
    #expect(!form.isSubmitEnabled(.whenFilled), "host is enabled, required and empty")
    form.host = "  \n"
    #expect(!form.isSubmitEnabled(.whenFilled), "whitespace only is not filled")
    form.host = "proxy.example.com"
    #expect(form.isSubmitEnabled(.whenFilled))
    form.useProxy = "false"
    form.host = ""
    #expect(form.isSubmitEnabled(.whenFilled), "a disabled input is not asked for")
  }

  @Test("whenFilled does not wait for the other rules, whenValid does")
  func whenFilledIgnoresOtherRules() {
    let form = ContactForm()
    form.name = "Ada"
    form.kind = "business"
    form.company = "Analytical Engines"
    form.vat = "not a VAT number"
    form.email = "ada@example.com"
    #expect(form.isSubmitEnabled(.whenFilled))
    #expect(!form.isSubmitEnabled(.whenValid))
    #expect(form.errors.isEmpty, "asking does not validate")
  }

  @Test("whitespace only in a required input keeps it unfilled and fails validation")
  func whitespaceIsEmpty() {
    let form = ContactForm()
    form.name = " \t "
    form.email = "ada@example.com"
    #expect(!form.isSubmitEnabled(.whenFilled))
    #expect(!form.validate())
    #expect(form.errors[.name] == "Name is required")
  }
}
