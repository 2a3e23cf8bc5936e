import FormRuntime
import FormRuntimeTestSupport
import Testing

/// `focus.initial` (``FormSchema/initialFocus``): the session focuses the input on the screen's
/// first ``FormEvent/didAppear``, only while it is shown and enabled, never in its place another.
@MainActor
@Suite("Form session: the input focused when the screen appears")
struct FormSessionInitialFocusTests {
  typealias Driver = FormSessionDriver<SignInForm>

  @Test("the first appearance focuses the initial input while it is shown")
  func focusesWhenShown() {
    let form = SignInForm()
    form.captchaRequired = true
    let driver = Driver(form)
    driver.start()
    #expect(driver.firstResponder == nil, "start alone focuses nothing")
    driver.session.send(.didAppear)
    #expect(driver.firstResponder == .captcha)
    #expect(form.focusedField == .captcha)
  }

  @Test("hidden as the screen appears: nothing is focused, not even the input after it")
  func hiddenFocusesNothing() {
    let form = SignInForm()
    let driver = Driver(form)
    driver.start()
    driver.session.send(.didAppear)
    #expect(driver.firstResponder == nil)
    #expect(form.focusedField == nil)
    // Shown later, it is not focused either: only the appearance focuses.
    form.captchaRequired = true
    #expect(driver.firstResponder == nil)
  }

  @Test("a later appearance leaves focus alone, and an earlier focus wins")
  func onlyOnceAndNotOverAFocus() {
    let form = SignInForm()
    form.captchaRequired = true
    let driver = Driver(form)
    driver.start()
    driver.tap(.email)
    driver.session.send(.didAppear)
    #expect(driver.firstResponder == .email, "the user's focus wins")
    driver.stop()
    driver.start()
    driver.toolbarDone()
    driver.session.send(.didAppear)
    #expect(driver.firstResponder == nil || driver.firstResponder == .email)
    #expect(driver.firstResponder != .captcha)
  }

  @Test("Return that does nothing (onReturn: none): the plain key shows, focus stays, no submit")
  func returnDoesNothing() {
    let form = SignInForm()
    let driver = Driver(form)
    driver.start()
    driver.tap(.email)
    #expect(driver.returnKeys[.email] == .default)
    #expect(form.returnAction(for: .email) == .none)
    driver.pressReturn()
    #expect(driver.firstResponder == .email)
    #expect(form.focusedField == .email)
    #expect(driver.submitCount == 0)
  }
}
