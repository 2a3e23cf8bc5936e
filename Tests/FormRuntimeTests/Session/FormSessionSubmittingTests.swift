import FormRuntime
import FormRuntimeTestSupport
import Testing

/// The submitting state (issue 32): with an asynchronous submit handler
/// (``FormSession/submitsAsynchronously``), a valid submit holds the form in ``FormSession/
/// isSubmitting`` until the adapter reports the handler returned; meanwhile a second tap on the
/// submit, or Return on the last input, does not submit again.
@MainActor
@Suite("Submitting")
struct FormSessionSubmittingTests {
  func filledForm() -> FormSessionDriver<ContactForm> {
    let form = ContactForm()
    form.name = "Ada"
    form.email = "ada@example.com"
    let driver = FormSessionDriver(form)
    driver.session.submitsAsynchronously = true
    driver.start()
    return driver
  }

  static func submitting(_ effects: [FormEffect<ContactForm.Field>]) -> [Bool] {
    effects.compactMap { if case .setSubmitting(let on) = $0 { on } else { nil } }
  }

  @Test("a second submit while the first runs does not submit again")
  func secondSubmitIsIgnored() {
    let driver = filledForm()
    driver.session.send(.submit)
    #expect(driver.submitCount == 1)
    #expect(driver.session.isSubmitting)
    #expect(Self.submitting(driver.effects) == [true])
    driver.clearLog()
    driver.session.send(.submit)
    driver.session.send(.submit)
    #expect(driver.submitCount == 1)
    #expect(driver.effects.isEmpty, "an ignored submit validates nothing and moves no focus")
    driver.session.send(.submissionDidFinish)
    #expect(!driver.session.isSubmitting)
    #expect(Self.submitting(driver.effects) == [false])
    driver.session.send(.submit)
    #expect(driver.submitCount == 2, "once the first returned, the form submits again")
  }

  @Test("Return on the last input does not submit twice either")
  func returnWhileSubmittingIsIgnored() {
    let driver = FormSessionDriver(ProxyForm())
    driver.session.submitsAsynchronously = true
    driver.start()
    driver.tap(.note)
    driver.pressReturn()
    #expect(driver.submitCount == 1)
    #expect(driver.session.isSubmitting)
    driver.tap(.note)
    driver.pressReturn()
    #expect(driver.submitCount == 1)
  }

  @Test("an invalid submit does not enter the submitting state")
  func invalidSubmitDoesNotSubmit() {
    let driver = FormSessionDriver(ContactForm())
    driver.session.submitsAsynchronously = true
    driver.start()
    driver.session.send(.submit)
    #expect(driver.submitCount == 0)
    #expect(!driver.session.isSubmitting)
    #expect(Self.submitting(driver.effects).isEmpty)
  }

  @Test("a synchronous handler never shows the submitting state")
  func synchronousSubmitDoesNotHold() {
    let form = ContactForm()
    form.name = "Ada"
    form.email = "ada@example.com"
    let driver = FormSessionDriver(form)
    driver.start()
    driver.session.send(.submit)
    driver.session.send(.submit)
    #expect(driver.submitCount == 2)
    #expect(!driver.session.isSubmitting)
    #expect(Self.submitting(driver.effects).isEmpty)
  }

  @Test("a finish without a submit running changes nothing")
  func strayFinish() {
    let driver = filledForm()
    driver.session.send(.submissionDidFinish)
    #expect(driver.effects.allSatisfy { if case .setSubmitting = $0 { false } else { true } })
  }
}

/// The SwiftUI screen's coordinator runs the app's asynchronous submit, tells the screen it is
/// submitting, ignores a second submit meanwhile, and ends the state once the handler returns.
@MainActor
@Suite("Submitting (SwiftUI coordinator)")
struct FormFocusCoordinatorSubmittingTests {
  /// Holds the app's submit until the test releases it.
  @MainActor
  final class Gate {
    var continuation: CheckedContinuation<Void, Never>?
    var started = 0
    func wait() async {
      started += 1
      await withCheckedContinuation { continuation = $0 }
    }
    /// Lets the submit that waits return.
    func release() {
      continuation?.resume()
      continuation = nil
    }
  }

  @Test func aSecondSubmitWaitsForTheFirst() async {
    let form = ContactForm()
    form.name = "Ada"
    form.email = "ada@example.com"
    let coordinator = FormFocusCoordinator(
      form: form, strings: FormRuntimeStrings(localization: "en"))
    let gate = Gate()
    var shown: [Bool] = []
    coordinator.onSubmitAsync = { await gate.wait() }
    coordinator.submittingDidChange = { shown.append($0) }
    #expect(coordinator.submit())
    #expect(coordinator.isSubmitting)
    #expect(!coordinator.submit(), "the second tap does not submit")
    while gate.continuation == nil { await Task.yield() }
    #expect(gate.started == 1)
    gate.release()
    while coordinator.isSubmitting { await Task.yield() }
    #expect(shown == [true, false])
    #expect(coordinator.submit(), "once it returned, the form submits again")
    while gate.continuation == nil { await Task.yield() }
    #expect(gate.started == 2)
    gate.release()
  }
}
