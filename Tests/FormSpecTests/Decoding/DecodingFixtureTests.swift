import FormSpec
import Foundation
import Testing

/// Runs the front end over every fixture in `Fixtures/Decoding` and compares its diagnostics with
/// the `# expect:` lines at the top of the file (see `Fixtures/Decoding/README.md`).
struct DecodingFixtureTests {
  /// One expected diagnostic: `rule line:col` or `rule any`, with an optional note location.
  struct Expectation: Hashable, CustomStringConvertible {
    var rule: String
    var position: String
    var note: String?

    var description: String {
      "\(rule) \(position)" + (note.map { " note \($0)" } ?? "")
    }
  }

  static func expectations(in text: String) -> [Expectation]? {
    var result: [Expectation] = []
    var sawNone = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = line.trimmingCharacters(in: .whitespaces)
      guard line.hasPrefix("# expect:") else { continue }
      let words = line.dropFirst("# expect:".count).split(separator: " ").map(String.init)
      if words == ["none"] {
        sawNone = true
        continue
      }
      guard words.count == 2 || (words.count == 4 && words[2] == "note") else { return nil }
      result.append(
        Expectation(rule: words[0], position: words[1], note: words.count == 4 ? words[3] : nil))
    }
    return result.isEmpty && !sawNone ? nil : result
  }

  static let fixtures = Fixtures.specs(in: "Decoding")

  @Test func fixturesExist() {
    #expect(Self.fixtures.count >= 60)
  }

  @Test(arguments: fixtures)
  func fixture(_ relativePath: String) throws {
    let url = Fixtures.root.appendingPathComponent(relativePath)
    let bytes = try [UInt8](Data(contentsOf: url))
    let text = String(decoding: bytes, as: UTF8.self)
    let expected = try #require(
      Self.expectations(in: text), "\(relativePath) has no '# expect:' lines")
    let result = FormSpecReader().read(bytes: bytes, path: relativePath)
    let actual = result.diagnostics.map { diagnostic in
      Expectation(
        rule: diagnostic.rule.rawValue,
        position: "\(diagnostic.location.line):\(diagnostic.location.column)",
        note: diagnostic.notes.first.map { "\($0.location.line):\($0.location.column)" })
    }
    var unmatched = actual
    var missing: [Expectation] = []
    for expectation in expected {
      let index = unmatched.firstIndex { candidate in
        candidate.rule == expectation.rule
          && (expectation.position == "any" || candidate.position == expectation.position)
          && (expectation.note == nil || candidate.note == expectation.note)
      }
      if let index { unmatched.remove(at: index) } else { missing.append(expectation) }
    }
    let messages = result.diagnostics.map {
      "\($0.location.line):\($0.location.column) \($0.rule): \($0.message)"
    }
    #expect(missing.isEmpty, "missing \(missing) in \(relativePath); got \(messages)")
    #expect(unmatched.isEmpty, "unexpected \(unmatched) in \(relativePath); got \(messages)")
  }
}
