import Dispatch

/// A serial queue for blocking work (checking a spec, answering a request), awaited from the
/// session without tying up a thread of Swift's cooperative pool.
final class WorkQueue: Sendable {
  private let queue: DispatchQueue

  /// Creates a queue.
  init(label: String) {
    queue = DispatchQueue(label: label, qos: .userInitiated)
  }

  /// Runs `work` on the queue and returns its result.
  func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      queue.async { continuation.resume(returning: work()) }
    }
  }
}

/// A flag one side raises and the other polls: how work already running learns that a newer
/// version of its document made it pointless.
final class CancellationFlag: Sendable {
  private let raised = Locked(false)

  /// Creates a lowered flag.
  init() {}

  /// Raises the flag.
  func cancel() { raised.withLock { $0 = true } }

  /// Whether the flag was raised.
  var isCancelled: Bool { raised.withLock { $0 } }
}
