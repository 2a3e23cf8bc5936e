import FormRuntime
import Testing

/// The example specs in `Specs/`, compiled through the build plugin (`FormSpecPlugin`), as an
/// app target would: the generated view models are simply there.
@MainActor
struct ExampleFormsTests {
  @Test func everyExampleFormIsGenerated() {
    #expect(SignUpForm.Field.allCases.count == 7)
    #expect(BusinessAccountForm.keyboardPlan.insetContainer == "accountPage")
    #expect(ChatComposerForm.keyboardPlan.avoidance == .layoutGuide)
    #expect(CheckoutForm.Field.allCases.contains(.cardNumber))
    #expect(!SettingsForm.Field.allCases.isEmpty)
    #expect(!ProfileEditorForm.Field.allCases.isEmpty)
    #expect(!FeedbackForm.Field.allCases.isEmpty)
    #expect(!OneTimeCodeLoginForm.Field.allCases.isEmpty)
    #expect(!StoreLocatorForm.Field.allCases.isEmpty)
  }

  @Test func pluginOutputBehavesLikeTheGoldenCopy() {
    let form = SignUpForm()
    form.focusedField = .givenName
    form.focusNext()
    #expect(form.focusedField == .familyName)
    #expect(form.returnKey(for: .referralCode) == .join)
  }
}
