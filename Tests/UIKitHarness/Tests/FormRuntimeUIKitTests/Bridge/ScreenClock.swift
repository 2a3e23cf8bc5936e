import Foundation

/// The one manual clock every timed wait of a screen under test waits on (docs/UITests.md, "Waits
/// on a test clock"): its app checks' debounces and the test hook's answers (`FormChecks`' sleep),
/// and the submit the test hook holds running (`FormKeyboardController`'s UI-test submit delay).
/// No real time passes on it: a sleeper waits until the bridge moves the clock to its deadline
/// (``advance(to:)``), which ``UIKitScreenApplication/passTime(_:until:)`` does when the screen has
/// nothing else to run, as the app's process would reach that moment with nothing to do before it.
///
/// A sleep is cancelled as `Task.sleep(nanoseconds:)` is: it throws `CancellationError` at once
/// (https://developer.apple.com/documentation/swift/task/sleep(nanoseconds:)). `sleep` is
/// `@MainActor`: the screen's tasks call it from the main actor, so a sleeping task registers on
/// the test's thread, and a resumed one enqueues its continuation on the main actor, where
/// ``MainActorJobs`` holds it.
final class ScreenClock: @unchecked Sendable {
  private struct Sleeper {
    var id: Int
    var deadline: UInt64
    var continuation: CheckedContinuation<Void, any Error>
  }

  private let lock = NSLock()
  private var time: UInt64 = 0
  private var nextID = 0
  /// The sleeps in progress.
  private var sleepers: [Sleeper] = []
  /// The sleeps cancelled before they were stored.
  private var cancelled: Set<Int> = []

  /// The clock's time since the launch, in nanoseconds.
  var now: UInt64 { locked { time } }

  /// The clock's time since the launch, in seconds.
  var seconds: TimeInterval { TimeInterval(now) / 1_000_000_000 }

  /// How many sleeps are in progress.
  var sleeping: Int { locked { sleepers.count } }

  /// The earliest deadline of a sleep in progress, or `nil` when nothing sleeps.
  var nextDeadline: UInt64? { locked { sleepers.map(\.deadline).min() } }

  /// Nanoseconds for a wait of `seconds` (at least 0, at most a year: `.infinity` waits a year).
  static func nanoseconds(_ seconds: TimeInterval) -> UInt64 {
    guard seconds > 0 else { return 0 }
    return UInt64(min(seconds, 365 * 24 * 3600) * 1_000_000_000)
  }

  /// Waits `nanoseconds` of this clock's time; throws `CancellationError` when the task is
  /// cancelled, before or during the wait.
  @MainActor
  func sleep(nanoseconds: UInt64) async throws {
    try Task.checkCancellation()
    let (id, deadline) = locked { () -> (Int, UInt64) in
      nextID += 1
      let (sum, overflow) = time.addingReportingOverflow(nanoseconds)
      return (nextID, overflow ? .max : sum)
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let gone = locked { () -> Bool in
          if cancelled.remove(id) != nil { return true }
          sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return false
        }
        if gone { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      let sleeper = locked { () -> Sleeper? in
        guard let index = sleepers.firstIndex(where: { $0.id == id }) else {
          cancelled.insert(id)
          return nil
        }
        return sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock on to `deadline` (never back) and wakes every sleep due by then, the earliest
  /// first (in the order they began, for equal deadlines); returns how many woke.
  @discardableResult
  func advance(to deadline: UInt64) -> Int {
    let due = locked { () -> [Sleeper] in
      time = max(time, deadline)
      let due = sleepers.filter { $0.deadline <= time }
      sleepers.removeAll { $0.deadline <= time }
      return due.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
    }
    for sleeper in due { sleeper.continuation.resume() }
    return due.count
  }

  /// Wakes every sleep in progress as cancelled (the screen is gone): each throws
  /// `CancellationError`, as `Task.sleep(nanoseconds:)` does for a cancelled task.
  func cancelAll() {
    let all = locked { () -> [Sleeper] in
      defer { sleepers = [] }
      return sleepers
    }
    for sleeper in all { sleeper.continuation.resume(throwing: CancellationError()) }
  }

  private func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}
