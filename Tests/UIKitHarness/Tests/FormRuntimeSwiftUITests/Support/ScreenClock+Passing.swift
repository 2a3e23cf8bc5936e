import Foundation

extension ScreenClock {
  /// Lets a SwiftUI screen run on for `seconds` of this clock, or until `condition` holds, as
  /// `UIKitScreenApplication.passTime(_:until:)` does for a UIKit screen (docs/UITests.md, "Waits
  /// on a test clock"): runs the main actor's ready work (a bounded number of turns, enough for
  /// the chains FormRuntime's tasks make: a woken sleep, its session's effects, the state they
  /// write) and lays the screen out (`settle`), then, while `condition` does not hold, moves the
  /// clock on to the earliest sleeper due within the wait and wakes it, and again; the clock then
  /// stands at the wait's end. No real time passes. The SwiftUI tests run as async tests on the
  /// main actor, so idle is not detected through `MainActorJobs` (which holds the main actor's
  /// jobs for a synchronous UIKit bridge) but by yielding the main actor.
  @MainActor
  func pass(
    _ seconds: TimeInterval, settling settle: () -> Void, until condition: () -> Bool = { false }
  ) async {
    let (sum, overflow) = now.addingReportingOverflow(Self.nanoseconds(seconds))
    let end = overflow ? UInt64.max : sum
    while true {
      await runReadyWork(settling: settle)
      if condition() { return }
      guard let next = nextDeadline, next <= end else { break }
      advance(to: next)
    }
    advance(to: end)
    await runReadyWork(settling: settle)
  }

  /// Yields the main actor for the work ready on it, then lays the screen out.
  @MainActor
  private func runReadyWork(settling settle: () -> Void) async {
    for _ in 0..<Self.readyTurns { await Task.yield() }
    settle()
  }

  /// The main actor turns ``pass(_:settling:until:)`` yields for the screen's ready work.
  static let readyTurns = 20
}
