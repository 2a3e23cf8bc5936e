import Foundation

/// The main actor's jobs that a screen under test enqueues (the tasks of its app checks and of a
/// submit that waits for them), held back while a synchronous UI test holds the main actor and
/// run when the test waits (``UIKitScreenApplication/passTime(_:until:)``), as XCTest's waits
/// let the app run on until the condition holds or the timeout passes
/// (https://developer.apple.com/documentation/xctest/xctwaiter/wait(for:timeout:)-swift.type.method).
///
/// Why: a generated UI test is synchronous and runs on the main actor from launch to its end. On
/// a device the app is another process, whose main thread runs on while the test waits; here
/// the screen is in the test's process and its tasks are main-actor jobs, which on Linux the
/// main actor's executor (libdispatch's main queue, drained by a worker thread once the test
/// runner's `dispatch_main()` ran) runs only after the test returns: neither a nested `RunLoop`
/// (the main queue is bound to no run loop) nor `MainActor.executor.runUntil(_:)` (SPI) runs
/// them. So, while a screen runs, the Swift runtime's main-executor hook
/// (`swift_task_getMainExecutor_hook`, a hook the concurrency runtime exports for test
/// executors; not Apple API) names this executor as the main actor's: a job enqueued on the
/// main actor from the test's thread — a task the screen started, or one it resumed — or by a
/// task it holds already (a check's task resuming after its debounce, on a timer's thread) is
/// held here, and ``runPending()`` runs it on the test's thread inside the wait, as the main
/// actor (the test's own job is suspended in no sense: it is on the stack below, as code that
/// spins the run loop is). Every other job (another suite's test that wants the main actor) goes
/// on to libdispatch's main queue, where it runs once the test returned, as before.
///
/// Why not a documented mechanism (Swift 6.3.1 on Linux, checked):
/// - `RunLoop.main.run(until:)` / `RunLoop.current.run(until:)`: swift-corelibs-foundation's run
///   loop services the main dispatch queue only on the main thread, which the test runner gave
///   to `dispatch_main()`; and the main queue is serial and busy with the very job running the
///   test, so none of its later jobs can run before that job returns, whatever loop spins. With
///   no source attached, `run(until:)` even "exits immediately" (Apple, RunLoop.run(until:)).
///   `MainActorJobsTests` runs both, with a timer keeping the loop alive, and the job stays queued.
/// - `MainActor.assumeIsolated(_:)`: it only checks where the caller runs ("Assume that the
///   current task is executing on the main actor's serial executor, or stop program
///   execution", Apple) and runs its closure there — no queued job.
/// - Swift 6.2+'s custom main executor (`MainExecutor`, `RunLoopExecutor.runUntil(_:)`,
///   `ExecutorFactory`, `MainActor.executor`; the "Custom main and global executors" pitch,
///   https://forums.swift.org/t/pitch-2-custom-main-and-global-executors/78437): in 6.3.1's
///   `_Concurrency` every one of them is `@_spi(ExperimentalCustomExecutors)` (its
///   `private.swiftinterface`), not public API; and the factory is chosen by the executable's
///   entry point (a compiler setting for the module with `main`), here the test runner that
///   SwiftPM generates, which a test target cannot set.
/// So the hook stays, and fails loudly when it goes: `MainActorJobsTests` checks that the
/// runtime exports it and still asks it for the main actor's executor, and a launch without it
/// fails the test saying so (``start()`` returns `false`).
///
/// A screen's task also leaves the main actor for a moment: one that waited for another task's
/// result (`await task.value`, a submit waiting for the app checks) is resumed on the global
/// executor first and comes back to the main actor from there. So, while it holds jobs, this
/// executor also holds the global executor's jobs enqueued from the test's thread (through the
/// runtime's `swift_task_enqueueGlobal_hook`, a hook like the other) and runs them there too:
/// every job of the screen runs on the test's thread, inside a wait, and "no job held" means
/// that each of the screen's tasks has finished or is suspended — asleep on the test's clock
/// (``ScreenClock``) or waiting for another task. That is what lets a wait move the clock on
/// instead of waiting in real time for a task to come back (``UIKitScreenApplication``'s
/// `passTime(_:until:)`). Jobs the global executor gets from other threads (other suites'
/// tasks) go to it as before.
final class MainActorJobs: SerialExecutor, @unchecked Sendable {
  /// The one instance the hook names.
  static let shared = MainActorJobs()

  private typealias GetMainExecutor = @convention(thin) () -> UnownedSerialExecutor
  private typealias GetMainExecutorHook =
    @convention(thin) (GetMainExecutor) -> UnownedSerialExecutor

  /// The runtime's hook variable (`swift_task_getMainExecutor_hook`), or `nil` when this runtime
  /// has none.
  private nonisolated(unsafe) static let hook: UnsafeMutablePointer<GetMainExecutorHook?>? =
    dlsym(dlopen(nil, RTLD_NOW), "swift_task_getMainExecutor_hook")?
    .assumingMemoryBound(to: GetMainExecutorHook?.self)

  private typealias EnqueueGlobal = @convention(thin) (UnownedJob) -> Void
  private typealias EnqueueGlobalHook = @convention(thin) (UnownedJob, EnqueueGlobal) -> Void

  /// The runtime's hook variable for the global executor (`swift_task_enqueueGlobal_hook`), or
  /// `nil` when this runtime has none.
  private nonisolated(unsafe) static let globalHook: UnsafeMutablePointer<EnqueueGlobalHook?>? =
    dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook")?
    .assumingMemoryBound(to: EnqueueGlobalHook?.self)

  /// A job held, and whether it was enqueued on the global executor (not on the main actor).
  private struct Held {
    var job: UnownedJob
    var global: Bool
  }

  private let lock = NSLock()
  /// The jobs held, oldest first.
  private var jobs: [Held] = []
  /// The global executor's own enqueue, for the global jobs not held.
  private var globalEnqueue: EnqueueGlobal?
  /// The jobs held so far (tasks, by address), whose later enqueues are held too.
  private var known: Set<UInt> = []
  /// The thread the test runs on, while jobs are held.
  private var owner: pthread_t?
  /// The main actor's own executor (libdispatch's main queue), for the jobs not held.
  private var platform: UnownedSerialExecutor?

  /// Whether the runtime lets jobs be held (it has the hook).
  static var isAvailable: Bool { hook != nil }

  /// Whether the runtime lets the global executor's jobs be held (it has that hook).
  static var holdsGlobalJobs: Bool { globalHook != nil }

  /// Starts holding the main actor's jobs that the calling thread (the test's) enqueues; `false`
  /// when this runtime has no hook, so nothing can be held (the caller fails the test saying
  /// so: `MainActorJobsTests`, and ``UIKitScreenApplication``'s launch).
  @MainActor
  @discardableResult
  func start() -> Bool {
    guard let hook = Self.hook else { return false }
    lock.lock()
    owner = pthread_self()
    lock.unlock()
    hook.pointee = { original in
      let jobs = MainActorJobs.shared
      jobs.lock.lock()
      if jobs.platform == nil { jobs.platform = original() }
      jobs.lock.unlock()
      return jobs.asUnownedSerialExecutor()
    }
    Self.globalHook?.pointee = { job, original in
      MainActorJobs.shared.holdGlobal(job, original: original)
    }
    return true
  }

  /// Holds a job for the global executor when the test's thread enqueued it (a screen's task
  /// leaving the main actor); sends it on to the global executor otherwise.
  private func holdGlobal(_ job: UnownedJob, original: EnqueueGlobal) {
    lock.lock()
    if globalEnqueue == nil { globalEnqueue = original }
    let held = owner.map { pthread_equal($0, pthread_self()) != 0 } == true
    if held { jobs.append(Held(job: job, global: true)) }
    lock.unlock()
    if !held { original(job) }
  }

  /// Stops holding jobs: the main actor is libdispatch's main queue again, and the jobs still
  /// held go there (tasks of a screen that is gone, which find nothing to do).
  @MainActor
  func stop() {
    Self.hook?.pointee = nil
    Self.globalHook?.pointee = nil
    lock.lock()
    let left = jobs
    jobs = []
    known = []
    owner = nil
    lock.unlock()
    for job in left { forward(job) }
  }

  /// Runs the jobs held, and those they enqueue, until none is left; whether any ran.
  @MainActor
  @discardableResult
  func runPending() -> Bool {
    var ran = false
    while true {
      lock.lock()
      let batch = jobs
      jobs = []
      lock.unlock()
      guard !batch.isEmpty else { return ran }
      ran = true
      // A global job runs here as if on the main actor: nonisolated code may run anywhere, and
      // its hop back to the main actor then continues at once.
      for held in batch { held.job.runSynchronously(on: asUnownedSerialExecutor()) }
    }
  }

  /// Whether jobs are held, not run yet.
  var hasPending: Bool {
    lock.lock()
    defer { lock.unlock() }
    return !jobs.isEmpty
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let address = unsafeBitCast(job, to: UInt.self)
    lock.lock()
    let held =
      owner.map { pthread_equal($0, pthread_self()) != 0 } == true || known.contains(address)
    if held {
      jobs.append(Held(job: job, global: false))
      known.insert(address)
    }
    lock.unlock()
    if !held { forward(job) }
  }

  /// Sends a held job where it would have gone: the global executor, or the main actor.
  private func forward(_ held: Held) {
    lock.lock()
    let globalEnqueue = globalEnqueue
    lock.unlock()
    if held.global, let globalEnqueue {
      globalEnqueue(held.job)
    } else {
      forward(held.job)
    }
  }

  /// Sends a job to libdispatch's main queue, to run as the main actor there.
  private func forward(_ job: UnownedJob) {
    lock.lock()
    let platform = platform
    lock.unlock()
    DispatchQueue.main.async {
      job.runSynchronously(on: platform ?? MainActor.sharedUnownedExecutor)
    }
  }

  /// The held jobs run on the test's thread, which is the main actor's (libdispatch's main
  /// queue's) while the test runs.
  func checkIsolated() {
    dispatchPrecondition(condition: .onQueue(.main))
  }
}
