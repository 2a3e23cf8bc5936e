import Foundation

extension FormcProcess {
  /// The time and memory a bounded run of formc may take.
  public struct Bounds: Sendable {
    /// Wall-clock seconds before the process is killed.
    public var seconds: Double
    /// The processor seconds the process may use (`ulimit -t`, rounded up), or `nil` for none.
    /// Unlike ``seconds`` this does not grow with the machine's load: on a 2-core machine at
    /// load 30-40 a process gets about a twentieth of a core, so a run of 3 processor seconds
    /// takes a minute of wall time.
    public var cpuSeconds: Double?
    /// The address-space limit (`ulimit -v`) in bytes, or `nil` for none.
    public var addressSpace: Int?

    /// Creates bounds.
    public init(
      seconds: Double, cpuSeconds: Double? = nil,
      addressSpace: Int? = Bounds.defaultAddressSpace
    ) {
      self.seconds = seconds
      self.cpuSeconds = cpuSeconds
      self.addressSpace = addressSpace
    }

    /// `cpuSeconds` of processor time, for a run whose bound is about the work it does (a
    /// quadratic pass, an endless loop) whatever the load; and, for a process that hangs without
    /// working (blocked on a read), wall time of ten times that, at least ten minutes.
    public static func processorTime(
      _ cpuSeconds: Double, addressSpace: Int? = Bounds.defaultAddressSpace
    ) -> Bounds {
      Bounds(
        seconds: max(600, 10 * cpuSeconds), cpuSeconds: cpuSeconds, addressSpace: addressSpace)
    }

    /// What the bound is, for a message: `"60 s of processor time"` or `"10.0 s"`.
    public var description: String {
      cpuSeconds.map { "\(Int($0.rounded(.up))) s of processor time" } ?? "\(seconds) s"
    }

    /// 512 MiB of address space: a debug formc checks a small spec in under 128 MiB and the
    /// largest hostile inputs (a million keys) in under 256 MiB, so this catches a balloon while
    /// leaving room. `nil` when formc is built with AddressSanitizer, whose shadow memory needs
    /// terabytes of address space (`Scripts/asan.sh`).
    public static var defaultAddressSpace: Int? {
      FormcProcess.isSanitized ? nil : 512 << 20
    }
  }

  /// What a bounded run produced.
  public struct BoundedOutput: Sendable {
    /// Standard output, standard error and the exit status (a signal number if killed).
    public var output: Output
    /// Seconds from start to exit.
    public var elapsed: Double
    /// Whether the time bound was reached and the process killed.
    public var timedOut: Bool
    /// Whether the process ended by a signal rather than exiting.
    public var signaled: Bool
  }

  /// Whether the `formc` under test is built with AddressSanitizer.
  public static let isSanitized: Bool = {
    guard let binary = try? Data(contentsOf: executableURL, options: .alwaysMapped) else {
      return false
    }
    return binary.range(of: Data("__asan_init".utf8)) != nil
  }()

  /// Runs formc with `arguments` in `directory` under `bounds`: through `/bin/sh`, which sets
  /// `ulimit -v` (and `ulimit -t` for a processor-time bound) and then `exec`s formc, so the
  /// limits apply to formc itself; its process group killed with SIGKILL when it outlives the
  /// wall-time bound. Waits without holding a thread of the cooperative pool (``ChildProcess``).
  public static func runBounded(
    _ arguments: [String], in directory: URL = repositoryRoot, bounds: Bounds,
    environment: [String: String] = [:]
  ) async throws -> BoundedOutput {
    let limit =
      (bounds.addressSpace.map { "ulimit -v \($0 / 1024) && " } ?? "")
      + (bounds.cpuSeconds.map { "ulimit -t \(Int($0.rounded(.up))) && " } ?? "")
    let run = try await ChildProcess.run(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", limit + "exec \"$0\" \"$@\"", executableURL.path] + arguments, in: directory,
      environment: Self.environment(adding: environment), wallClockLimit: bounds.seconds)
    // Past the processor-time bound the kernel sends SIGXCPU (soft limit), then SIGKILL (hard).
    let timedOut =
      run.killedAtWallClockLimit
      || (bounds.cpuSeconds != nil && run.signaled && [SIGXCPU, SIGKILL].contains(run.status))
    return BoundedOutput(
      output: Output(run), elapsed: run.elapsed, timedOut: timedOut, signaled: run.signaled)
  }
}

extension FormcProcess {
  /// Runs formc with `arguments` in `directory` and kills it with SIGKILL `delay` seconds after
  /// it started, unless it ended first; output discarded: for tests that kill it at a chosen
  /// moment. The kill is ``ChildProcess``'s wall-clock limit (the process group: formc and
  /// nothing else, as it starts no processes), so the wait holds no thread of the cooperative
  /// pool, neither while formc runs nor while the delay passes.
  public static func run(_ arguments: [String], in directory: URL, killedAfter delay: Double)
    async throws
  {
    _ = try await ChildProcess.run(
      executableURL, arguments, in: directory, environment: environment(adding: [:]),
      wallClockLimit: delay)
  }
}
