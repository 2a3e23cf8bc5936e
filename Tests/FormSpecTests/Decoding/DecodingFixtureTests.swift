import FormSpec
import FormTestSupport
import Foundation
import Testing

/// Runs the front end over every fixture in `Fixtures/Decoding` and compares its diagnostics with
/// the `# expect:` lines at the top of the file (see `Fixtures/Decoding/README.md`).
struct DecodingFixtureTests {
  static let folder = Fixtures.root.appendingPathComponent("Decoding")
  static let fixtures = FixtureExpectation.specs(in: folder)

  @Test func fixturesExist() {
    #expect(Self.fixtures.count >= 60)
  }

  @Test(arguments: fixtures)
  func fixture(_ relativePath: String) throws {
    let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(relativePath)))
    let expected = try #require(
      FixtureExpectation.parse(String(decoding: bytes, as: UTF8.self)),
      "\(relativePath) has no '# expect:' lines")
    let result = FormSpecReader().read(bytes: bytes, path: relativePath)
    let actual = result.diagnostics.map(FixtureExpectation.init)
    let (missing, unexpected) = FixtureExpectation.compare(expected: expected, actual: actual)
    let messages = result.diagnostics.map {
      "\($0.location.line):\($0.location.column) \($0.rule): \($0.message)"
    }
    #expect(missing.isEmpty, "missing \(missing) in \(relativePath); got \(messages)")
    #expect(unexpected.isEmpty, "unexpected \(unexpected) in \(relativePath); got \(messages)")
  }
}
