import FormDiagnostics
import FormSpec
import Foundation

/// The `# expect:` header of a fixture spec, compared with actual diagnostics.
///
/// Lines are `# expect: <rule-id> <line>:<col>`, optionally followed by `note <line>:<col>`, or
/// `# expect: <rule-id> any`, or `# expect: none` (see `Tests/FormSpecTests/Fixtures/Decoding/README.md`).
/// `# expect: <rule-id> any xN` stands for N lines of `# expect: <rule-id> any`.
public struct FixtureExpectation: Hashable, CustomStringConvertible, Sendable {
  /// The rule id.
  public var rule: String
  /// `line:col`, or `any`.
  public var position: String
  /// The note's `line:col`, when given.
  public var note: String?

  /// Creates an expectation.
  public init(rule: String, position: String, note: String?) {
    self.rule = rule
    self.position = position
    self.note = note
  }

  /// `rule line:col [note line:col]`.
  public var description: String {
    "\(rule) \(position)" + (note.map { " note \($0)" } ?? "")
  }

  /// The expectations in a fixture's text, or `nil` when it has no `# expect:` line.
  public static func parse(_ text: String) -> [FixtureExpectation]? {
    var result: [FixtureExpectation] = []
    var sawNone = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = line.trimmingCharacters(in: .whitespaces)
      guard line.hasPrefix("# expect:") else { continue }
      let words = line.dropFirst("# expect:".count).split(separator: " ").map(String.init)
      if words == ["none"] {
        sawNone = true
        continue
      }
      if words.count == 3, words[1] == "any", words[2].hasPrefix("x"),
        let count = Int(words[2].dropFirst()), count > 0
      {
        result += Array(
          repeating: FixtureExpectation(rule: words[0], position: "any", note: nil), count: count)
        continue
      }
      guard words.count == 2 || (words.count == 4 && words[2] == "note") else { return nil }
      result.append(
        FixtureExpectation(
          rule: words[0], position: words[1], note: words.count == 4 ? words[3] : nil))
    }
    return result.isEmpty && !sawNone ? nil : result
  }

  /// Matches actual diagnostics (each `rule`, `line:col`, first note's `line:col`) against the
  /// expectations as multisets; returns what is missing and what is unexpected.
  public static func compare(
    expected: [FixtureExpectation], actual: [FixtureExpectation]
  ) -> (missing: [FixtureExpectation], unexpected: [FixtureExpectation]) {
    var unmatched = actual
    var missing: [FixtureExpectation] = []
    for expectation in expected {
      let index = unmatched.firstIndex { candidate in
        candidate.rule == expectation.rule
          && (expectation.position == "any" || candidate.position == expectation.position)
          && (expectation.note == nil || candidate.note == expectation.note)
      }
      if let index { unmatched.remove(at: index) } else { missing.append(expectation) }
    }
    return (missing, unmatched)
  }

  /// Every fixture spec below `folder` (relative paths, sorted).
  public static func specs(in folder: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    return enumerator.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".form.yaml") || $0.hasSuffix(".form.yml") }
      .sorted()
  }
}

extension FixtureExpectation {
  /// A diagnostic as an expectation: its rule, `line:col`, and its first note's `line:col`.
  public init(_ diagnostic: Diagnostic) {
    self.init(
      rule: diagnostic.rule.rawValue,
      position: "\(diagnostic.location.line):\(diagnostic.location.column)",
      note: diagnostic.notes.first.map { "\($0.location.line):\($0.location.column)" })
  }
}
