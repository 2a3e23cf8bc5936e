import Foundation

extension FormcProcess {
  /// The time and memory a bounded run of formc may take.
  public struct Bounds: Sendable {
    /// Wall-clock seconds before the process is killed.
    public var seconds: Double
    /// The address-space limit (`ulimit -v`) in bytes, or `nil` for none.
    public var addressSpace: Int?

    /// Creates bounds.
    public init(seconds: Double, addressSpace: Int? = Bounds.defaultAddressSpace) {
      self.seconds = seconds
      self.addressSpace = addressSpace
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
  /// `ulimit -v` and then `exec`s formc, so the limit applies to formc itself; killed with SIGKILL
  /// when it outlives the time bound.
  public static func runBounded(
    _ arguments: [String], in directory: URL = repositoryRoot, bounds: Bounds,
    environment: [String: String] = [:]
  ) throws -> BoundedOutput {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    let limit = bounds.addressSpace.map { "ulimit -v \($0 / 1024) && " } ?? ""
    process.arguments = ["-c", limit + "exec \"$0\" \"$@\"", executableURL.path] + arguments
    process.currentDirectoryURL = directory
    process.environment = Self.environment(adding: environment)
    let capture = OutputCapture(of: process)
    let start = Date()
    try process.run()
    capture.start()
    var timedOut = false
    while process.isRunning {
      if Date().timeIntervalSince(start) > bounds.seconds {
        timedOut = true
        kill(process.processIdentifier, SIGKILL)
        break
      }
      usleep(5_000)
    }
    process.waitUntilExit()
    let elapsed = Date().timeIntervalSince(start)
    return BoundedOutput(
      output: capture.output(status: process.terminationStatus),
      elapsed: elapsed, timedOut: timedOut,
      signaled: process.terminationReason == .uncaughtSignal)
  }
}

extension FormcProcess {
  /// Starts formc with `arguments` in `directory` and returns at once, output discarded: for
  /// tests that kill it at a chosen moment.
  public static func start(_ arguments: [String], in directory: URL) throws -> Process {
    let process = Process()
    process.executableURL = executableURL
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = environment(adding: [:])
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    return process
  }
}
