import Foundation
import Testing

/// The UIKit parts of the golden files (`#if canImport(UIKit)`: the views protocol and the
/// keyboard controller) type-check against the test-only UIKit double, whose declarations follow
/// Apple's documented signatures. Linux only: elsewhere the double would clash with the real UIKit.
struct GoldenTypecheckTests {
  #if os(Linux)
    static let isLinux = true
  #else
    static let isLinux = false
  #endif

  @Test(.enabled(if: isLinux, "the UIKit double is for machines without UIKit"))
  func goldenUIKitCodeTypeChecks() throws {
    let repository = DefaultTemplatesTests.repository
    let goldens = GoldenFileTests.goldens
    let files = try FileManager.default.contentsOfDirectory(atPath: goldens.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
      .map { goldens.appendingPathComponent($0).path }
    #expect(files.count >= 20)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments =
      [repository.appendingPathComponent("Scripts/typecheck-uikit.sh").path] + files
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "typecheck-uikit.sh failed:\n\(text)")
  }
}
