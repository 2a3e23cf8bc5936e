import Foundation

/// Runs `Scripts/typecheck-uikit.sh`, which compiles UIKit, SwiftUI and XCTest code against the
/// test-only stand-ins (see the script's header), without blocking a thread of Swift's
/// cooperative pool while it runs: tests that call it run side by side, sharing the modules the
/// script caches.
public enum TypecheckScript {
  /// What a run produced.
  public struct Run: Sendable {
    /// The exit status.
    public var status: Int32
    /// Standard output and error, interleaved.
    public var output: String
  }

  /// The script.
  public static let url = FormcProcess.repositoryRoot.appendingPathComponent(
    "Scripts/typecheck-uikit.sh")

  /// Runs the script with `arguments` (files to check), with `environment` added to this
  /// process's (for example `TYPECHECK_DEPLOYMENT`).
  public static func run(_ arguments: [String], environment: [String: String] = [:]) async throws
    -> Run
  {
    let output = try await AsyncProcess.run(
      URL(fileURLWithPath: "/bin/bash"), [url.path] + arguments, environment: environment)
    return Run(status: output.status, output: output.text)
  }

  /// Runs the script on `sources` (file names and texts), written to a temporary directory.
  public static func run(sources: [String: String], environment: [String: String] = [:])
    async throws -> Run
  {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("TypecheckScript-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var files: [String] = []
    for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
      let url = directory.appendingPathComponent(name)
      try text.write(to: url, atomically: true, encoding: .utf8)
      files.append(url.path)
    }
    return try await run(files, environment: environment)
  }
}
