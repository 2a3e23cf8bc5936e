import FormTestSupport
import Foundation
import Testing

/// The runner of every process the end-to-end tests start (`ChildProcess`, under
/// `FormcProcess.run` and `runBounded`): it waits without holding a thread of Swift's
/// cooperative pool, reads both pipes to their end whatever their size, and its wall-clock
/// backstop ends the whole process group. Real processes (`/bin/sh`, `sleep`).
struct ChildProcessTests {
  static let shell = URL(fileURLWithPath: "/bin/sh")
  static let environment = ["PATH": "/usr/bin:/bin"]

  /// Runs `script` with `/bin/sh -c`.
  static func sh(_ script: String, wallClockLimit: Double? = nil) async throws
    -> ChildProcess.Result
  {
    try await ChildProcess.run(
      shell, ["-c", script], in: FileManager.default.temporaryDirectory,
      environment: environment, wallClockLimit: wallClockLimit)
  }

  /// A pipe holds 64 KiB on Linux (pipe(7)); a process writing more blocks until it is read. A
  /// MiB on each pipe, standard error first, then standard output, then standard error again: a
  /// runner that read one pipe to its end before the other would wait forever.
  @Test func outputLargerThanThePipeBufferIsReadInFull() async throws {
    let mebibyte = 1 << 20
    let run = try await Self.sh(
      """
      head -c \(mebibyte) /dev/zero | tr '\\0' e >&2
      head -c \(mebibyte) /dev/zero | tr '\\0' o
      printf end >&2
      """, wallClockLimit: 600)
    #expect(run.status == 0 && !run.signaled && !run.killedAtWallClockLimit)
    #expect(run.stdout.count == mebibyte)
    #expect(run.stdout.allSatisfy { $0 == UInt8(ascii: "o") })
    #expect(run.stderr.count == mebibyte + 3)
    #expect(run.stderr.suffix(3) == Data("end".utf8))
  }

  /// With standard error merged, both streams arrive on standard output in the order the child
  /// wrote them (what `AsyncProcess` and the tests that show a tool's whole output rely on), a
  /// MiB of it too, and standard error is empty.
  @Test func mergedStandardErrorKeepsTheOrderOfWrites() async throws {
    let mebibyte = 1 << 20
    let run = try await ChildProcess.run(
      Self.shell,
      [
        "-c",
        "echo one; echo two >&2; echo three; head -c \(mebibyte) /dev/zero | tr '\\0' e >&2; echo end",
      ],
      in: FileManager.default.temporaryDirectory, environment: Self.environment,
      wallClockLimit: 600, mergingStandardError: true)
    #expect(run.status == 0 && !run.signaled)
    #expect(run.stderr.isEmpty)
    let text = String(decoding: run.stdout, as: UTF8.self)
    #expect(text.hasPrefix("one\ntwo\nthree\neee"))
    #expect(text.hasSuffix("eeeend\n"))
    #expect(run.stdout.count == "one\ntwo\nthree\n".utf8.count + mebibyte + "end\n".utf8.count)
  }

  /// With standard error merged, the wall-clock limit still kills the group and the run ends.
  @Test func aMergedRunStillEndsAtItsWallClockLimit() async throws {
    let run = try await ChildProcess.run(
      Self.shell, ["-c", "echo started >&2; sleep 30 & sleep 30"],
      in: FileManager.default.temporaryDirectory, environment: Self.environment,
      wallClockLimit: 1, mergingStandardError: true)
    #expect(run.killedAtWallClockLimit && run.signaled && run.status == SIGKILL)
    #expect(String(decoding: run.stdout, as: UTF8.self) == "started\n")
    #expect(run.elapsed < 25, "the run took \(run.elapsed) s: the background sleep ran to its end")
  }

  /// The wall-clock backstop kills the process group, not only its leader: a child that inherited
  /// the pipes (here a `sleep` in the background) would keep them open, and the run waiting for
  /// their end, until it ended by itself.
  @Test func theWallClockLimitEndsTheWholeProcessGroup() async throws {
    let run = try await Self.sh("sleep 30 & sleep 30", wallClockLimit: 1)
    #expect(run.killedAtWallClockLimit)
    #expect(run.signaled && run.status == SIGKILL)
    #expect(run.elapsed < 25, "the run took \(run.elapsed) s: the background sleep ran to its end")
  }

  /// A failure to start throws, and leaves nothing waiting.
  @Test func aMissingExecutableThrows() async {
    await #expect(throws: (any Error).self) {
      try await ChildProcess.run(
        URL(fileURLWithPath: "/nonexistent/formc"), [], in: FileManager.default.temporaryDirectory,
        environment: Self.environment)
    }
  }

  /// While processes run, the pool's threads (one per core) run other tasks: more runs than the
  /// pool has threads, then one more task, which runs before any of the runs ends. A runner that
  /// blocked its thread until the process ended would hold every thread of the pool, so the task
  /// would wait for runs to end (on 2 cores, at load 30, the event-based suites waited minutes).
  @Test func waitingForARunLeavesThePoolToOtherTasks() async throws {
    let events = Events()
    let runs = 2 * ProcessInfo.processInfo.activeProcessorCount + 1
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<runs {
        group.addTask {
          let run = try await Self.sh("sleep 3", wallClockLimit: 600)
          #expect(run.status == 0)
          events.append("run ended")
        }
      }
      group.addTask { events.append("other task ran") }
      try await group.waitForAll()
    }
    #expect(events.all.first == "other task ran", "\(events.all)")
    #expect(events.all.count == runs + 1)
  }

  /// Strings appended from any thread, in order.
  final class Events: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [String] = []

    func append(_ event: String) {
      lock.lock()
      events.append(event)
      lock.unlock()
    }

    var all: [String] {
      lock.lock()
      defer { lock.unlock() }
      return events
    }
  }
}
