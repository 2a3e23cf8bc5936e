import Foundation

/// A value guarded by a lock: the language server's shared state between the protocol thread and
/// the analysis queue.
///
/// It stands in for the standard library's `Synchronization.Mutex`, which needs macOS 15: formc
/// builds on macOS 13 (the deployment target `Package.swift` declares), so the lock is Foundation's
/// `NSLock`, which every platform formc builds on has.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// Guards `value`.
  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value with the lock held, and returns what it returns.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
