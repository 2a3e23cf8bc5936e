import FormRuntime
import FormRuntimeTestSupport
import Testing

/// App flags (issue 32): conditions on flags the app sets, in the view model and the session.
@MainActor
@Suite("App flags")
struct FormFlagTests {
  @Test("a flag's condition shows its node while the flag is set, and the focus chain follows")
  func modelFollowsTheFlag() {
    let form = SignInForm()
    #expect(form.fields == [.email, .password])
    #expect(form.returnAction(for: .password) == .submit)
    #expect(form.isVisible(node: "remove"))
    form.captchaRequired = true
    form.isEditing = true
    #expect(form.fields == [.email, .password, .captcha])
    #expect(form.returnAction(for: .password) == .next)
    #expect(form.returnKey(for: .password) == .next)
    #expect(!form.isVisible(node: "remove"))
  }

  @Test("a hidden input is not validated; once the flag shows it, it is")
  func validationFollowsTheFlag() {
    let form = SignInForm()
    #expect(form.validate())
    form.captchaRequired = true
    #expect(!form.validate())
    #expect(form.errors[.captcha] == "Characters is required")
  }

  @Test("setting a flag shows the input on screen and changes the return key it follows")
  func sessionFollowsTheFlag() {
    let form = SignInForm()
    let driver = FormSessionDriver(form)
    driver.start()
    #expect(driver.visibleInputs == [.email, .password])
    #expect(driver.returnKeys[.password] == .go)
    driver.clearLog()
    form.captchaRequired = true
    #expect(driver.visibleInputs == [.email, .password, .captcha])
    #expect(driver.returnKeys[.password] == .next)
    form.isEditing = true
    #expect(driver.hidden[.node("remove")] == true)
  }

  @Test("visibility reads the flags by name: here every flag is set")
  func unknownFlag() {
    let visibility = FormVisibility(SignInForm.schema, value: { _ in "" }, flag: { _ in true })
    #expect(visibility.inputs == [true, true, true])
    #expect(visibility.nodes == [true, false])
  }
}
