import FormRuntime
import FormUITesting
import Foundation
import Testing
import UIKit
import XCTest

@testable import GeneratedForms

/// The bridge's waits pass on the screen's clock (``ScreenClock``), not the wall clock: a wait
/// that times out does so at once in real time, having let its whole timeout pass on the clock;
/// one whose condition comes true sees it at the clock's moment it would on a device; and what
/// sleeps on the clock (a check's answer, a submit the test hook holds running) wakes when the
/// clock reaches it, however loaded the machine.
@MainActor
@Suite(.serialized)
struct ScreenClockTests {
  /// Launches `form`'s screen through the test hook's arguments, as a generated test does.
  func launched<Screen: UITestLaunchableScreen>(
    _ form: String, _ make: @escaping @MainActor () -> Screen, values: [String: String],
    checks: [String: String] = [:], submitDelay: TimeInterval? = nil
  ) throws -> (UIKitScreenApplication, Screen, XCUIApplication) {
    XCTestDouble.reset()
    let app = UIKitScreenApplication.showing(form, make)
    XCTestDouble.application = app
    let xcApp = FormUIWalk(form: form).launch(
      values: values, checks: checks, submitDelay: submitDelay)
    let screen = try #require(app.screen as? Screen)
    return (app, screen, xcApp)
  }

  func finish() {
    XCTestDouble.application?.terminate()
    XCTestDouble.application = nil
    XCTestDouble.orientation = .portrait
    UIKitDouble.reset()
  }

  /// An expectation fulfilled once `condition` holds.
  func expectation(_ condition: @escaping @MainActor () -> Bool) -> XCTestExpectation {
    XCTNSPredicateExpectation(
      predicate: NSPredicate { _, _ in MainActor.assumeIsolated { condition() } }, object: nil)
  }

  @Test(
    "a submit held running 30 s: a 10 s wait for its end times out, a 60 s wait sees it end, in no real time"
  )
  func heldSubmitEndsOnTheClock() throws {
    let (app, screen, _) = try launched(
      "ProfileEditor", ProfileEditorScreen.init,
      values: ["displayName": "formc.user1", "username": "12345678"], submitDelay: 30)
    defer { finish() }
    let started = Date()
    #expect(screen.keyboard.submit())
    #expect(screen.keyboard.isSubmitting)
    let early = XCTWaiter.wait(for: [expectation { !screen.keyboard.isSubmitting }], timeout: 10)
    #expect(early == .timedOut, "the submit is held 30 s: a 10 s wait for its end times out")
    #expect(app.clock.seconds == 10, "the wait that timed out let its 10 s pass")
    #expect(screen.keyboard.isSubmitting)
    let ended = XCTWaiter.wait(for: [expectation { !screen.keyboard.isSubmitting }], timeout: 60)
    #expect(ended == .completed, "the submit held 30 s ends within a 60 s wait")
    #expect(!screen.keyboard.isSubmitting)
    #expect(app.clock.seconds == 30, "the wait saw the submit end when it did, 30 s in")
    let wall = Date().timeIntervalSince(started)
    #expect(wall < 5, "40 s of waits took \(wall) s of real time")
  }

  @Test(
    "a check answered a second in is seen then; a 10-minute wait for what never comes fails at once in real time"
  )
  func longTimeoutFailsAtOnce() throws {
    let (app, screen, xcApp) = try launched(
      "SignUp", SignUpFormScreen.init,
      values: [
        "confirmPassword": "formc.user1", "email": "formc.user1@example.com",
        "familyName": "formc.user1", "givenName": "formc.user1", "password": "formc.user1",
        "username": "formc.user1",
      ], checks: ["username": "formc: taken"])
    defer { finish() }
    let started = Date()
    // The launch's value started the check of `username` (its debounce, 0.5 s by default); the
    // submit waits for it, and the test hook answers it as failed half a second after it runs.
    let answered = 0.5 + FormUITestLaunch.checkAnswerDelay
    #expect(!screen.keyboard.submit())
    let stopped = XCTWaiter.wait(
      for: [expectation { screen.keyboard.session.focusedField == .username }], timeout: 5)
    #expect(stopped == .completed, "the failed check stopped the submit, focusing 'username'")
    #expect(app.clock.seconds == answered, "the wait saw the check answer when it did")
    #expect(!xcApp.staticTexts["formc.no-such-element"].waitForExistence(timeout: 600))
    #expect(app.clock.seconds == answered + 600, "the wait that timed out let its 600 s pass")
    let wall = Date().timeIntervalSince(started)
    #expect(wall < 5, "a 600 s wait took \(wall) s of real time")
    #expect(screen.keyboard.session.focusedField == .username)
    #expect(XCTestDouble.failures.isEmpty, "\(XCTestDouble.failures)")
  }
}
