import Foundation
import Testing

#if os(Linux)
  private let runsOnLinux = true
#else
  private let runsOnLinux = false
#endif

/// Runs the UIKit harness (`Tests/UIKitHarness`), a package of its own: FormRuntime's UIKit
/// adapter and the generated code of `Specs/`, built against a behavioural double of UIKit and
/// driven as a user would drive them (its `FormRuntimeUIKitTests`), and the double's own tests
/// (`UIKitDoubleTests`). Linux only: on Apple platforms the double would stand in for the real
/// UIKit.
@Suite("UIKit harness", .enabled(if: runsOnLinux, "the UIKit double is for machines without UIKit"))
struct UIKitHarnessTests {
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test("the adapter and the generated UIKit code pass their tests against the UIKit double")
  func harnessPasses() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "test", "--package-path",
      Self.repositoryRoot.appendingPathComponent("Tests/UIKitHarness").path,
      "-Xswiftc", "-warnings-as-errors",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    let failures = text.split(separator: "\n").filter { $0.hasPrefix("✘") }.prefix(40)
    #expect(
      process.terminationStatus == 0,
      "swift test in Tests/UIKitHarness failed:\n\(failures.joined(separator: "\n"))\n\(text.suffix(4000))"
    )
    #expect(text.contains("Test run with"), "no Swift Testing run:\n\(text.suffix(2000))")
  }
}
