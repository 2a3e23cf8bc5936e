import Foundation

/// Runs a child process to its end without holding a thread of Swift's cooperative pool while it
/// runs: the pool has one thread per core (two on the CI machine), and a test that blocked one
/// until formc exited (a poll loop sleeping in steps) left the event-based suites alongside it
/// waiting for a thread; on a loaded two-core machine they took minutes. Standard input is empty;
/// standard output and error are captured in full.
///
/// How: `Process.terminationHandler` (set before `run()`, so an exit cannot come first) and two
/// readers, one per pipe, each on a thread of its own, so that a child writing more than a pipe
/// holds (64 KiB on Linux) to one of them while the other is unread cannot block; the run's
/// continuation resumes once the process exited and both pipes reached their end. A
/// wall-clock limit is a timer on a dispatch queue that kills the process group with SIGKILL.
public enum ChildProcess {
  /// What a run produced.
  public struct Result: Sendable {
    /// Standard output.
    public var stdout: Data
    /// Standard error.
    public var stderr: Data
    /// The exit status, or the signal number when ``signaled``.
    public var status: Int32
    /// Whether the process ended by a signal rather than exiting.
    public var signaled: Bool
    /// Seconds from start to the end of the run (exit and both pipes closed).
    public var elapsed: Double
    /// Whether the run outlived its wall-clock limit and its process group was killed.
    public var killedAtWallClockLimit: Bool
  }

  /// Runs `executable` with `arguments` in `directory` with exactly `environment`; after
  /// `wallClockLimit` seconds (if given) kills its process group (Foundation starts a child as
  /// the leader of a group of its own, so the group is the child and whatever it started, which
  /// may hold the pipes open after the child is gone). With `mergingStandardError`, standard
  /// error goes to the pipe of standard output, so ``Result/stdout`` holds both interleaved as
  /// the child wrote them, and ``Result/stderr`` is empty.
  public static func run(
    _ executable: URL, _ arguments: [String], in directory: URL,
    environment: [String: String], wallClockLimit: Double? = nil,
    mergingStandardError: Bool = false
  ) async throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = environment
    let out = Pipe()
    let err = mergingStandardError ? nil : Pipe()
    process.standardOutput = out
    process.standardError = err ?? out
    process.standardInput = FileHandle.nullDevice
    let run = Run()
    if err == nil { run.read(stderr: Data()) }
    return try await withCheckedThrowingContinuation { continuation in
      run.begin(process, continuation)
      // Before `run()`: a process that exits at once must find its handler.
      process.terminationHandler = { process in
        run.exited(status: process.terminationStatus, reason: process.terminationReason)
      }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        run.failed(error)
        return
      }
      let pid = process.processIdentifier
      run.started(pid: pid)
      // The parent's copies of the write ends are closed by `run()`; each read ends when the
      // child and every process it started closed theirs. Blocking reads, on threads of their
      // own: not the cooperative pool's, nor a dispatch queue's, whose width is bounded too.
      Thread.detachNewThread {
        run.read(stdout: out.fileHandleForReading.readDataToEndOfFile())
      }
      if let err {
        Thread.detachNewThread {
          run.read(stderr: err.fileHandleForReading.readDataToEndOfFile())
        }
      }
      if let wallClockLimit {
        DispatchQueue.global().asyncAfter(deadline: .now() + wallClockLimit) {
          run.wallClockLimitPassed()
        }
      }
    }
  }

  /// One run's state, completed from the termination handler, the two readers and the timer.
  private final class Run: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Result, any Error>?
    /// The process, kept until the run is over.
    private var process: Process?
    private var pid: pid_t?
    /// Whether the child leads a process group of its own (Foundation's `Process` makes it so).
    private var leadsGroup = false
    private var start = Date()
    private var stdout: Data?
    private var stderr: Data?
    private var exit: (status: Int32, reason: Process.TerminationReason)?
    private var killed = false

    func begin(_ process: Process, _ continuation: CheckedContinuation<Result, any Error>) {
      locked {
        self.process = process
        self.continuation = continuation
      }
    }

    func started(pid: pid_t) {
      locked {
        self.pid = pid
        leadsGroup = getpgid(pid) == pid
        start = Date()
      }
    }

    func exited(status: Int32, reason: Process.TerminationReason) {
      locked { exit = (status, reason) }
      finishIfDone()
    }

    func read(stdout data: Data) {
      locked { stdout = data }
      finishIfDone()
    }

    func read(stderr data: Data) {
      locked { stderr = data }
      finishIfDone()
    }

    func failed(_ error: any Error) {
      let continuation = locked { () -> CheckedContinuation<Result, any Error>? in
        defer {
          self.continuation = nil
          process = nil
        }
        return self.continuation
      }
      continuation?.resume(throwing: error)
    }

    /// Kills the process group if the run is not over: the child is running, or it exited and
    /// a process it started still holds a pipe open. Either way the group still exists (a
    /// zombie leader or a live member keeps its id), so the id names no other group.
    func wallClockLimitPassed() {
      locked {
        guard continuation != nil, let pid else { return }
        if leadsGroup {
          killed = true
          kill(-pid, SIGKILL)
        } else if exit == nil {
          killed = true
          kill(pid, SIGKILL)
        }
      }
    }

    private func finishIfDone() {
      let finished = locked { () -> (CheckedContinuation<Result, any Error>, Result)? in
        guard let continuation, let stdout, let stderr, let exit else { return nil }
        self.continuation = nil
        process = nil
        return (
          continuation,
          Result(
            stdout: stdout, stderr: stderr, status: exit.status,
            signaled: exit.reason == .uncaughtSignal, elapsed: Date().timeIntervalSince(start),
            killedAtWallClockLimit: killed)
        )
      }
      if let (continuation, result) = finished { continuation.resume(returning: result) }
    }

    private func locked<T>(_ body: () -> T) -> T {
      lock.lock()
      defer { lock.unlock() }
      return body()
    }
  }
}
