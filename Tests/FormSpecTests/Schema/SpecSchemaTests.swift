import FormSpec
import FormTestSupport
import Foundation
import Testing

/// The checked-in schema is what `SpecSchema` builds from the decoder's tables, and the structural
/// mistakes it must reject are errors for the decoder too (`Scripts/validate-schema.py` checks the
/// schema's side with Python's jsonschema).
struct SpecSchemaTests {
  static let repository = Fixtures.repositoryRoot

  @Test func checkedInSchemaIsCurrent() {
    Snapshot.assert(
      SpecSchema.json,
      matches: Self.repository.appendingPathComponent("Schemas/form-spec.schema.json"))
  }

  @Test func schemaIsValidJSON() throws {
    let object =
      try JSONSerialization.jsonObject(with: Data(SpecSchema.json.utf8)) as? [String: Any]
    #expect(object?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    let definitions = try #require(object?["$defs"] as? [String: Any])
    for kind in Node.Kind.allCases {
      let node = try #require(definitions[kind.rawValue] as? [String: Any], "no schema for \(kind)")
      let properties = try #require(node["properties"] as? [String: Any])
      #expect(properties[kind.rawValue] != nil)
    }
  }

  static let invalidFixtures = FixtureExpectation.specs(
    in: Fixtures.root.appendingPathComponent("Schema/invalid"))

  @Test func invalidFixturesExist() {
    #expect(Self.invalidFixtures.count >= 10)
  }

  @Test(arguments: invalidFixtures)
  func decoderRejectsWhatTheSchemaRejects(_ name: String) throws {
    let url = Fixtures.root.appendingPathComponent("Schema/invalid/\(name)")
    let result = FormSpecReader().read(bytes: [UInt8](try Data(contentsOf: url)), path: name)
    #expect(result.diagnostics.containsErrors, "\(name) should be an error for the decoder")
  }

  static let validFixtures = FixtureExpectation.specs(
    in: Fixtures.root.appendingPathComponent("Schema/valid"))

  /// What `Scripts/validate-schema.py` checks the schema accepts beyond `Specs/` (typed controls'
  /// styles the examples leave out), the decoder accepts too.
  @Test(arguments: validFixtures)
  func decoderAcceptsWhatTheSchemaAccepts(_ name: String) throws {
    let url = Fixtures.root.appendingPathComponent("Schema/valid/\(name)")
    let result = FormSpecReader().read(bytes: [UInt8](try Data(contentsOf: url)), path: name)
    #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
    #expect(result.definition != nil)
  }
}
