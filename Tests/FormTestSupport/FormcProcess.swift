import Foundation

/// Runs the built `formc` executable as a real process.
public struct FormcProcess {
  /// What a run produced.
  public struct Output: Sendable {
    /// Standard output.
    public var stdout: String
    /// Standard error.
    public var stderr: String
    /// The exit status.
    public var status: Int32
  }

  /// The repository's top-level directory.
  public static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The `formc` binary next to the test bundle (the same build directory).
  public static var executableURL: URL { executableURL(named: "formc") }

  /// A binary of the package (`formc`, `formc-generate`) next to the test bundle.
  public static func executableURL(named name: String) -> URL {
    let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = runner.deletingLastPathComponent()
    // The test runner is `<build>/formcPackageTests.xctest` (a file on Linux, a bundle elsewhere).
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return repositoryRoot.appendingPathComponent(".build/debug/\(name)")
  }

  /// The sanitizer options of this process (`ASAN_OPTIONS` and the like), which a formc built
  /// with the same sanitizer needs too: `Scripts/asan.sh` turns leak detection off, and without
  /// that a leak inside Foundation would turn formc's exit status into 1.
  public static var sanitizerEnvironment: [String: String] {
    ProcessInfo.processInfo.environment.filter {
      ["ASAN_OPTIONS", "LSAN_OPTIONS", "UBSAN_OPTIONS", "TSAN_OPTIONS"].contains($0.key)
    }
  }

  /// A clean environment (`PATH`, `HOME`, the sanitizer options) with `environment` added.
  static func environment(adding environment: [String: String]) -> [String: String] {
    var base = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
    base.merge(sanitizerEnvironment) { _, passed in passed }
    for (key, value) in environment { base[key] = value }
    return base
  }

  /// Runs formc (or another of the package's tools, `tool`) with `arguments` in `directory`, with
  /// `environment` added to a clean one. Waits without holding a thread of the cooperative pool
  /// (``ChildProcess``).
  public static func run(
    _ arguments: [String], in directory: URL = repositoryRoot,
    environment: [String: String] = [:], tool: String = "formc"
  ) async throws -> Output {
    Output(
      try await ChildProcess.run(
        executableURL(named: tool), arguments, in: directory,
        environment: Self.environment(adding: environment)))
  }
}

extension FormcProcess.Output {
  /// A run's output as text (UTF-8, invalid bytes replaced).
  init(_ result: ChildProcess.Result) {
    self.init(
      stdout: String(decoding: result.stdout, as: UTF8.self),
      stderr: String(decoding: result.stderr, as: UTF8.self), status: result.status)
  }
}
