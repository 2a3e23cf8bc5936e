import FormCodegen
import FormCompiler
import FormSpec
import Foundation
import Testing

/// The UIKit and SwiftUI parts of the golden files (`#if canImport(UIKit)`, `#if
/// canImport(SwiftUI)`: the views protocols, keyboard controllers and screens) type-check against
/// the test-only UIKit double and SwiftUI stand-in, whose declarations follow Apple's documented
/// signatures and availability, each spec's files at the spec's own deployment target
/// (`platform.iOS`), so an API newer than it is an error. Linux only: elsewhere the stand-ins
/// would clash with the real frameworks.
struct GoldenTypecheckTests {
  #if os(Linux)
    static let isLinux = true
  #else
    static let isLinux = false
  #endif

  /// Each spec's golden files, by the spec's deployment target.
  static func goldensByPlatform() throws -> [String: [String]] {
    var groups: [String: [String]] = [:]
    for spec in GoldenFileTests.specs {
      let url = GoldenFileTests.repository.appendingPathComponent(spec)
      let form = try #require(
        FormPipeline().run(bytes: [UInt8](try Data(contentsOf: url)), path: spec).form, "\(spec)")
      let files = try GoldenFileTests.generate(spec, includingFocusStates: false)
      groups[form.platform, default: []] += files.map {
        GoldenFileTests.goldens.appendingPathComponent($0.path).path
      }
    }
    return groups
  }

  @Test(.enabled(if: isLinux, "the UIKit double is for machines without UIKit"))
  func goldenUIKitAndSwiftUICodeTypeChecks() throws {
    let groups = try Self.goldensByPlatform()
    #expect(groups.values.reduce(0) { $0 + $1.count } >= 30)
    #expect(groups.keys.count >= 3, "the specs cover several deployment targets")
    for (platform, files) in groups.sorted(by: { $0.key < $1.key }) {
      try Self.expectTypeChecks(files, platform: platform)
    }
  }

  /// Runs `Scripts/typecheck-uikit.sh` on `files` with availability checked against iOS
  /// `platform`, and expects it to pass.
  static func expectTypeChecks(
    _ files: [String], platform: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments =
      [GoldenFileTests.repository.appendingPathComponent("Scripts/typecheck-uikit.sh").path]
      + files
    var environment = ProcessInfo.processInfo.environment
    environment["TYPECHECK_DEPLOYMENT"] = platform
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(
      process.terminationStatus == 0, "iOS \(platform): typecheck-uikit.sh failed:\n\(text)",
      sourceLocation: sourceLocation)
    #expect(
      text.contains("availability for iOS \(platform)"), "\(text)", sourceLocation: sourceLocation)
  }
}
