import FormTestSupport
import Foundation
import Testing

/// Runs the built `formc` binary as a process and checks stdout, stderr and the exit status.
struct LintEndToEndTests {
  static let lintFixtures = "Tests/formcTests/Fixtures/Lint"
  static let snapshots = FormcProcess.repositoryRoot
    .appendingPathComponent("Tests/formcTests/Snapshots/lint")

  @Test(arguments: ["xcode", "json", "sarif", "github"])
  func reporterOutput(reporter: String) async throws {
    let output = try await FormcProcess.run([
      "lint", "--reporter", reporter, "\(Self.lintFixtures)/Broken.form.yaml",
      "\(Self.lintFixtures)/Warnings.form.yaml",
    ])
    #expect(output.status == 1)
    #expect(output.stderr == "formc: checked 2 specs: 4 errors, 3 warnings\n")
    let ext = reporter == "xcode" || reporter == "github" ? "txt" : "json"
    Snapshot.assert(
      output.stdout, matches: Self.snapshots.appendingPathComponent("\(reporter).\(ext)"))
    if ext == "json" {
      #expect(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) is [String: Any])
    }
  }

  @Test func outputIsDeterministic() async throws {
    let arguments = ["lint", "--reporter", "json", Self.lintFixtures, "Specs"]
    let first = try await FormcProcess.run(arguments)
    for _ in 0..<3 {
      let again = try await FormcProcess.run(arguments)
      #expect(again.stdout == first.stdout)
    }
  }

  @Test func bundledSpecsAreClean() async throws {
    let output = try await FormcProcess.run(["lint", "--strict", "Specs"])
    #expect(output.status == 0, "\(output.stdout)")
    #expect(output.stdout.isEmpty)
    #expect(output.stderr.hasPrefix("formc: checked "))
    #expect(output.stderr.hasSuffix(" specs: no problems\n"))
  }

  @Test func warningsFailOnlyWithStrict() async throws {
    let path = "\(Self.lintFixtures)/Warnings.form.yaml"
    let relaxed = try await FormcProcess.run(["lint", path])
    #expect(relaxed.status == 0)
    #expect(relaxed.stdout.contains("warning: "))
    let strict = try await FormcProcess.run(["lint", "--strict", path])
    #expect(strict.status == 1)
    #expect(strict.stdout == relaxed.stdout)
  }

  @Test func quietDropsTheSummary() async throws {
    let output = try await FormcProcess.run([
      "lint", "--quiet", "\(Self.lintFixtures)/Warnings.form.yaml",
    ])
    #expect(output.stderr.isEmpty)
    #expect(!output.stdout.isEmpty)
  }

  @Test func configurationChangesWarnings() async throws {
    let output = try await FormcProcess.run(["lint", "\(Self.lintFixtures)/with-config"])
    #expect(output.status == 1)
    #expect(output.stdout.contains("error: autocapitalization"))
    #expect(output.stdout.contains("[trait-conflict]"))
    #expect(!output.stdout.contains("missing-label"))
  }

  @Test func missingPathIsAToolFailure() async throws {
    let output = try await FormcProcess.run(["lint", "no/such/dir"])
    #expect(output.status == 2)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr == "error: no such file or directory: 'no/such/dir'\n")
  }

  @Test func pathWithoutSpecsIsAnError() async throws {
    let output = try await FormcProcess.run(["lint", "\(Self.lintFixtures)/empty-dir"])
    #expect(output.status == 1)
    #expect(output.stderr.contains("no form specs (*.form.yaml, *.form.yml) found in"))
  }

  /// Root reads files whatever their permissions, so this runs only for other users; as root the
  /// skip is reported (OutputSafetyTests covers I/O failures as root with a read-only mount).
  @Test(.enabled(if: getuid() != 0, "root reads files whatever their permission bits"))
  func unreadableFileIsAToolFailure() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("formc-unreadable-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Locked.form.yaml")
    try Data("form: Locked\n".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
    }
    let output = try await FormcProcess.run(["lint", file.path])
    #expect(output.status == 2)
  }

  @Test func colorOnlyOnATerminal() async throws {
    let output = try await FormcProcess.run(
      ["lint", "\(Self.lintFixtures)/Warnings.form.yaml"], environment: ["TERM": "xterm"])
    #expect(!output.stdout.contains("\u{1B}["))
  }
}
