import Foundation

/// Runs a process to its end without blocking a thread of Swift's cooperative pool: tests that
/// wait for long runs (the type-check script, the UIKit harness's `swift test`, `swift format
/// lint`, `swiftc`) then leave the pool's few threads (one per core) to the other tests. A
/// ``ChildProcess`` run with standard error merged into standard output, in this process's
/// environment and directory unless told otherwise.
public enum AsyncProcess {
  /// What a run produced.
  public struct Output: Sendable {
    /// The exit status.
    public var status: Int32
    /// Standard output and error, interleaved.
    public var text: String
  }

  /// Runs `executable` with `arguments`, `environment` added to this process's, standard input
  /// empty, in `directory` if given (else this process's current directory).
  public static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String] = [:],
    in directory: URL? = nil
  ) async throws -> Output {
    let result = try await ChildProcess.run(
      executable, arguments,
      in: directory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
      environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
      mergingStandardError: true)
    return Output(status: result.status, text: String(decoding: result.stdout, as: UTF8.self))
  }

  /// Runs `swift format lint --strict` with the repository's configuration on `paths` (found
  /// through `PATH` by `/usr/bin/env`), adding `--recursive` when `recursive`.
  public static func swiftFormatLint(
    configuration: URL, _ paths: [String], recursive: Bool = false
  ) async throws -> Output {
    try await run(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["swift", "format", "lint", "--strict", "--configuration", configuration.path] + paths
        + (recursive ? ["--recursive"] : []))
  }
}
