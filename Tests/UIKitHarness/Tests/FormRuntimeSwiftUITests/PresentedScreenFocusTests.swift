import SwiftUI
import Testing

@testable import FormRuntime
@testable import GeneratedForms

/// A generated screen pushed onto a navigation stack or shown in a sheet: SwiftUI drops a focus
/// written while the transition runs (``SwiftUIHost/isInPresentationTransition``), so the
/// screen's initial focus, or a focus the app asks for in `onAppear`, must be asked again once
/// the transition is over (issue 28).
@MainActor
@Suite("Generated screens: focus asked for during a push or sheet presentation")
struct PresentedScreenFocusTests {
  /// Lets the coordinator's waits run (they pass at once on `clock`), settling the host after
  /// each, as the screen's updates would follow on a device.
  private func runWaits<Root: View>(_ host: SwiftUIHost<Root>, rounds: Int = 12) async {
    for _ in 0..<rounds {
      for _ in 0..<4 { await Task.yield() }
      host.settle()
    }
  }

  private func coordinator<Form: FormModel, Root: View>(
    _ host: SwiftUIHost<Root>, _: Form.Type
  ) throws -> FormFocusCoordinator<Form> {
    try #require(host.stateObjects(of: FormFocusCoordinator<Form>.self).first)
  }

  @Test(
    "focus.initial of a screen shown in a sheet lands once the transition ends",
    arguments: [15, 16, 17])
  func initialFocusInSheet(osVersion: Int) async throws {
    let form = OneTimeCodeLoginForm()
    let host = SwiftUIHost(
      NavigationView { OneTimeCodeLoginFormView(form: form) }, osVersion: osVersion,
      presenting: true)
    let clock = DebounceClock(passesAtOnce: true)
    try coordinator(host, OneTimeCodeLoginForm.self).focusRetrySleep = {
      try await clock.sleep($0)
    }
    #expect(host.focusedInput == nil, "the write in onAppear is dropped during the transition")
    #expect(
      host.events.contains(.focusReverted(AnyHashable(OneTimeCodeLoginForm.Field?.some(.phone)))))
    host.endPresentation()
    await runWaits(host)
    #expect(host.focusedInput?.identifier == "phone")
    #expect(form.focusedField == .phone)
  }

  @Test("an app's focus request during a push lands once the transition ends")
  func appRequestDuringPush() async throws {
    let form = SignUpForm()
    let host = SwiftUIHost(NavigationView { SignUpFormView(form: form) }, presenting: true)
    let clock = DebounceClock(passesAtOnce: true)
    try coordinator(host, SignUpForm.self).focusRetrySleep = { try await clock.sleep($0) }
    // The app's `onAppear` of the pushed screen.
    form.focusedField = .email
    host.settle()
    #expect(host.focusedInput == nil)
    host.endPresentation()
    await runWaits(host)
    #expect(host.focusedInput?.identifier == "email")
    #expect(form.focusedField == .email)
  }

  @Test("the focus is asked again a bounded number of times, then given up (the model cleared)")
  func boundedRetries() async throws {
    let form = OneTimeCodeLoginForm()
    let host = SwiftUIHost(
      NavigationView { OneTimeCodeLoginFormView(form: form) }, presenting: true)
    let clock = DebounceClock(passesAtOnce: true)
    try coordinator(host, OneTimeCodeLoginForm.self).focusRetrySleep = {
      try await clock.sleep($0)
    }
    // A transition that never ends (a stand-in for a screen that cannot take focus at all).
    await runWaits(host, rounds: 30)
    #expect(host.focusedInput == nil)
    let writes = host.events.filter {
      $0 == .focusWritten(AnyHashable(OneTimeCodeLoginForm.Field?.some(.phone)))
    }
    let limit = try coordinator(host, OneTimeCodeLoginForm.self).focusRetryLimit
    #expect(writes.count == 1 + limit, "the first write, then each retry")
    #expect(clock.requested.allSatisfy { $0 == 250_000_000 })
    #expect(form.focusedField == nil, "the model does not claim a focus the screen refused")
  }

  @Test("a tap outside the inputs right after the initial focus ends it: nothing asks it again")
  func userEndsFocusAtOnce() async throws {
    #expect(OneTimeCodeLoginForm.keyboardPlan.dismissMode == .onTap)
    let form = OneTimeCodeLoginForm()
    let host = SwiftUIHost(NavigationView { OneTimeCodeLoginFormView(form: form) })
    let clock = DebounceClock(passesAtOnce: true)
    try coordinator(host, OneTimeCodeLoginForm.self).focusRetrySleep = {
      try await clock.sleep($0)
    }
    #expect(host.focusedInput?.identifier == "phone")
    #expect(host.tapOutsideInputs())
    #expect(host.focusedInput == nil)
    await runWaits(host)
    #expect(host.focusedInput == nil)
    #expect(form.focusedField == nil)
  }
}
