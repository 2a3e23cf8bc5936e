import Foundation
import Testing

/// Golden-file snapshots, after swift-snapshot-testing's record modes.
///
/// `FORMC_RECORD_SNAPSHOTS` chooses the mode: `missing` (the default) records snapshots that do not
/// exist yet, `all` re-records every snapshot, `never` only compares. When `CI` is set the mode is
/// always `never`. Recording fails the test, so a test cannot pass by writing its own expectation;
/// run it again to compare. A mismatch fails with a unified diff.
public enum Snapshot {
  /// How snapshots are recorded.
  public enum RecordMode: String, Sendable {
    /// Record only snapshots that do not exist.
    case missing
    /// Re-record every snapshot.
    case all
    /// Never record; a missing snapshot fails.
    case never
  }

  /// The mode in force for this process.
  public static var recordMode: RecordMode {
    let environment = ProcessInfo.processInfo.environment
    if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci != "false" { return .never }
    return environment["FORMC_RECORD_SNAPSHOTS"].flatMap(RecordMode.init(rawValue:)) ?? .missing
  }

  /// Compares `actual` with the file at `url`, recording it according to the mode.
  public static func assert(
    _ actual: String, matches url: URL, mode: RecordMode = recordMode,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let fileManager = FileManager.default
    let expected = fileManager.contents(atPath: url.path).map {
      String(decoding: $0, as: UTF8.self)
    }
    if mode == .all || (mode == .missing && expected == nil) {
      do {
        try fileManager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url, options: .atomic)
      } catch {
        Issue.record(
          "could not record snapshot \(url.path): \(error)", sourceLocation: sourceLocation)
        return
      }
      let what = expected == nil ? "recorded new snapshot" : "re-recorded snapshot"
      Issue.record(
        Comment(
          rawValue: "\(what) \(url.lastPathComponent); run the test again to compare against it"),
        sourceLocation: sourceLocation)
      return
    }
    guard let expected else {
      Issue.record(
        "no snapshot at \(url.path) (record mode 'never'); run with FORMC_RECORD_SNAPSHOTS=missing",
        sourceLocation: sourceLocation)
      return
    }
    if expected != actual {
      let diff = UnifiedDiff.render(expected: expected, actual: actual, name: url.lastPathComponent)
      Issue.record(
        Comment(rawValue: "snapshot \(url.lastPathComponent) does not match:\n\(diff)"),
        sourceLocation: sourceLocation)
    }
  }
}

/// A small unified diff of two texts by lines (longest common subsequence).
public enum UnifiedDiff {
  /// `--- name (snapshot)` / `+++ name (actual)` with `@@` hunks and three lines of context.
  public static func render(expected: String, actual: String, name: String, context: Int = 3)
    -> String
  {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // LCS table over suffixes.
    var table = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i][j] =
          old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    enum Line {
      case same(String)
      case removed(String)
      case added(String)
    }
    var lines: [Line] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        lines.append(.same(old[i]))
        i += 1
        j += 1
      } else if i < old.count, j == new.count || table[i + 1][j] >= table[i][j + 1] {
        lines.append(.removed(old[i]))
        i += 1
      } else {
        lines.append(.added(new[j]))
        j += 1
      }
    }
    var output = "--- \(name) (snapshot)\n+++ \(name) (actual)\n"
    var index = 0
    while index < lines.count {
      guard case .same = lines[index] else {
        let start = max(0, index - context)
        var end = index
        var sameRun = 0
        while end < lines.count, sameRun <= context * 2 {
          if case .same = lines[end] { sameRun += 1 } else { sameRun = 0 }
          end += 1
        }
        end = min(lines.count, end - max(0, sameRun - context))
        var oldStart = 1
        var newStart = 1
        for line in lines[..<start] {
          switch line {
          case .same:
            oldStart += 1
            newStart += 1
          case .removed: oldStart += 1
          case .added: newStart += 1
          }
        }
        let hunk = lines[start..<end]
        let oldCount = hunk.filter { if case .added = $0 { return false } else { return true } }
          .count
        let newCount = hunk.filter { if case .removed = $0 { return false } else { return true } }
          .count
        output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
        for line in hunk {
          switch line {
          case .same(let text): output += " \(text)\n"
          case .removed(let text): output += "-\(text)\n"
          case .added(let text): output += "+\(text)\n"
          }
        }
        index = end
        continue
      }
      index += 1
    }
    return output
  }
}
