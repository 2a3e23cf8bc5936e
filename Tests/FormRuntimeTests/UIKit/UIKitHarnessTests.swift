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

  @Test("the adapter and the generated UIKit code pass their tests against the UIKit double")
  func harnessPasses() async throws {
    // The script `.ci/run` runs: it builds the package in the main package's
    // `.build/uikit-harness` (apart from the harness's own `.build`, so that a manual `swift test
    // --package-path Tests/UIKitHarness` with other flags does not invalidate it) and runs its
    // tests in a process per core (a plain `swift test` there runs them on one core).
    let run = try await AsyncProcess.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      [
        "bash", Self.repositoryRoot.appendingPathComponent("Scripts/harness-tests.sh").path,
        "-Xswiftc", "-warnings-as-errors",
      ])
    let text = run.text
    let failures = text.split(separator: "\n").filter { $0.contains("✘") }.prefix(40)
    #expect(
      run.status == 0,
      "the UIKit harness failed (Scripts/harness-tests.sh):\n\(failures.joined(separator: "\n"))\n\(text.suffix(4000))"
    )
    #expect(text.contains("Test run with"), "no Swift Testing run:\n\(text.suffix(2000))")
    #expect(text.contains("==> harness:"), "the script ended early:\n\(text.suffix(2000))")
  }
}
