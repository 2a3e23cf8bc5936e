import ConsumerForms
import FormRuntime
import Testing

@MainActor
struct ConsumerFormsTests {
  @Test func loginSubmitsOnlyWhenValid() {
    let form = LoginForm()
    #expect(!form.submit())
    #expect(form.focusedField == .email)
    form.email = "ada@example.com"
    form.password = "secret"
    #expect(form.submit())
    #expect(form.returnKey(for: .password) == .go)
  }

  @Test func specsWithTheSameFileNameBothGenerate() {
    let account = AccountLoginForm()
    account.pin = "12"
    #expect(account.error(for: .pin) != nil)
    #expect(AccountLoginForm.keyboardPlan.inputs.map(\.id) == ["accountNumber", "pin"])
  }

  @Test func visibilityFollowsTheSpec() {
    let form = AddressForm()
    #expect(!form.isVisible(.postalCode))
    form.city = "Bristol"
    #expect(form.isVisible(.postalCode))
  }
}
