import FormRuntime
import Testing

/// The example specs in `Specs/`, compiled through the build plugin (`FormSpecPlugin`), as an
/// app target would: the generated view models are simply there.
@MainActor
struct ExampleFormsTests {
  @Test func everyExampleFormIsGenerated() {
    #expect(SignUpForm.Field.allCases.count == 8)
    #expect(SignUpForm.schema.flags == ["captchaRequired"])
    #expect(BusinessAccountForm.keyboardPlan.insetContainer == "accountPage")
    #expect(ChatComposerForm.keyboardPlan.avoidance == .layoutGuide)
    #expect(CheckoutForm.Field.allCases.contains(.cardNumber))
    #expect(!SettingsForm.Field.allCases.isEmpty)
    #expect(!ProfileEditorForm.Field.allCases.isEmpty)
    #expect(!FeedbackForm.Field.allCases.isEmpty)
    #expect(!OneTimeCodeLoginForm.Field.allCases.isEmpty)
    #expect(!StoreLocatorForm.Field.allCases.isEmpty)
  }

  /// `Specs/Localized/formc.yml` has `localization`, and the plugin passes it on: the Contact
  /// form looks its strings up in `Localizable` of the main bundle, which here (a test bundle
  /// without the catalog) gives the spec's text, and formc's default messages in English.
  @Test func thePluginHonoursLocalization() {
    #expect(ContactForm.localization.table == "Localizable")
    #expect(ContactForm.localization.bundle == .main)
    #expect(ContactForm.title == "Contact us")
    let form = ContactForm()
    form.email = "not an address"
    form.fullName = ""
    #expect(!form.validate())
    #expect(form.errors[.fullName] == "Name is required")
    #expect(form.errors[.email] == "Email must be an email address")
  }

  @Test func pluginOutputBehavesLikeTheGoldenCopy() {
    let form = SignUpForm()
    form.focusedField = .givenName
    form.focusNext()
    #expect(form.focusedField == .familyName)
    #expect(form.returnKey(for: .referralCode) == .join)
  }
}
