import Foundation
import XCTest

/// How a screen in the test's process runs while a synchronous generated UI test drives it, for
/// both bridges (``UIKitScreenApplication``, ``SwiftUIScreenApplication``): the screen's
/// main-actor jobs are held (``MainActorJobs``) and run inside the test's waits, on the screen's
/// own clock (``ScreenClock``), as XCTest's waits let the app run on until the condition holds
/// or the timeout passes
/// (https://developer.apple.com/documentation/xctest/xctwaiter/wait(for:timeout:)-swift.type.method).
@MainActor
enum ScreenRun {
  /// Starts holding the screen's main-actor jobs, failing the test loudly when this runtime
  /// cannot (without the hook the screen's app checks never run while a test waits).
  static func start() {
    if !MainActorJobs.shared.start() {
      XCTFail(
        "the Swift runtime has no swift_task_getMainExecutor_hook: the screen's main-actor jobs "
          + "(its app checks) cannot run while the test waits (Bridge/MainActorJobs.swift)")
    }
  }

  /// Stops holding them (the app ended).
  static func stop() {
    MainActorJobs.shared.stop()
  }

  /// Lets the app run on for `seconds` of `clock`, or until `condition` holds: runs the screen's
  /// held jobs, calling `update` after each run; when nothing is left to run and `condition`
  /// does not hold, moves the clock on to the earliest sleeper due within the wait and wakes
  /// it, and again, until `condition` holds or no sleeper is due before the wait's end, where
  /// the clock then stands. No real time passes: with no job held, each of the screen's tasks
  /// has finished or is suspended (on the clock, or waiting for another task), so nothing but
  /// the clock can change what the screen shows.
  static func passTime(
    _ seconds: TimeInterval, on clock: ScreenClock, while isRunning: () -> Bool,
    until condition: () -> Bool, update: () -> Void
  ) {
    let (sum, overflow) = clock.now.addingReportingOverflow(ScreenClock.nanoseconds(seconds))
    let end = overflow ? UInt64.max : sum
    while isRunning() {
      if MainActorJobs.shared.runPending() { update() }
      if condition() { return }
      if MainActorJobs.shared.hasPending { continue }
      guard let next = clock.nextDeadline, next <= end else { break }
      clock.advance(to: next)
    }
    clock.advance(to: end)
  }

  /// Runs `operation` (a user's key on the screen, which the SwiftUI double performs
  /// asynchronously: a text binding's `@isolated(any)` getter and setter) to its end before
  /// returning, as the app handles a key before the test's next query: it starts as a main-actor
  /// task, which ``MainActorJobs`` holds, and the held jobs run until it finished. It must not
  /// wait on the clock (nothing moves it here).
  static func now(_ operation: @escaping @MainActor @Sendable () async -> Void) {
    let done = Flag()
    Task { @MainActor in
      await operation()
      done.isSet = true
    }
    var rounds = 0
    while !done.isSet {
      if !MainActorJobs.shared.runPending() { rounds += 1 }
      guard rounds < 1000 else {
        return XCTFail(
          "a key on the screen did not finish: it waits for something that never comes")
      }
    }
  }

  /// Whether an operation finished.
  @MainActor
  final class Flag {
    var isSet = false
  }
}
