import FormRuntime
import Foundation

/// The clock a test's app checks wait with (`FormChecks(sleep:)`): their debounces and a UI
/// test's answer delay (`FormUITestLaunch.checkAnswerDelay`). It records each wait asked for,
/// and no wait passes by the wall clock: a manual clock's waits pass when the test says
/// (``advance(waits:)``), a clock made with `passesAtOnce` passes each at once. So a test never
/// races a timer, however loaded the machine. A change cancels a wait as it cancels
/// `Task.sleep(nanoseconds:)`: it throws `CancellationError`. (FormRuntimeUIKitTests has this
/// file through a symbolic link.)
final class DebounceClock: @unchecked Sendable {
  private let lock = NSLock()
  private let passesAtOnce: Bool
  private var asked: [UInt64] = []
  private var nextID = 0
  /// The waits in progress, by id.
  private var sleepers: [Int: CheckedContinuation<Void, any Error>] = [:]
  /// The waits cancelled before they were stored.
  private var cancelled: Set<Int> = []
  /// The test waiting for a number of waits in progress (``advance(waits:)``).
  private var watcher: (count: Int, continuation: CheckedContinuation<Void, Never>)?

  /// A clock whose waits pass when the test says, or at once with `passesAtOnce`.
  init(passesAtOnce: Bool = false) {
    self.passesAtOnce = passesAtOnce
  }

  /// The waits asked for, in nanoseconds, in order.
  var requested: [UInt64] {
    lock.lock()
    defer { lock.unlock() }
    return asked
  }

  /// App checks for a generated model's `appChecks` that wait on this clock and publish their
  /// running inputs to `pendingDidChange` (the model's `pendingChecks`), as the generated
  /// `appChecks` does.
  @MainActor
  func checks<Field: FormField>(
    pendingDidChange: @escaping @MainActor (Set<Field>) -> Void
  ) -> FormChecks<Field> {
    let checks = FormChecks<Field>(sleep: { [self] nanoseconds in
      try await self.sleep(nanoseconds)
    })
    checks.pendingDidChange = pendingDidChange
    return checks
  }

  /// Waits `nanoseconds` of this clock's time.
  func sleep(_ nanoseconds: UInt64) async throws {
    let id = locked { () -> Int in
      asked.append(nanoseconds)
      nextID += 1
      return nextID
    }
    if passesAtOnce {
      try Task.checkCancellation()
      return
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        locked {
          if cancelled.remove(id) != nil {
            continuation.resume(throwing: CancellationError())
          } else {
            sleepers[id] = continuation
            if let watcher, sleepers.count >= watcher.count {
              self.watcher = nil
              watcher.continuation.resume()
            }
          }
        }
      }
    } onCancel: {
      locked {
        if let continuation = sleepers.removeValue(forKey: id) {
          continuation.resume(throwing: CancellationError())
        } else {
          cancelled.insert(id)
        }
      }
    }
  }

  /// Waits until `waits` waits are in progress (the checks' tasks reached their debounce), then
  /// lets every wait in progress pass: the time they asked for went by.
  func advance(waits: Int = 1) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      locked {
        if sleepers.count >= waits {
          continuation.resume()
        } else {
          watcher = (waits, continuation)
        }
      }
    }
    let passing = locked { () -> [CheckedContinuation<Void, any Error>] in
      defer { sleepers = [:] }
      return sleepers.sorted { $0.key < $1.key }.map(\.value)
    }
    for sleeper in passing { sleeper.resume() }
  }

  private func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}

/// An app check a test answers: it records each value asked about and answers when the test
/// says (``answer(_:)``); a test awaits a question (``questions(_:)``) rather than polling.
@MainActor
final class AnsweredCheck {
  /// The values asked about, in order.
  private(set) var asked: [String] = []
  private var waiting: [CheckedContinuation<String?, Never>] = []
  private var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// Asks about `value`: returns the test's answer (``answer(_:)``).
  func ask(_ value: String) async -> String? {
    asked.append(value)
    let ready = watchers.filter { asked.count >= $0.count }
    watchers.removeAll { asked.count >= $0.count }
    for watcher in ready { watcher.continuation.resume() }
    return await withCheckedContinuation { waiting.append($0) }
  }

  /// Answers the oldest question waiting.
  func answer(_ message: String?) { waiting.removeFirst().resume(returning: message) }

  /// Returns once `count` questions were asked in all.
  func questions(_ count: Int) async {
    guard asked.count < count else { return }
    await withCheckedContinuation { watchers.append((count, $0)) }
  }
}
