import FormRuntime
import FormRuntimeTestSupport
import Testing

/// A custom input's `inputView`: one that presents no input view (a rating) is passed over by
/// Next, Previous and Return and never gets keyboard focus from the session; one that does (a
/// time picker) stays in the keyboard's chain.
@MainActor
@Suite("Form session: custom inputs with and without an input view")
struct FormSessionInputViewTests {
  typealias Driver = FormSessionDriver<RatingForm>

  func started() -> Driver {
    let driver = Driver(RatingForm())
    driver.start()
    return driver
  }

  @Test("Next and Previous pass over a custom input without an input view")
  func toolbarPassesOver() {
    let driver = started()
    driver.tap(.name)
    driver.toolbarNext()
    #expect(driver.firstResponder == .email)
    driver.toolbarPrevious()
    #expect(driver.firstResponder == .name)
  }

  @Test("Return moves past it, and its neighbour's return key is Next")
  func returnPassesOver() {
    let driver = started()
    #expect(driver.returnKeys[.name] == .next)
    driver.tap(.name)
    driver.pressReturn()
    #expect(driver.firstResponder == .email)
  }

  @Test("a custom input with an input view stays in the chain: Next lands on it")
  func presentingInputStays() {
    let driver = started()
    driver.tap(.email)
    #expect(driver.toolbars[.email]?.nextEnabled == true)
    driver.toolbarNext()
    #expect(driver.firstResponder == .time)
  }

  @Test("focus asked for it (a failed submit, app code) is never sent to the screen")
  func neverFocused() {
    let driver = started()
    driver.tap(.name)
    driver.clearLog()
    driver.session.send(.submit)
    #expect(driver.form.errors[.rating] == "Choose a rating")
    #expect(
      !driver.effects.contains {
        if case .focus(.rating) = $0 { return true }
        return false
      })
    #expect(driver.revealed.last == .rating, "scrolled into view")
    #expect(driver.accessibilityFocused == [.rating], "VoiceOver moves to it")
    #expect(driver.firstResponder == .name)
    driver.form.focusedField = .rating
    #expect(driver.form.focusedField == .name)
    #expect(driver.focusFailures.isEmpty)
  }
}
