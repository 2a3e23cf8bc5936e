import FormTestSupport
import Foundation
import Testing

/// The snapshot helper's own behaviour: record modes and the unified diff.
struct SnapshotHelperTests {
  func temporaryFile() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("formc-snapshot-\(UUID().uuidString)/snap.txt")
  }

  @Test func missingModeRecordsAndFails() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    withKnownIssue {
      Snapshot.assert("hello\n", matches: url, mode: .missing)
    }
    #expect(try String(contentsOf: url, encoding: .utf8) == "hello\n")
    Snapshot.assert("hello\n", matches: url, mode: .missing)
  }

  @Test func neverModeDoesNotRecord() {
    let url = temporaryFile()
    withKnownIssue {
      Snapshot.assert("hello\n", matches: url, mode: .never)
    }
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func allModeRerecords() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    withKnownIssue { Snapshot.assert("one\n", matches: url, mode: .all) }
    withKnownIssue { Snapshot.assert("two\n", matches: url, mode: .all) }
    #expect(try String(contentsOf: url, encoding: .utf8) == "two\n")
  }

  @Test func mismatchFails() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    withKnownIssue { Snapshot.assert("a\n", matches: url, mode: .missing) }
    withKnownIssue { Snapshot.assert("b\n", matches: url, mode: .never) }
  }

  @Test func unifiedDiffShowsHunksWithContext() {
    let old = (1...10).map { "line \($0)" }.joined(separator: "\n")
    var newLines = (1...10).map { "line \($0)" }
    newLines[4] = "line five"
    let diff = UnifiedDiff.render(
      expected: old, actual: newLines.joined(separator: "\n"), name: "x")
    #expect(
      diff == """
        --- x (snapshot)
        +++ x (actual)
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
  }
}
