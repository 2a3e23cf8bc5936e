import FormTestSupport
import Foundation
import Testing

#if os(Linux)
  private let runsOnLinux = true
#else
  private let runsOnLinux = false
#endif

/// Whether this run asked for the harness (`FORMC_UIKIT_HARNESS=1`). A fresh clone's first build of
/// the harness package costs about as much processor time as all of the main package's tests
/// together, so the plain `swift test` (the README's, under its 3-minute budget) does not run it:
/// it is a step of its own of `.ci/run`, which builds the same package in the same place and runs
/// the same tests in a process per core (`Scripts/harness-tests.sh -Xswiftc -warnings-as-errors`).
private let harnessRequested = ProcessInfo.processInfo.environment["FORMC_UIKIT_HARNESS"] == "1"

/// Runs the UIKit harness (`Tests/UIKitHarness`), a package of its own: FormRuntime's UIKit
/// adapter and the generated code of `Specs/`, built against a behavioural double of UIKit and
/// driven as a user would drive them (its `FormRuntimeUIKitTests`), and the double's own tests
/// (`UIKitDoubleTests`). Linux only: on Apple platforms the double would stand in for the real
/// UIKit. Only with `FORMC_UIKIT_HARNESS=1` (`FORMC_UIKIT_HARNESS=1 swift test`): the plain
/// `swift test` skips it, and CI runs the harness package as a step of its own.
@Suite(
  "UIKit harness", .enabled(if: runsOnLinux, "the UIKit double is for machines without UIKit"),
  .enabled(
    if: harnessRequested,
    "FORMC_UIKIT_HARNESS=1 runs it here; .ci/run runs the harness package as a step of its own"))
struct UIKitHarnessTests {
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Where the harness builds when this test runs it: inside the main package's `.build`, apart
  /// from the harness's own `.build`, so that a manual `swift test --package-path
  /// Tests/UIKitHarness` (with other flags) does not invalidate this build, and the next run only
  /// rebuilds what changed. `.ci/run`'s harness step builds there too.
  static let scratchPath = repositoryRoot.appendingPathComponent(".build/uikit-harness")

  @Test("the adapter and the generated UIKit code pass their tests against the UIKit double")
  func harnessPasses() async throws {
    let run = try await AsyncProcess.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      [
        "swift", "test", "--package-path",
        Self.repositoryRoot.appendingPathComponent("Tests/UIKitHarness").path,
        "--scratch-path", Self.scratchPath.path, "-Xswiftc", "-warnings-as-errors",
      ])
    let text = run.text
    let failures = text.split(separator: "\n").filter { $0.hasPrefix("✘") }.prefix(40)
    #expect(
      run.status == 0,
      "swift test in Tests/UIKitHarness failed:\n\(failures.joined(separator: "\n"))\n\(text.suffix(4000))"
    )
    #expect(text.contains("Test run with"), "no Swift Testing run:\n\(text.suffix(2000))")
  }
}
