import Foundation
import Testing

/// A flag a main-actor job sets, kept by reference: the job may run after the test returned.
private final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  var isSet: Bool {
    lock.lock()
    defer { lock.unlock() }
    return value
  }
  func set() {
    lock.lock()
    value = true
    lock.unlock()
  }
}

/// ``MainActorJobs`` rests on the Swift runtime's undocumented `swift_task_getMainExecutor_hook`:
/// these tests fail, saying so, the day a toolchain drops it or stops consulting it, rather than
/// the checks tests of the generated UI tests timing out for no stated reason. They also pin down
/// why the documented ways were not used: with a synchronous test holding the main actor, neither
/// spinning the main run loop nor a sleep lets a main-actor job run (if one day they do, the
/// last test says so, and the hook can go).
@Suite(.serialized)
@MainActor
struct MainActorJobsTests {
  @Test("the Swift runtime exports swift_task_getMainExecutor_hook, which MainActorJobs sets")
  func hookExists() {
    #expect(
      MainActorJobs.isAvailable,
      "swift_task_getMainExecutor_hook is gone from this Swift runtime: the screens' app checks cannot run while a UI test waits (see Bridge/MainActorJobs.swift)"
    )
  }

  @Test(
    "while it holds them, a main-actor job the test enqueues waits in MainActorJobs and runs, on the test's thread, when the test waits"
  )
  func holdsAndRunsJobs() throws {
    try #require(MainActorJobs.shared.start(), "swift_task_getMainExecutor_hook is gone")
    defer { MainActorJobs.shared.stop() }
    let flag = Flag()
    let thread = pthread_self()
    let ranHere = Flag()
    Task { @MainActor in
      flag.set()
      if pthread_equal(pthread_self(), thread) != 0 { ranHere.set() }
    }
    #expect(!flag.isSet)
    #expect(
      MainActorJobs.shared.hasPending,
      "the runtime no longer asks swift_task_getMainExecutor_hook for the main actor's executor: the job went to the main queue"
    )
    #expect(MainActorJobs.shared.runPending())
    #expect(flag.isSet)
    #expect(ranHere.isSet)
    #expect(!MainActorJobs.shared.hasPending)
  }

  @Test(
    "while it holds them, a job the test's thread enqueues on the global executor (a task leaving the main actor) is held too, and runs on the test's thread"
  )
  func holdsGlobalJobs() throws {
    try #require(MainActorJobs.shared.start(), "swift_task_getMainExecutor_hook is gone")
    defer { MainActorJobs.shared.stop() }
    #expect(
      MainActorJobs.holdsGlobalJobs,
      "swift_task_enqueueGlobal_hook is gone from this Swift runtime: a screen's task that waits for another task's result leaves the main actor, and the screen's clock may move on before it comes back (see Bridge/MainActorJobs.swift)"
    )
    let flag = Flag()
    let thread = pthread_self()
    let ranHere = Flag()
    Task.detached {
      flag.set()
      if pthread_equal(pthread_self(), thread) != 0 { ranHere.set() }
    }
    #expect(
      MainActorJobs.shared.hasPending,
      "the runtime no longer asks swift_task_enqueueGlobal_hook where a global job goes: it ran on the global executor"
    )
    #expect(MainActorJobs.shared.runPending())
    #expect(flag.isSet)
    #expect(ranHere.isSet)
    #expect(!MainActorJobs.shared.hasPending)
  }

  @Test(
    "without it, a main-actor job enqueued by a synchronous test does not run while the test spins the main run loop or sleeps"
  )
  func documentedWaysDoNotRunJobs() {
    let flag = Flag()
    Task { @MainActor in flag.set() }
    // swift-corelibs-foundation's run loop services the main queue only on the main thread, and
    // the main actor's job running this test is that queue's current job: the queue is serial,
    // so no later job of it runs until this one returns.
    // Apple, RunLoop.run(until:): "If no input sources or timers are attached to the run loop,
    // this method exits immediately"; a timer keeps the test thread's loop running meanwhile.
    RunLoop.main.run(until: Date().addingTimeInterval(0.1))
    let started = Date()
    let timer = Timer(timeInterval: 0.05, repeats: true) { _ in }
    RunLoop.current.add(timer, forMode: .default)
    RunLoop.current.run(until: Date().addingTimeInterval(0.2))
    timer.invalidate()
    #expect(Date().timeIntervalSince(started) >= 0.15, "the run loop did not run")
    Thread.sleep(forTimeInterval: 0.1)
    #expect(
      !flag.isSet,
      "a documented way now runs main-actor jobs during a synchronous test: MainActorJobs and its hook can be replaced by it"
    )
  }
}
