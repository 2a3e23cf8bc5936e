import FormTestSupport
import Foundation
import Testing

/// Which files `formc lint <paths>` takes, through real processes on a real folder tree: hidden
/// entries and SwiftPM's top-level `Packages` are skipped, links to files are taken, links to
/// folders are not followed below a named folder but are walked when named, and every path is
/// printed the way it was asked for.
@Suite(.serialized)
struct SpecDiscoveryTests {
  final class Tree: ScratchDirectory {
    init() throws {
      try super.init(prefix: "formc-discovery")
      // Every spec is the same broken one, so each taken file prints one error naming its path.
      for file in [
        "specs/A.form.yaml", "specs/deep/er/B.form.yml", "specs/.hidden/C.form.yaml",
        "specs/.D.form.yaml", "specs/Packages/E.form.yaml", "specs/deep/Packages/F.form.yaml",
        "specs/notes.yaml", "elsewhere/G.form.yaml", "t", "docs/notes.yaml",
      ] {
        let url = root.appendingPathComponent(file)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("form: Broken\n".utf8).write(to: url)
      }
      try FileManager.default.createSymbolicLink(
        atPath: root.appendingPathComponent("specs/linked").path,
        withDestinationPath: "../elsewhere")
      try FileManager.default.createSymbolicLink(
        atPath: root.appendingPathComponent("specs/Linked.form.yaml").path,
        withDestinationPath: "../elsewhere/G.form.yaml")
      try FileManager.default.createSymbolicLink(
        atPath: root.appendingPathComponent("named").path, withDestinationPath: "elsewhere")
    }

    /// The paths `formc lint` reports problems in, in order.
    func linted(_ arguments: [String]) async throws -> [String] {
      let output = try await FormcProcess.run(["lint"] + arguments, in: root)
      #expect(output.status == 1, "\(output.stderr)")
      return output.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        .map { String($0.prefix { $0 != ":" }) }
    }
  }

  @Test func aFolderIsWalkedSkippingHiddenEntriesAndTopLevelPackages() async throws {
    let tree = try Tree()
    #expect(
      try await tree.linted(["specs"]) == [
        "specs/A.form.yaml", "specs/Linked.form.yaml", "specs/deep/Packages/F.form.yaml",
        "specs/deep/er/B.form.yml",
      ])
  }

  @Test(arguments: [
    ("specs/", "specs/A.form.yaml"), ("specs//", "specs/A.form.yaml"),
    ("./specs", "./specs/A.form.yaml"), ("./specs/", "./specs/A.form.yaml"),
  ])
  func pathsArePrintedAsAskedFor(argument: String, first: String) async throws {
    let tree = try Tree()
    #expect(try await tree.linted([argument]).first == first)
  }

  @Test func aLinkedFolderIsWalkedWhenNamed() async throws {
    let tree = try Tree()
    #expect(try await tree.linted(["named"]) == ["named/G.form.yaml"])
  }

  /// Foundation's `deletingLastPathComponent` trapped on a one-letter path, so every command
  /// crashed on a spec named `t`.
  @Test(arguments: [["lint", "t"], ["plan", "t"], ["simulate", "t"]])
  func aOneLetterSpecPathIsCheckedNotCrashedOn(arguments: [String]) async throws {
    let tree = try Tree()
    let output = try await FormcProcess.run(arguments, in: tree.root)
    #expect(output.status == 1, "\(output.stderr)")
    // `lint` and `simulate` report on standard output, `plan` on standard error.
    #expect((output.stdout + output.stderr).contains("t:1:1: error: "), "\(output.stderr)")
  }

  @Test func aFolderWithoutSpecsIsReported() async throws {
    let tree = try Tree()
    let output = try await FormcProcess.run(["lint", "docs", "specs/deep/er"], in: tree.root)
    #expect(output.status == 1)
    #expect(
      output.stderr.contains("error: no form specs (*.form.yaml, *.form.yml) found in 'docs'"))
    #expect(output.stdout.hasPrefix("specs/deep/er/B.form.yml:1:1: error: "))
  }
}
