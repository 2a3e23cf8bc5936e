import Foundation

/// Maps over items on up to `jobs` threads, keeping results in input order.
package enum ParallelMap {
  private final class State<Result>: @unchecked Sendable {
    let lock = NSLock()
    var next = 0
    var results: [Result?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func claim() -> Int {
      lock.lock()
      defer { lock.unlock() }
      let index = next
      next += 1
      return index
    }

    func store(_ result: Result, at index: Int) {
      lock.lock()
      results[index] = result
      lock.unlock()
    }
  }

  /// The number of jobs when none is asked for: every active core.
  package static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  package static func map<Item: Sendable, Result>(
    _ items: [Item], jobs: Int = defaultJobs, _ transform: @Sendable (Item) -> Result
  ) -> [Result] {
    let state = State<Result>(count: items.count)
    let workers = max(1, min(jobs, items.count))
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while true {
        let index = state.claim()
        guard index < items.count else { return }
        state.store(transform(items[index]), at: index)
      }
    }
    return state.results.map { $0! }
  }
}
