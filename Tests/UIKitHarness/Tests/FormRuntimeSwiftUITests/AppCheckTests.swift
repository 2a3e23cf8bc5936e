import FormRuntime
import SwiftUI
import Testing
import UIKit

@testable import GeneratedForms

/// `Specs/SignUp.form.yaml`'s username check (`check: usernameAvailable`) on the generated SwiftUI
/// screen: the model publishes `pendingChecks` once the check's debounce passed, and
/// `FormTextField` shows a `ProgressView` labelled "Checking" beside the input until the check
/// returns.
@MainActor
@Suite("Generated SwiftUI screens: a pending app check", .serialized)
struct AppCheckTests {
  /// The app's check: it answers when the test says.
  @MainActor
  final class Server: SignUpFormChecks {
    let check = AnsweredCheck()
    var asked: [String] { check.asked }

    func usernameAvailable(_ value: String) async -> String? { await check.ask(value) }

    func answer(_ message: String?) { check.answer(message) }
  }

  /// `form` with its checks on a test's clock: no debounce passes until the test says.
  func clocked(_ form: SignUpForm) -> DebounceClock {
    let clock = DebounceClock()
    form.appChecks = clock.checks { [weak form] in form?.pendingChecks = $0 }
    return clock
  }

  /// The spinners on screen.
  func spinners<Root: View>(_ host: SwiftUIHost<Root>) -> [SwiftUINode] {
    host.root.subtree.filter { $0.kind == .progressView }
  }

  @Test("a spinner labelled Checking shows beside the username while its check runs")
  func spinnerWhileChecking() async {
    let server = Server()
    let form = SignUpForm()
    form.checker = server
    let clock = clocked(form)
    let host = SwiftUIHost(SignUpFormView(form: form))
    #expect(spinners(host).isEmpty)
    #expect(host.tap("username"))
    await host.type("ada")
    host.settle()
    #expect(spinners(host).isEmpty, "no spinner while the user may still be typing")
    await clock.advance()
    await server.check.questions(1)
    host.settle()
    #expect(server.asked == ["ada"])
    #expect(clock.requested.last == 500_000_000, "the spec's half-second debounce")
    #expect(spinners(host).count == 1)
    #expect(spinners(host).first?.accessibilityLabel == "Checking")
    #expect(
      spinners(host).first?.identifier == "formc.check.username",
      "UI tests wait for it by its identifier (FormAccessibilityIdentifier.check)")
    #expect(
      spinners(host).first?.parent?.subtree.contains { $0.identifier == "username" } == true,
      "beside the username")
    server.answer("That username is taken")
    await form.appChecks?.waitForPending()
    host.settle()
    #expect(!form.isCheckPending(.username))
    #expect(spinners(host).isEmpty)
    #expect(host.root.texts.contains("That username is taken"))
  }

  @Test(
    "an app's own indicator replaces the spinner (formCheckIndicator), identified formc.check.<id> by FormRuntime"
  )
  func appIndicator() async {
    let server = Server()
    let form = SignUpForm()
    form.checker = server
    let clock = clocked(form)
    let host = SwiftUIHost(
      SignUpFormView(form: form)
        .formCheckIndicator { check in
          Text(verbatim: "Asking the server")
            .accessibilityLabel(Text(verbatim: check.accessibilityLabel + " " + check.field))
        })
    #expect(host.tap("username"))
    await host.type("ada")
    await clock.advance()
    await server.check.questions(1)
    host.settle()
    #expect(server.asked == ["ada"])
    #expect(spinners(host).isEmpty, "no ProgressView of FormRuntime's own")
    let indicators = host.root.subtree.filter { $0.accessibilityLabel == "Checking username" }
    #expect(indicators.count == 1, "the app's view, with the input and the label it was given")
    #expect(host.root.texts.contains("Asking the server"))
    #expect(
      indicators.first?.identifier == "formc.check.username",
      "FormRuntime identifies the app's indicator, which set no identifier, for UI tests")
    #expect(
      indicators.first?.parent?.subtree.contains { $0.identifier == "username" } == true,
      "beside the username")
    server.answer(nil)
    await form.appChecks?.waitForPending()
    host.settle()
    #expect(!form.isCheckPending(.username))
    #expect(!host.root.texts.contains("Asking the server"), "it goes when the check ends")
  }

  /// `Specs/BusinessAccount.form.yaml`'s VAT check: it answers when the test says.
  @MainActor
  final class TaxOffice: BusinessAccountFormChecks {
    let check = AnsweredCheck()
    var asked: [String] { check.asked }

    func vatNumberRegistered(_ value: String) async -> String? { await check.ask(value) }

    func answer(_ message: String?) { check.answer(message) }
  }

  @Test("a check stopped by hiding its input starts again when the input comes back")
  func checkRestartsWhenShownAgain() async {
    let office = TaxOffice()
    let form = BusinessAccountForm()
    form.checker = office
    // The spec's one-second debounce, waited out on the test's clock (each time it starts).
    let clock = DebounceClock()
    form.appChecks = clock.checks { [weak form] in form?.pendingChecks = $0 }
    let host = SwiftUIHost(
      BusinessAccountFormView(form: form, onSubmit: {}) { Text(verbatim: $0.rawValue) })
    form.accountType = "business"
    host.settle()
    #expect(host.tap("vatNumber"))
    await host.type("GB123456789")
    await clock.advance()
    await office.check.questions(1)
    host.settle()
    #expect(office.asked == ["GB123456789"])
    #expect(spinners(host).count == 1)
    // A personal account while the check runs: the business section and the spinner go.
    form.accountType = "personal"
    host.settle()
    #expect(!host.root.subtree.contains { $0.identifier == "vatNumber" })
    #expect(spinners(host).isEmpty)
    office.answer("This VAT number is not registered")
    // Business again: the check starts again after its debounce, without more typing.
    let typed = clock.requested.count
    form.accountType = "business"
    host.settle()
    #expect(spinners(host).isEmpty, "no spinner during the debounce")
    #expect(office.asked.count == 1, "not before the debounce passed")
    await clock.advance()
    await office.check.questions(2)
    host.settle()
    #expect(office.asked == ["GB123456789", "GB123456789"])
    #expect(clock.requested.count == typed + 1, "one more debounce for the restart")
    #expect(Set(clock.requested) == [1_000_000_000], "the spec's one second, each time")
    #expect(spinners(host).count == 1)
    #expect(
      spinners(host).first?.parent?.subtree.contains { $0.identifier == "vatNumber" } == true,
      "beside the VAT number")
    office.answer("This VAT number is not registered")
    await form.appChecks?.waitForPending()
    host.settle()
    #expect(!form.isCheckPending(.vatNumber))
    #expect(spinners(host).isEmpty)
    #expect(host.root.texts.contains("This VAT number is not registered"))
  }
}
