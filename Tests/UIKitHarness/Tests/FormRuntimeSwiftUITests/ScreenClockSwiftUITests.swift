import FormRuntime
import Foundation
import SwiftUI
import Testing

@testable import GeneratedForms

/// The SwiftUI layer's timed waits pass on the screen's clock (``ScreenClock``), as the UIKit
/// screen's do through the harness's bridge (`ScreenClockTests`): the submit a UI test launch
/// holds running (`formUITestSubmitDelay`, `FORMC_SUBMIT_DELAY`) and the wait for the software
/// keyboard after a focus (`FormFocusCoordinator.keyboardWaitLimit`) end when the clock reaches
/// them, however loaded the machine, and a test waiting for them takes no real time. (No bound
/// on the wall time here: `passTime` yields the main actor, which the suites running alongside
/// share, so a test's real time is theirs too; in a full run it took 25 minutes at a load of 40.
/// That the waits are on the clock is what the clock's time and its sleepers show.)
@MainActor
@Suite("Generated SwiftUI screens: timed waits on the screen's clock", .serialized)
struct ScreenClockSwiftUITests {
  /// ProfileEditor, valid, each submit held running `delay` seconds, as on a UI test launch.
  func profileEditor(holdingSubmitsFor delay: TimeInterval) -> Hosted<ProfileEditorForm, some View>
  {
    let screen = Hosted("ProfileEditor", ProfileEditorForm()) { form, counter in
      ProfileEditorFormView(form: form, onSubmit: { counter.count += 1 })
        .formUITestSubmitDelay(delay)
    }
    screen.setValue("displayName", "formc.user1")
    screen.setValue("username", "12345678")
    return screen
  }

  @Test(
    "a submit held 30 s: still running 10 s in, over 30 s in on the clock, then a submit submits again"
  )
  func heldSubmitEndsOnTheClock() async throws {
    let screen = profileEditor(holdingSubmitsFor: 30)
    #expect(screen.driver.tap("newPassword"))
    _ = await screen.driver.pressReturn()
    await screen.passTime(0)
    #expect(screen.submits == 1)
    #expect(screen.coordinator.isSubmitting, "the submit is held running")
    #expect(screen.clock.sleeping == 1, "the hold sleeps on the screen's clock")
    await screen.passTime(10) { !screen.coordinator.isSubmitting }
    #expect(screen.coordinator.isSubmitting, "held 30 s: still running 10 s in")
    #expect(screen.clock.seconds == 10)
    await screen.passTime(60) { !screen.coordinator.isSubmitting }
    #expect(!screen.coordinator.isSubmitting, "the hold is over within a 60 s wait")
    #expect(screen.clock.seconds == 30, "the wait saw the hold end when it did, 30 s in")
    #expect(screen.driver.tap("newPassword"))
    _ = await screen.driver.pressReturn()
    await screen.passTime(0)
    #expect(screen.submits == 2, "the first submit is over: a second one submits")
  }

  @Test(
    "with a hardware keyboard the reveal's wait for a software keyboard passes half a second of the clock"
  )
  func keyboardWaitOnTheClock() async throws {
    let screen = profileEditor(holdingSubmitsFor: 30)
    screen.driver.hardwareKeyboard = true
    #expect(screen.driver.tap("displayName"))
    #expect(screen.focused == "displayName")
    await screen.passTime(0)
    #expect(screen.clock.sleeping == 1, "the wait for the keyboard sleeps on the screen's clock")
    await screen.passTime(0.4) { screen.clock.sleeping == 0 }
    #expect(screen.clock.sleeping == 1, "still waiting 0.4 s in")
    await screen.passTime(10) { screen.clock.sleeping == 0 }
    #expect(screen.clock.seconds == 0.5, "the wait ended half a second in")
    await screen.keyboardWaitIsOver()
  }
}
