import FormCodegen
import FormTestSupport
import Foundation
import Testing

/// The generated files the UIKit harness's test targets keep of its own fixture specs
/// (`Tests/UIKitHarness/Fixtures/*.form.yaml`, as `SupportChat.form.yaml`) in their `Fixtures/`
/// folders, against what formc generates from those specs now: the harness compiles and drives
/// its copies, so a change to the generated code that is not re-recorded there fails here, as the
/// goldens of `Specs/` do (``GoldenFileTests``). Re-record with `FORMC_RECORD_SNAPSHOTS=all`.
struct HarnessFixtureTests {
  static let repository = GoldenFileTests.repository
  static let harness = repository.appendingPathComponent("Tests/UIKitHarness")

  /// The harness's fixture specs, relative to the repository.
  static let specs: [String] = {
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: harness.appendingPathComponent("Fixtures").path)) ?? []
    return names.filter { $0.hasSuffix(".form.yaml") || $0.hasSuffix(".form.yml") }.sorted()
      .map { "Tests/UIKitHarness/Fixtures/\($0)" }
  }()

  /// The `Fixtures/` folders of the harness's test targets.
  static let fixtureFolders: [URL] = {
    let tests = harness.appendingPathComponent("Tests")
    let targets = (try? FileManager.default.contentsOfDirectory(atPath: tests.path)) ?? []
    return targets.sorted().map {
      tests.appendingPathComponent($0).appendingPathComponent("Fixtures")
    }.filter { FileManager.default.fileExists(atPath: $0.path) }
  }()

  /// The Swift files of every fixture folder, by name.
  static func copies() throws -> [(folder: URL, name: String)] {
    try fixtureFolders.flatMap { folder in
      try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
        $0.hasSuffix(".swift")
      }.sorted().map { (folder, $0) }
    }
  }

  @Test func theHarnessHasFixtureSpecsAndCopies() throws {
    #expect(Self.specs.contains("Tests/UIKitHarness/Fixtures/SupportChat.form.yaml"))
    #expect(try Self.copies().count >= 4)
  }

  /// Every Swift file in a fixture folder is a generated file of a harness spec (nothing there
  /// escapes the check below).
  @Test func everyCopyHasASpec() throws {
    let generated = try Set(Self.specs.flatMap { try GoldenFileTests.generate($0).map(\.path) })
    for (folder, name) in try Self.copies() {
      #expect(
        generated.contains(name),
        "\(folder.lastPathComponent)/\(name) in \(folder.deletingLastPathComponent().lastPathComponent) is no generated file of \(Self.specs)"
      )
    }
  }

  /// Each copy is what formc generates from its spec now.
  @Test(arguments: specs)
  func copiesMatchTheGeneratedFiles(spec: String) throws {
    let files = try GoldenFileTests.generate(spec)
    var compared = 0
    for (folder, name) in try Self.copies() {
      guard let file = files.first(where: { $0.path == name }) else { continue }
      Snapshot.assert(file.contents, matches: folder.appendingPathComponent(name))
      compared += 1
    }
    #expect(compared > 0, "\(spec): no copy of its generated files in the harness")
  }
}
