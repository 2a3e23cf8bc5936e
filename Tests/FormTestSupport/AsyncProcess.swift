import Foundation

/// Runs a process to its end without blocking a thread of Swift's cooperative pool: tests that
/// wait for long runs (the type-check script, the UIKit harness's `swift test`) then leave the
/// pool's few threads (one per core) to the other tests.
public enum AsyncProcess {
  /// What a run produced.
  public struct Output: Sendable {
    /// The exit status.
    public var status: Int32
    /// Standard output and error, interleaved.
    public var text: String
  }

  /// Runs `executable` with `arguments`, `environment` added to this process's, standard input
  /// empty, in `directory` if given.
  public static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String] = [:],
    in directory: URL? = nil
  ) async throws -> Output {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    if let directory { process.currentDirectoryURL = directory }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    return await withCheckedContinuation { continuation in
      // Reading and waiting block: a thread of their own, not the cooperative pool.
      Thread.detachNewThread {
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        continuation.resume(
          returning: Output(
            status: process.terminationStatus, text: String(decoding: data, as: UTF8.self)))
      }
    }
  }
}
