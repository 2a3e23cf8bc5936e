import FormCodegen
import FormCompiler
import FormSpec
import FormTestSupport
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
  func goldenUIKitAndSwiftUICodeTypeChecks() async throws {
    let groups = try Self.goldensByPlatform()
    #expect(groups.values.reduce(0) { $0 + $1.count } >= 30)
    #expect(groups.keys.count >= 3, "the specs cover several deployment targets")
    try await Self.expectTypeChecks(groups)
  }

  /// Runs `Scripts/typecheck-uikit.sh` on each group of files (by deployment target) side by
  /// side, each with availability checked against its iOS version, and expects every run to pass.
  static func expectTypeChecks(
    _ groups: [String: [String]], sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    try await withThrowingTaskGroup(of: Void.self) { tasks in
      for (platform, files) in groups {
        tasks.addTask {
          try await expectTypeChecks(files, platform: platform, sourceLocation: sourceLocation)
        }
      }
      try await tasks.waitForAll()
    }
  }

  /// Runs `Scripts/typecheck-uikit.sh` on `files` with availability checked against iOS
  /// `platform`, and expects it to pass.
  static func expectTypeChecks(
    _ files: [String], platform: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let run = try await TypecheckScript.run(files, environment: ["TYPECHECK_DEPLOYMENT": platform])
    #expect(
      run.status == 0, "iOS \(platform): typecheck-uikit.sh failed:\n\(run.output)",
      sourceLocation: sourceLocation)
    #expect(
      run.output.contains("availability for iOS \(platform)"), "\(run.output)",
      sourceLocation: sourceLocation)
  }
}
